import WebSocket from 'ws';
import { CHAT_SOCKET_PATH, ZChatServerFrame, type TChatClientFrame, type TChatServerFrame } from '@card/contract';

/**
 * A chat socket client for tests (issue 17): connects with a ticket to a listening app, keeps every frame it gets
 * (each checked against ZChatServerFrame), and waits for the frames a test expects.
 */
export interface ChatClient {
  ws: WebSocket;
  frames: TChatServerFrame[];
  /** Resolves with the close code once the server closed the socket. */
  closed: Promise<number>;
  send(frame: TChatClientFrame | Record<string, unknown>): void;
  sendRaw(text: string): void;
  /** The first frame from `from` on (index into frames) that `pick` accepts; waits up to `ms`. */
  next<T extends TChatServerFrame>(pick: (f: TChatServerFrame) => f is T, ms?: number): Promise<T>;
  /** Waits until `count` frames `pick` accepts arrived; all of them (in order). */
  collect<T extends TChatServerFrame>(pick: (f: TChatServerFrame) => f is T, count: number, ms?: number): Promise<T[]>;
  close(): Promise<void>;
}

export const is =
  <K extends TChatServerFrame['type']>(type: K) =>
  (f: TChatServerFrame): f is Extract<TChatServerFrame, { type: K }> =>
    f.type === type;

export function socketUrl(base: string, ticket: string) {
  return `${base.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}?ticket=${encodeURIComponent(ticket)}`;
}

export function connectChat(url: string, headers: Record<string, string> = {}): Promise<ChatClient> {
  const ws = new WebSocket(url, { headers });
  const frames: TChatServerFrame[] = [];
  const wakers = new Set<() => void>();
  let closeCode: (c: number) => void;
  const closed = new Promise<number>((r) => {
    closeCode = r;
  });
  ws.on('message', (data) => {
    frames.push(ZChatServerFrame.parse(JSON.parse(data.toString())));
    for (const w of [...wakers]) w();
  });
  ws.on('close', (code) => {
    closeCode(code);
    for (const w of [...wakers]) w();
  });
  const collect = <T extends TChatServerFrame>(pick: (f: TChatServerFrame) => f is T, count: number, ms = 5000) =>
    new Promise<T[]>((resolve, reject) => {
      const check = () => {
        const got = frames.filter(pick);
        if (got.length >= count) {
          wakers.delete(check);
          clearTimeout(timer);
          resolve(got.slice(0, count));
        }
      };
      const timer = setTimeout(() => {
        wakers.delete(check);
        reject(new Error(`timed out waiting for ${count} frames; got ${JSON.stringify(frames)}`));
      }, ms);
      wakers.add(check);
      check();
    });
  const client: ChatClient = {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(JSON.stringify(frame)),
    sendRaw: (text) => ws.send(text),
    collect,
    next: async (pick, ms) => (await collect(pick, 1, ms))[0]!,
    close: async () => {
      if (ws.readyState === ws.CLOSED) return;
      ws.close();
      await closed;
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

/** Polls `probe` until it answers non-null (or the time is up: null). */
export async function waitFor<T>(probe: () => Promise<T | null> | T | null, withinMs = 5000): Promise<T | null> {
  const until = Date.now() + withinMs;
  for (;;) {
    const v = await probe();
    if (v !== null || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 20));
  }
}
