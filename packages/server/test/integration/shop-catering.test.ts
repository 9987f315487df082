import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newCaseImage, newProduct, newShop, newShopComment, newShopOrder, newUser, type FactoryUser } from '../factories';

/**
 * Catering through the typed client on a real database: catering details only on a catering shop, packages
 * saved with the owner's own pictures and shown to visitors only when visible, buyers' comments on received orders
 * (once, even when submitted twice at the same moment), the commented score with its distribution, and the owner's
 * single reply. Someone else's ids answer NOT_FOUND and change nothing.
 */
let t: TestApp;
let owner: FactoryUser;
let shop: Awaited<ReturnType<typeof newShop>>;
beforeAll(async () => {
  t = await makeTestApp();
  owner = await newUser(t.ctx, { vip: 'active', name: '老王' });
  shop = await newShop(t.ctx, owner, { kind: 'catering', name: '老王面馆' });
});
afterAll(async () => {
  await t.close();
});

const info = { phone: '010-12345678', address: '北京市朝阳区建国路 1 号', openHours: '10:00-22:00', perCapitaFen: 4_500 };

describe('catering info', () => {
  it('the owner of a catering shop saves it; visitors read it by card or shop id', async () => {
    const saved = okOf(await t.api.shop.saveCateringInfo({ body: info, token: owner.token }));
    expect(saved).toMatchObject({ ...info, shopId: shop.id, kind: 'catering', name: '老王面馆', score: { avg: 0, count: 0 } });
    const byCard = okOf(await t.api.shop.getCateringShopInfo({ body: { phoneIdEcr: saved.phoneIdEcr } }));
    expect(byCard).toMatchObject(info);
    expect(okOf(await t.api.shop.getCateringShopInfo({ body: { shopId: shop.id } })).address).toBe(info.address);
    expect(okOf(await t.api.shop.getCateringShopInfo({ body: { phoneIdEcr: '0' }, token: owner.token })).shopId).toBe(shop.id);
  });

  it('refusals: a retail shop, no shop, a bad phone, per-capita over the cap, module locked', async () => {
    const retail = await newUser(t.ctx, { vip: 'active' });
    await newShop(t.ctx, retail);
    expect(refusalOf(await t.api.shop.saveCateringInfo({ body: info, token: retail.token })).code).toBe('CATERING_NOT_CATERING_SHOP');
    const none = await newUser(t.ctx, { vip: 'active' });
    expect(refusalOf(await t.api.shop.saveCateringInfo({ body: info, token: none.token })).code).toBe('CATERING_NO_SHOP');
    expect(refusalOf(await t.api.shop.saveCateringInfo({ body: { ...info, phone: '12345' }, token: owner.token }))).toMatchObject({ code: 'MOBILE_INCORRECT', field: 'phone' });
    expect(refusalOf(await t.api.shop.saveCateringInfo({ body: { ...info, perCapitaFen: LIMITS.shop.cateringPerCapitaMaxFen + 1 }, token: owner.token })).field).toBe('perCapitaFen');
    const plain = await newUser(t.ctx);
    await newShop(t.ctx, plain, { kind: 'catering' });
    expect(refusalOf(await t.api.shop.saveCateringInfo({ body: info, token: plain.token })).code).not.toBe('NOT_FOUND');
    expect(okOf(await t.api.shop.getCateringShopInfo({ body: { shopId: shop.id } })).phone).toBe(info.phone);
  });
});

describe('packages', () => {
  it('saved with own pictures, edited, listed for the owner; visitors see only visible ones', async () => {
    const pic = await newCaseImage(t.ctx, owner);
    const body = { name: '双人套餐', contents: '牛肉面\n凉菜\n饮料', imageUrls: pic, priceFen: 9_900, stock: 20, onShelf: true };
    const added = okOf(await t.api.shop.saveCateringPackage({ body, token: owner.token }));
    expect(added).toMatchObject({ kind: 'package', productName: '双人套餐', contents: '牛肉面\n凉菜\n饮料', imageUrls: [pic], coverUrl: pic, priceFen: 9_900 });
    const hidden = okOf(await t.api.shop.saveCateringPackage({ body: { ...body, name: '下架套餐', onShelf: false }, token: owner.token }));
    const gone = okOf(await t.api.shop.saveCateringPackage({ body: { ...body, name: '删除套餐' }, token: owner.token }));
    okOf(await t.api.shop.delCateringPackage({ body: { proId: gone.proId }, token: owner.token }));
    await newProduct(t.ctx, shop, { name: '普通商品' }); // goods are not packages
    const edited = okOf(await t.api.shop.saveCateringPackage({ body: { ...body, proId: added.proId, priceFen: 8_800 }, token: owner.token }));
    expect(edited.priceFen).toBe(8_800);
    const mine = okOf(await t.api.shop.findMyCateringPackages({ body: {}, token: owner.token }));
    expect(mine.items.map((p) => p.productName).sort()).toEqual(['下架套餐', '双人套餐']);
    const seen = okOf(await t.api.shop.findCateringPackages({ body: { shopId: shop.id } }));
    expect(seen.items.map((p) => p.proId)).toEqual([added.proId]);
    expect(okOf(await t.api.shop.getMyCateringPackage({ body: { proId: hidden.proId }, token: owner.token })).onShelf).toBe(false);
  });

  it("count toward the shop's product cap with its goods: one past it is refused and nothing is added", async () => {
    const full = await newUser(t.ctx, { vip: 'active' });
    const fullShop = await newShop(t.ctx, full, { kind: 'catering' });
    const at = t.ctx.clock.now();
    await t.ctx.db.product.createMany({
      data: Array.from({ length: LIMITS.shop.productsPerShopMax }, (_, i) => ({
        id: `cap-${fullShop.id}-${i}`,
        shopId: fullShop.id,
        userId: full.id,
        name: `商品${i}`,
        coverUrl: '/files/x.jpg',
        priceFen: 100,
        createdAt: at,
        updatedAt: at,
      })),
    });
    const pic = await newCaseImage(t.ctx, full);
    const body = { name: '满额套餐', contents: '面', imageUrls: pic, priceFen: 100, stock: 1, onShelf: true };
    expect(refusalOf(await t.api.shop.saveCateringPackage({ body, token: full.token }))).toMatchObject({ code: 'SHOP_PRODUCTS_FULL' });
    expect(await t.ctx.db.product.count({ where: { shopId: fullShop.id } })).toBe(LIMITS.shop.productsPerShopMax);
    await t.ctx.db.product.update({ where: { id: `cap-${fullShop.id}-0` }, data: { deletedAt: at } });
    okOf(await t.api.shop.saveCateringPackage({ body, token: full.token }));
  });

  it("someone else's package or picture is NOT_FOUND and changes nothing; a closed shop shows none", async () => {
    const pic = await newCaseImage(t.ctx, owner);
    const mine = okOf(await t.api.shop.saveCateringPackage({ body: { name: '单人餐', imageUrls: pic, priceFen: 3_000, stock: 1 }, token: owner.token }));
    const other = await newUser(t.ctx, { vip: 'active' });
    const otherShop = await newShop(t.ctx, other, { kind: 'catering' });
    expect(refusalOf(await t.api.shop.delCateringPackage({ body: { proId: mine.proId }, token: other.token }))).toMatchObject({ code: 'NOT_FOUND', field: 'proId' });
    expect(refusalOf(await t.api.shop.saveCateringPackage({ body: { proId: mine.proId, name: '改', imageUrls: pic, priceFen: 1, stock: 1 }, token: other.token }))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'proId',
    });
    expect(refusalOf(await t.api.shop.saveCateringPackage({ body: { name: '偷图', imageUrls: pic, priceFen: 1, stock: 1 }, token: other.token })).field).toBe('imageUrls');
    expect(okOf(await t.api.shop.getMyCateringPackage({ body: { proId: mine.proId }, token: owner.token })).productName).toBe('单人餐');
    await newProduct(t.ctx, otherShop, { kind: 'package' });
    await t.ctx.db.shop.update({ where: { id: otherShop.id }, data: { closed: true } });
    expect(okOf(await t.api.shop.findCateringPackages({ body: { shopId: otherShop.id } })).total).toBe(0);
  });
});

describe('comments and the commented score', () => {
  it('the buyer of a received order comments once; two simultaneous submits make one comment, counted once', async () => {
    const s = await newShop(t.ctx, await newUser(t.ctx), { kind: 'catering' });
    const buyer = await newUser(t.ctx, { name: '食客' });
    const order = await newShopOrder(t.ctx, s, buyer);
    const body = { orderId: order.id, score: 4, content: '面很筋道' };
    const [a, b] = await Promise.all([t.api.shop.addShopComment({ body, token: buyer.token }), t.api.shop.addShopComment({ body: { ...body, score: 2 }, token: buyer.token })]);
    const answers = [a, b].map((r) => (r.body as { status: number }).status);
    expect(answers.filter((x) => x === 200)).toHaveLength(1);
    // The loser gets the catalogue answer, never a 5xx from the database's unique index.
    expect(refusalOf(answers[0] === 200 ? b : a).code).toBe('SHOP_COMMENT_EXISTS');
    expect(await t.ctx.db.shopComment.count({ where: { orderId: order.id } })).toBe(1);
    const row = (await t.ctx.db.shop.findUnique({ where: { id: s.id } }))!;
    expect(row.scoreCount).toBe(1);
    expect(refusalOf(await t.api.shop.addShopComment({ body, token: buyer.token })).code).toBe('SHOP_COMMENT_EXISTS');
    const page = okOf(await t.api.shop.findShopComments({ body: { shopId: s.id } }));
    expect(page.items[0]).toMatchObject({ content: '面很筋道', commenter: { name: '食客' }, reply: '' });
    expect(page.isOwner).toBe(false);
  });

  it("refusals: not received, refunding, someone else's order, score 0 and 6; a retail shop's order counts too", async () => {
    const retailOwner = await newUser(t.ctx);
    const retail = await newShop(t.ctx, retailOwner);
    const buyer = await newUser(t.ctx);
    const shipped = await newShopOrder(t.ctx, retail, buyer, { shipState: 'shipped', needsShipping: true });
    expect(refusalOf(await t.api.shop.addShopComment({ body: { orderId: shipped.id, score: 5 }, token: buyer.token })).code).toBe('SHOP_COMMENT_NOT_RECEIVED');
    const refunding = await newShopOrder(t.ctx, retail, buyer, { orderState: 'refunding' });
    expect(refusalOf(await t.api.shop.addShopComment({ body: { orderId: refunding.id, score: 5 }, token: buyer.token })).code).toBe('SHOP_COMMENT_NOT_RECEIVED');
    const received = await newShopOrder(t.ctx, retail, buyer);
    const stranger = await newUser(t.ctx);
    expect(refusalOf(await t.api.shop.addShopComment({ body: { orderId: received.id, score: 5 }, token: stranger.token }))).toMatchObject({ code: 'NOT_FOUND', field: 'orderId' });
    expect(refusalOf(await t.api.shop.addShopComment({ body: { orderId: received.id, score: 0 }, token: buyer.token })).field).toBe('score');
    expect(refusalOf(await t.api.shop.addShopComment({ body: { orderId: received.id, score: 6 }, token: buyer.token })).field).toBe('score');
    expect(await t.ctx.db.shopComment.count({ where: { shopId: retail.id } })).toBe(0);
    okOf(await t.api.shop.addShopComment({ body: { orderId: received.id, score: 5 }, token: buyer.token }));
    expect(okOf(await t.api.shop.getCommentedScore({ body: { shopId: retail.id } }))).toMatchObject({ avg: 5, count: 1 });
  });

  it('average to 1 decimal and the distribution 1..5', async () => {
    const s = await newShop(t.ctx, await newUser(t.ctx), { kind: 'catering' });
    for (const score of [5, 4, 4]) await newShopComment(t.ctx, s, await newUser(t.ctx), score);
    const got = okOf(await t.api.shop.getCommentedScore({ body: { shopId: s.id } }));
    expect(got).toMatchObject({ avg: 4.3, count: 3 });
    expect(got.distribution.map((d) => d.count)).toEqual([0, 0, 0, 2, 1]);
    expect(okOf(await t.api.shop.getCateringShopInfo({ body: { shopId: s.id } })).score).toEqual({ avg: 4.3, count: 3 });
  });

  it('the owner replies once; nobody else may', async () => {
    const o = await newUser(t.ctx, { vip: 'active' });
    const s = await newShop(t.ctx, o, { kind: 'catering' });
    const c = await newShopComment(t.ctx, s, await newUser(t.ctx), 3, '一般');
    const other = await newUser(t.ctx, { vip: 'active' });
    expect(refusalOf(await t.api.shop.replyShopComment({ body: { commentId: c.id, reply: '偷偷回复' }, token: other.token }))).toMatchObject({ code: 'NOT_FOUND', field: 'commentId' });
    expect(okOf(await t.api.shop.findShopComments({ body: { shopId: s.id }, token: o.token })).isOwner).toBe(true);
    expect(okOf(await t.api.shop.replyShopComment({ body: { commentId: c.id, reply: '感谢建议' }, token: o.token })).reply).toBe('感谢建议');
    expect(refusalOf(await t.api.shop.replyShopComment({ body: { commentId: c.id, reply: '再回复' }, token: o.token })).code).toBe('SHOP_COMMENT_REPLIED');
    expect((await t.ctx.db.shopComment.findUnique({ where: { id: c.id } }))!.reply).toBe('感谢建议');
  });
});
