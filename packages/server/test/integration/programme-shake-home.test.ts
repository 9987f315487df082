import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf } from '../helpers/client';
import { testEngine } from '../helpers/database';
import { newShakeApplication, newShakeDevice, newShakeGift, newUser } from '../factories';

/**
 * The shake home read in one statement (shake-home.repository, issue 30): the gift devices left of the caller's live
 * entitlements (revoked, expired, another kind and another user's stay out; a rejected application gives its gift
 * back; a gift used past its quantity leaves nothing, never less), the pending applications and the devices, each
 * the caller's own only.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});
const home = async (token: string) => okOf(await t.api.programme.findShakeHome({ token }));
const vip = () => newUser(t.ctx, { vip: 'active' });

describe(`shake home (${testEngine()})`, () => {
  it("answers the gifts left, pending applications and devices of the caller's own rows only", async () => {
    const me = await vip();
    const other = await vip();
    const now = t.ctx.clock.now();
    const a = await newShakeGift(t.ctx, me, 3);
    const b = await newShakeGift(t.ctx, me, 2);
    const spent = await newShakeGift(t.ctx, me, 1);
    await newShakeGift(t.ctx, me, 1, { expiresAt: new Date(now.getTime() + 1) }); // still live for a millisecond
    await newShakeGift(t.ctx, me, 10, { expiresAt: now }); // expired at this very instant
    await newShakeGift(t.ctx, me, 10, { revokedAt: now });
    await newShakeGift(t.ctx, me, 10, { kind: 'videoPremium' });
    await newShakeGift(t.ctx, other, 10);

    await newShakeApplication(t.ctx, me, { status: 'pending', giftQuantity: 1, giftEntitlementId: a.id });
    await newShakeApplication(t.ctx, me, { status: 'rejected', giftQuantity: 2, giftEntitlementId: a.id }); // gives its gift back
    await newShakeApplication(t.ctx, me, { status: 'approved', giftQuantity: 1, giftEntitlementId: b.id });
    await newShakeApplication(t.ctx, me, { status: 'pending', giftQuantity: 2, giftEntitlementId: spent.id }); // one past its quantity
    await newShakeApplication(t.ctx, other, { status: 'pending' });
    await newShakeDevice(t.ctx, me);
    await newShakeDevice(t.ctx, me, { bound: true, live: true });
    await newShakeDevice(t.ctx, other);

    // Left: a 3-1, b 2-1, spent max(0, 1-2), the last millisecond's 1. Pending: the two pending of mine (the devices'
    // own applications are approved).
    expect(await home(me.token)).toEqual({ giftAvailable: 4, pendingApplications: 2, deviceCount: 2 });
    expect(await home(other.token)).toEqual({ giftAvailable: 10, pendingApplications: 1, deviceCount: 1 });
  });

  it('a caller with nothing reads zeros; once the clock passes an expiry, that gift is gone', async () => {
    const me = await vip();
    expect(await home(me.token)).toEqual({ giftAvailable: 0, pendingApplications: 0, deviceCount: 0 });
    await newShakeGift(t.ctx, me, 2, { expiresAt: new Date(t.ctx.clock.now().getTime() + 1000) });
    expect(await home(me.token)).toEqual({ giftAvailable: 2, pendingApplications: 0, deviceCount: 0 });
    t.clock.advance(1000);
    expect(await home(me.token)).toEqual({ giftAvailable: 0, pendingApplications: 0, deviceCount: 0 });
  });
});
