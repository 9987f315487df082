import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newCompany, newContact, newExchange, newUser, type FactoryUser } from '../factories';

/** Card exchange through the typed client: every transition by the user who may and one who may not, and the messages. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});
const api = () => t.api.network;
const as = (u: FactoryUser) => ({ token: u.token });
const apply = (from: FactoryUser, to: FactoryUser, note = '') => api().applyExchangeCard({ body: { phoneIdEcr: to.phoneIdEcr, note }, ...as(from) });
const stateOf = async (me: FactoryUser, other: FactoryUser) => okOf(await api().findExchangeState({ body: { phoneIdEcr: other.phoneIdEcr }, ...as(me) })).state;
const messages = (u: FactoryUser) => t.ctx.db.message.findMany({ where: { userId: u.id, kind: 'exchange' }, orderBy: { createdAt: 'asc' } });

describe('exchange requests', () => {
  it('ask, see it both ways, accept: each holds the other; both told in their language', async () => {
    const a = await newUser(t.ctx, { name: '交换甲' });
    const b = await newUser(t.ctx, { name: '交换乙' });
    await t.ctx.db.user.update({ where: { id: b.id }, data: { language: 'en' } });
    expect(await stateOf(a, b)).toBe('none');
    expect(okOf(await apply(a, b, '你好')).state).toBe('pending-sent');
    // A second ask answers the open one, no second row.
    expect(okOf(await apply(a, b)).state).toBe('pending-sent');
    expect(await t.ctx.db.cardExchange.count({ where: { fromId: a.id, toId: b.id } })).toBe(1);
    expect(await stateOf(b, a)).toBe('pending-received');
    const box = okOf(await api().findExchangeRequests({ body: { box: 'received' }, ...as(b) }));
    expect(box).toMatchObject({ pendingCount: 1, items: [{ person: { phoneIdEcr: a.phoneIdEcr, name: '交换甲' }, state: 'pending', note: '你好' }] });
    // The sender may not accept their own request.
    expect(refusalOf(await api().agreeExchangeCard({ body: { phoneIdEcr: b.phoneIdEcr }, ...as(a) })).code).toBe('EXCHANGE_NOT_FOUND');
    t.clock.advance(1000);
    expect(okOf(await api().agreeExchangeCard({ body: { phoneIdEcr: a.phoneIdEcr }, ...as(b) })).state).toBe('exchanged');
    expect(await stateOf(a, b)).toBe('exchanged');
    expect(
      await t.ctx.db.contact.count({
        where: {
          OR: [
            { ownerId: a.id, contactId: b.id },
            { ownerId: b.id, contactId: a.id },
          ],
          source: 'exchange',
        },
      }),
    ).toBe(2);
    expect(refusalOf(await apply(a, b)).code).toBe('EXCHANGE_DONE');
    expect(refusalOf(await api().agreeExchangeCard({ body: { phoneIdEcr: a.phoneIdEcr }, ...as(b) })).code).toBe('EXCHANGE_NOT_FOUND');
    expect((await messages(a)).map((m) => m.title)).toEqual(['已发送交换请求', '名片交换成功']);
    expect((await messages(b)).map((m) => m.title)).toEqual(['Card exchange request', 'Cards exchanged']);
  });

  it('own card, unknown card, privacy, a colleagues-only company', async () => {
    const a = await newUser(t.ctx);
    expect(refusalOf(await apply(a, a))).toMatchObject({ code: 'OWN_CARD', field: 'phoneIdEcr' });
    expect(refusalOf(await api().applyExchangeCard({ body: { phoneIdEcr: 'nobody-here-123' }, ...as(a) })).code).toBe('NOT_FOUND');
    const shy = await newUser(t.ctx);
    await t.ctx.db.user.update({ where: { id: shy.id }, data: { allowStrangerSearch: false } });
    expect(refusalOf(await apply(a, shy)).code).toBe('USER_PRIVACY');
    // A colleague may still ask.
    const mate = await newUser(t.ctx);
    await newCompany(t.ctx, {
      members: [
        { id: shy.id, role: 'member' },
        { id: mate.id, role: 'member' },
      ],
    });
    expect(okOf(await apply(mate, shy)).state).toBe('pending-sent');
    const locked = await newUser(t.ctx);
    const colleague = await newUser(t.ctx);
    await newCompany(t.ctx, {
      lockPrivacy: true,
      members: [
        { id: locked.id, role: 'member' },
        { id: colleague.id, role: 'member' },
      ],
    });
    expect(refusalOf(await apply(locked, a)).code).toBe('EXCHANGE_COLLEAGUES_ONLY');
    expect(okOf(await apply(locked, colleague)).state).toBe('pending-sent');
    expect(await t.ctx.db.cardExchange.count({ where: { fromId: { in: [a.id, locked.id] }, toId: { in: [shy.id, a.id] } } })).toBe(0);
  });

  it('refuse, then asking again waits LIMITS.network.exchangeRetryAfterDeclineDays; cancel by the sender only; asking back accepts', async () => {
    const a = await newUser(t.ctx);
    const b = await newUser(t.ctx);
    await apply(a, b);
    t.clock.advance(1000);
    expect(refusalOf(await api().refuseExchangeCard({ body: { phoneIdEcr: b.phoneIdEcr }, ...as(a) })).code).toBe('EXCHANGE_NOT_FOUND');
    expect(okOf(await api().refuseExchangeCard({ body: { phoneIdEcr: a.phoneIdEcr }, ...as(b) })).state).toBe('none');
    const declinedAt = t.clock.now().getTime();
    expect((await messages(a)).at(-1)?.title).toBe('交换请求被拒绝');
    expect((await messages(b)).at(-1)?.title).toBe('已拒绝交换请求');
    // Asking again at once is spam to the one who said no: refused with when it opens, nothing written, b not told.
    const toldBefore = (await messages(b)).length;
    t.clock.advance(1000);
    const again = await apply(a, b);
    expect(again.body).toMatchObject({ code: 'EXCHANGE_DECLINED_RECENTLY', msg: '对方刚拒绝了你的交换请求，请过几天再试' });
    expect(refusalOf(again).data).toEqual({ retryAt: new Date(declinedAt + LIMITS.network.exchangeRetryAfterDeclineDays * 86_400_000).toISOString() });
    expect(await t.ctx.db.cardExchange.count({ where: { fromId: a.id, toId: b.id } })).toBe(1);
    expect(await messages(b)).toHaveLength(toldBefore);
    t.clock.advance(LIMITS.network.exchangeRetryAfterDeclineDays * 86_400_000 - 2000);
    expect(refusalOf(await apply(a, b)).code).toBe('EXCHANGE_DECLINED_RECENTLY');
    t.clock.advance(1000);
    expect(okOf(await apply(a, b)).state).toBe('pending-sent');
    expect(refusalOf(await api().cancelExchangeCard({ body: { phoneIdEcr: a.phoneIdEcr }, ...as(b) })).code).toBe('EXCHANGE_NOT_FOUND');
    expect(okOf(await api().cancelExchangeCard({ body: { phoneIdEcr: b.phoneIdEcr }, ...as(a) })).state).toBe('none');
    await newExchange(t.ctx, b, a);
    expect(okOf(await apply(a, b)).state).toBe('exchanged');
    const sent = okOf(await api().findExchangeRequests({ body: { box: 'sent' }, ...as(a) }));
    expect(sent.items.map((i) => i.state)).toEqual(['cancelled', 'declined']);
  });

  it('a full address book refuses the accept and writes nothing', async () => {
    const a = await newUser(t.ctx);
    const b = await newUser(t.ctx);
    await newExchange(t.ctx, a, b);
    // b's book at the cap (rows written directly: the accept only counts them).
    await t.ctx.db.contact.createMany({
      data: Array.from({ length: 5000 }, (_, i) => ({ id: `${b.id.slice(0, 20)}f${i}`, ownerId: b.id, contactId: `filler-${b.id}-${i}`, createdAt: t.clock.now() })),
    });
    expect(refusalOf(await api().agreeExchangeCard({ body: { phoneIdEcr: a.phoneIdEcr }, ...as(b) })).code).toBe('CONTACT_LIMIT');
    expect(await stateOf(b, a)).toBe('pending-received');
    expect(await t.ctx.db.contact.count({ where: { ownerId: a.id } })).toBe(0);
  });

  it('a contact removed on one side can be exchanged again', async () => {
    const a = await newUser(t.ctx);
    const b = await newUser(t.ctx);
    await newContact(t.ctx, a, b);
    await newContact(t.ctx, b, a);
    expect(okOf(await api().deleteContact({ body: { phoneIdEcr: b.phoneIdEcr }, ...as(a) })).deleted).toBe(true);
    expect(refusalOf(await api().deleteContact({ body: { phoneIdEcr: b.phoneIdEcr }, ...as(a) })).code).toBe('CONTACT_NOT_FOUND');
    expect(await stateOf(a, b)).toBe('none');
    expect(okOf(await apply(a, b)).state).toBe('pending-sent');
  });
});
