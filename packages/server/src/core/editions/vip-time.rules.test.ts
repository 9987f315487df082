import { describe, expect, it } from 'vitest';
import { addTerm, extendedVip, refundedVip, withdrawnVip } from './vip-time.rules';

const d = (iso: string) => new Date(iso);
const now = d('2026-03-01T04:00:00Z');

describe('addTerm', () => {
  it('adds calendar years, months and days in UTC', () => {
    expect(addTerm(d('2026-01-31T00:00:00Z'), { days: 1 })).toEqual(d('2026-02-01T00:00:00Z'));
    expect(addTerm(d('2026-03-01T04:00:00Z'), { years: 1, months: 6 })).toEqual(d('2027-09-01T04:00:00Z'));
    // A year from 29 February lands where the calendar puts it (1 March of a common year).
    expect(addTerm(d('2028-02-29T00:00:00Z'), { years: 1 })).toEqual(d('2029-03-01T00:00:00Z'));
  });
});

describe('extendedVip', () => {
  it('adds to the time left while VIP runs, and starts at now once it ended (also exactly at its end)', () => {
    expect(extendedVip(d('2026-03-11T04:00:00Z'), now, { days: 30 })).toEqual(d('2026-04-10T04:00:00Z'));
    expect(extendedVip(now, now, { days: 30 })).toEqual(d('2026-03-31T04:00:00Z'));
    expect(extendedVip(null, now, { years: 1 })).toEqual(d('2027-03-01T04:00:00Z'));
  });
});

describe('withdrawnVip and refundedVip', () => {
  const DAY = 86_400_000;
  it('moves the expiry back by what the payment granted, never before now', () => {
    expect(withdrawnVip(d('2026-04-01T04:00:00Z'), now, 10 * DAY)).toEqual(d('2026-03-22T04:00:00Z'));
    expect(withdrawnVip(d('2026-03-11T04:00:00Z'), now, 10 * DAY)).toEqual(now);
    expect(withdrawnVip(d('2026-03-11T04:00:00Z'), now, 10 * DAY - 1)).toEqual(new Date(now.getTime() + 1));
    expect(withdrawnVip(null, now, DAY)).toBeNull();
  });
  it('clears the expiry when the refunded payment was the first VIP time and nothing is left', () => {
    expect(refundedVip(d('2026-03-11T04:00:00Z'), now, 10 * DAY, true)).toBeNull();
    expect(refundedVip(d('2026-03-11T04:00:00Z'), now, 10 * DAY, false)).toEqual(now);
    expect(refundedVip(d('2026-03-11T04:00:00Z'), now, 10 * DAY - 1, true)).toEqual(new Date(now.getTime() + 1));
  });
});
