import { randomBytes } from 'node:crypto';

/** Opaque ids: 128 random bits, url-safe. Nothing about a user or a sequence can be read from them. */
export interface IdSource {
  id(): string;
  token(): string;
  code(length: number): string;
}

export const randomIds: IdSource = {
  id: () => randomBytes(16).toString('base64url'),
  token: () => randomBytes(32).toString('base64url'),
  code: (length) => {
    let out = '';
    while (out.length < length) out += String(randomBytes(1)[0] % 10);
    return out;
  },
};
