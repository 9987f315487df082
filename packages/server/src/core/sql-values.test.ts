import { describe, expect, it } from 'vitest';
import { readBoolean, readDateTimeOrNull, readNumber } from './sql-values';

describe('values read through the driver', () => {
  it("reads a Boolean column from SQLite's 0/1 and PostgreSQL's boolean", () => {
    expect([readBoolean(1), readBoolean(true), readBoolean(1n), readBoolean('1')]).toEqual([true, true, true, true]);
    expect([readBoolean(0), readBoolean(false), readBoolean(null), readBoolean(undefined), readBoolean(2)]).toEqual([false, false, false, false, false]);
  });
  it("reads numbers from SQLite's numbers and PostgreSQL's BIGINT text; an empty SUM is 0", () => {
    expect([readNumber(12), readNumber('9007199254740991'), readNumber(5n), readNumber(null), readNumber(undefined)]).toEqual([12, 9007199254740991, 5, 0, 0]);
  });
  it('reads a nullable DateTime', () => {
    expect(readDateTimeOrNull(null)).toBeNull();
    expect(readDateTimeOrNull('2026-11-30T08:00:00.000+00:00')?.toISOString()).toBe('2026-11-30T08:00:00.000Z');
  });
});
