import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directSql } from '../../src/core/direct-sql';
import { orderRepository } from '../../src/domains/orders/orders.repository';
import { vipScreensRepository } from '../../src/domains/orders/vip-screens.repository';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf } from '../helpers/client';
import { testEngine } from '../helpers/database';
import { newOrder, newShakeGift, newUser, setRegion } from '../factories';

/**
 * The VIP screens' reads in one driver statement each (vip-screens.repository, issue 30) answer what Prisma's reads
 * answered (orders.repository's vipFieldsOf, paidVipBefore and activeEntitlements), field for field: live
 * entitlements only (revoked, expired and another user's stay out), oldest first, their expiry to the millisecond;
 * a paid VIP order (refunded ones too) ends the first-time offer, an unpaid one does not.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});
const screens = () => vipScreensRepository(directSql(t.ctx));
const prisma = () => orderRepository(t.ctx.db);

describe(`VIP screens' reads (${testEngine()})`, () => {
  it("the VIP information: the user's fields and live entitlements, as Prisma read them", async () => {
    const me = await newUser(t.ctx, { vip: 'active' });
    const other = await newUser(t.ctx, { vip: 'temporary' });
    const now = t.ctx.clock.now();
    await newShakeGift(t.ctx, me, 3, { expiresAt: new Date(now.getTime() + 86_400_123) });
    t.clock.advance(5);
    await newShakeGift(t.ctx, me, 2, { kind: 'videoPremium' }); // never expires
    t.clock.advance(5);
    await newShakeGift(t.ctx, me, 1, { expiresAt: new Date(t.ctx.clock.now().getTime() + 1) }); // live for a millisecond
    await newShakeGift(t.ctx, me, 10, { expiresAt: t.ctx.clock.now() }); // expired at this very instant
    await newShakeGift(t.ctx, me, 10, { revokedAt: now });
    await newShakeGift(t.ctx, other, 10);
    const at = t.ctx.clock.now();

    const read = await screens().vipInfo(me.id, at);
    const { entitlements, ...fields } = read!;
    expect(fields).toEqual(await prisma().vipFieldsOf(me.id));
    const want = (await prisma().activeEntitlements(me.id, at)).map((e) => ({ kind: e.kind, quantity: e.quantity, expiresAt: e.expiresAt }));
    expect(want).toHaveLength(3);
    expect(entitlements).toEqual(want);
    expect(entitlements.map((e) => e.expiresAt?.getTime() ?? null)).toEqual([now.getTime() + 86_400_123, null, at.getTime() + 1]);

    const theirs = await screens().vipInfo(other.id, at);
    expect(theirs!.entitlements).toEqual([{ kind: 'shakeDevice', quantity: 10, expiresAt: null }]);
    expect(theirs!.tempVipExpiresAt).toEqual((await prisma().vipFieldsOf(other.id))!.tempVipExpiresAt);
    expect(await screens().vipInfo('no-such-user', at)).toBeNull();

    // Through the call, with nothing left once the clock passes the last expiry.
    const shown = okOf(await t.api.vip.findVipInfo({ token: me.token }));
    expect(shown.entitlements).toEqual(want.map((e) => ({ ...e, expiresAt: e.expiresAt?.toISOString() ?? null })));
    t.clock.advance(86_400_123);
    expect(okOf(await t.api.vip.findVipInfo({ token: me.token })).entitlements).toEqual([{ kind: 'videoPremium', quantity: 2, expiresAt: null }]);
  });

  it('the plans list: a paid VIP order ends the first-time offer, an unpaid one does not, and the region decides', async () => {
    const first = await newUser(t.ctx);
    const unpaid = await newUser(t.ctx);
    await newOrder(t.ctx, unpaid, 'created');
    const paid = await newUser(t.ctx);
    await newOrder(t.ctx, paid, 'refunding');
    const abroad = await newUser(t.ctx);
    await setRegion(t.ctx, abroad.id, '+852');

    for (const u of [first, unpaid, paid, abroad]) {
      const read = await screens().buyer(u.id);
      const { paidVipBefore, ...fields } = read!;
      expect(fields).toEqual(await prisma().vipFieldsOf(u.id));
      expect(paidVipBefore).toBe(await prisma().paidVipBefore(u.id));
    }
    expect(await screens().buyer('no-such-user')).toBeNull();

    const list = async (token: string) => okOf(await t.api.vip.getPlansList({ token }));
    expect(await list(first.token)).toMatchObject({ firstTime: true, regionEligible: true });
    expect(await list(unpaid.token)).toMatchObject({ firstTime: true, regionEligible: true });
    expect(await list(paid.token)).toMatchObject({ firstTime: false, regionEligible: true });
    expect(await list(abroad.token)).toMatchObject({ firstTime: true, regionEligible: false });
  });
});
