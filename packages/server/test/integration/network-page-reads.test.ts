import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newCompany, newContact, newContactLabel, newExchange, newUser, newVisitEvent, type FactoryUser } from '../factories';

/**
 * The network's pages read in one statement each (network-pages.repository, issue 30): the rows the old per-relation
 * reads answered, field for field, and their edges: another user's rows, ties in time, the last and an empty page.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});
const api = () => t.api.network;
const as = (u: FactoryUser) => ({ token: u.token });

/** A user whose card has a company and a position, and an avatar. */
async function person(name: string) {
  const u = await newUser(t.ctx, { name });
  await t.ctx.db.card.update({ where: { userId: u.id }, data: { company: `${name}公司`, position: '经理' } });
  await t.ctx.db.user.update({ where: { id: u.id }, data: { avatarUrl: `/files/${name}.png` } });
  return u;
}
const face = (u: FactoryUser, name: string) => ({ phoneIdEcr: u.phoneIdEcr, name, avatarUrl: `/files/${name}.png`, company: `${name}公司`, position: '经理' });

/** A share back a visitor left on `owner`'s card (issue 34), under `visitorKey`. */
async function shareBack(owner: FactoryUser, name: string, visitorKey: string, phone: string) {
  const now = t.ctx.clock.now();
  return t.ctx.db.shareBack.create({
    data: {
      id: t.ctx.ids.id(),
      ownerId: owner.id,
      regionCode: '+86',
      phone,
      name,
      company: '留资公司',
      position: '采购',
      visitorKey,
      withdrawHash: t.ctx.ids.id(),
      createdAt: now,
      updatedAt: now,
    },
  });
}

describe('address book page', () => {
  it('friends and share backs newest first, ties by id, with my labels only in my label order; another book and a foreign label stay out', async () => {
    const me = await newUser(t.ctx);
    const other = await newUser(t.ctx);
    const a = await person('甲');
    const b = await person('乙');
    const first = await newContact(t.ctx, me, a);
    t.clock.advance(1000);
    // Two entries at the same instant: the page orders them by id, newest id first, and the cursor splits them.
    const lead = await shareBack(me, '留资人', 'vk-lead', '13900000001');
    const tied = [
      await newContact(t.ctx, me, b),
      await t.ctx.db.contact.create({ data: { id: t.ctx.ids.id(), ownerId: me.id, contactId: lead.id, source: 'shareBack', createdAt: t.ctx.clock.now() } }),
    ];
    await newContact(t.ctx, other, a);
    const l2 = await newContactLabel(t.ctx, me, '客户');
    t.clock.advance(1000);
    const l1 = await newContactLabel(t.ctx, me, '同行');
    const foreign = await newContactLabel(t.ctx, other, '别人的');
    await t.ctx.db.contactLabelLink.createMany({ data: [l1, l2, foreign].map((l) => ({ labelId: l.id, contactId: first.id })) });

    const p1 = okOf(await api().addRessBook({ body: { tab: 'friends', pageSize: 2 }, ...as(me) }));
    const byId = [...tied].sort((x, y) => (x.id < y.id ? 1 : -1));
    expect(p1.items.map((i) => i.contactId)).toEqual(byId.map((r) => r.id));
    expect(p1.hasMore).toBe(true);
    const leadRow = p1.items.find((i) => i.source === 'shareBack')!;
    expect(leadRow).toMatchObject({
      person: { phoneIdEcr: '', name: '留资人', avatarUrl: null, company: '留资公司', position: '采购' },
      shareBack: { name: '留资人', company: '留资公司', position: '采购' },
      labels: [],
    });
    expect(p1.items.find((i) => i.source === 'exchange')).toEqual({
      contactId: tied[0]!.id,
      person: face(b, '乙'),
      shareBack: null,
      source: 'exchange',
      labels: [],
      addedAt: tied[0]!.createdAt.toISOString(),
    });

    const p2 = okOf(await api().addRessBook({ body: { tab: 'friends', pageSize: 2, cursor: p1.nextCursor! }, ...as(me) }));
    expect(p2).toMatchObject({ hasMore: false, nextCursor: null, total: null });
    expect(p2.items).toEqual([
      { contactId: first.id, person: face(a, '甲'), shareBack: null, source: 'exchange', labels: [l2, l1].map((l) => ({ id: l.id, name: l.name })), addedAt: first.createdAt.toISOString() },
    ]);

    // One label's entries only; a page past the end of a book, and an empty book, are empty pages.
    expect(okOf(await api().addRessBook({ body: { tab: 'friends', labelId: l1.id }, ...as(me) })).items.map((i) => i.contactId)).toEqual([first.id]);
    expect(refusalOf(await api().addRessBook({ body: { tab: 'friends', labelId: foreign.id }, ...as(me) }))).toMatchObject({ code: 'NOT_FOUND', field: 'labelId' });
    const empty = okOf(await api().addRessBook({ body: { tab: 'friends' }, ...as(await newUser(t.ctx)) }));
    expect(empty).toEqual({ items: [], total: null, hasMore: false, nextCursor: null });
  });

  it('colleagues: my company only, those who let colleagues see them, newest first and paged; no company, no colleagues', async () => {
    const me = await newUser(t.ctx);
    t.clock.advance(1000);
    const c1 = await person('同事一');
    t.clock.advance(1000);
    const c2 = await person('同事二');
    const hidden = await person('隐身');
    const outsider = await person('外人');
    const co = await newCompany(t.ctx, { members: [me, c1, c2, hidden].map((u) => ({ id: u.id, role: 'member' as const })) });
    await newCompany(t.ctx, { members: [{ id: outsider.id, role: 'member' }] });
    await t.ctx.db.user.update({ where: { id: hidden.id }, data: { allowColleagueView: false } });
    expect(co.id).toBeTruthy();

    const p1 = okOf(await api().addRessBook({ body: { tab: 'colleagues', pageSize: 1 }, ...as(me) }));
    expect(p1.items).toEqual([{ contactId: null, person: face(c2, '同事二'), source: 'colleague', labels: [], addedAt: expect.any(String) }]);
    const p2 = okOf(await api().addRessBook({ body: { tab: 'colleagues', pageSize: 1, cursor: p1.nextCursor! }, ...as(me) }));
    expect(p2.items.map((i) => i.person)).toEqual([face(c1, '同事一')]);
    expect(p2).toMatchObject({ hasMore: false, nextCursor: null });
    expect(okOf(await api().addRessBook({ body: { tab: 'colleagues' }, ...as(await newUser(t.ctx)) })).items).toEqual([]);
  });
});

describe('exchange boxes', () => {
  it('received and sent boxes show the other person, newest first and paged; the pending count is of received requests only, on an empty box too', async () => {
    const me = await newUser(t.ctx);
    const x = await person('申请人');
    const y = await person('对方');
    const stranger = await newUser(t.ctx);
    const older = await newExchange(t.ctx, x, me);
    t.clock.advance(1000);
    const newer = await newExchange(t.ctx, y, me, 'accepted');
    await t.ctx.db.cardExchange.update({ where: { id: newer.id }, data: { decidedAt: t.ctx.clock.now(), note: '你好' } });
    await newExchange(t.ctx, x, stranger);

    const p1 = okOf(await api().findExchangeRequests({ body: { box: 'received', pageSize: 1 }, ...as(me) }));
    expect(p1).toMatchObject({ hasMore: true, pendingCount: 1 });
    expect(p1.items).toEqual([
      { id: newer.id, person: face(y, '对方'), state: 'accepted', note: '你好', createdAt: newer.createdAt.toISOString(), decidedAt: t.ctx.clock.now().toISOString() },
    ]);
    const p2 = okOf(await api().findExchangeRequests({ body: { box: 'received', pageSize: 1, cursor: p1.nextCursor! }, ...as(me) }));
    expect(p2).toEqual({
      items: [{ id: older.id, person: face(x, '申请人'), state: 'pending', note: '', createdAt: older.createdAt.toISOString(), decidedAt: null }],
      total: null,
      hasMore: false,
      nextCursor: null,
      pendingCount: 1,
    });

    expect(okOf(await api().findExchangeRequests({ body: { box: 'sent' }, ...as(me) }))).toEqual({ items: [], total: null, hasMore: false, nextCursor: null, pendingCount: 1 });
    const sent = okOf(await api().findExchangeRequests({ body: { box: 'sent' }, ...as(x) }));
    expect(sent.items.map((i) => i.person.name).sort()).toEqual([`用户${stranger.phone.slice(-4)}`, `用户${me.phone.slice(-4)}`].sort());
    expect(sent.pendingCount).toBe(0);
  });
});

describe('radar visitors page', () => {
  it("last visit first, ties by key; the signed-in visitor's person, the newest share back as the lead; another owner's visitors stay out", async () => {
    const owner = await newUser(t.ctx);
    const viewer = await person('访客');
    const at = t.ctx.clock.now();
    await newVisitEvent(t.ctx, owner, 'vk-b', { at, visitorId: viewer.id });
    await newVisitEvent(t.ctx, owner, 'vk-a', { at });
    await newVisitEvent(t.ctx, owner, 'vk-a', { at, action: 'call' });
    await newVisitEvent(t.ctx, owner, 'vk-old', { at: new Date(at.getTime() - 60_000) });
    await newVisitEvent(t.ctx, viewer, 'vk-a', { at });
    await shareBack(owner, '旧留资', 'vk-a', '13900000002');
    t.clock.advance(1000);
    await shareBack(owner, '新留资', 'vk-a', '13900000003');

    const p1 = okOf(await api().findRadarVisitors({ body: { pageSize: 2 }, ...as(owner) }));
    expect(p1.items.map((v) => v.visitorKey)).toEqual(['vk-a', 'vk-b']);
    expect(p1.items[0]).toEqual({
      visitorKey: 'vk-a',
      person: null,
      device: null,
      city: null,
      views: 1,
      actions: 1,
      firstAt: at.toISOString(),
      lastAt: at.toISOString(),
      lead: { name: '新留资', mobile: expect.stringContaining('13900000003'), company: '留资公司', position: '采购' },
    });
    expect(p1.items[1]).toMatchObject({ person: face(viewer, '访客'), lead: null, views: 1, actions: 0 });
    const p2 = okOf(await api().findRadarVisitors({ body: { pageSize: 2, cursor: p1.nextCursor! }, ...as(owner) }));
    expect(p2).toMatchObject({ hasMore: false, nextCursor: null });
    expect(p2.items.map((v) => v.visitorKey)).toEqual(['vk-old']);
    expect(okOf(await api().findRadarVisitors({ body: {}, ...as(await newUser(t.ctx)) }))).toEqual({ items: [], total: null, hasMore: false, nextCursor: null });
  });
});
