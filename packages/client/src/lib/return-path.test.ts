import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturn } from './return-path';

describe('the return path after sign-in (issue 32)', () => {
  it('keeps an app path with its query and hash', () => {
    expect(safeReturnPath('/rel/exchangeCard?phoneIdEcr=abc#collect')).toBe('/rel/exchangeCard?phoneIdEcr=abc#collect');
    expect(safeReturnPath('/video/show/1')).toBe('/video/show/1');
  });

  it('refuses other sites, protocol-relative and backslash tricks, schemes and control characters', () => {
    for (const bad of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', '\\\\evil.example', 'javascript:alert(1)', '/a\nb', 'rel/x', '', null, undefined]) {
      expect(safeReturnPath(bad), String(bad)).toBeNull();
    }
  });

  it('refuses the login and register forms themselves, which would loop', () => {
    expect(safeReturnPath('/acc/login?redirect=/x')).toBeNull();
    expect(safeReturnPath('/acc/register')).toBeNull();
  });

  it('adds the redirect parameter only for a safe path', () => {
    expect(withReturn('/acc/register', '/rel/exchangeCard?phoneIdEcr=a#collect')).toBe('/acc/register?redirect=%2Frel%2FexchangeCard%3FphoneIdEcr%3Da%23collect');
    expect(withReturn('/acc/registerSuccess?x=1', '/a')).toBe('/acc/registerSuccess?x=1&redirect=%2Fa');
    expect(withReturn('/acc/register', 'https://evil.example')).toBe('/acc/register');
  });
});
