import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { visitRows } from '../helpers/visits';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('register → login → home → edit name → public card → logout', () => {
  const phone = '13912345678';
  let token = '';
  let phoneIdEcr = '';

  it('refuses registration until the agreement is accepted', async () => {
    await t.post('/acc/0/getVerificationCode.xhtml', { phone, purpose: 'register' });
    const res = await t.post('/register/createUser.xhtml', { phone, code: t.lastCode(phone), password: 'abc12345', agree: 'false' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 1010008, code: 'AGREEMENT_REQUIRED', msg: '请先同意用户服务协议' });
  });

  it('registers with the SMS code and returns an opaque phoneIdEcr', async () => {
    const res = await t.post('/register/createUser.xhtml', { phone, code: t.lastCode(phone), password: 'abc12345', agree: 'true' });
    const body = res.json();
    expect(body.status).toBe(200);
    phoneIdEcr = body.resultSets.phoneIdEcr;
    expect(phoneIdEcr).not.toContain(phone);
    expect(phoneIdEcr).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('refuses a second registration of the same phone with the catalogue message, in English when asked', async () => {
    t.clock.advance(61_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/acc/0/getVerificationCode.xhtml',
      payload: `phone=${phone}&purpose=register`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: { lang: 'en' },
    });
    expect(res.json()).toMatchObject({ code: 'PHONE_REGISTERED', msg: 'This phone number is already registered' });
  });

  it('logs in with the password; a wrong password gets the catalogue message', async () => {
    const bad = await t.post('/acc/userLogin.xhtml', { phone, password: 'wrong1234', agree: 'true' });
    expect(bad.json().code).toBe('BAD_CREDENTIALS');
    const res = await t.post('/acc/userLogin.xhtml', { phone, password: 'abc12345', agree: 'true' });
    expect(res.json().status).toBe(200);
    token = res.json().resultSets.token;
    expect(res.cookies.find((c) => c.name === 'token')?.httpOnly).toBe(true);
  });

  it('stores the session token hashed, never in clear', async () => {
    const rows = await t.ctx.db.session.findMany({ select: { tokenHash: true } });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('shows the management centre: name, VIP state and modules with ids and the advanced flag', async () => {
    const info = (await t.post('/acc/in2userMainUserInfo.xhtml', {}, token)).json();
    expect(info.resultSets).toMatchObject({ phoneIdEcr, name: '139****5678', vip: { state: 'none' } });
    const modules = (await t.post('/acc/in2userMainModules.xhtml', {}, token)).json().resultSets;
    expect(modules.map((m: { id: number }) => m.id)).toEqual([3, 4, 5, 6, 36, 45, 46, 48, 49, 52, 54, 55, 61, 62]);
    expect(modules.find((m: { id: number }) => m.id === 3)).toMatchObject({ isAdvanced: true, locked: true, name: 'V店' });
    expect(modules.find((m: { id: number }) => m.id === 4)).toMatchObject({ isAdvanced: false, locked: false });
  });

  it('edits the card name within 1-30 characters and refuses 31', async () => {
    const tooLong = await t.post('/acc/updateMpUserName.xhtml', { name: '名'.repeat(31) }, token);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0]).toMatchObject({ field: 'name', rule: 'length', message: '名片名称须为1-30个字符' });
    const res = await t.post('/acc/updateMpUserName.xhtml', { name: '名'.repeat(30) }, token);
    expect(res.json().resultSets.name).toBe('名'.repeat(30));
  });

  it('shows the public card to a logged-out visitor and counts the visit', async () => {
    const res = await t.post(`/acc/${phoneIdEcr}/findMpBasicById.xhtml`);
    expect(res.json().resultSets).toMatchObject({ name: '名'.repeat(30), isOwner: false });
    expect(await visitRows(t.ctx)).toBe(1);
  });

  it('logs out: the token stops working with status 302 and the login-timeout message', async () => {
    await t.post('/acc/userLogout.xhtml', {}, token);
    const res = await t.post('/acc/in2userMainUserInfo.xhtml', {}, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 302, code: 'LOGIN_TIMEOUT' });
  });
});
