import { LIMITS } from '@card/contract';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-error';
import { assertReturnPath, resumePath, stateOwner } from './wx-auth.rules';

const refusal = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (err) {
    return err instanceof DomainError ? `${err.code}:${err.details?.field}` : String(err);
  }
};

describe('stateOwner', () => {
  it('names the signed-in user first, else the signed-out browser, else nobody', () => {
    expect(stateOwner('u1', 'h1')).toBe('user:u1');
    expect(stateOwner(null, 'h1')).toBe('visitor:h1');
    expect(stateOwner(null, null)).toBeNull();
  });
});

describe('assertReturnPath', () => {
  it('takes a path inside the app and answers it unchanged', () => {
    expect(assertReturnPath('/vip/pay?plan=vip1#top')).toBe('/vip/pay?plan=vip1#top');
  });
  it('refuses other origins, schemes, backslashes and control characters, naming returnTo', () => {
    for (const bad of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '/a:b', 'vip/pay', '/a\nb', '']) {
      expect(
        refusal(() => assertReturnPath(bad)),
        bad,
      ).toBe('WX_RETURN_INVALID:returnTo');
    }
  });
  it('takes a path of LIMITS.security.redirectUriMax characters and refuses one longer', () => {
    const max = LIMITS.security.redirectUriMax;
    expect(refusal(() => assertReturnPath(`/${'a'.repeat(max - 1)}`))).toBe('ok');
    expect(refusal(() => assertReturnPath(`/${'a'.repeat(max)}`))).toBe('WX_RETURN_INVALID:returnTo');
  });
});

describe('resumePath', () => {
  it('adds resume=wxpay as the first or a further query parameter', () => {
    expect(resumePath('/vip/pay')).toBe('/vip/pay?resume=wxpay');
    expect(resumePath('/vip/pay?plan=vip1')).toBe('/vip/pay?plan=vip1&resume=wxpay');
  });
});
