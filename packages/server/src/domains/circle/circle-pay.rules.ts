import { LIMITS, type CirclePayKind, type ErrorCode, type OrderState } from '@card/contract';
import { feeOf } from '../../core/ledger';
import { refundRefusal, refundableUntil } from '../orders';
import { isMember, joinPrice, memberStateAt, paidRunning, paidTermEnd, type CircleFacts, type MemberFacts } from './circle.rules';

/**
 * Pure rules of paid joining and paid viewing: the price, who may pay, how far a payment extends the term, the
 * fee split, the refund window. Data and `now` in, a decision out (no Prisma, no clock).
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** A circle payment may be refunded within this many ms of paying (the money area's window is days). */
export const CIRCLE_REFUND_WINDOW_MS = LIMITS.circle.refundWindowHours * HOUR_MS;

/** The price of a kind in fen: 0 when the circle does not charge it (a join price counts only in a paid circle). */
export const priceOf = (c: Pick<CircleFacts, 'joinWay' | 'joinPriceFen' | 'viewPriceFen'>, kind: CirclePayKind) => (kind === 'join' ? joinPrice(c) : c.viewPriceFen);

/**
 * The split of a payment: the platform's fee, half up to the fen (10% of 199 fen = 19.9 -> 20), the owner's share
 * the rest (179). fee + share is always the amount.
 */
export function splitOf(amountFen: number): { feeFen: number; shareFen: number } {
  const feeFen = feeOf(amountFen, LIMITS.circle.feePercent);
  return { feeFen, shareFen: amountFen - feeFen };
}

/** Where a payment at `now` puts the term end: a term from the later of now and the running term's end (renewal). */
export const renewedEnd = (current: Date | null, now: Date) => paidTermEnd(current && current > now ? current : now);

/**
 * A renewal may run at most one term ahead: paying is refused (CIRCLE_PAID_ALREADY) while more than a whole term is
 * still left, so a double tap or a second open order cannot buy years in advance. Exactly one term left may renew.
 */
export const renewalTooEarly = (current: Date | null, now: Date) => current !== null && current.getTime() > now.getTime() + LIMITS.circle.paidTermDays * DAY_MS;

/** The term a kind runs on for a membership row. */
export const termOf = (m: Pick<MemberFacts, 'paidUntil' | 'viewPaidUntil'> | null, kind: CirclePayKind) => (kind === 'join' ? m?.paidUntil : m?.viewPaidUntil) ?? null;

export interface PayFacts {
  circle: Pick<CircleFacts, 'ownerId' | 'joinWay' | 'joinPriceFen' | 'viewPriceFen'> & { memberCount: number };
  me: (MemberFacts & { userId?: string }) | null;
  userId: string;
  kind: CirclePayKind;
  now: Date;
}

/**
 * Why the caller may not pay for `kind` now, or null. The owner never pays for their own circle; a circle must
 * charge the kind; a member without a paid term (joined free, or an admin) has nothing to buy; a full circle takes
 * no new paying member (a renewal of a row that still counts is not new); a term may renew at most one term ahead.
 * An applicant, an invitee, an agreed applicant, an expired or former member may pay.
 */
export function payRefusal(f: PayFacts): ErrorCode | null {
  const { circle, me, kind, now } = f;
  if (circle.ownerId === f.userId) return 'CIRCLE_OWNER_CANNOT';
  if (priceOf(circle, kind) <= 0) return 'CIRCLE_NOT_PAID';
  const state = memberStateAt(me, now);
  if (kind === 'join') {
    if (state === 'joined' && !me!.paidUntil) return 'CIRCLE_ALREADY_MEMBER';
    const counted = me?.state === 'joined';
    if (!counted && circle.memberCount >= LIMITS.circle.memberCap) return 'CIRCLE_FULL';
  } else if (isMember(me, now)) {
    return 'CIRCLE_ALREADY_MEMBER'; // a member reads the content already
  }
  if (renewalTooEarly(termOf(me, kind), now)) return 'CIRCLE_PAID_ALREADY';
  return null;
}

/** What a paid join did to the payer's row, kept on the order so a refund restores exactly that. */
export type JoinEffect = { kind: 'join'; rowCreated: boolean; prevState: string | null; prevPaidUntil: string | null; paidUntil: string; counted: boolean };
export type ViewEffect = { kind: 'view'; rowCreated: boolean; prevViewPaidUntil: string | null; viewPaidUntil: string };
export type CirclePayEffect = (JoinEffect | ViewEffect) & { incomeId: string; feeFen: number; shareFen: number };

/** A paid join applied to a row (null = none yet): joined with the renewed term; counted when it was not joined. */
export function joinApplied(m: Pick<MemberFacts, 'state' | 'paidUntil'> | null, now: Date): Omit<JoinEffect, 'kind'> {
  return {
    rowCreated: m === null,
    prevState: m?.state ?? null,
    prevPaidUntil: m?.paidUntil?.toISOString() ?? null,
    paidUntil: renewedEnd(m?.paidUntil ?? null, now).toISOString(),
    counted: m?.state !== 'joined',
  };
}

/**
 * What undoing a paid join writes: the previous term back, and the previous state when the row is still joined
 * (memberCount -1 when that state did not count). A row no longer joined (expired by the job, removed by an admin,
 * left) keeps its state and count: a refund never brings back someone who left or was removed.
 */
export function joinUndone(currentState: string, e: Pick<JoinEffect, 'prevState' | 'prevPaidUntil' | 'rowCreated'>) {
  const paidUntil = e.prevPaidUntil ? new Date(e.prevPaidUntil) : null;
  if (currentState !== 'joined') return { deleteRow: e.rowCreated, state: currentState, paidUntil, countDelta: 0 };
  const restored = e.rowCreated ? null : (e.prevState ?? 'left');
  return { deleteRow: e.rowCreated, state: restored, paidUntil, countDelta: restored === 'joined' ? 0 : -1 };
}

/** Whether a circle payment may still be refunded, mapped to the circle's own code for the window. */
export function circleRefundRefusal(o: { state: OrderState; payMethod: string | null; amountFen: number; paidAt: Date | null }, now: Date): ErrorCode | null {
  const why = refundRefusal(o, now, CIRCLE_REFUND_WINDOW_MS);
  return why === 'REFUND_WINDOW_PASSED' ? 'CIRCLE_REFUND_WINDOW' : why;
}
export const circleRefundableUntil = (o: { state: OrderState; payMethod: string | null; amountFen: number; paidAt: Date | null }, now: Date) =>
  refundableUntil(o, now, CIRCLE_REFUND_WINDOW_MS);

/** Whether a term is running (re-exported for the part's readers). */
export { paidRunning };
