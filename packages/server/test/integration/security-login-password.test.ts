import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { newUserWithPassword, wrongCode } from '../helpers/accounts';
import { okOf, refusalOf } from '../helpers/client';
import { LIMITS } from '@card/contract';
import { newUser } from '../factories';

/** Login password: set when none, modify (other sessions end), forgotten-password reset, and the login throttle. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const login = (phone: string, password: string) => t.api.account.userLogin({ body: { phone, password, agree: true } });
const hasPassword = (token: string) => t.api.security.hasLoginPassword({ token });
const modify = (token: string, oldPassword: string, newPassword = 'new12345', confirmPassword = newPassword) =>
  t.api.security.modifyUserLoginPassword({ body: { oldPassword, newPassword, confirmPassword }, token });
const MIN = 60_000;

describe('setting the first login password', () => {
  it('reports no password for an account made by SMS code alone, and password login fails', async () => {
    const me = await newUser(t.ctx);
    expect(okOf(await hasPassword(me.token))).toEqual({ hasPassword: false });
    expect(refusalOf(await login(me.phone, 'abc12345')).code).toBe('BAD_CREDENTIALS');
  });

  it('refuses a confirmation that differs, and a password outside the rule with the field message', async () => {
    const me = await newUser(t.ctx);
    const set = (password: string, confirmPassword = password) => t.api.security.setUserLoginPassword({ body: { password, confirmPassword }, token: me.token });
    expect(refusalOf(await set('abc12345', 'abc12346'))).toMatchObject({ code: 'NOT_EQUAL', field: 'confirmPassword' });
    for (const weak of ['abc12', 'abcdefgh', '12345678', `${'a'.repeat(20)}1`]) {
      const res = await set(weak);
      expect(res.status, weak).toBe(400);
      expect(refusalOf(res).errors?.[0]).toMatchObject({ field: 'password', rule: 'password', message: '登录密码须为6-20位，且同时包含字母和数字' });
    }
    expect(okOf(await hasPassword(me.token))).toEqual({ hasPassword: false });
  });

  it('sets it once; a second set is refused', async () => {
    const me = await newUser(t.ctx);
    const set = (password: string) => t.api.security.setUserLoginPassword({ body: { password, confirmPassword: password }, token: me.token });
    expect(okOf(await set('abc123'))).toEqual({ hasPassword: true });
    expect(refusalOf(await set('xyz789')).code).toBe('PASSWORD_ALREADY_SET');
    expect(okOf(await login(me.phone, 'abc123')).token).toBeTruthy();
    expect(refusalOf(await login(me.phone, 'xyz789')).code).toBe('BAD_CREDENTIALS');
  });
});

describe('modifying the login password', () => {
  it('refuses a wrong old password, a mismatch and a weak new one', async () => {
    const me = await newUserWithPassword(t.ctx);
    expect(refusalOf(await modify(me.token, 'wrong999'))).toMatchObject({ code: 'OLD_PASSWORD_WRONG', field: 'oldPassword' });
    expect(refusalOf(await modify(me.token, 'abc12345', 'new12345', 'new12346'))).toMatchObject({ code: 'NOT_EQUAL', field: 'confirmPassword' });
    expect(refusalOf(await modify(me.token, 'abc12345', 'abcdefg'))).toMatchObject({ code: 'PASSWORD_RULE', field: 'newPassword', rule: 'password' });
    expect(okOf(await login(me.phone, 'abc12345')).token).toBeTruthy();
  });

  it('changes it and ends every other session of the user, keeping this one', async () => {
    const me = await newUserWithPassword(t.ctx);
    const other = okOf(await login(me.phone, 'abc12345')).token;
    okOf(await modify(me.token, 'abc12345'));
    okOf(await hasPassword(me.token));
    expect(refusalOf(await hasPassword(other)).code).toBe('LOGIN_TIMEOUT');
    expect(refusalOf(await login(me.phone, 'abc12345')).code).toBe('BAD_CREDENTIALS');
    expect(okOf(await login(me.phone, 'new12345')).token).toBeTruthy();
  });
});

describe('the agreement', () => {
  it('refuses a login, by password or by code, without the agreement ticked (issue 32: consent each time)', async () => {
    const me = await newUserWithPassword(t.ctx);
    expect(refusalOf(await t.api.account.userLogin({ body: { phone: me.phone, password: 'abc12345', agree: false } }))).toMatchObject({ code: 'AGREEMENT_REQUIRED', field: 'agree' });
    okOf(await t.api.account.getVerificationCode({ body: { phone: me.phone, purpose: 'login' }, remoteAddress: '198.51.100.43' }));
    const byCode = { phone: me.phone, loginType: 'code' as const, code: t.lastCode(me.phone) };
    expect(refusalOf(await t.api.account.userLogin({ body: { ...byCode, agree: false } })).code).toBe('AGREEMENT_REQUIRED');
    // The refusal spent nothing: the same code then signs in with the agreement.
    expect(okOf(await t.api.account.userLogin({ body: { ...byCode, agree: true } })).token).toBeTruthy();
  });
});

describe('forgotten password', () => {
  const reset = (phone: string, code: string, newPassword: string, confirmPassword = newPassword) =>
    t.api.security.resetLoginPassword({ body: { phone, code, newPassword, confirmPassword } });

  /**
   * Issue 32: the forgotten-password steps must not tell whether a phone is registered. Each step is taken for a
   * registered phone and for an unregistered one with the same masked form (so even `sentTo` reads alike), at the same
   * clock, from addresses of their own: every answer must be identical, byte for byte. The unregistered phone gets no
   * SMS and no usable code (its rows, kept so the cool-down, hourly cap and lock apply alike, hold no code).
   */
  it('answers a phone without an account exactly as a registered one, sending it nothing', async () => {
    const known = await newUserWithPassword(t.ctx);
    const unknown = `${known.phone.slice(0, 3)}${known.phone.slice(3, 7) === '0000' ? '1111' : '0000'}${known.phone.slice(-4)}`;
    expect(await t.ctx.db.user.count({ where: { phone: unknown } })).toBe(0);
    const from = { [known.phone]: '198.51.100.41', [unknown]: '198.51.100.42' };
    const both = async <R extends { status: number; body: unknown }>(step: (phone: string) => Promise<R>): Promise<R> => {
      const [a, b] = [await step(known.phone), await step(unknown)];
      expect({ status: b.status, body: b.body }).toEqual({ status: a.status, body: a.body });
      return a;
    };
    const send = (phone: string) => t.api.account.getVerificationCode({ body: { phone, purpose: 'resetPwd' }, remoteAddress: from[phone] });
    const check = (phone: string, code: string) => t.api.account.checkVerificationCode({ body: { phone, code, purpose: 'resetPwd' } });
    const sent = await both(send);
    expect(sent.status).toBe(200);
    expect(refusalOf(await both(send)).code).toBe('CODE_COOLDOWN');
    t.clock.advance(61_000);
    expect(okOf(await both(send)).voiceOffered).toBe(true);
    // No code made for the unknown phone can be guessed: every try is wrong, and the tries lock it as they lock the known one.
    const guess = wrongCode(t.lastCode(known.phone));
    expect(refusalOf(await both((phone) => check(phone, guess))).code).toBe('CODE_WRONG');
    expect(refusalOf(await both((phone) => reset(phone, guess, 'reset123'))).code).toBe('CODE_WRONG');
    for (let i = 2; i < LIMITS.auth.codeMaxAttempts; i++) await both((phone) => check(phone, guess));
    expect(refusalOf(await both((phone) => check(phone, guess))).code).toBe('TOO_MANY_ATTEMPTS');
    expect(t.sms.outbox(`+86${unknown}`)).toEqual([]);
    expect(t.sms.outbox(`+86${known.phone}`)).toHaveLength(2);
    const rows = await t.ctx.db.verificationCode.findMany({ where: { target: `+86${unknown}` }, select: { codeHash: true } });
    expect(rows).toEqual([{ codeHash: '' }, { codeHash: '' }]);
  });

  it('refuses a wrong code and a mismatch, then resets with the SMS code and ends all sessions', async () => {
    const me = await newUserWithPassword(t.ctx);
    okOf(await t.api.account.getVerificationCode({ body: { phone: me.phone, purpose: 'resetPwd' } }));
    const code = t.lastCode(me.phone);
    expect(refusalOf(await reset(me.phone, wrongCode(code), 'reset123'))).toMatchObject({ code: 'CODE_WRONG', field: 'code' });
    expect(refusalOf(await reset(me.phone, code, 'reset123', 'reset124')).code).toBe('NOT_EQUAL');
    okOf(await reset(me.phone, code, 'reset123'));
    expect(refusalOf(await hasPassword(me.token)).code).toBe('LOGIN_TIMEOUT');
    expect(okOf(await login(me.phone, 'reset123')).token).toBeTruthy();
    // The code is spent: it cannot reset the password a second time.
    expect(refusalOf(await reset(me.phone, code, 'again123')).code).toBe('CODE_NOT_EXIST');
  });
});

/** Each test has its own account, so none depends on the throttle state another left behind. */
describe('password login throttle', () => {
  const wrongTimes = async (phone: string, n: number) => {
    for (let i = 0; i < n; i++) expect(refusalOf(await login(phone, `wrong00${i}`)).code).toBe('BAD_CREDENTIALS');
  };

  it('does not lock after 4 wrong passwords, and a success starts the count again', async () => {
    const me = await newUserWithPassword(t.ctx);
    await wrongTimes(me.phone, 4);
    okOf(await login(me.phone, 'abc12345'));
    await wrongTimes(me.phone, 4);
    okOf(await login(me.phone, 'abc12345'));
  });

  it('locks on the 5th wrong password for 15 minutes on the clock, refusing even the right password', async () => {
    const me = await newUserWithPassword(t.ctx);
    await wrongTimes(me.phone, 4);
    const fifth = await login(me.phone, 'wrong005');
    expect(fifth.status).toBe(429);
    expect(refusalOf(fifth).code).toBe('LOGIN_PASSWORD_LOCKED');
    expect(refusalOf(await login(me.phone, 'abc12345')).code).toBe('LOGIN_PASSWORD_LOCKED');
    t.clock.advance(15 * MIN - 1);
    expect(refusalOf(await login(me.phone, 'abc12345')).code).toBe('LOGIN_PASSWORD_LOCKED');
    t.clock.advance(1);
    expect(okOf(await login(me.phone, 'abc12345')).token).toBeTruthy();
  });

  it('counts wrong old passwords on the password change against the same throttle', async () => {
    const me = await newUserWithPassword(t.ctx);
    for (let i = 0; i < 4; i++) expect(refusalOf(await modify(me.token, `wrong00${i}`)).code).toBe('OLD_PASSWORD_WRONG');
    expect(refusalOf(await login(me.phone, 'wrong009')).code).toBe('LOGIN_PASSWORD_LOCKED');
    expect(refusalOf(await login(me.phone, 'abc12345')).code).toBe('LOGIN_PASSWORD_LOCKED');
    expect(refusalOf(await modify(me.token, 'abc12345')).code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('still lets the owner in by SMS code while locked, which clears the lock', async () => {
    const me = await newUserWithPassword(t.ctx);
    await wrongTimes(me.phone, 4);
    expect(refusalOf(await login(me.phone, 'wrong005')).code).toBe('LOGIN_PASSWORD_LOCKED');
    okOf(await t.api.account.getVerificationCode({ body: { phone: me.phone, purpose: 'login' } }));
    okOf(await t.api.account.userLogin({ body: { phone: me.phone, loginType: 'code', code: t.lastCode(me.phone), agree: true } }));
    expect(okOf(await login(me.phone, 'abc12345')).token).toBeTruthy();
  });
});
