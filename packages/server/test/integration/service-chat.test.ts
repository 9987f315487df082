import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_SOCKET_PATH, errorCatalogue, LIMITS, type ErrorCode } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newUser, type FactoryUser } from '../factories';
import { newAgent, newConversation } from '../factories/service';
import { liveEvents, type LiveEvent } from '../../src/core/live';
import { redeemSocketTicket, socketUserOf } from '../../src/domains/service/service-chat.service';

/**
 * The live chat over HTTP (issue 17) through the typed client on a real database: tickets, opening, history windows,
 * numbered sends stored once per clientMsgId, reading, closing, the agent's list and the race to take a conversation.
 */
let t: TestApp;
let agent: FactoryUser;
let agent2: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  agent = await newAgent(t.ctx);
  agent2 = await newAgent(t.ctx);
});
afterAll(async () => {
  await t.close();
});

const api = () => t.api.service;
const code = (c: ErrorCode) => errorCatalogue[c].status;
let n = 0;
const mid = () => `m${++n}`;

describe('findRealTimeConfig and the socket ticket', () => {
  it('answers the socket path, timings and a one-time ticket stored hashed; redeem works once, before it expires', async () => {
    const u = await newUser(t.ctx);
    const cfg = okOf(await api().findRealTimeConfig({ token: u.token }));
    expect(cfg).toMatchObject({
      socketPath: CHAT_SOCKET_PATH,
      ticketTtlSec: LIMITS.service.chatTicketTtlSec,
      heartbeatMs: LIMITS.service.chatHeartbeatMs,
      textMax: LIMITS.service.chatTextMax,
      agent: false,
    });
    expect(Buffer.from(cfg.ticket, 'base64url')).toHaveLength(32);
    expect(await t.ctx.db.chatSocketTicket.findFirst({ where: { tokenHash: cfg.ticket } })).toBeNull(); // hashed at rest
    expect(await redeemSocketTicket(t.ctx.db, cfg.ticket, t.clock.now())).toBe(u.id);
    expect(await redeemSocketTicket(t.ctx.db, cfg.ticket, t.clock.now())).toBeNull();
    const late = okOf(await api().findRealTimeConfig({ token: u.token }));
    const after = new Date(t.clock.now().getTime() + (LIMITS.service.chatTicketTtlSec + 1) * 1000);
    await expect(socketUserOf(t.ctx.db, late.ticket, after)).rejects.toMatchObject({ code: 'CHAT_TICKET_INVALID' });
    expect(okOf(await api().findRealTimeConfig({ token: agent.token })).agent).toBe(true);
  });
  it('two redeems of one ticket at once: one user', async () => {
    const u = await newUser(t.ctx);
    const { ticket } = okOf(await api().findRealTimeConfig({ token: u.token }));
    const got = await Promise.all([1, 2, 3].map(() => redeemSocketTicket(t.ctx.db, ticket, t.clock.now())));
    expect(got.filter((x) => x === u.id)).toHaveLength(1);
  });
});

describe('startConversation / findMyConversation', () => {
  it('opens a waiting conversation with the first question, answers the same one again, and agents are refused', async () => {
    const u = await newUser(t.ctx, { name: '顾客' });
    expect(okOf(await api().findMyConversation({ token: u.token }))).toEqual({ conversation: null, unread: 0, agentsOnline: 0 });
    const events: LiveEvent[] = [];
    const off = liveEvents.on((e) => events.push(e));
    const c = okOf(await api().startConversation({ body: { text: '怎么编辑名片？' }, token: u.token }));
    off();
    expect(c).toMatchObject({ status: 'waiting', agent: null, lastSeq: 1, agentUnread: 1, userUnread: 0, lastMessage: { text: '怎么编辑名片？', fromAgent: false } });
    expect(c.user.phoneIdEcr).toBe(u.phoneIdEcr);
    expect(events).toEqual([{ type: 'conversation', conversation: c }]);
    const again = okOf(await api().startConversation({ body: { text: '还在吗' }, token: u.token }));
    expect(again).toMatchObject({ id: c.id, lastSeq: 1 });
    expect(okOf(await api().findMyConversation({ token: u.token }))).toMatchObject({ conversation: { id: c.id }, unread: 0 });
    expect(refusalOf(await api().startConversation({ body: {}, token: agent.token })).status).toBe(code('CHAT_AGENT_SELF'));
    const bare = await newUser(t.ctx);
    expect(okOf(await api().startConversation({ body: {}, token: bare.token }))).toMatchObject({ lastSeq: 0, lastMessage: null });
  });
});

describe('sendMessage', () => {
  it("numbers messages, bumps the other side's unread, stores a repeat once, refuses others and closed ones", async () => {
    const u = await newUser(t.ctx);
    const conv = await newConversation(t.ctx, u, { agent, messages: [[false, 'hi']] });
    const events: LiveEvent[] = [];
    const off = liveEvents.on((e) => events.push(e));
    const a = okOf(await api().sendMessage({ body: { conversationId: conv.id, clientMsgId: 'a1', text: '您好' }, token: agent.token }));
    off();
    expect(a).toMatchObject({ duplicate: false, message: { seq: 2, fromAgent: true, text: '您好', clientMsgId: 'a1' } });
    expect(events[0]).toMatchObject({ type: 'message', message: a.message, conversation: { userUnread: 1, lastSeq: 2 } });
    const b = okOf(await api().sendMessage({ body: { conversationId: conv.id, clientMsgId: 'u1', text: '问题' }, token: u.token }));
    expect(b.message).toMatchObject({ seq: 3, fromAgent: false });
    const again = okOf(await api().sendMessage({ body: { conversationId: conv.id, clientMsgId: 'u1', text: '问题' }, token: u.token }));
    expect(again).toEqual({ message: b.message, duplicate: true });
    expect(await t.ctx.db.chatConversation.findUnique({ where: { id: conv.id } })).toMatchObject({ lastSeq: 3, userUnread: 1, agentUnread: 2 });
    // Someone else, another agent, an unknown id: not found.
    const other = await newUser(t.ctx);
    for (const who of [other, agent2]) {
      expect(refusalOf(await api().sendMessage({ body: { conversationId: conv.id, clientMsgId: mid(), text: 'x' }, token: who.token }))).toMatchObject({
        status: code('CHAT_NOT_FOUND'),
        field: 'conversationId',
      });
    }
    expect(refusalOf(await api().sendMessage({ body: { conversationId: t.ctx.ids.id(), clientMsgId: mid(), text: 'x' }, token: u.token })).status).toBe(code('CHAT_NOT_FOUND'));
    expect(refusalOf(await api().sendMessage({ body: { conversationId: conv.id, clientMsgId: 'bad id!', text: 'x' }, token: u.token })).field).toBe('clientMsgId');
    expect(refusalOf(await api().sendMessage({ body: { conversationId: conv.id, clientMsgId: mid(), text: 'x'.repeat(LIMITS.service.chatTextMax + 1) }, token: u.token })).field).toBe(
      'text',
    );
    okOf(await api().closeConversation({ body: { conversationId: conv.id }, token: u.token }));
    expect(refusalOf(await api().sendMessage({ body: { conversationId: conv.id, clientMsgId: mid(), text: 'x' }, token: agent.token })).status).toBe(code('CHAT_CLOSED'));
  });

  it('the same clientMsgId twice at once is stored once; different ones at once get distinct seqs', async () => {
    const u = await newUser(t.ctx);
    const conv = await newConversation(t.ctx, u);
    const same = await Promise.all([1, 2, 3].map(() => api().sendMessage({ body: { conversationId: conv.id, clientMsgId: 'same', text: '一次' }, token: u.token })));
    const sent = same.map((r) => okOf(r));
    expect(sent.filter((s) => !s.duplicate)).toHaveLength(1);
    expect(new Set(sent.map((s) => s.message.id)).size).toBe(1);
    const many = await Promise.all([1, 2, 3, 4].map((i) => api().sendMessage({ body: { conversationId: conv.id, clientMsgId: `d${i}`, text: `${i}` }, token: u.token })));
    expect(many.map((r) => okOf(r).message.seq).sort()).toEqual([2, 3, 4, 5]);
    expect(await t.ctx.db.chatMessage.count({ where: { conversationId: conv.id } })).toBe(5);
  });

  it('is rate-limited per sender', async () => {
    const u = await newUser(t.ctx);
    const conv = await newConversation(t.ctx, u);
    for (let i = 0; i < LIMITS.service.chatMessagesPerMinute; i++) {
      okOf(await api().sendMessage({ body: { conversationId: conv.id, clientMsgId: mid(), text: 'x' }, token: u.token }));
    }
    expect(refusalOf(await api().sendMessage({ body: { conversationId: conv.id, clientMsgId: mid(), text: 'x' }, token: u.token })).status).toBe(code('TOO_MANY_ATTEMPTS'));
  });
});

describe('findMessages and readMessages', () => {
  it('pages the newest, before and after a seq, oldest first on the wire; read lowers the unread count', async () => {
    const u = await newUser(t.ctx);
    const msgs: [boolean, string][] = Array.from({ length: 7 }, (_, i) => [i % 2 === 1, `m${i + 1}`]);
    const conv = await newConversation(t.ctx, u, { agent, messages: msgs });
    const seqs = (r: { items: { seq: number }[] }) => r.items.map((m) => m.seq);
    const newest = okOf(await api().findMessages({ body: { conversationId: conv.id, pageSize: 3 }, token: u.token }));
    expect([seqs(newest), newest.hasMore]).toEqual([[5, 6, 7], true]);
    const before = okOf(await api().findMessages({ body: { conversationId: conv.id, beforeSeq: 3, pageSize: 3 }, token: agent.token }));
    expect([seqs(before), before.hasMore]).toEqual([[1, 2], false]);
    const after = okOf(await api().findMessages({ body: { conversationId: conv.id, afterSeq: 4, pageSize: 2 }, token: u.token }));
    expect([seqs(after), after.hasMore]).toEqual([[5, 6], true]);
    const tail = okOf(await api().findMessages({ body: { conversationId: conv.id, afterSeq: 7 }, token: u.token }));
    expect([seqs(tail), tail.hasMore]).toEqual([[], false]);
    expect(refusalOf(await api().findMessages({ body: { conversationId: conv.id, pageSize: LIMITS.service.chatHistoryPageMax + 1 }, token: u.token })).field).toBe('pageSize');
    expect(refusalOf(await api().findMessages({ body: { conversationId: conv.id }, token: agent2.token })).status).toBe(code('CHAT_NOT_FOUND'));

    expect(conv.userUnread).toBe(3);
    expect(okOf(await api().readMessages({ body: { conversationId: conv.id, seq: 4 }, token: u.token }))).toEqual({ conversationId: conv.id, unread: 1 });
    expect(okOf(await api().readMessages({ body: { conversationId: conv.id, seq: 7 }, token: agent.token })).unread).toBe(0);
    expect(await t.ctx.db.chatConversation.findUnique({ where: { id: conv.id } })).toMatchObject({ userUnread: 1, agentUnread: 0 });
    expect(refusalOf(await api().readMessages({ body: { conversationId: conv.id, seq: 7 }, token: agent2.token })).status).toBe(code('CHAT_NOT_FOUND'));
  });

  it('any agent may read a waiting conversation, but not write in it', async () => {
    const u = await newUser(t.ctx);
    const conv = await newConversation(t.ctx, u, { messages: [[false, '在吗']] });
    expect(okOf(await api().findMessages({ body: { conversationId: conv.id }, token: agent2.token })).items).toHaveLength(1);
    expect(refusalOf(await api().sendMessage({ body: { conversationId: conv.id, clientMsgId: mid(), text: 'x' }, token: agent2.token })).status).toBe(code('CHAT_NOT_FOUND'));
    const stranger = await newUser(t.ctx);
    expect(refusalOf(await api().findMessages({ body: { conversationId: conv.id }, token: stranger.token })).status).toBe(code('CHAT_NOT_FOUND'));
  });
});

describe('findConversation', () => {
  it('reads one conversation without taking it: its user, any agent while it waits, then only its agent', async () => {
    const u = await newUser(t.ctx);
    const conv = await newConversation(t.ctx, u, { messages: [[false, '在吗']] });
    const one = (who: FactoryUser) => api().findConversation({ body: { conversationId: conv.id }, token: who.token });
    expect(okOf(await one(u))).toMatchObject({ id: conv.id, status: 'waiting', agent: null, lastSeq: 1 });
    expect(okOf(await one(agent))).toMatchObject({ id: conv.id, status: 'waiting' });
    expect((await t.ctx.db.chatConversation.findUnique({ where: { id: conv.id } }))!.status).toBe('waiting'); // not taken
    const stranger = await newUser(t.ctx);
    expect(refusalOf(await one(stranger))).toMatchObject({ code: 'CHAT_NOT_FOUND', field: 'conversationId' });
    okOf(await api().acceptConversation({ body: { conversationId: conv.id }, token: agent.token }));
    expect(okOf(await one(agent))).toMatchObject({ status: 'active' });
    expect(refusalOf(await one(agent2))).toMatchObject({ code: 'CHAT_NOT_FOUND' });
    expect(refusalOf(await api().findConversation({ body: { conversationId: t.ctx.ids.id() }, token: agent.token })).code).toBe('CHAT_NOT_FOUND');
  });
});

describe('acceptConversation, closeConversation, onlineList', () => {
  it('two agents accept at once: exactly one wins, the other gets CHAT_TAKEN', async () => {
    const u = await newUser(t.ctx);
    const conv = await newConversation(t.ctx, u);
    const [a, b] = await Promise.all([agent, agent2].map((g) => api().acceptConversation({ body: { conversationId: conv.id }, token: g.token })));
    const answers = [a!, b!];
    const wins = answers.filter((r) => r.status === 200 && (r.body as { status: number }).status === 200);
    expect(wins).toHaveLength(1);
    const loser = answers.find((r) => !wins.includes(r))!;
    expect(refusalOf(loser).status).toBe(code('CHAT_TAKEN'));
    const row = await t.ctx.db.chatConversation.findUnique({ where: { id: conv.id } });
    expect(row?.status).toBe('active');
    const winner = row?.agentId === agent.id ? agent : agent2;
    expect(okOf(await api().acceptConversation({ body: { conversationId: conv.id }, token: winner.token })).status).toBe('active');
  });

  it('refuses a non-agent, an unknown id and a closed one; the user or the agent closes, others cannot', async () => {
    const u = await newUser(t.ctx);
    const conv = await newConversation(t.ctx, u);
    expect(refusalOf(await api().acceptConversation({ body: { conversationId: conv.id }, token: u.token })).status).not.toBe(200);
    expect(refusalOf(await api().acceptConversation({ body: { conversationId: t.ctx.ids.id() }, token: agent.token })).status).toBe(code('CHAT_NOT_FOUND'));
    expect(refusalOf(await api().closeConversation({ body: { conversationId: conv.id }, token: agent.token })).status).toBe(code('CHAT_NOT_FOUND'));
    okOf(await api().acceptConversation({ body: { conversationId: conv.id }, token: agent.token }));
    expect(refusalOf(await api().closeConversation({ body: { conversationId: conv.id }, token: agent2.token })).status).toBe(code('CHAT_NOT_FOUND'));
    expect(okOf(await api().closeConversation({ body: { conversationId: conv.id }, token: agent.token })).status).toBe('closed');
    expect(okOf(await api().closeConversation({ body: { conversationId: conv.id }, token: u.token })).status).toBe('closed');
    const closed = await newConversation(t.ctx, u, { status: 'closed' });
    expect(refusalOf(await api().acceptConversation({ body: { conversationId: closed.id }, token: agent.token })).status).toBe(code('CHAT_CLOSED'));
    expect(okOf(await api().findMyConversation({ token: u.token })).conversation).toBeNull();
  });

  it('lists the tabs with counts, most recent message first; non-agents are refused', async () => {
    const g = await newAgent(t.ctx);
    const u1 = await newUser(t.ctx);
    const u2 = await newUser(t.ctx);
    const mine = await newConversation(t.ctx, u1, {
      agent: g,
      messages: [
        [false, 'a'],
        [false, 'b'],
      ],
    });
    await newConversation(t.ctx, u2, { agent: g, status: 'closed' });
    const w = okOf(await api().onlineList({ body: { tab: 'waiting', pageSize: 50 }, token: g.token }));
    expect(w.items.every((c) => c.status === 'waiting')).toBe(true);
    expect(w.waiting).toBe(w.total);
    const m = okOf(await api().onlineList({ body: { tab: 'mine' }, token: g.token }));
    expect(m).toMatchObject({ total: 1, mine: 1, unread: 2, hasMore: false, items: [{ id: mine.id, lastMessage: { text: 'b' } }] });
    const c = okOf(await api().onlineList({ body: { tab: 'closed' }, token: g.token }));
    expect(c.items.map((x) => x.status)).toEqual(['closed']);
    expect(refusalOf(await api().onlineList({ body: {}, token: u1.token })).status).not.toBe(200);
    expect(refusalOf(await api().onlineList({ body: { tab: 'nope' as 'mine' }, token: g.token })).field).toBe('tab');
  });
});
