import { describe, expect, it } from 'vitest';
import { ZUpdateBasicInfoBody } from '../card/card.schemas';
import { labelsFor } from '../areas';
import { codeOfRule, formatIssue } from './validation';
import { judgeTaxNumber, usccCheckChar } from './tax-number';

const VALID = '91350100M000100Y43'; // the example printed with GB 32100-2015 explanations
const SHENZHEN = '91440300MA5F111110'; // "91440300MA5F…" with the check character computed by the standard's rule

const parse = (taxNumber: string) => ZUpdateBasicInfoBody.safeParse({ name: '张三', taxNumber });
const refusal = (taxNumber: string, lang: 'zh-CN' | 'en' = 'zh-CN') => {
  const r = parse(taxNumber);
  if (r.success) throw new Error(`accepted ${taxNumber}`);
  const f = formatIssue(r.error.issues[0]!, lang, '', labelsFor('card'));
  return { ...f, code: codeOfRule(f.rule) };
};

describe('unified social credit code (GB 32100-2015)', () => {
  it('computes the check character of a published example', () => expect(usccCheckChar(VALID.slice(0, 17))).toBe('3'));
  it.each([VALID, SHENZHEN, '91110000600037341L'])('accepts %s', (code) => {
    expect(judgeTaxNumber(code)).toBe('ok');
    expect(parse(code)).toMatchObject({ success: true, data: { taxNumber: code } });
  });
  it('cleans what people type: lowercase, spaces, full width', () => {
    expect(parse('91350100m000100y43')).toMatchObject({ success: true, data: { taxNumber: VALID } });
    expect(parse(' 9135 0100 M000 100Y 43 ')).toMatchObject({ success: true, data: { taxNumber: VALID } });
    expect(parse('９１３５０１００Ｍ０００１００Ｙ４３')).toMatchObject({ success: true, data: { taxNumber: VALID } });
  });
  it('a wrong check character is refused as such, naming the rule', () => {
    const r = refusal('91350100M000100Y44');
    expect(r).toMatchObject({ field: 'taxNumber', rule: 'usccCheck', code: 'TAX_NUMBER_CHECK' });
    expect(r.message).toBe('统一社会信用代码校验位错误，请核对税号');
    expect(refusal('91350100M000100Y44', 'en').message).toContain('check character');
  });
  it.each([
    ['17 characters', '91350100M000100Y4'],
    ['19 characters', '91350100M000100Y431'],
    ['I (excluded by the standard)', '91350100I000100Y43'],
    ['O (excluded)', '91350100O000100Y43'],
    ['S (excluded)', '91350100S000100Y43'],
    ['V (excluded)', '91350100V000100Y43'],
    ['Z (excluded)', '91350100Z000100Y43'],
    ['punctuation', '91350100M000100Y4#'],
  ])('refuses %s as a format error', (_, code) => {
    expect(refusal(code)).toMatchObject({ field: 'taxNumber', rule: 'taxNumber', code: 'TAX_NUMBER_FORMAT' });
    expect(refusal(code).message).toBe('税号格式不正确：请填写18位统一社会信用代码，或15、17、18、20位数字税号');
  });
});

describe('older all-digit tax numbers: 15, 17, 18 or 20 digits', () => {
  it.each([15, 17, 18, 20])('accepts %i digits', (n) => expect(parse('4'.repeat(n)).success).toBe(true));
  it.each([14, 16, 19])('refuses %i digits', (n) => expect(refusal('4'.repeat(n)).rule).toBe('taxNumber'));
  it('21 digits is past the field length', () => expect(refusal('4'.repeat(21)).rule).toBe('maxLength'));
  it('empty stays allowed (the field is optional)', () => expect(parse('')).toMatchObject({ success: true, data: { taxNumber: '' } }));
});
