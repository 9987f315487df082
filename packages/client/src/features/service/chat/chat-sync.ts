import type { TChatMessage } from '@card/contract';

/**
 * Pure rules of the live chat's client (issue 17): how messages from the socket, the catch-up and the history pages
 * come together in one list, where a catch-up must start, how long to wait before reconnecting, and the outbox of
 * sends not yet confirmed. Apart from React so the edge cases (a duplicate, out of order, a gap) are unit-tested.
 */

/** What the screen holds of one conversation: its messages in seq order, and whether older ones remain to load. */
export interface ChatLog {
  items: TChatMessage[];
  hasOlder: boolean;
}

export const emptyLog: ChatLog = { items: [], hasOlder: false };

/**
 * `log` with `incoming` merged in: one message per seq (a message seen twice, from the socket and from a catch-up,
 * stays once; the later copy wins, being the server's newer view), ordered by seq whatever order they came in.
 * Answers the same object when nothing changed, so React and the query cache see no change.
 */
export function mergeMessages(log: ChatLog, incoming: readonly TChatMessage[]): ChatLog {
  if (incoming.length === 0) return log;
  const bySeq = new Map<number, TChatMessage>();
  for (const m of log.items) bySeq.set(m.seq, m);
  let changed = false;
  for (const m of incoming) {
    const known = bySeq.get(m.seq);
    if (known && known.id === m.id && known.text === m.text) continue;
    bySeq.set(m.seq, m);
    changed = true;
  }
  if (!changed) return log;
  return { ...log, items: [...bySeq.values()].sort((a, b) => a.seq - b.seq) };
}

/** Older messages (a history page before the first held one): merged, and whether still older ones remain. */
export const mergeOlder = (log: ChatLog, page: { items: TChatMessage[]; hasMore: boolean }): ChatLog => ({ ...mergeMessages(log, page.items), hasOlder: page.hasMore });

/**
 * The seq a catch-up (`resume`, or findMessages afterSeq) starts after: the end of the unbroken run from the oldest
 * held message. With a gap (seq 5 arrived live while 4 never did) it is the seq before the gap, so the gap is
 * fetched; what comes back twice is merged away. Older pages not loaded yet are no gap: the run starts at the
 * oldest held message. 0 when nothing is held.
 */
export function resumeSeq(log: ChatLog): number {
  const items = log.items;
  if (items.length === 0) return 0;
  let last = items[0]!.seq;
  for (let i = 1; i < items.length; i++) {
    if (items[i]!.seq !== last + 1) break;
    last = items[i]!.seq;
  }
  return last;
}

/** The newest held seq (what a read marks up to). */
export const lastSeqOf = (log: ChatLog): number => log.items.at(-1)?.seq ?? 0;

/** One send not yet confirmed by the server; its clientMsgId makes a resend store nothing twice. */
export interface OutboxItem {
  clientMsgId: string;
  conversationId: string;
  text: string;
  at: number;
}

/** The outbox with `confirmed` (an ack or the HTTP answer, by clientMsgId) taken out. */
export const settle = (outbox: readonly OutboxItem[], clientMsgId: string): OutboxItem[] => outbox.filter((o) => o.clientMsgId !== clientMsgId);

/** Sends of the outbox the log already holds (stored before a drop whose ack was lost) come out too. */
export function settleStored(outbox: readonly OutboxItem[], log: ChatLog): OutboxItem[] {
  if (outbox.length === 0) return outbox as OutboxItem[];
  const stored = new Set(log.items.map((m) => m.clientMsgId));
  const left = outbox.filter((o) => !stored.has(o.clientMsgId));
  return left.length === outbox.length ? (outbox as OutboxItem[]) : left;
}

/** A fresh clientMsgId (the contract allows letters, digits, _ and -): a UUID, or random bytes where randomUUID is missing (non-secure origins). */
export function newClientMsgId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  if (c?.getRandomValues) return Array.from(c.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
