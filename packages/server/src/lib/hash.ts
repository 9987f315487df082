import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (pwd: string, salt: Buffer, len: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(pwd, salt, len, opts, (err, key) => (err ? reject(err) : resolve(key))));

export const PASSWORD_HASH_COST = { N: 16384, r: 8, p: 1 };

/**
 * Slow salted hash for passwords (scrypt), stored as `scrypt$N$r$p$salt$hash`. The server always hashes at
 * PASSWORD_HASH_COST; `cost` is for test factories, whose users' passwords are checked by the same verifyPassword
 * (it reads the cost from the stored hash) without 35 ms of CPU a check (docs/bench.md session 15).
 */
export async function hashPassword(pwd: string, cost: { N: number; r: number; p: number } = PASSWORD_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(pwd, salt, 32, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(pwd: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(pwd, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(key, expected);
}

/** Fast hash for high-entropy secrets (session tokens) and short-lived codes bound to their target. */
export const sha256 = (s: string) => createHash('sha256').update(s).digest('base64url');
