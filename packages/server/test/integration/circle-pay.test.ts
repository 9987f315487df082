import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { PLATFORM_ACCOUNTS, userAccount, walletBalances } from '../../src/core/ledger';
import { expirePaidMembers } from '../../src/domains/circle/circle-pay.jobs';
import { sandboxOf } from '../../src/providers/pay';
import { makeTestApp, type TestApp } from '../helpers/app';
import { expectBalancedLedger } from '../helpers/ledger';
import { okOf, refusalOf } from '../helpers/client';
import { addCircleMember, fundWallet, newCircle, newSession, newUser, setTxPwd } from '../factories';

/** Paid joining and viewing through the money area's orders: the split in one journal, terms, renewal, refunds, expiry. */
const DAY = 86_400_000;
const HOUR = 3_600_000;
const TERM = LIMITS.circle.paidTermDays * DAY;
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const balanced = () => expectBalancedLedger(t.ctx.db);
const acct = async (id: string) => Number((await t.ctx.db.ledgerAccount.findUnique({ where: { id } }))?.balanceFen ?? 0n);
const member = (cid: string, userId: string) => t.ctx.db.circleMember.findUnique({ where: { circleId_userId: { circleId: cid, userId } } });
const count = async (cid: string) => (await t.ctx.db.circle.findUnique({ where: { id: cid } }))!.memberCount;

async function payer(fund = 100_000) {
  const u = await newUser(t.ctx);
  await fundWallet(t.ctx, u.id, fund);
  await setTxPwd(t.ctx, u.id);
  return u;
}
async function paidCircle(o: { joinPriceFen?: number; viewPriceFen?: number } = {}) {
  const owner = await newUser(t.ctx);
  const circle = await newCircle(t.ctx, owner, { joinWay: 'paid', joinPriceFen: o.joinPriceFen ?? 199, viewPriceFen: o.viewPriceFen ?? 0 });
  return { owner, circle };
}
const order = (token: string, cid: string, kind: 'join' | 'view' = 'join') => t.api.circle.payForCircle({ body: { cid, kind }, token });
const walletPay = (token: string, orderId: string, amountFen: number, requestId?: string) =>
  t.api.circle.circlePay({ body: { orderId, amountFen, method: 'wallet', txPwd: '123456' }, token, requestId });
async function payJoin(token: string, cid: string, kind: 'join' | 'view' = 'join') {
  const o = okOf(await order(token, cid, kind));
  return okOf(await walletPay(token, o.orderId, o.amountFen)).payment;
}

describe('paid join from the wallet', () => {
  it('joined with a term; order.pay and ONE income.freeze with three postings (fee half up: 199 -> 20, owner 179 frozen)', async () => {
    const { owner, circle } = await paidCircle({ joinPriceFen: 199 });
    const u = await payer();
    const fee0 = await acct(PLATFORM_ACCOUNTS.fee);
    const rev0 = await acct(PLATFORM_ACCOUNTS.revenue);
    const info = okOf(await t.api.circle.findCirclePayInfo({ body: { cid: circle.id, kind: 'join' }, token: u.token }));
    expect(info).toMatchObject({
      priceFen: 199,
      canPay: true,
      reasonIfNot: null,
      currentUntil: null,
      refundWindowHours: 24,
      termDays: LIMITS.circle.paidTermDays,
      walletAvailableFen: 100_000,
      hasTxPwd: true,
    });
    const p = await payJoin(u.token, circle.id);
    const now = t.clock.now().getTime();
    expect(p).toMatchObject({
      state: 'paid',
      payMethod: 'wallet',
      kind: 'join',
      amountFen: 199,
      termEnd: new Date(now + TERM).toISOString(),
      refundableUntil: new Date(now + 24 * HOUR).toISOString(),
    });
    expect(await member(circle.id, u.id)).toMatchObject({ state: 'joined', role: 'member', paidUntil: new Date(now + TERM) });
    expect(await count(circle.id)).toBe(2);
    expect((await walletBalances(t.ctx.db, u.id)).available).toBe(100_000 - 199);
    expect((await walletBalances(t.ctx.db, owner.id)).frozen).toBe(179);
    expect((await acct(PLATFORM_ACCOUNTS.fee)) - fee0).toBe(20);
    expect((await acct(PLATFORM_ACCOUNTS.revenue)) - rev0).toBe(0);
    const journals = await t.ctx.db.ledgerJournal.findMany({ where: { OR: [{ refId: p.orderId }, { memo: p.orderNo }] }, include: { postings: true } });
    expect(journals.map((j) => j.kind).sort()).toEqual(['income.freeze', 'order.pay']);
    const split = journals.find((j) => j.kind === 'income.freeze')!;
    expect(split.postings.map((x) => [x.accountId, Number(x.amountFen)]).sort()).toEqual(
      [
        [PLATFORM_ACCOUNTS.fee, 20],
        [PLATFORM_ACCOUNTS.revenue, -199],
        [userAccount(owner.id, 'frozen'), 179],
      ].sort(),
    );
    const income = await t.ctx.db.frozenIncome.findFirst({ where: { orderId: p.orderId } });
    expect(income).toMatchObject({ userId: owner.id, amountFen: 179, source: 'circleJoin', state: 'frozen' });
    const mine = okOf(await t.api.circle.findCircleIncome({ body: { cid: circle.id }, token: owner.token }));
    expect(mine).toMatchObject({ payingMembers: 1, payments: 1, grossFen: 199, feeFen: 20, netFen: 179, frozenFen: 179 });
    await balanced();
  });

  it("refusals: not paid, the owner, a free member, banned, the cap, a wrong amount, a wrong password, someone else's order", async () => {
    const { owner, circle } = await paidCircle();
    const u = await payer();
    const open = await newCircle(t.ctx, owner);
    expect(refusalOf(await order(u.token, open.id))).toMatchObject({ code: 'CIRCLE_NOT_PAID', field: 'kind' });
    expect(refusalOf(await order(u.token, circle.id, 'view'))).toMatchObject({ code: 'CIRCLE_NOT_PAID', field: 'kind' });
    expect(refusalOf(await order(owner.token, circle.id)).code).toBe('CIRCLE_OWNER_CANNOT');
    const free = await newUser(t.ctx);
    await addCircleMember(t.ctx, circle.id, free);
    expect(refusalOf(await order(free.token, circle.id)).code).toBe('CIRCLE_ALREADY_MEMBER');
    const banned = await newCircle(t.ctx, owner, { joinWay: 'paid', state: 'banned' });
    expect(refusalOf(await order(u.token, banned.id))).toMatchObject({ code: 'CIRCLE_BANNED', field: 'cid' });
    expect(refusalOf(await order(u.token, 'nosuchcircle1'))).toMatchObject({ code: 'CIRCLE_NOT_FOUND', field: 'cid' });
    expect(refusalOf(await t.api.circle.payForCircle({ body: { cid: circle.id, kind: 'both' as never }, token: u.token })).field).toBe('kind');
    const o = okOf(await order(u.token, circle.id));
    expect(okOf(await order(u.token, circle.id)).orderId).toBe(o.orderId); // the open order is reused
    expect(refusalOf(await walletPay(u.token, o.orderId, o.amountFen + 1))).toMatchObject({ code: 'AMOUNT_ABNORMAL', field: 'amountFen' });
    expect(refusalOf(await t.api.circle.circlePay({ body: { orderId: o.orderId, amountFen: o.amountFen, method: 'wallet', txPwd: '654321' }, token: u.token })).code).toBe('TX_PWD_WRONG');
    expect(refusalOf(await t.api.circle.circlePay({ body: { orderId: o.orderId, amountFen: o.amountFen, method: 'wallet' }, token: u.token })).field).toBe('txPwd');
    expect(refusalOf(await t.api.circle.circlePay({ body: { orderId: o.orderId, amountFen: o.amountFen, method: 'wxpay' }, token: u.token })).field).toBe('channel');
    expect(refusalOf(await walletPay(free.token, o.orderId, o.amountFen))).toMatchObject({ code: 'NOT_FOUND', field: 'orderId' });
    const vipOrder = okOf(await t.api.vip.registerPayVip({ body: { planCode: 'vip1y' }, token: u.token }));
    expect(refusalOf(await walletPay(u.token, vipOrder.id, vipOrder.amountFen))).toMatchObject({ code: 'NOT_FOUND', field: 'orderId' });
    // The cap: one place left takes this payer; at the cap the next new payer is refused, at order and at payment.
    await t.ctx.db.circle.update({ where: { id: circle.id }, data: { memberCount: LIMITS.circle.memberCap } });
    expect(refusalOf(await walletPay(u.token, o.orderId, o.amountFen)).code).toBe('CIRCLE_FULL');
    expect(refusalOf(await order((await payer()).token, circle.id)).code).toBe('CIRCLE_FULL');
    await t.ctx.db.circle.update({ where: { id: circle.id }, data: { memberCount: LIMITS.circle.memberCap - 1 } });
    okOf(await walletPay(u.token, o.orderId, o.amountFen));
    expect(await count(circle.id)).toBe(LIMITS.circle.memberCap);
    await balanced();
  });

  it('an agreed applicant and an expired member may pay; a balance too small is refused and changes nothing', async () => {
    const { circle } = await paidCircle({ joinPriceFen: 500 });
    const agreed = await payer();
    await addCircleMember(t.ctx, circle.id, agreed, { state: 'agreed' });
    await payJoin(agreed.token, circle.id);
    expect((await member(circle.id, agreed.id))!.state).toBe('joined');
    const poor = await payer(499);
    const o = okOf(await order(poor.token, circle.id));
    expect(refusalOf(await walletPay(poor.token, o.orderId, 500)).code).toBe('INSUFFICIENT_BALANCE');
    expect(await member(circle.id, poor.id)).toBeNull();
    await balanced();
  });
});

describe('renewal and expiry', () => {
  it('paying while running extends from the term end; more than a term ahead is refused', async () => {
    const { circle } = await paidCircle();
    const u = await payer();
    await payJoin(u.token, circle.id);
    const first = (await member(circle.id, u.id))!.paidUntil!;
    t.clock.advance(10 * DAY);
    await payJoin(u.token, circle.id);
    expect((await member(circle.id, u.id))!.paidUntil!.getTime()).toBe(first.getTime() + TERM);
    expect(await count(circle.id)).toBe(2); // a renewal does not count the member twice
    expect(refusalOf(await order(u.token, circle.id)).code).toBe('CIRCLE_PAID_ALREADY');
    const info = okOf(await t.api.circle.findCirclePayInfo({ body: { cid: circle.id, kind: 'join' }, token: u.token }));
    expect(info).toMatchObject({ canPay: false, reasonIfNot: 'CIRCLE_PAID_ALREADY' });
    await balanced();
  });

  it('the job expires a lapsed term once (count drops once); the expired member renews from now', async () => {
    const { circle } = await paidCircle();
    const u = await payer();
    await payJoin(u.token, circle.id);
    t.clock.advance(TERM - 1);
    await expirePaidMembers(t.ctx);
    expect((await member(circle.id, u.id))!.state).toBe('joined'); // 1 ms still to run
    t.clock.advance(1);
    await Promise.all([expirePaidMembers(t.ctx), expirePaidMembers(t.ctx)]);
    expect((await member(circle.id, u.id))!.state).toBe('expired');
    expect(await count(circle.id)).toBe(1);
    await expirePaidMembers(t.ctx);
    expect(await count(circle.id)).toBe(1);
    t.clock.advance(5 * DAY);
    await payJoin(await newSession(t.ctx, u), circle.id); // a year later: a fresh sign-in
    expect(await member(circle.id, u.id)).toMatchObject({ state: 'joined', paidUntil: new Date(t.clock.now().getTime() + TERM) });
    expect(await count(circle.id)).toBe(2);
    await balanced();
  });
});

describe('paid view', () => {
  it('sets the viewing term without joining; split as a join; refund takes it back', async () => {
    const { owner, circle } = await paidCircle({ viewPriceFen: 300 });
    const u = await payer();
    const p = await payJoin(u.token, circle.id, 'view');
    expect(p).toMatchObject({ kind: 'view', state: 'paid' });
    expect(await member(circle.id, u.id)).toMatchObject({ state: 'left', viewPaidUntil: new Date(t.clock.now().getTime() + TERM) });
    expect(await count(circle.id)).toBe(1);
    expect((await walletBalances(t.ctx.db, owner.id)).frozen).toBe(270);
    expect(okOf(await t.api.circle.findCircleIncome({ body: { cid: circle.id }, token: owner.token }))).toMatchObject({ payingViewers: 1, payingMembers: 0 });
    expect(refusalOf(await t.api.circle.findCircleIncome({ body: { cid: circle.id }, token: u.token })).code).toBe('CIRCLE_NOT_OWNER');
    okOf(await t.api.circle.refundCirclePay({ body: { orderId: p.orderId }, token: u.token }));
    expect(await member(circle.id, u.id)).toBeNull();
    expect((await walletBalances(t.ctx.db, owner.id)).frozen).toBe(0);
    await balanced();
  });
});

describe('refunds', () => {
  it('inside the window: membership, count, wallet, fee and owner back where they were; both journals reversed', async () => {
    const { owner, circle } = await paidCircle({ joinPriceFen: 199 });
    const u = await payer();
    const fee0 = await acct(PLATFORM_ACCOUNTS.fee);
    const rev0 = await acct(PLATFORM_ACCOUNTS.revenue);
    const p = await payJoin(u.token, circle.id);
    t.clock.advance(24 * HOUR); // exactly the limit
    const r = okOf(await t.api.circle.refundCirclePay({ body: { orderId: p.orderId }, token: u.token }));
    expect(r).toMatchObject({ state: 'refunded', refundState: 'succeeded', refundableUntil: null, termEnd: null });
    expect(await member(circle.id, u.id)).toBeNull();
    expect(await count(circle.id)).toBe(1);
    expect(await walletBalances(t.ctx.db, u.id)).toMatchObject({ available: 100_000, frozen: 0 });
    expect(await walletBalances(t.ctx.db, owner.id)).toMatchObject({ available: 0, frozen: 0 });
    expect(await acct(PLATFORM_ACCOUNTS.fee)).toBe(fee0);
    expect(await acct(PLATFORM_ACCOUNTS.revenue)).toBe(rev0);
    const income = await t.ctx.db.frozenIncome.findFirst({ where: { orderId: p.orderId } });
    expect(income!.state).toBe('reversed');
    const reverse = await t.ctx.db.ledgerJournal.findFirst({ where: { kind: 'income.reverse', refId: income!.id }, include: { postings: true } });
    expect(reverse!.postings.map((x) => [x.accountId, Number(x.amountFen)]).sort()).toEqual(
      [
        [PLATFORM_ACCOUNTS.fee, -20],
        [PLATFORM_ACCOUNTS.revenue, 199],
        [userAccount(owner.id, 'frozen'), -179],
      ].sort(),
    );
    expect(refusalOf(await t.api.circle.refundCirclePay({ body: { orderId: p.orderId }, token: u.token })).code).toBe('ORDER_STATE_INVALID');
    expect(okOf(await t.api.circle.findCircleIncome({ body: { cid: circle.id }, token: owner.token }))).toMatchObject({ payments: 0, grossFen: 0, payingMembers: 0 });
    await balanced();
  });

  it('a refunded renewal puts the previous term back and keeps the member', async () => {
    const { circle } = await paidCircle();
    const u = await payer();
    await payJoin(u.token, circle.id);
    const first = (await member(circle.id, u.id))!.paidUntil!;
    t.clock.advance(2 * DAY);
    const renewal = await payJoin(u.token, circle.id);
    okOf(await t.api.circle.refundCirclePay({ body: { orderId: renewal.orderId }, token: u.token }));
    expect(await member(circle.id, u.id)).toMatchObject({ state: 'joined', paidUntil: first });
    expect(await count(circle.id)).toBe(2);
    await balanced();
  });

  it('1 ms past the window: CIRCLE_REFUND_WINDOW, and the generic refund screens refuse it too', async () => {
    const { circle } = await paidCircle();
    const u = await payer();
    const p = await payJoin(u.token, circle.id);
    t.clock.advance(24 * HOUR + 1);
    expect(refusalOf(await t.api.circle.refundCirclePay({ body: { orderId: p.orderId }, token: u.token }))).toMatchObject({ code: 'CIRCLE_REFUND_WINDOW', field: 'orderId' });
    expect(refusalOf(await t.api.vip.applyRefundVipOrder({ body: { orderId: p.orderId, reason: '不想要了' }, token: u.token })).code).toBe('REFUND_WINDOW_PASSED');
    expect(okOf(await t.api.vip.refundEntranceControl({ token: u.token })).refundable).toBe(0);
    const list = okOf(await t.api.circle.findMyCirclePayments({ body: {}, token: u.token }));
    expect(list.items[0]).toMatchObject({ orderId: p.orderId, state: 'paid', refundableUntil: null });
    expect((await member(circle.id, u.id))!.state).toBe('joined');
    await balanced();
  });

  it('only the payer may refund', async () => {
    const { circle } = await paidCircle();
    const u = await payer();
    const p = await payJoin(u.token, circle.id);
    const other = await newUser(t.ctx);
    expect(refusalOf(await t.api.circle.refundCirclePay({ body: { orderId: p.orderId }, token: other.token }))).toMatchObject({ code: 'NOT_FOUND', field: 'orderId' });
  });
});

describe('WeChat Pay through the sandbox', () => {
  it('h5 start -> sandbox confirm -> joined, money through the WeChat clearing account; refund goes back the same way', async () => {
    const { owner, circle } = await paidCircle({ joinPriceFen: 1000 });
    const u = await newUser(t.ctx);
    const o = okOf(await order(u.token, circle.id));
    const r = okOf(await t.api.circle.circlePay({ body: { orderId: o.orderId, amountFen: 1000, method: 'wxpay', channel: 'h5' }, token: u.token }));
    expect(r.payment.state).toBe('created');
    if (r.pay?.channel !== 'h5') throw new Error('expected h5');
    const url = new URL(r.pay.url, 'http://x');
    const clearing = await acct(PLATFORM_ACCOUNTS.wxpay);
    expect((await sandboxOf(t.ctx.providers.pay).confirm(url.searchParams.get('no')!, url.searchParams.get('sig')!)).state).toBe('paid');
    expect((await member(circle.id, u.id))!.state).toBe('joined');
    expect((await acct(PLATFORM_ACCOUNTS.wxpay)) - clearing).toBe(-1000);
    expect((await walletBalances(t.ctx.db, owner.id)).frozen).toBe(900);
    const back = okOf(await t.api.circle.refundCirclePay({ body: { orderId: o.orderId }, token: u.token }));
    expect(back.state).toBe('refunded');
    expect(await acct(PLATFORM_ACCOUNTS.wxpay)).toBe(clearing);
    expect(await member(circle.id, u.id)).toBeNull();
    await balanced();
  });
});

describe('concurrency', () => {
  it('10 simultaneous circlePay with the same and different request ids: paid once', async () => {
    const { owner, circle } = await paidCircle({ joinPriceFen: 500 });
    const u = await payer();
    const o = okOf(await order(u.token, circle.id));
    const same = 'samerequest0001';
    await Promise.all(Array.from({ length: 10 }, (_, i) => walletPay(u.token, o.orderId, 500, i < 5 ? same : undefined)));
    expect((await walletBalances(t.ctx.db, u.id)).available).toBe(100_000 - 500);
    expect((await walletBalances(t.ctx.db, owner.id)).frozen).toBe(450);
    expect(await t.ctx.db.ledgerJournal.count({ where: { kind: 'order.pay', refId: o.orderId } })).toBe(1);
    expect(await count(circle.id)).toBe(2);
    await balanced();
  });
});

describe('my circle payments', () => {
  it('newest first, with circle name, kind, term end and refundable-until', async () => {
    const { circle } = await paidCircle({ viewPriceFen: 300 });
    const u = await payer();
    await payJoin(u.token, circle.id, 'view');
    t.clock.advance(1000);
    await payJoin(u.token, circle.id, 'join');
    const page = okOf(await t.api.circle.findMyCirclePayments({ body: { pageIndex: 1, pageSize: 10 }, token: u.token }));
    expect(page.items.map((i) => [i.kind, i.circleName, i.state])).toEqual([
      ['join', circle.name, 'paid'],
      ['view', circle.name, 'paid'],
    ]);
    expect(page.items[0]!.refundableUntil).not.toBeNull();
  });
});
