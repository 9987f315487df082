import { describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '@card/contract';
import { clearTokenCookie, setTokenCookie } from './session-cookie';

/** A reply that records what the helpers ask of @fastify/cookie. */
function recorder() {
  const calls: { op: string; name: string; opts: Record<string, unknown> }[] = [];
  return {
    calls,
    setCookie: (name: string, _value: string, opts: Record<string, unknown>) => calls.push({ op: 'set', name, opts }),
    clearCookie: (name: string, opts: Record<string, unknown>) => calls.push({ op: 'clear', name, opts }),
  };
}

describe('the session cookie is Secure exactly when the public origin is https', () => {
  it.each([
    ['https://card.example.com', true],
    ['HTTPS://card.example.com', true],
    ['http://localhost:3000', false],
    ['http://https.example.com', false],
  ] as const)('%s → secure %s', (origin, secure) => {
    const r = recorder();
    setTokenCookie(r, 'tok', '2030-01-01T00:00:00.000Z', origin);
    clearTokenCookie(r, origin);
    expect(r.calls.map((c) => [c.op, c.name, c.opts.secure])).toEqual([
      ['set', TOKEN_COOKIE, secure],
      ['clear', TOKEN_COOKIE, secure],
    ]);
  });

  it('keeps the session cookie httpOnly and SameSite=Lax', () => {
    const r = recorder();
    setTokenCookie(r, 'tok', '2030-01-01T00:00:00.000Z', 'https://card.example.com');
    expect(r.calls[0]!.opts).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/' });
  });
});
