import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';

/**
 * A refused field answers the catalogue entry of its rule, so a client reading only the numeric status knows what
 * happened; `errors[]` still names the field, and the words follow the caller's language and the call's area.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const en = { cookies: { lang: 'en' } };

describe('field rules answer their catalogue entry', () => {
  it('a bad phone is 1010001 MOBILE_INCORRECT naming the phone, in English with lang=en', async () => {
    const res = await t.post('/acc/0/getVerificationCode.xhtml', { phone: '12345', purpose: 'register' }, undefined, en);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 1010001,
      code: 'MOBILE_INCORRECT',
      msg: 'mobile number is incorrect',
      resultSets: null,
      errors: [{ field: 'phone', rule: 'phone', message: 'mobile number is incorrect' }],
    });
    const zh = await t.post('/acc/0/getVerificationCode.xhtml', { phone: '12345', purpose: 'register' });
    expect(zh.json()).toMatchObject({ status: 1010001, code: 'MOBILE_INCORRECT', msg: '手机号码不正确', errors: [{ field: 'phone' }] });
  });

  it('a weak password is PASSWORD_RULE, a missing code CODE_MISSING, a malformed one CODE_WRONG', async () => {
    const register = (fields: Record<string, string>) => t.post('/register/createUser.xhtml', { phone: '13512340000', code: 'ab12', password: 'abc123', agree: 'true', ...fields });
    expect((await register({ password: 'abcdefg' })).json()).toMatchObject({ status: 1010009, code: 'PASSWORD_RULE', errors: [{ field: 'password' }] });
    expect((await register({ code: '' })).json()).toMatchObject({ status: 1010012, code: 'CODE_MISSING', errors: [{ field: 'code', message: '请输入验证码' }] });
    expect((await register({ code: 'ab1' })).json()).toMatchObject({ status: 1010011, code: 'CODE_WRONG', errors: [{ field: 'code' }] });
  });

  it('a rule without an entry of its own stays 1000001 SUBMIT_DATA_ERROR, and so does a junk encoding', async () => {
    const { token } = await t.register('13512340001');
    const long = await t.post('/acc/updateMpUserName.xhtml', { name: '名'.repeat(31) }, token, en);
    expect(long.json()).toMatchObject({ status: 1000001, code: 'SUBMIT_DATA_ERROR', msg: 'card name must be 1-30 characters' });
    const junk = await t.app.inject({
      method: 'POST',
      url: '/acc/updateMpUserName.xhtml',
      payload: 'name=%E0%A4%A',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: token },
    });
    expect([junk.statusCode, junk.json().status]).toEqual([400, 1000001]);
  });

  it("the same wire name reads as its area's field: a link group name is not an album name", async () => {
    const { token } = await t.register('13512340002');
    const set = await t.post('/themes/addMpLinkSet.xhtml', { name: '' }, token, en);
    expect(set.json().msg).toBe('link group name must be 1-10 characters');
    const album = await t.post('/photo/addAlbum.xhtml', { name: '' }, token, en);
    expect(album.json().msg).toBe('album name must be 1-15 characters');
  });
});
