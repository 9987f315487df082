import { describe, expect, it } from 'vitest';
import { recentClaims } from './recent-claims';

/** Keys that share their first half (one home in the index) and differ only in the second: the longest probe runs. */
const clash = (n: number) => [7, n + 1] as const;

describe('recent claims', () => {
  it('answers when a key was claimed, and nothing for a key never claimed', () => {
    const r = recentClaims(10);
    r.claim(1, 2, 1000);
    r.claim(1, 3, 1001);
    expect(r.claimedAt(1, 2)).toBe(1000);
    expect(r.claimedAt(1, 3)).toBe(1001);
    expect(r.claimedAt(2, 2)).toBeUndefined();
    expect(r.size()).toBe(2);
  });

  it('a new claim of a key replaces its earlier one and makes it the newest', () => {
    const r = recentClaims(2, 4);
    r.claim(1, 1, 10);
    r.claim(2, 2, 20);
    r.claim(1, 1, 30);
    expect(r.claimedAt(1, 1)).toBe(30);
    expect(r.size()).toBe(2);
    // At the bound, the oldest claim goes first: that is now key 2's, not key 1's first one.
    r.claim(3, 3, 40);
    r.forgetOld(0);
    expect(r.claimedAt(2, 2)).toBeUndefined();
    expect(r.claimedAt(1, 1)).toBe(30);
    expect(r.claimedAt(3, 3)).toBe(40);
  });

  it('forgets a claim only when it is the one made at that instant', () => {
    const r = recentClaims(10);
    r.claim(1, 1, 10);
    r.forget(1, 1, 9);
    expect(r.claimedAt(1, 1)).toBe(10);
    r.claim(1, 1, 20);
    r.forget(1, 1, 10); // a dropped visit of an earlier claim: the later claim stays
    expect(r.claimedAt(1, 1)).toBe(20);
    r.forget(1, 1, 20);
    expect(r.claimedAt(1, 1)).toBeUndefined();
    expect(r.size()).toBe(0);
    r.forget(5, 5, 20);
    expect(r.size()).toBe(0);
  });

  it('keeps claims made at the window start and forgets those one millisecond before it', () => {
    const r = recentClaims(10);
    r.claim(1, 1, 999);
    r.claim(2, 2, 1000);
    r.claim(3, 3, 1001);
    r.forgetOld(1000);
    expect(r.claimedAt(1, 1)).toBeUndefined();
    expect(r.claimedAt(2, 2)).toBe(1000);
    expect(r.claimedAt(3, 3)).toBe(1001);
    expect(r.size()).toBe(2);
  });

  it('holds max claims at the bound, and one past it forgets the oldest', () => {
    const max = 1000;
    const r = recentClaims(max, 8);
    for (let n = 0; n < max; n++) {
      r.claim(n, n, n);
      r.forgetOld(0);
    }
    expect(r.size()).toBe(max);
    expect(r.claimedAt(0, 0)).toBe(0);
    r.claim(max, max, max);
    r.forgetOld(0);
    expect(r.size()).toBe(max);
    expect(r.claimedAt(0, 0)).toBeUndefined();
    expect(r.claimedAt(1, 1)).toBe(1);
    expect(r.claimedAt(max, max)).toBe(max);
  });

  it('finds every key of a long probe run after claims in its middle were forgotten, through growth and squeezing', () => {
    const r = recentClaims(400, 4);
    for (let n = 0; n < 300; n++) r.claim(...clash(n), n);
    // Forgotten in the middle of the ring (gaps) and of the probe run (entries moved back).
    for (let n = 0; n < 300; n += 3) r.forget(...clash(n), n);
    for (let n = 300; n < 600; n++) {
      r.claim(...clash(n), n);
      r.forgetOld(0);
    }
    expect(r.size()).toBe(400);
    // 200 left of the first 300, then 300 more: the 100 oldest left (those below 150) went at the bound.
    let wrong = 0;
    for (let n = 0; n < 600; n++) {
      const kept = n >= 150 && (n >= 300 || n % 3 !== 0);
      if (r.claimedAt(...clash(n)) !== (kept ? n : undefined)) wrong++;
    }
    expect(wrong).toBe(0);
  });

  it('keeps 50,000 keys apart, and gives the ring back once the window has passed', () => {
    const r = recentClaims(50_000);
    // Spread first halves, as a hash's are (an odd multiplier: no two alike), and second halves that differ by one.
    const key = (n: number) => [Math.imul(n, 0x9e3779b1) >>> 0, n] as const;
    for (let n = 0; n < 50_000; n++) {
      r.claim(...key(n), n);
      r.forgetOld(0);
    }
    let wrong = 0;
    for (let n = 0; n < 50_000; n++) if (r.claimedAt(...key(n)) !== n) wrong++;
    expect(wrong).toBe(0);
    r.forgetOld(49_990);
    expect(r.size()).toBe(10);
    for (let n = 49_990; n < 50_000; n++) expect(r.claimedAt(...key(n))).toBe(n);
    r.claim(1, 1, 60_000);
    expect(r.claimedAt(1, 1)).toBe(60_000);
  });
});
