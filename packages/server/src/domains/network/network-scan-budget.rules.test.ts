import { LIMITS } from '@card/contract';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-error';
import { assertPaperContactRoom, assertScanBudget, chinaDayStart } from './network-scan-budget.rules';

const refusal = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (err) {
    return err instanceof DomainError ? `${err.code}:${err.details?.field}` : String(err);
  }
};

describe('chinaDayStart', () => {
  it('starts the day at midnight Beijing time (16:00 UTC the day before)', () => {
    expect(chinaDayStart(new Date('2026-03-01T04:00:00Z')).toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(chinaDayStart(new Date('2026-02-28T16:00:00.000Z')).toISOString()).toBe('2026-02-28T16:00:00.000Z');
    // A millisecond before Beijing midnight is still the previous Beijing day.
    expect(chinaDayStart(new Date('2026-02-28T15:59:59.999Z')).toISOString()).toBe('2026-02-27T16:00:00.000Z');
  });
});

describe('assertScanBudget', () => {
  it("allows the last scan of the day's budget and refuses the one past it", () => {
    expect(refusal(() => assertScanBudget(0))).toBe('ok');
    expect(refusal(() => assertScanBudget(LIMITS.network.scansPerDay - 1))).toBe('ok');
    expect(refusal(() => assertScanBudget(LIMITS.network.scansPerDay))).toBe('SCAN_DAILY_BUDGET:file');
  });
});

describe('assertPaperContactRoom', () => {
  it('allows the last paper contact the book holds and refuses the one past it', () => {
    expect(refusal(() => assertPaperContactRoom(LIMITS.network.paperContactsMax - 1))).toBe('ok');
    expect(refusal(() => assertPaperContactRoom(LIMITS.network.paperContactsMax))).toBe('SCAN_CONTACTS_FULL:id');
  });
});
