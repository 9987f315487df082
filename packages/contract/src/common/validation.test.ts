import { describe, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import { ZLoginBody, ZRegisterBody } from '../account/account.schemas';
import { ZSearchMusicsBody, ZUpdateNameBody } from '../card/card.schemas';
import { ZCheckModifyPhoneCodeBody, ZSetTxPwdBody } from '../security/security.schemas';
import { errorCatalogue } from './error-codes';
import { codeOfRule, formatIssue, formatRule, RULE_CODES, rule, type RuleKey } from './validation';

/** The catalogue entry the server answers for a body: that of the first failing field rule. */
const codeFor = (schema: ZodTypeAny, body: unknown) => {
  const res = schema.safeParse(body);
  if (res.success) return 'accepted';
  return codeOfRule(formatIssue(res.error.issues[0], 'zh-CN').rule);
};
const okRegister = { phone: '13800138000', regionCode: '+86', code: 'ab12', password: 'abc123', agree: 'true' };

describe('a failing field rule answers its own catalogue entry', () => {
  it('phone rule → MOBILE_INCORRECT (status 1010001), also for a number of the wrong region', () => {
    expect(codeFor(ZRegisterBody, { ...okRegister, phone: '12345' })).toBe('MOBILE_INCORRECT');
    expect(codeFor(ZRegisterBody, { ...okRegister, regionCode: '+852' })).toBe('MOBILE_INCORRECT');
    expect(errorCatalogue.MOBILE_INCORRECT.status).toBe(1010001);
    expect(codeFor(ZRegisterBody, okRegister)).toBe('accepted');
  });

  it('login password rule → PASSWORD_RULE', () => {
    expect(codeFor(ZRegisterBody, { ...okRegister, password: 'abcdef' })).toBe('PASSWORD_RULE');
    expect(codeFor(ZRegisterBody, { ...okRegister, password: 'ab12' })).toBe('PASSWORD_RULE');
  });

  it('transaction password rule → TX_PWD_RULE', () => {
    const body = { txPwd: '12345', confirmTxPwd: '12345', idType: 'other', idNumber: 'AB1234' };
    expect(codeFor(ZSetTxPwdBody, body)).toBe('TX_PWD_RULE');
    expect(codeFor(ZSetTxPwdBody, { ...body, txPwd: '123456' })).toBe('accepted');
  });

  it('code missing (absent or blank) → CODE_MISSING; of the wrong form → CODE_WRONG', () => {
    expect(codeFor(ZCheckModifyPhoneCodeBody, {})).toBe('CODE_MISSING');
    expect(codeFor(ZCheckModifyPhoneCodeBody, { code: '  ' })).toBe('CODE_MISSING');
    expect(codeFor(ZCheckModifyPhoneCodeBody, { code: 'abc' })).toBe('CODE_WRONG');
    expect(codeFor(ZCheckModifyPhoneCodeBody, { code: 'abcde' })).toBe('CODE_WRONG');
    expect(codeFor(ZCheckModifyPhoneCodeBody, { code: 'ab12' })).toBe('accepted');
    expect(codeFor(ZLoginBody, { phone: '13800138000', loginType: 'code', agree: 'true' })).toBe('CODE_MISSING');
  });

  it('empty search keyword → KEYWORD_EMPTY; 30 characters pass, 31 are a length refusal', () => {
    expect(codeFor(ZSearchMusicsBody, { keyword: '   ' })).toBe('KEYWORD_EMPTY');
    expect(codeFor(ZSearchMusicsBody, {})).toBe('KEYWORD_EMPTY');
    expect(codeFor(ZSearchMusicsBody, { keyword: '歌'.repeat(30) })).toBe('accepted');
    expect(codeFor(ZSearchMusicsBody, { keyword: '歌'.repeat(31) })).toBe('SUBMIT_DATA_ERROR');
  });

  it('agreement not accepted → AGREEMENT_REQUIRED; two entries differ → NOT_EQUAL', () => {
    expect(codeOfRule('accepted')).toBe('AGREEMENT_REQUIRED');
    expect(codeOfRule('notEqual')).toBe('NOT_EQUAL');
  });

  it('every other rule, an unknown one and none at all stay SUBMIT_DATA_ERROR', () => {
    expect(codeFor(ZUpdateNameBody, { name: 'x'.repeat(31) })).toBe('SUBMIT_DATA_ERROR');
    expect(codeFor(ZUpdateNameBody, {})).toBe('SUBMIT_DATA_ERROR');
    for (const r of ['length', 'required', 'enum', 'nonsense', 'toString', '__proto__', undefined]) expect(codeOfRule(r)).toBe('SUBMIT_DATA_ERROR');
  });

  it('each mapped entry is a 400 of the catalogue', () => {
    for (const code of Object.values(RULE_CODES)) expect(errorCatalogue[code!].http).toBe(400);
  });

  it('the new rules are worded in both languages', () => {
    const say = (r: RuleKey, field: string) => [formatRule({ rule: r }, field, 'zh-CN'), formatRule({ rule: r }, field, 'en')];
    expect(say('codeMissing', 'code')).toEqual(['请输入验证码', 'verification code is missing']);
    expect(say('keyword', 'keyword')).toEqual(['搜索关键字不能为空', 'search keyword must not be empty']);
    expect(JSON.parse(rule('keyword'))).toEqual({ rule: 'keyword' });
  });
});
