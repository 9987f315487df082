import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { errorCatalogue, LIMITS, type ErrorCode } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newUser, type FactoryUser } from '../factories';
import { newAgent, newTicket } from '../factories/service';
import { expectCountedPages } from '../helpers/paged';

/**
 * Service tickets (issue 17) through the typed client on a real database: vouchers (own stored pictures only),
 * submitting feedback, advice and security requests, the user's list and thread, additions, closing, agents' tabs,
 * replies that reach the message centre in the same transaction, and the message detail.
 */
let t: TestApp;
let agent: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  agent = await newAgent(t.ctx);
});
afterAll(async () => {
  await t.close();
});

const api = () => t.api.service;
const status = (c: ErrorCode) => errorCatalogue[c].status;
const png = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: '#39c' } })
    .png()
    .toBuffer();
const upload = async (u: FactoryUser) => okOf(await api().uploadServiceVoucher({ token: u.token, body: { file: await png() } })).url;
const L = LIMITS.service;

describe('uploadServiceVoucher + submitTicket', () => {
  it("stores feedback with the caller's own vouchers and contact, newest first in my tickets", async () => {
    const u = await newUser(t.ctx);
    const [a, b] = [await upload(u), await upload(u)];
    expect(await t.ctx.db.storedFile.count({ where: { userId: u.id, purpose: 'serviceVoucher' } })).toBe(2);
    const ref = okOf(await api().submitTicket({ token: u.token, body: { kind: 'feedback', category: 'payment', content: '支付后未到账', vouchers: [a, b], contact: '13900000000' } }));
    expect(ref.status).toBe('open');
    const advice = okOf(await api().submitTicket({ token: u.token, body: { kind: 'advice', category: 'card', content: '希望增加深色模式' } }));
    const sec = okOf(await api().submitSecurityTicket({ token: u.token, body: { category: 'stolen', content: '账号被盗' } }));
    const page = okOf(await api().findMyTickets({ token: u.token, body: {} }));
    expect(page.total).toBe(3);
    expect(page.items.map((i) => i.id).sort()).toEqual([ref.id, advice.id, sec.id].sort());
    const fb = page.items.find((i) => i.id === ref.id)!;
    expect(fb).toMatchObject({ kind: 'feedback', category: 'payment', content: '支付后未到账', vouchers: [a, b], contact: '13900000000', status: 'open', userUnread: 0 });
    expect(page.items.find((i) => i.id === advice.id)).toMatchObject({ kind: 'advice', category: 'suggestion', vouchers: [] });
    expect(page.items.find((i) => i.id === sec.id)).toMatchObject({ kind: 'security', category: 'stolen' });
  });

  it("refuses someone else's picture, a made-up one, ten vouchers, empty and too long content, an unknown type; writes nothing", async () => {
    const u = await newUser(t.ctx);
    const other = await newUser(t.ctx);
    const theirs = await upload(other);
    const mine = await upload(u);
    const send = (body: Record<string, unknown>) => api().submitTicket({ token: u.token, body: { kind: 'feedback', category: 'card', content: '问题', ...body } as never });
    expect(refusalOf(await send({ vouchers: [mine, theirs] }))).toMatchObject({ status: status('TICKET_VOUCHER_INVALID'), field: 'vouchers' });
    expect(refusalOf(await send({ vouchers: ['https://evil.example.com/x.png'] }))).toMatchObject({ status: status('TICKET_VOUCHER_INVALID'), field: 'vouchers' });
    expect(refusalOf(await send({ vouchers: Array.from({ length: L.ticketVouchersMax + 1 }, () => mine) })).field).toBe('vouchers');
    expect(refusalOf(await send({ content: '   ' })).field).toBe('content');
    expect(refusalOf(await send({ content: '字'.repeat(L.ticketContentMax + 1) })).field).toBe('content');
    expect(refusalOf(await send({ category: 'nope' })).field).toBe('category');
    expect(refusalOf(await send({ contact: 'x'.repeat(L.ticketContactMax + 1) })).field).toBe('contact');
    expect(refusalOf(await api().submitTicket({ token: u.token, body: { kind: 'security' as never, category: 'card', content: 'x' } })).field).toBe('kind');
    expect(await t.ctx.db.serviceTicket.count({ where: { userId: u.id } })).toBe(0);
    // Exactly nine of one's own is fine (a picture named twice counts once).
    const nine = await Promise.all(Array.from({ length: L.ticketVouchersMax }, () => upload(u)));
    const ok = okOf(await send({ vouchers: nine }));
    expect(okOf(await api().findTicketDetail({ token: u.token, body: { ticketId: ok.id } })).vouchers).toHaveLength(9);
  });

  it('is idempotent: the same request id stores one ticket', async () => {
    const u = await newUser(t.ctx);
    const body = { kind: 'feedback' as const, category: 'bug' as const, content: '闪退' };
    const a = okOf(await api().submitTicket({ token: u.token, body, requestId: 'same-req-1' }));
    const b = okOf(await api().submitTicket({ token: u.token, body, requestId: 'same-req-1' }));
    expect(b.id).toBe(a.id);
    expect(await t.ctx.db.serviceTicket.count({ where: { userId: u.id } })).toBe(1);
  });
});

describe('findMyTickets: pages', () => {
  it("every page tells the total and the unread replies over all the user's tickets, not its own rows only", async () => {
    const u = await newUser(t.ctx);
    const other = await newUser(t.ctx);
    for (const unread of [0, 2, 1, 0, 3]) await newTicket(t.ctx, u, { userUnread: unread });
    await newTicket(t.ctx, other, { userUnread: 5 });
    await expectCountedPages(async (pageIndex) => okOf(await api().findMyTickets({ token: u.token, body: { pageIndex, pageSize: 2 } })), 5, 2, { unread: 6 });
    expect(okOf(await api().findMyTickets({ token: other.token, body: {} }))).toMatchObject({ total: 1, unread: 5 });
  });
});

describe('the thread: detail, additions, close', () => {
  it("answers only the owner's ticket; additions reopen it; closing stops additions", async () => {
    const u = await newUser(t.ctx);
    const other = await newUser(t.ctx);
    const tk = await newTicket(t.ctx, u, { status: 'answered', userUnread: 2 });
    for (const body of [{ ticketId: tk.id }, { ticketId: t.ctx.ids.id() }]) {
      expect(refusalOf(await api().findTicketDetail({ token: other.token, body }))).toMatchObject({ status: status('TICKET_NOT_FOUND'), field: 'ticketId' });
    }
    expect(refusalOf(await api().addTicketAddition({ token: other.token, body: { ticketId: tk.id, content: 'x' } })).status).toBe(status('TICKET_NOT_FOUND'));
    expect(refusalOf(await api().closeTicket({ token: other.token, body: { ticketId: tk.id } })).status).toBe(status('TICKET_NOT_FOUND'));
    // Opening reads the replies.
    expect(okOf(await api().findMyTickets({ token: u.token, body: {} })).unread).toBe(2);
    const d = okOf(await api().findTicketDetail({ token: u.token, body: { ticketId: tk.id } }));
    expect(d).toMatchObject({ id: tk.id, userUnread: 0, entries: [], user: { phoneIdEcr: u.phoneIdEcr } });
    expect(okOf(await api().findMyTickets({ token: u.token, body: {} })).unread).toBe(0);
    // Additions: text, pictures (own only), not empty.
    const pic = await upload(u);
    const theirs = await upload(other);
    expect(refusalOf(await api().addTicketAddition({ token: u.token, body: { ticketId: tk.id, content: '  ' } }))).toMatchObject({
      status: status('TICKET_ADDITION_EMPTY'),
      field: 'content',
    });
    expect(refusalOf(await api().addTicketAddition({ token: u.token, body: { ticketId: tk.id, vouchers: [theirs] } })).status).toBe(status('TICKET_VOUCHER_INVALID'));
    const added = okOf(await api().addTicketAddition({ token: u.token, body: { ticketId: tk.id, content: '补充：截图如下', vouchers: [pic] } }));
    expect(added).toMatchObject({ status: 'open', entries: [{ fromAgent: false, content: '补充：截图如下', vouchers: [pic] }] });
    expect(okOf(await api().closeTicket({ token: u.token, body: { ticketId: tk.id } }))).toEqual({ id: tk.id, status: 'closed' });
    expect(okOf(await api().closeTicket({ token: u.token, body: { ticketId: tk.id } }))).toEqual({ id: tk.id, status: 'closed' });
    expect(refusalOf(await api().addTicketAddition({ token: u.token, body: { ticketId: tk.id, content: '还有' } }))).toMatchObject({ status: status('TICKET_CLOSED'), field: 'ticketId' });
    expect(await t.ctx.db.serviceTicketEntry.count({ where: { ticketId: tk.id } })).toBe(1);
  });

  it('a full thread refuses more', async () => {
    const u = await newUser(t.ctx);
    const tk = await newTicket(t.ctx, u);
    await t.ctx.db.serviceTicketEntry.createMany({
      data: Array.from({ length: L.ticketEntriesMax }, (_, i) => ({ id: t.ctx.ids.id(), ticketId: tk.id, authorId: u.id, content: `${i}`, createdAt: t.clock.now() })),
    });
    expect(refusalOf(await api().addTicketAddition({ token: u.token, body: { ticketId: tk.id, content: '再补充' } })).status).toBe(status('TICKET_THREAD_FULL'));
    expect(refusalOf(await api().replyTicket({ token: agent.token, body: { ticketId: tk.id, content: '好的' } })).status).toBe(status('TICKET_THREAD_FULL'));
  });
});

describe('agents: tabs, reply, close; the message centre and the message detail', () => {
  it('a reply answers the ticket, counts unread, and messages the user with a link to its detail, which leads to the ticket', async () => {
    const u = await newUser(t.ctx);
    const tk = await newTicket(t.ctx, u, { content: '会员没有生效' });
    const open = okOf(await api().findServiceTickets({ token: agent.token, body: { tab: 'open', pageSize: 50 } }));
    expect(open.items.find((i) => i.id === tk.id)).toMatchObject({ status: 'open', user: { phoneIdEcr: u.phoneIdEcr } });
    expect(okOf(await api().findServiceTicketDetail({ token: agent.token, body: { ticketId: tk.id } })).content).toBe('会员没有生效');
    const replied = okOf(await api().replyTicket({ token: agent.token, body: { ticketId: tk.id, content: '已为您补开会员，请重新登录查看。' } }));
    expect(replied).toMatchObject({ status: 'answered', userUnread: 1, entries: [{ fromAgent: true, content: '已为您补开会员，请重新登录查看。' }] });
    const answered = okOf(await api().findServiceTickets({ token: agent.token, body: { tab: 'answered', pageSize: 50 } }));
    expect(answered.items.map((i) => i.id)).toContain(tk.id);
    expect(okOf(await api().findMyTickets({ token: u.token, body: {} }))).toMatchObject({ unread: 1, items: [{ id: tk.id, userUnread: 1, status: 'answered' }] });

    const msg = await t.ctx.db.message.findFirstOrThrow({ where: { userId: u.id } });
    expect(msg).toMatchObject({ title: '客服回复了您的工单', content: '已为您补开会员，请重新登录查看。', link: `/customer/client/msgDetail/${msg.id}`, readAt: null });
    expect(msg.id).toBe(replied.entries[0]!.id);
    const other = await newUser(t.ctx);
    expect(refusalOf(await api().findServiceMessage({ token: other.token, body: { messageId: msg.id } }))).toMatchObject({ status: status('SERVICE_MESSAGE_NOT_FOUND'), field: 'messageId' });
    const shown = okOf(await api().findServiceMessage({ token: u.token, body: { messageId: msg.id } }));
    expect(shown).toMatchObject({ id: msg.id, ticketId: tk.id, link: msg.link, content: msg.content });
    expect((await t.ctx.db.message.findUniqueOrThrow({ where: { id: msg.id } })).readAt).not.toBeNull();
  });

  it("the user's language picks the message's; other messages have no ticket", async () => {
    const u = await newUser(t.ctx);
    await t.ctx.db.user.update({ where: { id: u.id }, data: { language: 'en' } });
    const tk = await newTicket(t.ctx, u);
    okOf(await api().replyTicket({ token: agent.token, body: { ticketId: tk.id, content: 'Fixed.' } }));
    expect(await t.ctx.db.message.findFirstOrThrow({ where: { userId: u.id } })).toMatchObject({ title: 'Customer service replied to your ticket' });
    const plain = await t.ctx.db.message.create({ data: { id: t.ctx.ids.id(), userId: u.id, title: '系统通知', content: '欢迎', createdAt: t.clock.now() } });
    expect(okOf(await api().findServiceMessage({ token: u.token, body: { messageId: plain.id } }))).toMatchObject({ ticketId: null, link: '' });
  });

  it('agents close any ticket; a closed one refuses replies; users and unknown ids are refused', async () => {
    const u = await newUser(t.ctx);
    const tk = await newTicket(t.ctx, u);
    expect(refusalOf(await api().replyTicket({ token: u.token, body: { ticketId: tk.id, content: '我自己回复' } })).status).toBe(status('NO_PERMISSION'));
    expect(refusalOf(await api().findServiceTickets({ token: u.token, body: {} })).status).toBe(status('NO_PERMISSION'));
    expect(refusalOf(await api().replyTicket({ token: agent.token, body: { ticketId: t.ctx.ids.id(), content: 'x' } })).status).toBe(status('TICKET_NOT_FOUND'));
    expect(refusalOf(await api().replyTicket({ token: agent.token, body: { ticketId: tk.id, content: '' } })).field).toBe('content');
    expect(okOf(await api().closeServiceTicket({ token: agent.token, body: { ticketId: tk.id } })).status).toBe('closed');
    expect(refusalOf(await api().replyTicket({ token: agent.token, body: { ticketId: tk.id, content: '好的' } })).status).toBe(status('TICKET_CLOSED'));
    const closed = okOf(await api().findServiceTickets({ token: agent.token, body: { tab: 'closed', pageSize: 50 } }));
    expect(closed.items.map((i) => i.id)).toContain(tk.id);
    expect(await t.ctx.db.message.count({ where: { userId: u.id } })).toBe(0);
  });

  it('a reply and a close at once: either the reply lands before the close or nothing is written', async () => {
    const u = await newUser(t.ctx);
    const tk = await newTicket(t.ctx, u);
    await Promise.all([api().replyTicket({ token: agent.token, body: { ticketId: tk.id, content: '处理中' } }), api().closeTicket({ token: u.token, body: { ticketId: tk.id } })]);
    const [row, entries, messages] = await Promise.all([
      t.ctx.db.serviceTicket.findUniqueOrThrow({ where: { id: tk.id } }),
      t.ctx.db.serviceTicketEntry.count({ where: { ticketId: tk.id } }),
      t.ctx.db.message.count({ where: { userId: u.id } }),
    ]);
    expect(row.status).toBe('closed');
    expect(entries).toBe(messages);
  });
});
