import { expect, it } from 'vitest';
import { isLiveSecret } from './secrets.rules';

const t0 = new Date('2026-11-21T08:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const MIN = 60_000;

it('accepts a secret once, before it expires, for its own target', () => {
  const row = { target: 'user:a', expiresAt: at(MIN), consumedAt: null };
  expect(isLiveSecret(row, 'user:a', at(MIN - 1))).toBe(true);
  expect(isLiveSecret(row, 'user:a', at(MIN))).toBe(false);
  expect(isLiveSecret(row, 'user:b', t0)).toBe(false);
  expect(isLiveSecret({ ...row, consumedAt: t0 }, 'user:a', t0)).toBe(false);
  expect(isLiveSecret(null, 'user:a', t0)).toBe(false);
});
