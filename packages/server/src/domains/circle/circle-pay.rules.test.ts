import { describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import {
  CIRCLE_REFUND_WINDOW_MS,
  circleRefundRefusal,
  circleRefundableUntil,
  joinApplied,
  joinUndone,
  payRefusal,
  priceOf,
  renewalTooEarly,
  renewedEnd,
  splitOf,
  type PayFacts,
} from './circle-pay.rules';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const TERM = LIMITS.circle.paidTermDays * DAY;
const now = new Date('2026-03-01T00:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);

describe('the fee split (10%, half up to the fen)', () => {
  it.each([
    [100, 10, 90], // 1 yuan, the lowest price
    [199, 20, 179], // 19.9 fen rounds up
    [194, 19, 175], // 19.4 fen rounds down
    [195, 20, 175], // 19.5 fen: exactly half goes up
    [20000, 2000, 18000], // 200 yuan, the highest price
  ])('%i fen: fee %i, owner %i', (amount, fee, share) => {
    expect(splitOf(amount)).toEqual({ feeFen: fee, shareFen: share });
    expect(splitOf(amount).feeFen + splitOf(amount).shareFen).toBe(amount);
  });
});

describe('terms and renewal', () => {
  it('a first payment runs a term from now', () => {
    expect(renewedEnd(null, now).getTime()).toBe(now.getTime() + TERM);
  });
  it('paying while a term runs extends it from its end', () => {
    const running = at(10 * DAY);
    expect(renewedEnd(running, now).getTime()).toBe(running.getTime() + TERM);
  });
  it('paying after expiry starts from now (the lapsed days are not bought back)', () => {
    expect(renewedEnd(at(-5 * DAY), now).getTime()).toBe(now.getTime() + TERM);
    expect(renewedEnd(now, now).getTime()).toBe(now.getTime() + TERM); // ending this very ms counts as over
  });
  it('renewal runs at most one term ahead: exactly one term left may renew, 1 ms more may not', () => {
    expect(renewalTooEarly(at(TERM), now)).toBe(false);
    expect(renewalTooEarly(at(TERM + 1), now)).toBe(true);
    expect(renewalTooEarly(null, now)).toBe(false);
  });
});

describe('who may pay', () => {
  const circle = { ownerId: 'owner', joinWay: 'paid', joinPriceFen: 500, viewPriceFen: 300, memberCount: 3 };
  const row = (state: string, paidUntil: Date | null = null, viewPaidUntil: Date | null = null) => ({ state, role: 'member', disabled: false, paidUntil, viewPaidUntil });
  const facts = (p: Partial<PayFacts>): PayFacts => ({ circle, me: null, userId: 'u1', kind: 'join', now, ...p });

  it('a visitor, an applicant, an agreed applicant, a former or expired member may pay to join', () => {
    for (const me of [null, row('applied'), row('agreed'), row('invited'), row('left'), row('expired', at(-DAY)), row('joined', at(-1))]) {
      expect(payRefusal(facts({ me }))).toBeNull();
    }
  });
  it('the owner cannot pay for their own circle', () => {
    expect(payRefusal(facts({ userId: 'owner' }))).toBe('CIRCLE_OWNER_CANNOT');
  });
  it('a circle that does not charge the kind refuses it', () => {
    expect(payRefusal(facts({ circle: { ...circle, joinWay: 'open' } }))).toBe('CIRCLE_NOT_PAID');
    expect(payRefusal(facts({ kind: 'view', circle: { ...circle, viewPriceFen: 0 } }))).toBe('CIRCLE_NOT_PAID');
    expect(priceOf({ ...circle, joinWay: 'approval' }, 'join')).toBe(0);
  });
  it('a member without a paid term has nothing to buy; a member needs no paid view', () => {
    expect(payRefusal(facts({ me: row('joined') }))).toBe('CIRCLE_ALREADY_MEMBER');
    expect(payRefusal(facts({ kind: 'view', me: row('joined', at(DAY)) }))).toBe('CIRCLE_ALREADY_MEMBER');
  });
  it('the member cap: a new payer at the cap is refused, one below it and a counted renewal are not', () => {
    const full = { ...circle, memberCount: LIMITS.circle.memberCap };
    expect(payRefusal(facts({ circle: { ...circle, memberCount: LIMITS.circle.memberCap - 1 } }))).toBeNull();
    expect(payRefusal(facts({ circle: full }))).toBe('CIRCLE_FULL');
    expect(payRefusal(facts({ circle: full, me: row('joined', at(DAY)) }))).toBeNull();
    expect(payRefusal(facts({ circle: full, me: row('expired', at(-DAY)) }))).toBe('CIRCLE_FULL');
  });
  it('a term with more than one term left refuses another payment', () => {
    expect(payRefusal(facts({ me: row('joined', at(TERM)) }))).toBeNull();
    expect(payRefusal(facts({ me: row('joined', at(TERM + 1)) }))).toBe('CIRCLE_PAID_ALREADY');
    expect(payRefusal(facts({ kind: 'view', me: row('left', null, at(TERM + 1)) }))).toBe('CIRCLE_PAID_ALREADY');
  });
});

describe('the membership effect and its undoing', () => {
  it('a new row: joined, counted; the refund deletes it and uncounts it', () => {
    const e = joinApplied(null, now);
    expect(e).toMatchObject({ rowCreated: true, prevState: null, counted: true, paidUntil: at(TERM).toISOString() });
    expect(joinUndone('joined', e)).toMatchObject({ deleteRow: true, countDelta: -1 });
  });
  it('a renewal of a running term: not counted again; the refund puts the old end back, count unchanged', () => {
    const e = joinApplied({ state: 'joined', paidUntil: at(DAY) }, now);
    expect(e).toMatchObject({ counted: false, prevState: 'joined', paidUntil: at(DAY + TERM).toISOString() });
    expect(joinUndone('joined', e)).toEqual({ deleteRow: false, state: 'joined', paidUntil: at(DAY), countDelta: 0 });
  });
  it('an expired member renews: counted again; a refund after the expiry job ran moves nothing twice', () => {
    const e = joinApplied({ state: 'expired', paidUntil: at(-DAY) }, now);
    expect(e.counted).toBe(true);
    expect(joinUndone('joined', e)).toMatchObject({ state: 'expired', countDelta: -1 });
    expect(joinUndone('expired', e)).toMatchObject({ state: 'expired', countDelta: 0 });
  });
  it('a member removed by an admin after paying stays removed when the payment is refunded', () => {
    const e = joinApplied({ state: 'joined', paidUntil: at(DAY) }, now);
    expect(joinUndone('left', e)).toEqual({ deleteRow: false, state: 'left', paidUntil: at(DAY), countDelta: 0 });
  });
});

describe('the refund window (24 hours)', () => {
  const paid = (paidAt: Date) => ({ state: 'paid' as const, payMethod: 'wallet', amountFen: 500, paidAt });
  it('at exactly the limit a refund may be asked; 1 ms past it may not', () => {
    expect(CIRCLE_REFUND_WINDOW_MS).toBe(LIMITS.circle.refundWindowHours * HOUR);
    const paidAt = at(-CIRCLE_REFUND_WINDOW_MS);
    expect(circleRefundRefusal(paid(paidAt), now)).toBeNull();
    expect(circleRefundableUntil(paid(paidAt), now)?.getTime()).toBe(now.getTime());
    expect(circleRefundRefusal(paid(at(-CIRCLE_REFUND_WINDOW_MS - 1)), now)).toBe('CIRCLE_REFUND_WINDOW');
    expect(circleRefundableUntil(paid(at(-CIRCLE_REFUND_WINDOW_MS - 1)), now)).toBeNull();
  });
  it('an unpaid or refunded order is not refundable', () => {
    expect(circleRefundRefusal({ ...paid(now), state: 'created', paidAt: null }, now)).toBe('ORDER_STATE_INVALID');
    expect(circleRefundRefusal({ ...paid(now), state: 'refunded' }, now)).toBe('ORDER_STATE_INVALID');
  });
});
