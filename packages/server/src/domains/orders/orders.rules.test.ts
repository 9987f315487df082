import { describe, expect, it } from 'vitest';
import { LIMITS, type OrderState } from '@card/contract';
import {
  assertMove,
  assertPayable,
  assertShownAmount,
  openKeyOf,
  ORDER_NO_PATTERN,
  orderNoFrom,
  refundDeadline,
  refundRefusal,
  refusalReasonOf,
  REUSE_MARGIN_MS,
  reusableOpen,
  type OrderMove,
} from './orders.rules';
import { offerBuyer, offerFor, offerText, vipStateOf, trialGrant } from './vip-plans.rules';
import { refundedVip } from '../../core/editions';

const codeOf = (fn: () => void) => {
  try {
    fn();
    return null;
  } catch (e) {
    return (e as { code: string }).code;
  }
};
const DAY = 86_400_000;
const now = new Date('2026-03-01T00:00:00Z');

describe('order transition table', () => {
  const states: OrderState[] = ['created', 'paid', 'refunding', 'refunded', 'closed'];
  const allowed: Record<OrderMove, OrderState[]> = {
    pay: ['created', 'closed'],
    close: ['created'],
    requestRefund: ['paid'],
    revokeRefund: ['refunding'],
    completeRefund: ['refunding'],
  };
  for (const [move, from] of Object.entries(allowed) as [OrderMove, OrderState[]][]) {
    it(`${move}: allowed from ${from.join(', ')}, every other state refused with a catalogue code`, () => {
      for (const s of states) {
        const code = codeOf(() => assertMove(move, s));
        if (from.includes(s)) expect(code).toBeNull();
        else expect(code).toMatch(/^(ORDER_|REFUND_)/);
      }
    });
  }
  it('the telling codes: paying a paid order, closing a closed one, a second refund request', () => {
    expect(codeOf(() => assertMove('pay', 'paid'))).toBe('ORDER_ALREADY_PAID');
    expect(codeOf(() => assertMove('close', 'closed'))).toBe('ORDER_CLOSED');
    expect(codeOf(() => assertMove('close', 'paid'))).toBe('ORDER_STATE_INVALID');
    expect(codeOf(() => assertMove('requestRefund', 'refunding'))).toBe('REFUND_ALREADY_REQUESTED');
  });
  it('a payer pays only an open order: the last millisecond inside, not at its expiry', () => {
    const expiresAt = new Date(now.getTime() + 1);
    expect(codeOf(() => assertPayable({ state: 'created', expiresAt }, now))).toBeNull();
    expect(codeOf(() => assertPayable({ state: 'created', expiresAt: now }, now))).toBe('ORDER_CLOSED');
    expect(codeOf(() => assertPayable({ state: 'closed', expiresAt }, now))).toBe('ORDER_CLOSED');
  });
  it("the amount shown must be the order's", () => {
    expect(codeOf(() => assertShownAmount(100, 100))).toBeNull();
    expect(codeOf(() => assertShownAmount(100, 99))).toBe('AMOUNT_ABNORMAL');
  });
});

describe('refund window', () => {
  const paid = { state: 'paid' as const, payMethod: 'wallet', amountFen: 100, paidAt: now };
  it('the last second inside is accepted, one second past refused', () => {
    const end = refundDeadline(now);
    expect(end.getTime() - now.getTime()).toBe(LIMITS.money.refundWindowDays * DAY);
    expect(refundRefusal(paid, end)).toBeNull();
    expect(refundRefusal(paid, new Date(end.getTime() + 1000))).toBe('REFUND_WINDOW_PASSED');
  });
  it('only paid orders by wallet or WeChat Pay', () => {
    expect(refundRefusal({ ...paid, state: 'created' }, now)).toBe('ORDER_STATE_INVALID');
    expect(refundRefusal({ ...paid, state: 'refunding' }, now)).toBe('REFUND_ALREADY_REQUESTED');
    expect(refundRefusal({ ...paid, payMethod: null }, now)).toBe('REFUND_NOT_ALLOWED');
  });
});

describe('orderNo', () => {
  it("24 letters and digits, WeChat's out_trade_no shape, from random bytes without bias", () => {
    const no = orderNoFrom(new Uint8Array(Array.from({ length: 48 }, (_, i) => (i * 37) % 224)));
    expect(no).toMatch(ORDER_NO_PATTERN);
    expect(no.length).toBe(24);
    expect(orderNoFrom(new Uint8Array(48).fill(255))).toBe(''); // bytes past the last full alphabet round are skipped
  });
});

describe('offers, VIP states, trial, commission', () => {
  const first86 = { firstTime: true, regionCode: '+86' };
  it('offers: first-time +86 only; 2 years +6 months; 3 years +12 months and a shake device; 1 year none', () => {
    expect(offerFor({ line: 'vip', years: 1 }, first86)).toBeNull();
    expect(offerFor({ line: 'vip', years: 2 }, first86)).toEqual({ bonusMonths: 6, shakeDevices: 0 });
    expect(offerFor({ line: 'vip', years: 3 }, first86)).toEqual({ bonusMonths: 12, shakeDevices: 1 });
    expect(offerFor({ line: 'vip', years: 3 }, { ...first86, regionCode: '+852' })).toBeNull();
    expect(offerFor({ line: 'vip', years: 2 }, { ...first86, firstTime: false })).toBeNull();
    expect(offerFor({ line: 'enterprise', years: 3 }, first86)).toBeNull();
  });
  it('states: expiring at the edge of vipExpiringDays, active one day more, temporary, expired, none', () => {
    const at = (days: number) => new Date(now.getTime() + days * DAY);
    expect(vipStateOf({ vipExpiresAt: at(LIMITS.money.vipExpiringDays), tempVipExpiresAt: null }, now).state).toBe('expiring');
    expect(vipStateOf({ vipExpiresAt: at(LIMITS.money.vipExpiringDays + 1), tempVipExpiresAt: null }, now).state).toBe('active');
    expect(vipStateOf({ vipExpiresAt: at(0.5), tempVipExpiresAt: null }, now)).toEqual({ state: 'expiring', daysLeft: 1, isVip: true });
    expect(vipStateOf({ vipExpiresAt: null, tempVipExpiresAt: at(1) }, now).state).toBe('temporary');
    expect(vipStateOf({ vipExpiresAt: now, tempVipExpiresAt: null }, now)).toEqual({ state: 'expired', daysLeft: 0, isVip: false });
    expect(vipStateOf({ vipExpiresAt: null, tempVipExpiresAt: now }, now).state).toBe('none');
  });
  it('trial only for a user who never had VIP', () => {
    expect(trialGrant({ vipExpiresAt: null, tempVipExpiresAt: null }, now)!.getTime() - now.getTime()).toBe(LIMITS.money.tempVipTrialDays * DAY);
    expect(trialGrant({ vipExpiresAt: now, tempVipExpiresAt: null }, now)).toBeNull();
  });
});

describe('issue 32: reuse of an open order, who gets the offer, refusing a refund, the state after a refund', () => {
  it('an open order is reused with more than REUSE_MARGIN_MS left; at the margin or closed, not', () => {
    const at = (ms: number) => new Date(now.getTime() + ms);
    expect(reusableOpen({ state: 'created', expiresAt: at(REUSE_MARGIN_MS + 1) }, now)).toBe(true);
    expect(reusableOpen({ state: 'created', expiresAt: at(REUSE_MARGIN_MS) }, now)).toBe(false);
    expect(reusableOpen({ state: 'created', expiresAt: at(-1) }, now)).toBe(false);
    expect(reusableOpen({ state: 'paid', expiresAt: at(DAY) }, now)).toBe(false);
    expect(reusableOpen({ state: 'closed', expiresAt: at(DAY) }, now)).toBe(false);
  });
  it('the open key differs by user, line, plan and price', () => {
    const k = { userId: 'u1', line: 'vip', planCode: 'vip3y', amountFen: 49_800 };
    expect(openKeyOf(k)).toBe(openKeyOf({ ...k }));
    for (const change of [{ userId: 'u2' }, { line: 'enterprise' }, { planCode: 'vip2y' }, { amountFen: 49_801 }]) expect(openKeyOf({ ...k, ...change })).not.toBe(openKeyOf(k));
  });
  it('first-time: never any VIP time and no paid VIP order; a renewing or refunded buyer is not; the offer follows', () => {
    expect(offerBuyer({ vipExpiresAt: null, regionCode: '+86' }, false)).toEqual({ firstTime: true, regionCode: '+86' });
    expect(offerBuyer({ vipExpiresAt: now, regionCode: '+86' }, false).firstTime).toBe(false);
    expect(offerBuyer({ vipExpiresAt: null, regionCode: '+86' }, true).firstTime).toBe(false);
    expect(offerFor({ line: 'vip', years: 3 }, offerBuyer({ vipExpiresAt: now, regionCode: '+86' }, false))).toBeNull();
    expect(offerFor({ line: 'vip', years: 3 }, offerBuyer({ vipExpiresAt: null, regionCode: '+86' }, false))).toEqual({ bonusMonths: 12, shakeDevices: 1 });
  });
  it('the offer states its rule beside the price, in both languages', () => {
    expect(offerText({ bonusMonths: 12, shakeDevices: 1 }, 'zh-CN')).toBe('首次开通加送1年，送摇一摇设备1台');
    expect(offerText({ bonusMonths: 6, shakeDevices: 0 }, 'zh-CN')).toBe('首次开通加送半年');
    expect(offerText({ bonusMonths: 12, shakeDevices: 1 }, 'en')).toBe('First purchase: 1 extra year and 1 shake device');
  });
  it('refusing a refund: pending only; the reason trimmed, 1 to refundReasonMax characters', () => {
    const max = LIMITS.money.refundReasonMax;
    expect(refusalReasonOf('pending', ' 理由 ')).toBe('理由');
    expect(refusalReasonOf('pending', 'x'.repeat(max))).toHaveLength(max);
    expect(codeOf(() => refusalReasonOf('pending', 'x'.repeat(max + 1)))).toBe('REFUND_REFUSAL_REASON_REQUIRED');
    expect(codeOf(() => refusalReasonOf('pending', '  '))).toBe('REFUND_REFUSAL_REASON_REQUIRED');
    for (const s of ['revoked', 'refused', 'processing', 'succeeded', 'failed'] as const) expect(codeOf(() => refusalReasonOf(s, '理由'))).toBe('REFUND_NOT_PENDING');
  });
  it('after a refund: a first grant with nothing left goes back to none; otherwise the time that remains, or now', () => {
    const grant = 365 * DAY;
    expect(refundedVip(new Date(now.getTime() + grant), now, grant, true)).toBeNull();
    expect(refundedVip(new Date(now.getTime() + grant), now, grant, false)).toEqual(now);
    // Time from elsewhere (keys exchanged after the purchase) stays, first grant or not.
    expect(refundedVip(new Date(now.getTime() + grant + DAY), now, grant, true)).toEqual(new Date(now.getTime() + DAY));
    expect(refundedVip(null, now, grant, true)).toBeNull();
  });
});
