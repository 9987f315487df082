import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let me: { token: string; phoneIdEcr: string; phone: string };
beforeAll(async () => {
  t = await makeTestApp();
  me = await t.register('13610000001');
});
afterAll(async () => {
  await t.close();
});

const publicCard = async () => (await t.post(`/acc/${me.phoneIdEcr}/findMpBasicById.xhtml`)).json().resultSets;
const basic = {
  name: '王五',
  company: '星辰科技',
  department: '市场部',
  position: '总监',
  taxNumber: '91110000600037341L',
  landline: '010-88886666',
  fax: '010-88886667',
  email: 'wangwu@example.com',
};

describe('basic information', () => {
  it('saves every field and the public card shows them', async () => {
    const res = await t.post('/acc/updateMpBasicInfo.xhtml', basic, me.token);
    expect(res.json()).toMatchObject({ status: 200, resultSets: basic });
    expect(await publicCard()).toMatchObject(basic);
  });

  it('refuses a 31-character name, a non-numeric tax number and a broken email, naming each field; nothing is saved', async () => {
    const res = await t.post('/acc/updateMpBasicInfo.xhtml', { ...basic, name: '名'.repeat(31), taxNumber: '91A', email: 'x@y' }, me.token);
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string; rule: string }) => `${e.field}:${e.rule}`);
    expect(fields).toEqual(expect.arrayContaining(['name:length', 'taxNumber:taxNumber', 'email:email']));
    expect(await publicCard()).toMatchObject({ name: '王五', taxNumber: basic.taxNumber });
  });

  it('words field messages in English when the cookie says so', async () => {
    const res = await t.post('/acc/updateMpBasicInfo.xhtml', { ...basic, email: 'bad' }, me.token, { cookies: { lang: 'en' } });
    expect(res.json().errors[0]).toMatchObject({ field: 'email', message: 'email must be a valid email address' });
  });
});

describe('mobiles', () => {
  it('replaces the list in order; the public card lists them', async () => {
    const res = await t.post('/acc/updateMpUserPhone.xhtml', { mobiles: '13610000002,13610000003' }, me.token);
    expect(res.json().resultSets).toEqual({ mobiles: ['13610000002', '13610000003'] });
    expect((await publicCard()).mobiles).toEqual(['13610000002', '13610000003']);
  });

  it('refuses a duplicate, naming the second row, and keeps the old list', async () => {
    const res = await t.post('/acc/updateMpUserPhone.xhtml', { mobiles: '13610000004,13610000004' }, me.token);
    expect(res.json()).toMatchObject({ code: 'CARD_MOBILE_DUPLICATE', errors: [{ field: 'mobiles.1' }] });
    expect((await publicCard()).mobiles).toEqual(['13610000002', '13610000003']);
  });

  it('refuses a bad number and more than the limit', async () => {
    expect((await t.post('/acc/updateMpUserPhone.xhtml', { mobiles: '13610000002,12345' }, me.token)).json().errors[0]).toMatchObject({ field: 'mobiles.1', rule: 'phone' });
    const six = Array.from({ length: 6 }, (_, i) => `1361000001${i}`).join(',');
    expect((await t.post('/acc/updateMpUserPhone.xhtml', { mobiles: six }, me.token)).json().errors[0]).toMatchObject({ field: 'mobiles', rule: 'listSize' });
  });

  it('an empty list falls back to the account phone', async () => {
    await t.post('/acc/updateMpUserPhone.xhtml', { mobiles: '' }, me.token);
    expect((await publicCard()).mobiles).toEqual([me.phone]);
    await t.post('/acc/updateMpUserPhone.xhtml', { mobiles: '13610000002' }, me.token);
  });
});

describe('title, signature, product service, QQ and Weibo', () => {
  it('saves each and shows it on the public card', async () => {
    expect((await t.post('/acc/updateMpTitle.xhtml', { title: '数字名片顾问' }, me.token)).json().resultSets).toEqual({ title: '数字名片顾问' });
    expect((await t.post('/acc/updateMpSignature.xhtml', { signature: '用心服务' }, me.token)).json().resultSets).toEqual({ signature: '用心服务' });
    expect((await t.post('/acc/updateMpProductService.xhtml', { productService: '名片定制\n私域营销' }, me.token)).json().resultSets).toEqual({ productService: '名片定制\n私域营销' });
    expect((await t.post('/acc/updateMpSocial.xhtml', { qq: '123456', weibo: 'wangwu' }, me.token)).json().resultSets).toEqual({ qq: '123456', weibo: 'wangwu' });
    expect(await publicCard()).toMatchObject({ title: '数字名片顾问', signature: '用心服务', productService: '名片定制\n私域营销', qq: '123456', weibo: 'wangwu' });
  });

  it('refuses an over-long signature and a 4-digit QQ', async () => {
    expect((await t.post('/acc/updateMpSignature.xhtml', { signature: 'x'.repeat(101) }, me.token)).json().errors[0]).toMatchObject({ field: 'signature', rule: 'maxLength' });
    expect((await t.post('/acc/updateMpSocial.xhtml', { qq: '1234' }, me.token)).json().errors[0]).toMatchObject({ field: 'qq', rule: 'length' });
    expect((await publicCard()).qq).toBe('123456');
  });

  it('keeps user text inert: markup is stored and returned as plain text', async () => {
    await t.post('/acc/updateMpSignature.xhtml', { signature: '<img src=x onerror=alert(1)>' }, me.token);
    expect((await publicCard()).signature).toBe('<img src=x onerror=alert(1)>');
    await t.post('/acc/updateMpSignature.xhtml', { signature: '用心服务' }, me.token);
  });
});

describe('data completion', () => {
  it('counts the filled fields and lists the missing ones', async () => {
    const res = (await t.post('/acc/countMpDataCompletion.xhtml', {}, me.token)).json().resultSets;
    // name, company, position, email, productService (10 each) + department, landline, qq, signature, title (5 each)
    expect(res).toEqual({ percent: 75, missing: ['wechatQr', 'columns', 'honours', 'navPoint'] });
    await t.post('/mpbase/addMpColumn.xhtml', { name: '简介', content: '十年经验' }, me.token);
    expect((await t.post('/acc/countMpDataCompletion.xhtml', {}, me.token)).json().resultSets).toEqual({ percent: 80, missing: ['wechatQr', 'honours', 'navPoint'] });
  });

  it('a fresh card is only the name', async () => {
    const other = await t.register('13610000009');
    const res = (await t.post('/acc/countMpDataCompletion.xhtml', {}, other.token)).json().resultSets;
    expect(res.percent).toBe(10);
    expect(res.missing).not.toContain('name');
  });
});
