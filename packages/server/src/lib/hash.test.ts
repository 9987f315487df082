import { describe, expect, it } from 'vitest';
import { hashPassword, PASSWORD_HASH_COST, verifyPassword } from './hash';

/**
 * The password hash: the server hashes at PASSWORD_HASH_COST; a hash at another cost (the test factories') is checked
 * by the cost it names, and a wrong password is refused at either.
 */
describe('hashPassword and verifyPassword', () => {
  it('hashes at the server cost unless told, and stores the cost it used', async () => {
    expect(PASSWORD_HASH_COST).toEqual({ N: 16384, r: 8, p: 1 });
    expect(await hashPassword('abc12345')).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hashPassword('abc12345', { N: 256, r: 8, p: 1 })).toMatch(/^scrypt\$256\$8\$1\$/);
  });

  it('accepts the right password and refuses a wrong one, at either cost', async () => {
    for (const stored of [await hashPassword('246810'), await hashPassword('246810', { N: 256, r: 8, p: 1 })]) {
      expect(await verifyPassword('246810', stored)).toBe(true);
      expect(await verifyPassword('246811', stored)).toBe(false);
    }
    expect(await verifyPassword('246810', null)).toBe(false);
  });
});
