import { describe, expect, it } from 'vitest';
import { LIMITS, ZAddColumnBody, ZAddHonourBody, ZMapPointBody, ZSortColumnsBody, ZUpdateBasicInfoBody, ZUpdateMobilesBody, ZUpdateSocialBody, formatIssue, labelsFor } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { assertMobilesUnique, completionOf, COMPLETION_WEIGHTS, imageKindOf, needsExchangeCheck, phoneShownTo, type CompletionInput } from './card.rules';
import { newVisitsOf, visitMemoryKey } from './card-visits.rules';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof DomainError ? { code: e.code, field: e.details?.field } : e;
  }
  return 'no error';
};
const basic = { name: '张三', company: '', department: '', position: '', taxNumber: '', landline: '', fax: '', email: '' };
const firstIssue = (res: { success: boolean; error?: { issues: import('zod').ZodIssue[] } }) => formatIssue(res.error!.issues[0], 'zh-CN', '', labelsFor('card'));

describe('basic info: name 1-30, tax number (unified social credit code or the older digits), email format', () => {
  it('name: 30 characters pass, 31 are refused with the length rule', () => {
    expect(ZUpdateBasicInfoBody.safeParse({ ...basic, name: '名'.repeat(30) }).success).toBe(true);
    const res = ZUpdateBasicInfoBody.safeParse({ ...basic, name: '名'.repeat(31) });
    expect(firstIssue(res)).toMatchObject({ field: 'name', rule: 'length', message: '名片名称须为1-30个字符' });
    expect(ZUpdateBasicInfoBody.safeParse({ ...basic, name: '' }).success).toBe(false);
  });
  it('tax number: a 20-digit number at the limit and a credit code pass; letters in a digit number, a wrong check character and one past the limit are refused', () => {
    // The rule itself (every length, the GB 32100-2015 check character) is tested in the contract: tax-number.test.ts.
    expect(ZUpdateBasicInfoBody.safeParse({ ...basic, taxNumber: '91110108'.padEnd(LIMITS.card.taxNumberMax, '0') }).success).toBe(true);
    expect(ZUpdateBasicInfoBody.safeParse({ ...basic, taxNumber: '91440300MA5F111110' }).success).toBe(true);
    expect(firstIssue(ZUpdateBasicInfoBody.safeParse({ ...basic, taxNumber: '9111A0108' }))).toMatchObject({ field: 'taxNumber', rule: 'taxNumber' });
    expect(firstIssue(ZUpdateBasicInfoBody.safeParse({ ...basic, taxNumber: '91440300MA5F111111' }))).toMatchObject({ field: 'taxNumber', rule: 'usccCheck' });
    expect(firstIssue(ZUpdateBasicInfoBody.safeParse({ ...basic, taxNumber: '1'.repeat(LIMITS.card.taxNumberMax + 1) }))).toMatchObject({ rule: 'maxLength' });
  });
  it('email: a real address passes, a broken one gets the email rule; empty is allowed', () => {
    expect(ZUpdateBasicInfoBody.safeParse({ ...basic, email: 'li.si@example.com' }).success).toBe(true);
    expect(ZUpdateBasicInfoBody.safeParse({ ...basic, email: '' }).success).toBe(true);
    expect(firstIssue(ZUpdateBasicInfoBody.safeParse({ ...basic, email: 'li.si@example' }))).toMatchObject({ field: 'email', rule: 'email', message: '邮箱格式不正确' });
  });
  it('company at its limit passes, one more is refused', () => {
    expect(ZUpdateBasicInfoBody.safeParse({ ...basic, company: '公'.repeat(LIMITS.card.companyMax) }).success).toBe(true);
    expect(ZUpdateBasicInfoBody.safeParse({ ...basic, company: '公'.repeat(LIMITS.card.companyMax + 1) }).success).toBe(false);
  });
});

describe('QQ: 5-12 digits or empty', () => {
  it.each([
    ['', true],
    ['12345', true],
    ['1234', false],
    ['123456789012', true],
    ['1234567890123', false],
    ['12a45', false],
  ])('%s → %s', (qq, ok) => {
    expect(ZUpdateSocialBody.safeParse({ qq }).success).toBe(ok);
  });
});

describe('mobiles: phone rule each, at most mobilesMax, no duplicates', () => {
  const phones = (n: number) => Array.from({ length: n }, (_, i) => `1390000000${i}`);
  it(`${LIMITS.card.mobilesMax} pass, one more is refused with the list-size rule`, () => {
    expect(ZUpdateMobilesBody.safeParse({ mobiles: phones(LIMITS.card.mobilesMax).join(',') }).success).toBe(true);
    expect(firstIssue(ZUpdateMobilesBody.safeParse({ mobiles: phones(LIMITS.card.mobilesMax + 1).join(',') }))).toMatchObject({ field: 'mobiles', rule: 'listSize' });
  });
  it('a bad number is named by its position', () => {
    expect(firstIssue(ZUpdateMobilesBody.safeParse({ mobiles: '13900000000,1234' }))).toMatchObject({ field: 'mobiles.1', rule: 'phone', message: '手机号码不正确' });
  });
  it('an empty list is allowed (the card then shows the account phone)', () => {
    expect(ZUpdateMobilesBody.parse({ mobiles: '' }).mobiles).toEqual([]);
  });
  it('the second occurrence of a number is refused', () => {
    expect(() => assertMobilesUnique(['13900000000', '13900000001'])).not.toThrow();
    expect(codeOf(() => assertMobilesUnique(['13900000000', '13900000001', '13900000000']))).toEqual({ code: 'CARD_MOBILE_DUPLICATE', field: 'mobiles.2' });
  });
});

describe('custom columns: name 1-8, content up to the limit, sort list up to columnsMax', () => {
  it('name of 8 passes, 9 is refused', () => {
    expect(ZAddColumnBody.safeParse({ name: '栏'.repeat(8) }).success).toBe(true);
    expect(firstIssue(ZAddColumnBody.safeParse({ name: '栏'.repeat(9) }))).toMatchObject({ field: 'name', rule: 'length' });
    expect(ZAddColumnBody.safeParse({ name: '' }).success).toBe(false);
  });
  it('content at the limit passes, one more is refused', () => {
    expect(ZAddColumnBody.safeParse({ name: 'a', content: 'x'.repeat(LIMITS.card.columnContentMax) }).success).toBe(true);
    expect(ZAddColumnBody.safeParse({ name: 'a', content: 'x'.repeat(LIMITS.card.columnContentMax + 1) }).success).toBe(false);
  });
  it('a sort list longer than columnsMax is refused', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `column${String(i).padStart(4, '0')}`).join(',');
    expect(ZSortColumnsBody.safeParse({ ids: ids(LIMITS.card.columnsMax) }).success).toBe(true);
    expect(ZSortColumnsBody.safeParse({ ids: ids(LIMITS.card.columnsMax + 1) }).success).toBe(false);
  });
});

describe('honours: title required, award month YYYY-MM or empty', () => {
  it.each([
    ['', true],
    ['2025-12', true],
    ['2025-13', false],
    ['2025-1', false],
    ['1899-12', false],
    ['abcd-ef', false],
  ])('awardedOn %s → %s', (awardedOn, ok) => {
    expect(ZAddHonourBody.safeParse({ title: '最佳', awardedOn }).success).toBe(ok);
  });
  it('title of honourTitleMax passes, one more is refused', () => {
    expect(ZAddHonourBody.safeParse({ title: '荣'.repeat(LIMITS.card.honourTitleMax) }).success).toBe(true);
    expect(ZAddHonourBody.safeParse({ title: '荣'.repeat(LIMITS.card.honourTitleMax + 1) }).success).toBe(false);
  });
});

describe('map point: latitude -90..90, longitude -180..180', () => {
  const point = { name: '总部', address: '中关村大街1号', province: '北京市', city: '北京市' };
  it.each([
    ['90', '180', true],
    ['-90', '-180', true],
    ['90.0001', '0', false],
    ['-90.0001', '0', false],
    ['0', '180.0001', false],
    ['0', '-180.0001', false],
    ['abc', '0', false],
  ])('lat %s lng %s → %s', (lat, lng, ok) => {
    expect(ZMapPointBody.safeParse({ ...point, lat, lng }).success).toBe(ok);
  });
  it('names the range in the message', () => {
    expect(firstIssue(ZMapPointBody.safeParse({ ...point, lat: '91', lng: '0' }))).toMatchObject({ field: 'lat', message: '纬度须在-90-90之间' });
  });
});

describe('completion percent', () => {
  const empty: CompletionInput = {
    name: '',
    company: '',
    position: '',
    department: '',
    email: '',
    landline: '',
    qq: '',
    wechatQrUrl: '',
    signature: '',
    title: '',
    productService: '',
    columns: 0,
    honours: 0,
    navPointId: null,
  };
  const full: CompletionInput = {
    name: '张三',
    company: '星辰',
    position: '总监',
    department: '市场部',
    email: 'a@b.co',
    landline: '010-88886666',
    qq: '10001',
    wechatQrUrl: '/files/q.png',
    signature: '你好',
    title: '顾问',
    productService: '名片',
    columns: 1,
    honours: 2,
    navPointId: 'p1',
  };
  it('weights add up to 100', () => {
    expect(Object.values(COMPLETION_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
  });
  it('an empty card is 0% with every field missing; a full one is 100% with none', () => {
    expect(completionOf(empty)).toEqual({ percent: 0, missing: expect.arrayContaining(['name', 'navPoint']) });
    expect(completionOf(empty).missing).toHaveLength(14);
    expect(completionOf(full)).toEqual({ percent: 100, missing: [] });
  });
  it('a name only gives its weight; blank text does not count', () => {
    expect(completionOf({ ...empty, name: '张三', signature: '   ' })).toMatchObject({ percent: 10 });
    expect(completionOf({ ...full, columns: 0, wechatQrUrl: '' })).toEqual({ percent: 85, missing: ['wechatQr', 'columns'] });
  });
});

describe('image type by magic bytes', () => {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  it.each([
    [png, 'png'],
    [Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'jpg'],
    [Buffer.from('GIF89a...'), 'gif'],
    [Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 2, 3, 4]), Buffer.from('WEBPVP8 ')]), 'webp'],
  ])('%#: recognised', (bytes, ext) => expect(imageKindOf(bytes).ext).toBe(ext));
  it('text named .png, and empty files, are type errors', () => {
    expect(codeOf(() => imageKindOf(Buffer.from('hello, not an image')))).toMatchObject({ code: 'UPLOAD_TYPE_ERROR' });
    expect(codeOf(() => imageKindOf(Buffer.alloc(0)))).toMatchObject({ code: 'UPLOAD_TYPE_ERROR' });
  });
  it('exactly the size limit passes, one byte more is too large', () => {
    const at = Buffer.alloc(LIMITS.upload.imageMaxBytes);
    png.copy(at);
    expect(imageKindOf(at).ext).toBe('png');
    const over = Buffer.alloc(LIMITS.upload.imageMaxBytes + 1);
    png.copy(over);
    expect(codeOf(() => imageKindOf(over))).toMatchObject({ code: 'UPLOAD_TOO_LARGE' });
  });
});

describe('a batch of visits to write', () => {
  const at = (min: number) => new Date(Date.UTC(2026, 10, 23, 12, 0) + min * 60_000);
  const v = (id: string, visitorKey: string, min: number, ownerId = 'o1') => ({ id, ownerId, visitorId: null, visitorKey, createdAt: at(min) });
  const W = LIMITS.card.visitDedupMinutes;
  it('keeps one row per visitor and card in the window, in time order', () => {
    const rows = newVisitsOf([v('a', 'k1', 0), v('b', 'k1', 1), v('c', 'k2', 1), v('d', 'k1', 0, 'o2')]);
    expect(rows.map((r) => r.id)).toEqual(['a', 'd', 'c']);
    expect(newVisitsOf([v('b', 'k1', 1), v('a', 'k1', 0)]).map((r) => r.id)).toEqual(['a']);
  });
  it('counts a second visit of the batch once the window has passed since the first', () => {
    expect(newVisitsOf([v('a', 'k1', 0), v('b', 'k1', W)]).map((r) => r.id)).toEqual(['a']);
    expect(newVisitsOf([v('a', 'k1', 0), v('b', 'k1', W + 0.001)]).map((r) => r.id)).toEqual(['a', 'b']);
    // The window runs from the last counted visit: a third just inside the second's window is not counted.
    expect(newVisitsOf([v('a', 'k1', 0), v('b', 'k1', W + 0.001), v('c', 'k1', 2 * W)]).map((r) => r.id)).toEqual(['a', 'b']);
  });
  it('keys a visitor of a card in memory by two 32-bit numbers, apart per card and per visitor', () => {
    const k = visitMemoryKey('o1', 'k1');
    expect(k.every((n) => Number.isInteger(n) && n >= 0 && n < 2 ** 32)).toBe(true);
    expect(visitMemoryKey('o1', 'k1')).toEqual(k);
    const keys = [k, visitMemoryKey('o2', 'k1'), visitMemoryKey('o1', 'k2'), visitMemoryKey('o1|k', '1')];
    expect(new Set(keys.map((x) => x.join(':'))).size).toBe(4);
  });
});

describe('a hidden phone and contacts who exchanged cards (issue 31)', () => {
  it('a phone not hidden is shown to everyone', () => {
    expect(phoneShownTo({ hidePhone: false, showPhoneToExchanged: false }, false)).toBe(true);
  });
  it('a hidden phone is shown to an exchanged contact only while the owner lets them see it', () => {
    expect(phoneShownTo({ hidePhone: true, showPhoneToExchanged: true }, true)).toBe(true);
    expect(phoneShownTo({ hidePhone: true, showPhoneToExchanged: true }, false)).toBe(false);
    expect(phoneShownTo({ hidePhone: true, showPhoneToExchanged: false }, true)).toBe(false);
  });
  it('asks whether the viewer exchanged cards only when the answer can change what they see', () => {
    const owner = { id: 'o', hidePhone: true, showPhoneToExchanged: true };
    expect(needsExchangeCheck(owner, 'v')).toBe(true);
    expect(needsExchangeCheck(owner, null)).toBe(false);
    expect(needsExchangeCheck(owner, 'o')).toBe(false);
    expect(needsExchangeCheck({ ...owner, hidePhone: false }, 'v')).toBe(false);
    expect(needsExchangeCheck({ ...owner, showPhoneToExchanged: false }, 'v')).toBe(false);
  });
});
