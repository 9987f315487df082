import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf } from '../helpers/client';
import { newUser, type FactoryUser } from '../factories';

let t: TestApp;
let me: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  me = await newUser(t.ctx, { name: '张三' });
});
afterAll(async () => {
  await t.close();
});

const basic = (taxNumber: string) => t.api.card.updateMpBasicInfo({ body: { name: '张三', taxNumber }, token: me.token });

describe('tax numbers as companies really have them', () => {
  it('an 18-character unified social credit code is accepted and stored in capitals', async () => {
    expect(okOf(await basic('91440300ma5f111110')).taxNumber).toBe('91440300MA5F111110');
    expect(okOf(await t.api.card.findMyCard({ token: me.token })).taxNumber).toBe('91440300MA5F111110');
  });
  it('an older 15-digit number is accepted', async () => {
    expect(okOf(await basic('440300123456789')).taxNumber).toBe('440300123456789');
  });
  it('a wrong check character and a wrong shape are refused with messages that name the rule; nothing changes', async () => {
    expect((await basic('91440300MA5F111111')).body).toMatchObject({
      code: 'TAX_NUMBER_CHECK',
      errors: [{ field: 'taxNumber', message: '统一社会信用代码校验位错误，请核对税号' }],
    });
    expect((await basic('91440300MA5F11111')).body).toMatchObject({ code: 'TAX_NUMBER_FORMAT', errors: [{ field: 'taxNumber', rule: 'taxNumber' }] });
    expect(okOf(await t.api.card.findMyCard({ token: me.token })).taxNumber).toBe('440300123456789');
  });
});

describe('card mobiles: typed with spaces, dashes, full width, or a region code', () => {
  it('are cleaned and stored as dialled; +852 works as at login', async () => {
    const saved = okOf(await t.api.card.updateMpUserPhone({ body: { mobiles: '138 0013 8000,+852 9123-4567,＋８８６ ０９１２ ３４５ ６７８' }, token: me.token }));
    expect(saved.mobiles).toEqual(['13800138000', '+85291234567', '+886912345678']);
  });
  // The public page's tel: links are asserted in the browser journey (card-edit.e2e.ts), which serves a built client.
  it('the card view and the vCard carry the region code', async () => {
    expect(okOf(await t.api.card.findMpBasicById({ params: { phoneIdEcr: me.phoneIdEcr } })).mobiles).toContain('+85291234567');
    const vcard = await t.api.share.downloadVCard({ params: { phoneIdEcr: me.phoneIdEcr } });
    expect(String(vcard.body)).toContain('TEL;TYPE=CELL:+85291234567');
  });
  it('the same number typed two ways is a duplicate; a number too long for its region is refused by row', async () => {
    expect((await t.api.card.updateMpUserPhone({ body: { mobiles: '13800138000,+86 138-0013-8000' }, token: me.token })).body).toMatchObject({ code: 'CARD_MOBILE_DUPLICATE' });
    expect((await t.api.card.updateMpUserPhone({ body: { mobiles: '13800138000,+852 9123 45678' }, token: me.token })).body).toMatchObject({
      code: 'MOBILE_INCORRECT',
      errors: [{ field: 'mobiles.1' }],
    });
  });
});
