import { describe, expect, it } from 'vitest';
import { ZLoginBody, ZRegisterBody } from '../account/account.schemas';
import { ZUpdateMobilesBody } from '../card/card.schemas';
import { cleanPhoneText, readPhone } from './phone';

const mobiles = (csv: string) => ZUpdateMobilesBody.safeParse({ mobiles: csv });
const one = (typed: string) => {
  const r = mobiles(typed);
  return r.success ? r.data.mobiles[0] : null;
};

describe('cleaning what people type', () => {
  it.each([
    ['138 0013 8000', '13800138000'],
    ['138-0013-8000', '13800138000'],
    ['１３８００１３８０００', '13800138000'],
    ['(138) 0013.8000', '13800138000'],
    ['138\u30000013\u30008000', '13800138000'],
    ['＋８５２ ９１２３－４５６７', '+85291234567'],
  ])('%s → %s', (raw, clean) => expect(cleanPhoneText(raw)).toBe(clean));
  it.each([
    ['+86 138 0013 8000', '+86', '13800138000'],
    ['0086-13800138000', '+86', '13800138000'],
    ['+852 9123 4567', '+852', '91234567'],
    ['00853 6123 4567', '+853', '61234567'],
    ['+886 0912 345 678', '+886', '912345678'],
    ['13800138000', '+86', '13800138000'],
  ])('%s is %s %s', (raw, region, national) => expect(readPhone(raw)).toEqual({ region, national }));
});

describe("card mobiles: login's rule per region, stored as dialled", () => {
  it.each([
    ['138 0013 8000', '13800138000'],
    ['+86 13800138000', '13800138000'],
    ['0086 138-0013-8000', '13800138000'],
    ['+852 9123 4567', '+85291234567'],
    ['+853 6123 4567', '+85361234567'],
    ['+886 912 345 678', '+886912345678'],
    ['+886 0912 345 678', '+886912345678'],
    ['１３８ ００１３ ８０００', '13800138000'],
  ])('%s → %s', (typed, stored) => expect(one(typed)).toBe(stored));
  it.each([
    ['mainland 10 digits', '1380013800'],
    ['mainland 12 digits', '138001380001'],
    ['+852 7 digits', '+852 912 3456'],
    ['+852 9 digits', '+852 9123 45678'],
    ['+853 7 digits', '+853 612 3456'],
    ['+853 9 digits', '+853 6123 45678'],
    ['+886 8 digits', '+886 91234567'],
    ['+886 10 digits', '+886 9123456789'],
    ['a bare 8-digit number (no region: mainland)', '91234567'],
    ['letters', '138abc38000'],
  ])('refuses %s', (_, typed) => {
    const r = mobiles(typed);
    expect(r.success).toBe(false);
    if (!r.success) expect(r.error.issues[0]!.message).toContain('"rule":"phone"');
  });
  it('each row of the list is cleaned on its own', () => {
    expect(mobiles('138 0013 8000,+852 9123 4567')).toMatchObject({ success: true, data: { mobiles: ['13800138000', '+85291234567'] } });
  });
});

describe('login and register: the typed number cleaned, a typed region adopted', () => {
  const login = (phone: string, regionCode = '+86') => ZLoginBody.safeParse({ phone, regionCode, password: 'abc123', agree: 'true' });
  it('spaces, dashes, +86 and full width are cleaned', () => {
    for (const p of ['138 0013 8000', '138-0013-8000', '+86 138 0013 8000', '１３８００１３８０００']) {
      expect(login(p)).toMatchObject({ success: true, data: { phone: '13800138000', regionCode: '+86' } });
    }
  });
  it('a typed +852 wins over the picker', () => {
    expect(login('+852 9123 4567')).toMatchObject({ success: true, data: { phone: '91234567', regionCode: '+852' } });
  });
  it('a number of the wrong length for the region is still refused', () => {
    expect(login('9123 456', '+852').success).toBe(false);
    expect(ZRegisterBody.safeParse({ phone: '138 0013 800', regionCode: '+86', code: '1234', agree: 'true' }).success).toBe(false);
  });
});
