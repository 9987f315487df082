import { describe, expect, it } from 'vitest';
import type { TChatMessage } from '@card/contract';
import { emptyLog, lastSeqOf, mergeMessages, mergeOlder, newClientMsgId, resumeSeq, settle, settleStored, type ChatLog } from './chat-sync';

const msg = (seq: number, extra: Partial<TChatMessage> = {}): TChatMessage => ({
  id: `m${seq}`,
  conversationId: 'c1',
  seq,
  fromAgent: false,
  clientMsgId: `k${seq}`,
  text: `t${seq}`,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});
const seqs = (log: ChatLog) => log.items.map((m) => m.seq);

describe('mergeMessages', () => {
  it('keeps a message seen twice (socket and catch-up) once', () => {
    const log = mergeMessages(emptyLog, [msg(1), msg(2)]);
    const again = mergeMessages(log, [msg(2), msg(2), msg(3)]);
    expect(seqs(again)).toEqual([1, 2, 3]);
  });

  it('answers the same log when nothing is new, so nothing re-renders', () => {
    const log = mergeMessages(emptyLog, [msg(1)]);
    expect(mergeMessages(log, [msg(1)])).toBe(log);
    expect(mergeMessages(log, [])).toBe(log);
  });

  it('orders by seq whatever order messages arrive in', () => {
    const log = mergeMessages(mergeMessages(emptyLog, [msg(3), msg(1)]), [msg(2), msg(5), msg(4)]);
    expect(seqs(log)).toEqual([1, 2, 3, 4, 5]);
  });

  it('takes the later copy of a seq', () => {
    const log = mergeMessages(mergeMessages(emptyLog, [msg(1)]), [msg(1, { text: 'new' })]);
    expect(log.items).toHaveLength(1);
    expect(log.items[0]!.text).toBe('new');
  });

  it('older pages go in front and say whether more remain', () => {
    const log = mergeOlder({ items: [msg(5), msg(6)], hasOlder: true }, { items: [msg(3), msg(4)], hasMore: false });
    expect(seqs(log)).toEqual([3, 4, 5, 6]);
    expect(log.hasOlder).toBe(false);
  });
});

describe('resumeSeq', () => {
  it('is 0 with nothing held', () => expect(resumeSeq(emptyLog)).toBe(0));
  it('is the newest seq of an unbroken run', () => expect(resumeSeq({ items: [msg(1), msg(2), msg(3)], hasOlder: false })).toBe(3));
  it('stops before a gap, so the gap is fetched', () => expect(resumeSeq({ items: [msg(1), msg(2), msg(5), msg(6)], hasOlder: false })).toBe(2));
  it('counts older pages not loaded as no gap', () => expect(resumeSeq({ items: [msg(40), msg(41)], hasOlder: true })).toBe(41));
  it('after the gap is filled, resumes from the end', () => {
    const log = mergeMessages({ items: [msg(1), msg(4)], hasOlder: false }, [msg(3), msg(2)]);
    expect(resumeSeq(log)).toBe(4);
    expect(lastSeqOf(log)).toBe(4);
  });
});

describe('outbox', () => {
  const item = (k: string) => ({ clientMsgId: k, conversationId: 'c1', text: k, at: 0 });
  it('an ack takes its send out', () => expect(settle([item('a'), item('b')], 'a').map((o) => o.clientMsgId)).toEqual(['b']));
  it('a send the log already holds (ack lost in a drop) comes out', () => {
    const out = [item('k2'), item('x')];
    expect(settleStored(out, { items: [msg(1), msg(2)], hasOlder: false }).map((o) => o.clientMsgId)).toEqual(['x']);
    const none = [item('x')];
    expect(settleStored(none, { items: [msg(1)], hasOlder: false })).toBe(none);
  });
  it('clientMsgIds fit the contract and differ', () => {
    const a = newClientMsgId();
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(newClientMsgId());
  });
});
