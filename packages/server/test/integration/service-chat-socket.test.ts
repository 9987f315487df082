import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SOCKET_PATH, errorCatalogue, LIMITS, type ErrorCode, type TChatMessage } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf } from '../helpers/client';
import { newUser, type FactoryUser } from '../factories';
import { newAgent, newConversation } from '../factories/service';
import { chatSocketHubOf } from '../../src/domains/service/service-chat-socket.http';
import { connectChat, is, socketUrl, waitFor, type ChatClient } from './service-chat-socket.helpers';

/**
 * The live chat's WebSocket (issue 17) on a listening app with real `ws` clients: the ticket, the per-user cap,
 * refused frames, a user and an agent talking, and a dropped connection that loses and doubles nothing.
 */
let t: TestApp;
let base: string;
let agent: FactoryUser;
const open: ChatClient[] = [];
beforeAll(async () => {
  t = await makeTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  agent = await newAgent(t.ctx);
});
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
  await t.close();
});

const api = () => t.api.service;
const status = (c: ErrorCode) => errorCatalogue[c].status;
const ticketOf = async (token: string) => okOf(await api().findRealTimeConfig({ token })).ticket;
async function connect(who: { token: string }, headers: Record<string, string> = {}) {
  const c = await connectChat(socketUrl(base, await ticketOf(who.token)), headers);
  open.push(c);
  return c;
}
async function ready(who: { token: string }) {
  const c = await connect(who);
  await c.next(is('ready'));
  return c;
}
let n = 0;
const mid = () => `s${++n}`;

/** A user's conversation taken by the agent, with both sides' sockets following it. */
async function talking(u: FactoryUser) {
  const conv = okOf(await api().startConversation({ body: {}, token: u.token }));
  okOf(await api().acceptConversation({ body: { conversationId: conv.id }, token: agent.token }));
  const [user, ag] = await Promise.all([ready(u), ready(agent)]);
  for (const c of [user, ag]) c.send({ type: 'resume', conversationId: conv.id, afterSeq: 0 });
  return { conv, user, ag };
}

describe('opening the socket', () => {
  it("refuses a bad, used or missing ticket with CHAT_TICKET_INVALID in the socket's language and closes 4401", async () => {
    const bad = await connectChat(socketUrl(base, 'not-a-ticket'));
    expect(await bad.next(is('error'))).toEqual({ type: 'error', status: status('CHAT_TICKET_INVALID'), message: errorCatalogue.CHAT_TICKET_INVALID.zh });
    expect(await bad.closed).toBe(4401);

    const u = await newUser(t.ctx);
    const ticket = await ticketOf(u.token);
    const first = await connectChat(socketUrl(base, ticket));
    open.push(first);
    expect(await first.next(is('ready'))).toEqual({ type: 'ready', agent: false });
    const again = await connectChat(socketUrl(base, ticket), { cookie: 'lang=en' });
    expect((await again.next(is('error'))).message).toBe(errorCatalogue.CHAT_TICKET_INVALID.en);
    expect(await again.closed).toBe(4401);

    const none = await connectChat(`${base.replace('http', 'ws')}${CHAT_SOCKET_PATH}`, { 'accept-language': 'en-US,en;q=0.9' });
    expect((await none.next(is('error'))).message).toBe(errorCatalogue.CHAT_TICKET_INVALID.en);
    expect(await none.closed).toBe(4401);
  });

  it('a plain GET of the socket path answers a catalogue envelope, not a socket', async () => {
    const res = await t.app.inject({ method: 'GET', url: CHAT_SOCKET_PATH });
    expect(res.json()).toMatchObject({ status: status('REQUEST_FORMAT_ERROR'), code: 'REQUEST_FORMAT_ERROR' });
  });

  it(`caps one user's sockets at ${LIMITS.service.chatSocketsPerUser}: the next gets CHAT_TOO_MANY_SOCKETS and close 4429; a closed one frees its place`, async () => {
    const u = await newUser(t.ctx);
    const mine = [];
    for (let i = 0; i < LIMITS.service.chatSocketsPerUser; i++) mine.push(await ready(u));
    const over = await connectChat(socketUrl(base, await ticketOf(u.token)));
    expect(await over.next(is('error'))).toMatchObject({ status: status('CHAT_TOO_MANY_SOCKETS') });
    expect(await over.closed).toBe(4429);
    await mine[0]!.close();
    await waitFor(async () => {
      const c = await connectChat(socketUrl(base, await ticketOf(u.token)));
      const f = await c.next((x): x is typeof x => x.type === 'ready' || x.type === 'error');
      if (f.type === 'ready') {
        open.push(c);
        return true;
      }
      await c.closed;
      return null;
    }, 2000).then((v) => expect(v).toBe(true));
  });

  it("an agent's socket says agent and counts in findMyConversation's agentsOnline while open", async () => {
    const u = await newUser(t.ctx);
    const before = okOf(await api().findMyConversation({ token: u.token })).agentsOnline;
    const ag2 = await newAgent(t.ctx);
    const c = await connect(ag2);
    expect(await c.next(is('ready'))).toEqual({ type: 'ready', agent: true });
    expect(okOf(await api().findMyConversation({ token: u.token })).agentsOnline).toBe(before + 1);
    await c.close();
    expect(await waitFor(async () => (okOf(await api().findMyConversation({ token: u.token })).agentsOnline === before ? true : null), 2000)).toBe(true);
  });
});

describe('heartbeat', () => {
  it('drops a socket silent for three heartbeats (close 4408); one that pinged meanwhile stays', async () => {
    const u = await newUser(t.ctx);
    const [silent, talker] = [await ready(u), await ready(u)];
    const openedBy = Date.now();
    await new Promise((r) => setTimeout(r, 300));
    talker.send({ type: 'ping' });
    await talker.next(is('pong'));
    chatSocketHubOf(t.ctx)!.sweep(openedBy + 3 * LIMITS.service.chatHeartbeatMs + 150);
    expect(await silent.closed).toBe(4408);
    talker.send({ type: 'ping' });
    expect(await talker.collect(is('pong'), 2)).toHaveLength(2);
  });
});

describe('frames', () => {
  it('frames sent before `ready` (while the ticket is checked) are answered after it, in order', async () => {
    const c = await connect(await newUser(t.ctx));
    c.send({ type: 'ping' });
    c.send({ type: 'ping' });
    await c.collect(is('pong'), 2);
    expect(c.frames.map((f) => f.type)).toEqual(['ready', 'pong', 'pong']);
  });

  it('answers a refused frame with an error naming the rule and keeps the socket; ping answers pong; an oversized frame closes it', async () => {
    const c = await ready(await newUser(t.ctx));
    const someId = t.ctx.ids.id(); // well formed, nobody's
    c.sendRaw('{not json');
    expect(await c.next(is('error'))).toMatchObject({ status: status('REQUEST_FORMAT_ERROR') });
    c.send({ type: 'send', conversationId: someId, clientMsgId: 'ok-1', text: '' });
    const empty = (await c.collect(is('error'), 2))[1]!;
    expect(empty.clientMsgId).toBe('ok-1');
    expect(empty.message).toContain('消息内容');
    c.send({ type: 'dance' });
    c.send({ type: 'send', conversationId: someId, clientMsgId: 'bad id!', text: 'hi' });
    const [unknown, badId] = (await c.collect(is('error'), 4)).slice(2);
    expect(unknown!.status).toBeGreaterThan(200);
    expect(badId!.message).toContain('消息编号');
    c.send({ type: 'resume', conversationId: someId, afterSeq: 0 });
    expect((await c.collect(is('error'), 5))[4]).toMatchObject({ status: status('CHAT_NOT_FOUND') });
    c.send({ type: 'ping' });
    await c.next(is('pong'));
    c.sendRaw(JSON.stringify({ type: 'ping', pad: 'x'.repeat(20_000) }));
    expect(await c.closed).toBe(1009);
  });
});

describe('a user and an agent', () => {
  it('talk live: acks to the sender, messages to the other side, the agent list updates, reading clears the unread', async () => {
    const watcher = await ready(agent); // an agent's socket sees the waiting list change
    const u = await newUser(t.ctx);
    const { conv, user, ag } = await talking(u);
    expect((await watcher.next((f): f is Extract<typeof f, { type: 'conversation' }> => f.type === 'conversation' && f.conversation.id === conv.id)).conversation.status).toBe('waiting');

    user.send({ type: 'send', conversationId: conv.id, clientMsgId: 'u1', text: '你好，名片怎么分享？' });
    expect(await user.next(is('ack'))).toMatchObject({ clientMsgId: 'u1', duplicate: false, message: { seq: 1, fromAgent: false } });
    expect((await ag.next(is('message'))).message).toMatchObject({ seq: 1, text: '你好，名片怎么分享？', fromAgent: false });

    ag.send({ type: 'send', conversationId: conv.id, clientMsgId: 'a1', text: '点击右上角分享即可' });
    expect(await ag.next(is('ack'))).toMatchObject({ clientMsgId: 'a1', message: { seq: 2, fromAgent: true } });
    expect((await user.next(is('message'))).message).toMatchObject({ seq: 2, fromAgent: true });
    expect(user.frames.filter(is('message'))).toHaveLength(1); // its own message came back as the ack only

    user.send({ type: 'read', conversationId: conv.id, seq: 2 });
    expect(await waitFor(async () => ((await t.ctx.db.chatConversation.findUnique({ where: { id: conv.id } }))?.userUnread === 0 ? true : null))).toBe(true);

    // The same message over HTTP reaches the socket too.
    okOf(await api().sendMessage({ body: { conversationId: conv.id, clientMsgId: 'u2-http', text: '谢谢' }, token: u.token }));
    expect((await ag.collect(is('message'), 2))[1]!.message).toMatchObject({ seq: 3, text: '谢谢' });

    // A stranger's resume of it is refused and the stranger gets nothing of it.
    const stranger = await ready(await newUser(t.ctx));
    stranger.send({ type: 'resume', conversationId: conv.id, afterSeq: 0 });
    expect(await stranger.next(is('error'))).toMatchObject({ status: status('CHAT_NOT_FOUND') });
    expect(stranger.frames.filter(is('message'))).toHaveLength(0);
  });

  it('a dropped connection: the other side writes meanwhile, the unacked message is sent again after reconnecting; resume gives every message once, in order, stored once', async () => {
    const u = await newUser(t.ctx);
    const { conv, user, ag } = await talking(u);
    const seen: TChatMessage[] = [];
    for (let i = 1; i <= 3; i++) {
      ag.send({ type: 'send', conversationId: conv.id, clientMsgId: mid(), text: `客服${i}` });
    }
    seen.push(...(await user.collect(is('message'), 3)).map((f) => f.message));
    const lastSeq = seen[seen.length - 1]!.seq;

    // The user sends and the connection drops before the ack is read (the server may or may not have stored it).
    const unacked = mid();
    user.send({ type: 'send', conversationId: conv.id, clientMsgId: unacked, text: '掉线前发送' });
    // Stored, but the connection drops before its ack is read: the harder case (a send that never arrived is new).
    await waitFor(async () => (await t.ctx.db.chatMessage.findFirst({ where: { clientMsgId: unacked } })) ?? null);
    user.ws.terminate();
    for (let i = 4; i <= 6; i++) ag.send({ type: 'send', conversationId: conv.id, clientMsgId: mid(), text: `客服${i}` });
    await ag.collect(is('ack'), 6);

    const back = await ready(u);
    back.send({ type: 'resume', conversationId: conv.id, afterSeq: lastSeq });
    back.send({ type: 'send', conversationId: conv.id, clientMsgId: unacked, text: '掉线前发送' });
    const ack = await back.next(is('ack'));
    ag.send({ type: 'send', conversationId: conv.id, clientMsgId: mid(), text: '客服7' });
    await back.next((f): f is Extract<typeof f, { type: 'message' }> => f.type === 'message' && f.message.text === '客服7');

    const got = [...seen, ...back.frames.filter(is('message')).map((f) => f.message)];
    const stored = await t.ctx.db.chatMessage.findMany({ where: { conversationId: conv.id }, orderBy: { seq: 'asc' } });
    expect(stored.filter((m) => m.clientMsgId === unacked)).toHaveLength(1);
    expect(stored.map((m) => m.seq)).toEqual(stored.map((_, i) => i + 1));
    // Every stored message reached the user exactly once and in order: as a message, or its own as the ack.
    const delivered = got.map((m) => m.seq);
    expect(delivered).toEqual([...delivered].sort((a, b) => a - b));
    expect(new Set(delivered).size).toBe(delivered.length);
    const all = new Set([...delivered, ack.message.seq]);
    expect([...all].sort((a, b) => a - b)).toEqual(stored.map((m) => m.seq));
    expect(ag.frames.filter(is('message')).filter((f) => f.message.clientMsgId === unacked)).toHaveLength(1);
    expect(ack).toMatchObject({ clientMsgId: unacked, duplicate: true });
  });

  it('resume pages through a long gap: every message after the seq, in order', async () => {
    const u = await newUser(t.ctx);
    const texts = Array.from({ length: 2 * LIMITS.service.chatHistoryPageMax + 7 }, (_, i): [boolean, string] => [i % 3 === 0, `第${i + 1}条`]);
    const conv = await newConversation(t.ctx, u, { agent, messages: texts });
    const c = await ready(u);
    c.send({ type: 'resume', conversationId: conv.id, afterSeq: 5 });
    const got = await c.collect(is('message'), texts.length - 5);
    expect(got.map((f) => f.message.seq)).toEqual(texts.slice(5).map((_, i) => i + 6));
    c.send({ type: 'ping' });
    await c.next(is('pong'));
    expect(c.frames.filter(is('message'))).toHaveLength(texts.length - 5);
  });
});
