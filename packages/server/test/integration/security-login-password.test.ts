import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { makeTestApp, type TestApp } from '../helpers/app';

/** Login password: set when none, modify (other sessions end), forgotten-password reset, and the login throttle. */
let t: TestApp;
beforeAll(async () => { t = await makeTestApp(); });
afterAll(async () => { await t.close(); });

const refusal = (res: LightMyRequestResponse) => {
  const body = res.json();
  return { code: body.code as string, field: body.errors?.[0]?.field as string | undefined, rule: body.errors?.[0]?.rule as string | undefined };
};
const login = (phone: string, password: string) => t.post('/acc/userLogin.xhtml', { phone, password, agree: 'true' });

/** Registers by SMS code alone: the account has no login password yet. */
async function registerWithoutPassword(phone: string) {
  await t.post('/acc/0/getVerificationCode.xhtml', { phone, purpose: 'register' });
  const res = await t.post('/register/createUser.xhtml', { phone, code: t.lastCode(phone), agree: 'true' });
  expect(res.json().status).toBe(200);
  t.clock.advance(61_000);
  return res.json().resultSets.token as string;
}

describe('setting the first login password', () => {
  const phone = '13310000001';
  let token = '';
  beforeAll(async () => { token = await registerWithoutPassword(phone); });

  it('reports no password, and password login fails', async () => {
    expect((await t.post('/acc/hasLoginPassword.xhtml', {}, token)).json().resultSets).toEqual({ hasPassword: false });
    expect(refusal(await login(phone, 'abc12345')).code).toBe('BAD_CREDENTIALS');
  });

  it('refuses a confirmation that differs, and a password outside the rule with the field message', async () => {
    const mismatch = await t.post('/acc/setUserLoginPassword.xhtml', { password: 'abc12345', confirmPassword: 'abc12346' }, token);
    expect(refusal(mismatch)).toMatchObject({ code: 'NOT_EQUAL', field: 'confirmPassword' });
    for (const weak of ['abc12', 'abcdefgh', '12345678', 'a'.repeat(20) + '1']) {
      const res = await t.post('/acc/setUserLoginPassword.xhtml', { password: weak, confirmPassword: weak }, token);
      expect(res.statusCode, weak).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: 'password', rule: 'password', message: '登录密码须为6-20位，且同时包含字母和数字' });
    }
  });

  it('sets it once; a second set is refused', async () => {
    const res = await t.post('/acc/setUserLoginPassword.xhtml', { password: 'abc123', confirmPassword: 'abc123' }, token);
    expect(res.json().resultSets).toEqual({ hasPassword: true });
    expect(refusal(await t.post('/acc/setUserLoginPassword.xhtml', { password: 'xyz789', confirmPassword: 'xyz789' }, token)).code).toBe('PASSWORD_ALREADY_SET');
    expect((await login(phone, 'abc123')).json().status).toBe(200);
    expect((await login(phone, 'xyz789')).json().code).toBe('BAD_CREDENTIALS');
  });
});

describe('modifying the login password', () => {
  const phone = '13310000002';
  let token = '';
  let other = '';
  beforeAll(async () => {
    token = (await t.register(phone)).token;
    other = (await login(phone, 'abc12345')).json().resultSets.token;
  });

  it('refuses a wrong old password, a mismatch and a weak new one', async () => {
    expect(refusal(await t.post('/acc/modifyUserLoginPassword.xhtml', { oldPassword: 'wrong999', newPassword: 'new12345', confirmPassword: 'new12345' }, token)))
      .toMatchObject({ code: 'OLD_PASSWORD_WRONG', field: 'oldPassword' });
    expect(refusal(await t.post('/acc/modifyUserLoginPassword.xhtml', { oldPassword: 'abc12345', newPassword: 'new12345', confirmPassword: 'new12346' }, token)))
      .toMatchObject({ code: 'NOT_EQUAL', field: 'confirmPassword' });
    expect(refusal(await t.post('/acc/modifyUserLoginPassword.xhtml', { oldPassword: 'abc12345', newPassword: 'abcdefg', confirmPassword: 'abcdefg' }, token)))
      .toMatchObject({ code: 'PASSWORD_RULE', field: 'newPassword', rule: 'password' });
  });

  it('changes it and ends every other session of the user, keeping this one', async () => {
    const res = await t.post('/acc/modifyUserLoginPassword.xhtml', { oldPassword: 'abc12345', newPassword: 'new12345', confirmPassword: 'new12345' }, token);
    expect(res.json().status).toBe(200);
    expect((await t.post('/acc/hasLoginPassword.xhtml', {}, token)).json().status).toBe(200);
    expect(refusal(await t.post('/acc/hasLoginPassword.xhtml', {}, other)).code).toBe('LOGIN_TIMEOUT');
    expect((await login(phone, 'abc12345')).json().code).toBe('BAD_CREDENTIALS');
    expect((await login(phone, 'new12345')).json().status).toBe(200);
  });
});

describe('forgotten password', () => {
  const phone = '13310000003';
  let token = '';
  beforeAll(async () => { token = (await t.register(phone)).token; });

  it('sends no reset code to a phone without an account', async () => {
    expect(refusal(await t.post('/acc/0/getVerificationCode.xhtml', { phone: '13310000099', purpose: 'resetPwd' })).code).toBe('USER_NOT_EXIST');
  });

  it('refuses a wrong code and a mismatch, then resets with the SMS code and ends all sessions', async () => {
    await t.post('/acc/0/getVerificationCode.xhtml', { phone, purpose: 'resetPwd' });
    const code = t.lastCode(phone);
    const wrongCode = code === '0000' ? '1111' : '0000';
    expect(refusal(await t.post('/acc/resetLoginPassword.xhtml', { phone, code: wrongCode, newPassword: 'reset123', confirmPassword: 'reset123' })))
      .toMatchObject({ code: 'CODE_WRONG', field: 'code' });
    expect(refusal(await t.post('/acc/resetLoginPassword.xhtml', { phone, code, newPassword: 'reset123', confirmPassword: 'reset124' })).code).toBe('NOT_EQUAL');
    const res = await t.post('/acc/resetLoginPassword.xhtml', { phone, code, newPassword: 'reset123', confirmPassword: 'reset123' });
    expect(res.json().status).toBe(200);
    expect(refusal(await t.post('/acc/hasLoginPassword.xhtml', {}, token)).code).toBe('LOGIN_TIMEOUT');
    expect((await login(phone, 'reset123')).json().status).toBe(200);
    // The code is spent: it cannot reset the password a second time.
    expect(refusal(await t.post('/acc/resetLoginPassword.xhtml', { phone, code, newPassword: 'again123', confirmPassword: 'again123' })).code).toBe('CODE_NOT_EXIST');
  });
});

describe('password login throttle', () => {
  const phone = '13310000004';
  beforeAll(async () => { await t.register(phone); });

  it('does not lock after 4 wrong passwords, and a success starts the count again', async () => {
    for (let i = 0; i < 4; i++) expect(refusal(await login(phone, `wrong00${i}`)).code).toBe('BAD_CREDENTIALS');
    expect((await login(phone, 'abc12345')).json().status).toBe(200);
    for (let i = 0; i < 4; i++) expect(refusal(await login(phone, `wrong00${i}`)).code).toBe('BAD_CREDENTIALS');
    expect((await login(phone, 'abc12345')).json().status).toBe(200);
  });

  it('locks on the 5th wrong password for 15 minutes, even against the right one', async () => {
    for (let i = 0; i < 4; i++) await login(phone, `wrong00${i}`);
    const fifth = await login(phone, 'wrong005');
    expect(fifth.statusCode).toBe(429);
    expect(refusal(fifth).code).toBe('TOO_MANY_ATTEMPTS');
    expect(refusal(await login(phone, 'abc12345')).code).toBe('TOO_MANY_ATTEMPTS');
    t.clock.advance(15 * 60_000 - 1000);
    expect(refusal(await login(phone, 'abc12345')).code).toBe('TOO_MANY_ATTEMPTS');
    t.clock.advance(1000);
    expect((await login(phone, 'abc12345')).json().status).toBe(200);
  });

  it('counts wrong old passwords on the password change against the same throttle', async () => {
    const token = (await login(phone, 'abc12345')).json().resultSets.token;
    for (let i = 0; i < 4; i++) {
      expect(refusal(await t.post('/acc/modifyUserLoginPassword.xhtml', { oldPassword: `wrong00${i}`, newPassword: 'new12345', confirmPassword: 'new12345' }, token)).code)
        .toBe('OLD_PASSWORD_WRONG');
    }
    expect(refusal(await login(phone, 'wrong009')).code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('still lets the owner in by SMS code while locked, which clears the lock', async () => {
    await t.post('/acc/0/getVerificationCode.xhtml', { phone, purpose: 'login' });
    const res = await t.post('/acc/userLogin.xhtml', { phone, loginType: 'code', code: t.lastCode(phone), agree: 'true' });
    expect(res.json().status).toBe(200);
    expect((await login(phone, 'abc12345')).json().status).toBe(200);
  });
});
