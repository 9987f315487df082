import { describe, expect, it } from 'vitest';
import { hashedCounts } from './hashed-counts';

describe('hashed counts', () => {
  it('counts each key on its own, and answers 0 for a key never counted', () => {
    const c = hashedCounts();
    expect(c.add('sms:ip:10.0.0.1', 1)).toBe(1);
    expect(c.add('sms:ip:10.0.0.1', 1)).toBe(2);
    expect(c.add('sms:ip:10.0.0.2', 1)).toBe(1);
    expect(c.get('sms:ip:10.0.0.1')).toBe(2);
    expect(c.get('qr:ip:10.0.0.1')).toBe(0);
    expect(c.size()).toBe(2);
  });

  it('keeps 100,000 near keys apart through every growth (each counted once reads 1)', () => {
    const c = hashedCounts(2);
    const key = (n: number) => `visit:ip:10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    for (let n = 0; n < 100_000; n++) c.add(key(n), 1);
    expect(c.size()).toBe(100_000);
    let wrong = 0;
    for (let n = 0; n < 100_000; n++) if (c.get(key(n)) !== 1) wrong++;
    expect(wrong).toBe(0);
    expect(c.get(key(100_000))).toBe(0);
  });

  it('takes back down to 0 and not below; a key at 0 still lets the keys probed past it be found', () => {
    const c = hashedCounts(2);
    const keys = Array.from({ length: 50 }, (_, i) => `k${i}`);
    for (const k of keys) c.add(k, 2);
    for (const k of keys.filter((_, i) => i % 2 === 0)) {
      expect(c.add(k, -1)).toBe(1);
      expect(c.add(k, -1)).toBe(0);
      expect(c.add(k, -1)).toBe(0);
    }
    for (const [i, k] of keys.entries()) expect(c.get(k)).toBe(i % 2 === 0 ? 0 : 2);
    expect(c.add('never', -1)).toBe(0);
    expect(c.size()).toBe(50);
  });
});
