import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newCaseImage, newMicroVideo, newUser, type FactoryUser } from '../factories';

/**
 * Issue 32, item 7: the server refuses what the yuan rule refuses, on the wire's fen: a fraction of a fen (a yuan
 * amount with more than two decimals, which a client rounding 1.555 would hide), a negative amount, one past the
 * range; always named by the field's own label in yuan words, and nothing written. Two representative calls: a shop
 * product (form-encoded) and a video product.
 */
let t: TestApp;
let seller: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  seller = await newUser(t.ctx, { vip: 'active', name: '卖家' });
  okOf(await t.api.shop.saveShop({ body: { name: '好物小店', kind: 'retail' }, token: seller.token }));
});
afterAll(async () => {
  await t.close();
});

const refused = (res: Parameters<typeof refusalOf>[0]) => {
  const r = refusalOf(res);
  return { field: r.field, rule: r.rule, msg: r.msg };
};

describe('shop.saveProduct: prices in yuan words', () => {
  it('refuses a fraction of a fen, a negative original price and one past the cap; takes the edges exactly', async () => {
    const pic = await newCaseImage(t.ctx, seller);
    const body = { productName: '茶', imageUrls: [pic], priceFen: 100, stock: 1 };
    const save = (b: Record<string, unknown>, lang?: string) => t.api.shop.saveProduct({ body: { ...body, ...b } as never, token: seller.token, ...(lang ? { cookies: { lang } } : {}) });
    expect(refused(await save({ priceFen: 155.5 }))).toMatchObject({ field: 'priceFen', rule: 'yuanDecimals', msg: '售价最多两位小数' });
    expect(refused(await save({ priceFen: 155.5 }, 'en'))).toMatchObject({ msg: 'price allows at most two decimals' });
    expect(refused(await save({ originalPriceFen: -500 }))).toMatchObject({ field: 'originalPriceFen', rule: 'yuanRange', msg: '原价须在0至100000元之间' });
    expect(refused(await save({ priceFen: 0 }))).toMatchObject({ field: 'priceFen', msg: '售价须在0.01至100000元之间' });
    expect(refused(await save({ priceFen: LIMITS.shop.productPriceMaxFen + 1 }))).toMatchObject({ field: 'priceFen', rule: 'yuanRange' });
    expect(refused(await save({ priceFen: 'abc' }))).toMatchObject({ field: 'priceFen', rule: 'yuan', msg: '售价须为金额，如 12.50' });
    expect(await t.ctx.db.product.count({ where: { userId: seller.id } })).toBe(0);
    expect(okOf(await save({ priceFen: 1 })).priceFen).toBe(1);
    expect(okOf(await save({ priceFen: LIMITS.shop.productPriceMaxFen, productName: '贵茶' })).priceFen).toBe(LIMITS.shop.productPriceMaxFen);
  });
});

describe('video.addVideoProduct: prices in yuan words', () => {
  it('refuses 1.555 yuan (155.5 fen) and −5 yuan, writes nothing; 1.55 yuan is taken as 155 fen', async () => {
    const video = await newMicroVideo(t.ctx, seller);
    const body = { videoId: video.id, name: '龙井茶', priceFen: 155, imageUrl: await newCaseImage(t.ctx, seller), stock: 1 };
    const add = (priceFen: number) => t.api.video.addVideoProduct({ body: { ...body, priceFen }, token: seller.token });
    expect(refused(await add(155.5))).toMatchObject({ field: 'priceFen', rule: 'yuanDecimals', msg: '商品价格最多两位小数' });
    expect(refused(await add(-500))).toMatchObject({ field: 'priceFen', rule: 'yuanRange', msg: `商品价格须在0.01至${LIMITS.video.productPriceMaxFen / 100}元之间` });
    expect(await t.ctx.db.videoProduct.count({ where: { videoId: video.id } })).toBe(0);
    expect(okOf(await add(155)).priceFen).toBe(155);
  });
});
