import { randomFillSync } from 'node:crypto';

/** Opaque ids: 128 random bits, url-safe. Nothing about a user or a sequence can be read from them. */
export interface IdSource {
  id(): string;
  token(): string;
  code(length: number): string;
}

/**
 * Random bytes from the same generator as `randomBytes`, drawn 4 kB at a time. On this machine one call into the
 * generator costs ~5.5 us whatever its size (a kernel round trip), a pooled draw ~0.25 us; a visit to a card takes two
 * ids (docs/bench.md session 20: 10 % of the card call's CPU). Node keeps such a cache for `randomUUID` too. A draw is
 * copied out of the pool (never a view of it), and no byte is handed out twice.
 */
export function randomPool(size = 4096) {
  const pool = Buffer.allocUnsafeSlow(size);
  let used = size;
  return (n: number): Buffer => {
    if (n > size) return randomFillSync(Buffer.allocUnsafeSlow(n));
    if (used + n > size) {
      randomFillSync(pool);
      used = 0;
    }
    const out = Buffer.from(pool.subarray(used, used + n));
    used += n;
    return out;
  };
}

/**
 * A decimal digit from a random byte, or undefined for 250-255: taking every byte modulo 10 would make 0-5 come up
 * 26 times in 256 and 6-9 only 25 (a guessable skew in SMS codes and sandbox transaction numbers).
 */
export const digitOf = (byte: number): number | undefined => (byte < 250 ? byte % 10 : undefined);

/** Digits from a source of random bytes, with the bytes that would skew them drawn again. */
export function randomDigits(bytes: (n: number) => Buffer, length: number): string {
  let out = '';
  while (out.length < length)
    for (const byte of bytes(length - out.length)) {
      const digit = digitOf(byte);
      if (digit !== undefined && out.length < length) out += digit;
    }
  return out;
}

const draw = randomPool();

export const randomIds: IdSource = {
  id: () => draw(16).toString('base64url'),
  token: () => draw(32).toString('base64url'),
  code: (length) => randomDigits(draw, length),
};
