import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { walletBalances } from '../../src/core/ledger';
import { makeTestApp, type TestApp } from '../helpers/app';
import { expectBalancedLedger } from '../helpers/ledger';
import { okOf, refusalOf } from '../helpers/client';
import { bindWalletWechat, fundWallet, newUser, setReferrer, setTxPwd } from '../factories';
import { changeKeys } from '../../src/core/golden-keys';

/** Wallet refunds: who and until when, one open request, revoke, approval by customer service, effects taken back. */
const M = LIMITS.money;
const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const balanced = () => expectBalancedLedger(t.ctx.db);
const available = async (userId: string) => (await walletBalances(t.ctx.db, userId)).available;
async function paidOrder(planCode = 'vip1y', fund = 100_000) {
  const u = await newUser(t.ctx);
  await fundWallet(t.ctx, u.id, fund);
  await setTxPwd(t.ctx, u.id);
  const o = okOf(await t.api.vip.registerPayVip({ body: { planCode }, token: u.token }));
  okOf(await t.api.vip.mpWalletOpenVIP({ body: { orderId: o.id, amountFen: o.amountFen, txPwd: '123456' }, token: u.token }));
  return { u, o };
}
const apply = (token: string, orderId: string, reason = '买错了') => t.api.vip.applyRefundVipOrder({ body: { orderId, reason }, token });
const refundIdOf = async (token: string, orderId: string) => okOf(await t.api.vip.getRegiserOrder({ body: { orderId }, token })).refund!.id;

describe('asking for a refund', () => {
  it('the window: the last second inside is accepted, one second past refused', async () => {
    const a = await paidOrder();
    const b = await paidOrder();
    t.clock.advance(M.refundWindowDays * DAY);
    expect(okOf(await apply(a.u.token, a.o.id)).state).toBe('refunding');
    t.clock.advance(1000);
    expect(refusalOf(await apply(b.u.token, b.o.id))).toMatchObject({ code: 'REFUND_WINDOW_PASSED', field: 'orderId' });
    const info = okOf(await t.api.vip.findVipRefundOrderInfo({ body: { orderId: b.o.id }, token: b.u.token }));
    expect(info).toMatchObject({ canApply: false, reasonIfNot: 'REFUND_WINDOW_PASSED' });
  });

  it('only the payer; one open request per order; reason 1-200 characters; an unpaid order is refused', async () => {
    const { u, o } = await paidOrder();
    const other = await newUser(t.ctx);
    expect(refusalOf(await apply(other.token, o.id)).code).toBe('NOT_FOUND');
    expect(refusalOf(await apply(u.token, o.id, '')).field).toBe('reason');
    expect(refusalOf(await apply(u.token, o.id, 'x'.repeat(M.refundReasonMax + 1))).field).toBe('reason');
    expect(okOf(await apply(u.token, o.id, 'x'.repeat(M.refundReasonMax))).refund).toMatchObject({ state: 'pending', amountFen: o.amountFen });
    expect(refusalOf(await apply(u.token, o.id)).code).toBe('REFUND_ALREADY_REQUESTED');
    expect(await t.ctx.db.refundRequest.count({ where: { orderId: o.id } })).toBe(1);
    const unpaid = okOf(await t.api.vip.registerPayVip({ body: { planCode: 'vip1y' }, token: u.token }));
    expect(refusalOf(await apply(u.token, unpaid.id)).code).toBe('ORDER_STATE_INVALID');
    const info = okOf(await t.api.vip.findVipRefundOrderInfo({ body: { orderId: o.id }, token: u.token }));
    expect(info).toMatchObject({ canApply: false, reasonIfNot: 'REFUND_ALREADY_REQUESTED' });
  });

  it('10 simultaneous requests for one order: one request', async () => {
    const { u, o } = await paidOrder();
    await Promise.all(Array.from({ length: 10 }, () => apply(u.token, o.id)));
    expect(await t.ctx.db.refundRequest.count({ where: { orderId: o.id } })).toBe(1);
  });

  it('revoke: back to paid; revoking again refused; a new request may follow', async () => {
    const { u, o } = await paidOrder();
    okOf(await apply(u.token, o.id));
    const r = okOf(await t.api.vip.revokeVipOrderRefund({ body: { orderId: o.id }, token: u.token }));
    expect(r).toMatchObject({ state: 'paid', refund: { state: 'revoked' } });
    expect(refusalOf(await t.api.vip.revokeVipOrderRefund({ body: { orderId: o.id }, token: u.token })).code).toBe('REFUND_NOT_PENDING');
    expect(okOf(await apply(u.token, o.id)).state).toBe('refunding');
  });

  it('entrance and lists: notRefund holds refundable and pending, refunded the carried-out ones', async () => {
    const { u, o } = await paidOrder();
    expect(okOf(await t.api.vip.refundEntranceControl({ token: u.token }))).toEqual({ show: true, refundable: 1, windowDays: M.refundWindowDays });
    const fresh = await newUser(t.ctx);
    expect(okOf(await t.api.vip.refundEntranceControl({ token: fresh.token })).show).toBe(false);
    expect(okOf(await t.api.vip.findRefundOrders({ body: { tab: 'notRefund' }, token: u.token })).items.map((i) => i.id)).toEqual([o.id]);
    okOf(await apply(u.token, o.id));
    expect(okOf(await t.api.vip.findRefundOrders({ body: { tab: 'notRefund' }, token: u.token })).items.map((i) => i.state)).toEqual(['refunding']);
    const cs = await newUser(t.ctx, { roles: ['customerService'] });
    okOf(await t.api.vip.markVipOrderRefundSuccess({ body: { refundId: await refundIdOf(u.token, o.id) }, token: cs.token }));
    expect(okOf(await t.api.vip.findRefundOrders({ body: { tab: 'refunded' }, token: u.token })).items.map((i) => i.state)).toEqual(['refunded']);
    expect(okOf(await t.api.vip.findRefundOrders({ body: { tab: 'notRefund' }, token: u.token })).items).toEqual([]);
    expect(refusalOf(await t.api.vip.findRefundOrders({ body: { tab: 'other' as never }, token: u.token })).field).toBe('tab');
  });
});

describe('approving (customer service)', () => {
  it('the user information names the platform roles, so the management centre offers the review only to staff', async () => {
    const plain = await newUser(t.ctx);
    expect(okOf(await t.api.account.in2userMainUserInfo({ token: plain.token })).roles).toEqual([]);
    // A role granted later shows at once (the cached user information is dropped by the UserRole write).
    await t.ctx.db.userRole.create({ data: { userId: plain.id, role: 'customerService' } });
    expect(okOf(await t.api.account.in2userMainUserInfo({ token: plain.token })).roles).toEqual(['customerService']);
  });

  it('a plain user may not approve or list (NO_PERMISSION); customer service lists the pending ones', async () => {
    const { u, o } = await paidOrder();
    okOf(await apply(u.token, o.id));
    const refundId = await refundIdOf(u.token, o.id);
    expect(refusalOf(await t.api.vip.markVipOrderRefundSuccess({ body: { refundId }, token: u.token })).code).toBe('NO_PERMISSION');
    expect(refusalOf(await t.api.vip.findPendingRefunds({ token: u.token })).code).toBe('NO_PERMISSION');
    const cs = await newUser(t.ctx, { roles: ['customerService'] });
    const page = okOf(await t.api.vip.findPendingRefunds({ token: cs.token }));
    expect(page.items.find((i) => i.id === refundId)).toMatchObject({ orderId: o.id, orderNo: o.orderNo, state: 'pending' });
  });

  it('wallet: money back, VIP time and keys taken back, a message; approving again refused; ledger balanced', async () => {
    const { u, o } = await paidOrder();
    okOf(await apply(u.token, o.id));
    const cs = await newUser(t.ctx, { roles: ['customerService'] });
    const refundId = await refundIdOf(u.token, o.id);
    expect(okOf(await t.api.vip.markVipOrderRefundSuccess({ body: { refundId }, token: cs.token })).state).toBe('succeeded');
    expect(await available(u.id)).toBe(100_000);
    const user = (await t.ctx.db.user.findUnique({ where: { id: u.id } }))!;
    expect(user.goldenKeys).toBe(0);
    // Their first VIP was this order: refunded, it is as if they never had VIP (未开通, issue 32), not expired.
    expect(user.vipExpiresAt).toBeNull();
    expect(okOf(await t.api.vip.findVipInfo({ token: u.token }))).toMatchObject({ isVip: false, state: 'none' });
    expect(await t.ctx.db.message.count({ where: { userId: u.id, title: '退款成功' } })).toBe(1);
    expect(refusalOf(await t.api.vip.markVipOrderRefundSuccess({ body: { refundId }, token: cs.token })).code).toBe('REFUND_NOT_PENDING');
    expect(refusalOf(await apply(u.token, o.id)).code).toBe('ORDER_STATE_INVALID');
    await balanced();
  });

  it('10 simultaneous approvals: refunded once', async () => {
    const { u, o } = await paidOrder();
    okOf(await apply(u.token, o.id));
    const cs = await newUser(t.ctx, { roles: ['customerService'] });
    const refundId = await refundIdOf(u.token, o.id);
    await Promise.all(Array.from({ length: 10 }, () => t.api.vip.markVipOrderRefundSuccess({ body: { refundId }, token: cs.token })));
    expect(await available(u.id)).toBe(100_000);
    expect(await t.ctx.db.ledgerJournal.count({ where: { kind: 'order.refund', refId: o.id } })).toBe(1);
    await balanced();
  });

  it('keys already spent: the refund is refused with REFUND_KEYS_SPENT and nothing moves', async () => {
    const { u, o } = await paidOrder();
    await t.ctx.db.$transaction((tx) => changeKeys(tx, t.ctx.ids, t.clock.now(), { userId: u.id, delta: -3, kind: 'unlock', refId: 'm1' }));
    okOf(await apply(u.token, o.id));
    const cs = await newUser(t.ctx, { roles: ['customerService'] });
    const refundId = await refundIdOf(u.token, o.id);
    expect(refusalOf(await t.api.vip.markVipOrderRefundSuccess({ body: { refundId }, token: cs.token })).code).toBe('REFUND_KEYS_SPENT');
    expect(await available(u.id)).toBe(100_000 - 19_900);
    expect((await t.ctx.db.refundRequest.findUnique({ where: { id: refundId } }))!.state).toBe('pending');
    await balanced();
  });

  it("the spokesperson's commission still frozen is reversed with the refund", async () => {
    const spokes = await newUser(t.ctx);
    await bindWalletWechat(t.ctx, spokes.id, { spokesperson: true });
    const u = await newUser(t.ctx, { companyRole: 'admin' }); // an enterprise edition is bought by a company's admin
    await setReferrer(t.ctx, u.id, spokes.id);
    await fundWallet(t.ctx, u.id, 50_000);
    await setTxPwd(t.ctx, u.id);
    const o = okOf(await t.api.vip.registerPayEnterprise({ body: { planCode: 'ent10' }, token: u.token }));
    await fundWallet(t.ctx, u.id, o.amountFen);
    okOf(await t.api.vip.mpWalletOpenVIP({ body: { orderId: o.id, amountFen: o.amountFen, txPwd: '123456' }, token: u.token }));
    expect((await walletBalances(t.ctx.db, spokes.id)).frozen).toBeGreaterThan(0);
    okOf(await apply(u.token, o.id));
    const cs = await newUser(t.ctx, { roles: ['customerService'] });
    okOf(await t.api.vip.markVipOrderRefundSuccess({ body: { refundId: await refundIdOf(u.token, o.id) }, token: cs.token }));
    expect((await walletBalances(t.ctx.db, spokes.id)).frozen).toBe(0);
    expect((await t.ctx.db.frozenIncome.findFirst({ where: { orderId: o.id } }))!.state).toBe('reversed');
    expect(okOf(await t.api.vip.findVipInfo({ token: u.token }))).toMatchObject({ enterprise: false, entitlements: [] });
    await balanced();
  });
});
