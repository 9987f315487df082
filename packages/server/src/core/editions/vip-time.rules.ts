/**
 * VIP time arithmetic, pure. Bought or exchanged time adds to what is left (a renewal before expiry loses no day);
 * after expiry it starts now. Months and years are calendar months (a year from 29 February ends 28 February or
 * 1 March as the calendar has it: JavaScript's month arithmetic, in UTC).
 */
export interface VipTerm {
  years?: number;
  months?: number;
  days?: number;
}

export function addTerm(from: Date, term: VipTerm): Date {
  const d = new Date(from.getTime());
  const months = (term.years ?? 0) * 12 + (term.months ?? 0);
  if (months) d.setUTCMonth(d.getUTCMonth() + months);
  if (term.days) d.setUTCDate(d.getUTCDate() + term.days);
  return d;
}

/** The new VIP expiry after adding `term` at `now` to a VIP expiring at `current` (null: never had VIP). */
export function extendedVip(current: Date | null, now: Date, term: VipTerm): Date {
  const base = current && current > now ? current : now;
  return addTerm(base, term);
}

/**
 * Takes back time granted by a payment being refunded: the expiry moves back by exactly what that payment added
 * (`grantedMs`), never before `now` (a refund cannot make a user's VIP end in the past on paper beyond "ended").
 */
export function withdrawnVip(current: Date | null, now: Date, grantedMs: number): Date | null {
  if (!current) return null;
  const back = new Date(current.getTime() - grantedMs);
  return back > now ? back : now;
}

/**
 * The expiry after refunding a payment: `withdrawnVip`, except that when the refunded payment gave the user their
 * first VIP time (`firstGrant`) and nothing is left, the expiry goes back to none, so the user reads 未开通 (never had
 * VIP), not 已过期 (issue 32).
 */
export function refundedVip(current: Date | null, now: Date, grantedMs: number, firstGrant: boolean): Date | null {
  const to = withdrawnVip(current, now, grantedMs);
  return firstGrant && to && to.getTime() <= now.getTime() ? null : to;
}
