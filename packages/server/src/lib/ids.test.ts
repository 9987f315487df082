import { describe, expect, it } from 'vitest';
import { digitOf, randomDigits, randomIds, randomPool } from './ids';

describe('randomPool', () => {
  it('hands out every byte of a refill once, in draws that cross the refill', () => {
    const draw = randomPool(64);
    // 3 + 61 fill the first pool exactly; the next 3 bytes come from a new fill, not from its start again.
    const a = draw(3);
    const b = draw(61);
    const c = draw(3);
    expect([a.length, b.length, c.length]).toEqual([3, 61, 3]);
    expect(Buffer.compare(c, a)).not.toBe(0); // not the old fill's first bytes again
    // A draw one past what is left starts a new fill: 60 used, 5 asked, so the 5 are all new bytes.
    const d = randomPool(64);
    const first = d(60);
    const next = d(5);
    expect(next.length).toBe(5);
    expect(Buffer.compare(next, first.subarray(0, 5))).not.toBe(0);
  });

  it('gives copies: a later draw does not change an earlier one', () => {
    const draw = randomPool(32);
    const early = draw(16);
    const kept = Buffer.from(early);
    for (let i = 0; i < 10; i++) draw(16); // five refills of the same pool memory
    expect(early.equals(kept)).toBe(true);
  });

  it('answers a draw larger than the pool from the generator directly', () => {
    const draw = randomPool(16);
    expect(draw(16).length).toBe(16);
    expect(draw(17).length).toBe(17);
  });

  it('never repeats an id across many refills', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20_000; i++) seen.add(randomIds.id()); // 78 refills of 4 kB
    expect(seen.size).toBe(20_000);
    expect([...seen].every((id) => /^[A-Za-z0-9_-]{22}$/.test(id))).toBe(true);
    expect(randomIds.token()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('digitOf', () => {
  it('maps 0-249 to their last digit and refuses 250 and past', () => {
    expect(digitOf(0)).toBe(0);
    expect(digitOf(9)).toBe(9);
    expect(digitOf(249)).toBe(9);
    expect(digitOf(250)).toBeUndefined();
    expect(digitOf(255)).toBeUndefined();
  });
});

describe('randomDigits', () => {
  it('draws again for the bytes it refuses, and gives exactly the length asked', () => {
    const bytes = [255, 250, 7, 251, 249, 0, 12, 99];
    const source = (n: number) => Buffer.from(bytes.splice(0, n));
    expect(randomDigits(source, 4)).toBe('7902');
    expect(bytes).toEqual([99]); // 4 drawn (3 refused), then 3 more for the 3 missing
  });

  it('gives the low and the high digits equally often from the real source', () => {
    const counts = new Array(10).fill(0);
    for (const ch of randomIds.code(1_000_000)) counts[Number(ch)] += 1;
    const sum = (from: number, to: number) => counts.slice(from, to).reduce((a, b) => a + b, 0);
    // Per digit, 0-5 against 6-9: a byte taken modulo 10 puts them ~3,900 apart (101,562 against 97,656); even digits
    // differ by ~200 by chance (one standard deviation), so 1,000 is far from either.
    expect(Math.abs(sum(0, 6) / 6 - sum(6, 10) / 4)).toBeLessThan(1_000);
    expect(randomIds.code(0)).toBe('');
    expect(randomIds.code(24)).toMatch(/^\d{24}$/);
  });
});
