import { describe, expect, it } from 'vitest';
import { LANG_COOKIE } from '@card/contract';
import { setLangCookie } from './lang-cookie';

function recorder() {
  const calls: { name: string; opts: Record<string, unknown> }[] = [];
  return { calls, setCookie: (name: string, _value: string, opts: Record<string, unknown>) => calls.push({ name, opts }) };
}

describe('the language cookie', () => {
  it.each([
    ['https://card.example.com', true],
    ['http://localhost:3000', false],
  ] as const)('%s → secure %s', (origin, secure) => {
    const r = recorder();
    setLangCookie(r, 'en', origin);
    expect(r.calls).toEqual([{ name: LANG_COOKIE, opts: expect.objectContaining({ secure }) }]);
  });
  it('stays readable by the page (the client i18n starts from it)', () => {
    const r = recorder();
    setLangCookie(r, 'zh-CN', 'https://card.example.com');
    expect(r.calls[0]!.opts.httpOnly).toBeUndefined();
  });
});
