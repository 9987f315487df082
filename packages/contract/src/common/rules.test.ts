import { describe, expect, it } from 'vitest';
import { ZRegisterBody } from '../account/account.schemas';
import { ZUpdateNameBody } from '../card/card.schemas';
import { isEmail, isLoginPassword, isPhone, isTxPassword, isVerificationCode, zCardName, zColumnName } from './rules';
import { formatIssue } from './validation';
import { labelsFor } from '../areas';

describe('login password: 6-20 characters with letters and digits', () => {
  it.each([
    ['abc123', true],
    ['ab12c', false],
    [`${'a'.repeat(19)}1`, true],
    [`${'a'.repeat(20)}1`, false],
    ['abcdef', false],
    ['123456', false],
    ['abc_123', true],
    ['abc 123', false],
    ['密码abc123', false],
  ])('%s → %s', (pwd, ok) => expect(isLoginPassword(pwd)).toBe(ok));
});

describe('transaction password: exactly 6 digits', () => {
  it.each([
    ['123456', true],
    ['12345', false],
    ['1234567', false],
    ['12345a', false],
    ['１２３４５６', false],
  ])('%s → %s', (p, ok) => expect(isTxPassword(p)).toBe(ok));
});

describe('phone by region', () => {
  it.each([
    ['13800138000', '+86', true],
    ['1380013800', '+86', false],
    ['138001380001', '+86', false],
    ['12800138000', '+86', false],
    ['91234567', '+852', true],
    ['9123456', '+852', false],
    ['61234567', '+853', true],
    ['51234567', '+853', false],
    ['0912345678', '+886', true],
    ['912345678', '+886', true],
    ['0812345678', '+886', false],
  ] as const)('%s %s → %s', (p, r, ok) => expect(isPhone(p, r)).toBe(ok));
});

describe('verification code: 4 characters', () => {
  it.each([
    ['1234', true],
    ['123', false],
    ['12345', false],
    ['12a4', true],
    ['12 4', false],
  ])('%s → %s', (c, ok) => expect(isVerificationCode(c)).toBe(ok));
});

describe('card name 1-30, column name 1-8 (characters, not bytes)', () => {
  it('accepts 1 and 30, refuses 0 and 31', () => {
    expect(zCardName.safeParse('名').success).toBe(true);
    expect(zCardName.safeParse('名'.repeat(30)).success).toBe(true);
    expect(zCardName.safeParse('').success).toBe(false);
    expect(zCardName.safeParse('   ').success).toBe(false);
    expect(zCardName.safeParse('名'.repeat(31)).success).toBe(false);
    expect(zCardName.safeParse('😀'.repeat(30)).success).toBe(true);
  });
  it('column name accepts 8, refuses 9', () => {
    expect(zColumnName.safeParse('栏'.repeat(8)).success).toBe(true);
    expect(zColumnName.safeParse('栏'.repeat(9)).success).toBe(false);
  });
});

describe('email', () => {
  it.each([
    ['a@b.co', true],
    ['a.b+c@d-e.com', true],
    ['a@b', false],
    ['@b.com', false],
    ['a b@c.com', false],
  ])('%s → %s', (e, ok) => expect(isEmail(e)).toBe(ok));
});

describe('messages name the field and the rule, in both languages', () => {
  it('name too long', () => {
    const issue = ZUpdateNameBody.safeParse({ name: 'x'.repeat(31) }).error!.issues[0];
    expect(formatIssue(issue, 'en', '', labelsFor('card')).message).toBe('card name must be 1-30 characters');
    expect(formatIssue(issue, 'zh-CN', '', labelsFor('card')).message).toBe('名片名称须为1-30个字符');
  });
  it('missing field says required', () => {
    const issue = ZUpdateNameBody.safeParse({}).error!.issues[0];
    expect(formatIssue(issue, 'en')).toMatchObject({ field: 'name', rule: 'required', message: 'name is required' });
  });
  it('register: bad phone and weak password are both named', () => {
    const res = ZRegisterBody.safeParse({ phone: '123', code: '1234', password: 'abcdef', agree: 'true' });
    const fields = res.error!.issues.map((i) => formatIssue(i, 'en'));
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'phone', message: 'mobile number is incorrect' }),
        expect.objectContaining({ field: 'password', message: 'password must be 6-20 characters with both letters and digits' }),
      ]),
    );
  });
  it('form booleans: "true"/"false" coerce, junk is a boolean-rule error', () => {
    expect(ZRegisterBody.safeParse({ phone: '13800138000', code: '1234', password: 'abc123', agree: 'false' }).data?.agree).toBe(false);
    const bad = ZRegisterBody.safeParse({ phone: '13800138000', code: '1234', password: 'abc123', agree: 'maybe' });
    expect(formatIssue(bad.error!.issues[0], 'en', '', labelsFor('account')).message).toBe('user service agreement must be true or false');
  });
});
