import { describe, expect, it } from 'vitest';
import { errorText, LIMITS } from '@card/contract';
import { LOGIN_THROTTLE, loginLockedError, maskPhone } from './users.rules';

const t0 = new Date('2026-11-21T08:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const MIN = 60_000;

describe('password login throttle', () => {
  it('allows 5 wrong passwords and locks password login for 15 minutes', () => {
    expect(LIMITS.auth.loginMaxFailures).toBe(5);
    expect(LIMITS.auth.loginLockMinutes).toBe(15);
    expect(LOGIN_THROTTLE).toEqual({ maxFailures: 5, lockMs: 15 * MIN });
  });

  it("answers a lock with the message that names SMS-code login, in both languages, with the lock's end", () => {
    const err = loginLockedError(at(15 * MIN));
    expect(err.code).toBe('LOGIN_PASSWORD_LOCKED');
    expect(err.details?.data).toEqual({ lockedUntil: at(15 * MIN).toISOString() });
    expect(errorText('LOGIN_PASSWORD_LOCKED', 'zh-CN')).toBe(`密码错误次数过多，已锁定${LIMITS.auth.loginLockMinutes}分钟，可使用短信验证码登录`);
    expect(errorText('LOGIN_PASSWORD_LOCKED', 'en')).toContain(`${LIMITS.auth.loginLockMinutes} minutes`);
    expect(errorText('LOGIN_PASSWORD_LOCKED', 'en')).toContain('SMS code');
  });
});

it('masks a phone as 138****8000', () => {
  expect(maskPhone('13800138000')).toBe('138****8000');
});
