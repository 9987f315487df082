import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { PLATFORM_ACCOUNTS, walletBalances } from '../../src/core/ledger';
import { closeExpiredOrders } from '../../src/domains/orders';
import { makeTestApp, type TestApp } from '../helpers/app';
import { expectBalancedLedger } from '../helpers/ledger';
import { okOf, refusalOf } from '../helpers/client';
import { fundWallet, newCaseImage, newDeliveryAddress, newMicroVideo, newUser, newVideoProduct, setTxPwd, type FactoryUser } from '../factories';

/**
 * Micro video goods through the typed client on a real database: the owner's products, the visitor's cart with
 * totals in fen, addresses, an order of the money area paid from the wallet with the ledger balanced, stock that
 * never goes below zero with simultaneous orders, and an unpaid order closing with its stock given back.
 */
let t: TestApp;
let seller: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  seller = await newUser(t.ctx, { vip: 'active', name: '卖家' });
});
afterAll(async () => {
  await t.close();
});

const acct = async (id: string) => Number((await t.ctx.db.ledgerAccount.findUnique({ where: { id } }))?.balanceFen ?? 0n);
const stockOf = async (id: string) => (await t.ctx.db.videoProduct.findUnique({ where: { id } }))!.stock;
async function buyer(fund = 100_000) {
  const u = await newUser(t.ctx);
  await fundWallet(t.ctx, u.id, fund);
  await setTxPwd(t.ctx, u.id);
  return u;
}

describe('products (the owner, module 54)', () => {
  it("adds with a picture of their own, lists, updates, deletes; visitors see a visible video's products", async () => {
    const video = await newMicroVideo(t.ctx, seller);
    const pic = { url: await newCaseImage(t.ctx, seller) };
    const added = okOf(await t.api.video.addVideoProduct({ body: { videoId: video.id, name: '龙井茶', priceFen: 1, imageUrl: pic.url, stock: 0 }, token: seller.token }));
    expect(added).toMatchObject({ videoId: video.id, name: '龙井茶', priceFen: 1, stock: 0 });
    const upd = okOf(await t.api.video.updateVideoProduct({ body: { id: added.id, name: '龙井茶 250g', priceFen: 8_800, imageUrl: pic.url, stock: 5 }, token: seller.token }));
    expect(upd).toMatchObject({ priceFen: 8_800, stock: 5 });
    expect(okOf(await t.api.video.findVideoProducts({ body: { videoId: video.id }, token: seller.token })).items.map((p) => p.id)).toEqual([added.id]);
    expect(okOf(await t.api.video.findShowVideoProducts({ body: { videoId: video.id } })).total).toBe(1);
    okOf(await t.api.video.delVideoProduct({ body: { id: added.id }, token: seller.token }));
    expect(okOf(await t.api.video.findShowVideoProducts({ body: { videoId: video.id } })).total).toBe(0);
  });

  it("refusals: price 0 and cap+1, someone else's video or picture, module locked, the cap per video", async () => {
    const video = await newMicroVideo(t.ctx, seller);
    const pic = { url: await newCaseImage(t.ctx, seller) };
    const body = { videoId: video.id, name: '茶', priceFen: 100, imageUrl: pic.url, stock: 1 };
    expect(refusalOf(await t.api.video.addVideoProduct({ body: { ...body, priceFen: 0 }, token: seller.token })).field).toBe('priceFen');
    expect(refusalOf(await t.api.video.addVideoProduct({ body: { ...body, priceFen: LIMITS.video.productPriceMaxFen + 1 }, token: seller.token })).field).toBe('priceFen');
    const other = await newUser(t.ctx, { vip: 'active' });
    expect(refusalOf(await t.api.video.addVideoProduct({ body, token: other.token }))).toMatchObject({ code: 'NOT_FOUND', field: 'videoId' });
    const otherPic = { url: await newCaseImage(t.ctx, other) };
    expect(refusalOf(await t.api.video.addVideoProduct({ body: { ...body, imageUrl: otherPic.url }, token: seller.token })).field).toBe('imageUrl');
    const plain = await newUser(t.ctx);
    expect(refusalOf(await t.api.video.addVideoProduct({ body: { ...body, videoId: (await newMicroVideo(t.ctx, plain)).id }, token: plain.token })).code).not.toBe('NOT_FOUND');
    for (let i = 0; i < LIMITS.video.productsPerVideoMax; i++) await newVideoProduct(t.ctx, video);
    expect(refusalOf(await t.api.video.addVideoProduct({ body, token: seller.token }))).toMatchObject({ code: 'VIDEO_PRODUCTS_FULL', field: 'videoId' });
    expect(await t.ctx.db.videoProduct.count({ where: { videoId: video.id } })).toBe(LIMITS.video.productsPerVideoMax);
  });
});

describe('cart and addresses', () => {
  it('totals in fen over orderable lines; removed products and hidden videos show unavailable; stock short', async () => {
    const u = await buyer();
    const video = await newMicroVideo(t.ctx, seller);
    const a = await newVideoProduct(t.ctx, video, { priceFen: 199, stock: 5 });
    const b = await newVideoProduct(t.ctx, video, { priceFen: 1_000, stock: 2 });
    const gone = await newVideoProduct(t.ctx, video, { priceFen: 50, stock: 9 });
    okOf(await t.api.video.addVideoCart({ body: { productId: a.id, quantity: 2 }, token: u.token }));
    const again = okOf(await t.api.video.addVideoCart({ body: { productId: a.id, quantity: 1 }, token: u.token }));
    expect(again).toMatchObject({ quantity: 3, subtotalFen: 597, state: 'ok' });
    okOf(await t.api.video.addVideoCart({ body: { productId: b.id, quantity: 2 }, token: u.token }));
    okOf(await t.api.video.addVideoCart({ body: { productId: gone.id, quantity: 1 }, token: u.token }));
    expect(okOf(await t.api.video.cartList({ body: {}, token: u.token })).totalFen).toBe(597 + 2_000 + 50);
    await t.ctx.db.videoProduct.update({ where: { id: gone.id }, data: { deletedAt: new Date() } });
    await t.ctx.db.videoProduct.update({ where: { id: b.id }, data: { stock: 1 } });
    const cart = okOf(await t.api.video.cartList({ body: {}, token: u.token }));
    expect(cart.totalFen).toBe(597);
    expect(Object.fromEntries(cart.items.map((i) => [i.productId, i.state]))).toEqual({ [a.id]: 'ok', [b.id]: 'short', [gone.id]: 'unavailable' });
    expect(refusalOf(await t.api.video.addVideoCart({ body: { productId: a.id, quantity: 3 }, token: u.token }))).toMatchObject({ code: 'VIDEO_STOCK_SHORT', field: 'quantity' });
    expect(refusalOf(await t.api.video.addVideoCart({ body: { productId: gone.id, quantity: 1 }, token: u.token })).code).toBe('VIDEO_PRODUCT_UNAVAILABLE');
    expect(refusalOf(await t.api.video.addVideoCart({ body: { productId: a.id, quantity: 1 }, token: seller.token })).code).toBe('VIDEO_OWN_PRODUCT');
    await t.ctx.db.microVideo.update({ where: { id: video.id }, data: { hidden: true } });
    expect(okOf(await t.api.video.cartList({ body: {}, token: u.token })).totalFen).toBe(0);
  });

  it("addresses: first is default, one default at most, the cap, the mobile rule, someone else's id", async () => {
    const u = await newUser(t.ctx);
    const body = { name: '李四', mobile: '139-0013-9000', region: '上海市 浦东新区', detail: '世纪大道 100 号' };
    const first = okOf(await t.api.video.saveDeliveryAddress({ body, token: u.token }));
    expect(first).toMatchObject({ isDefault: true, mobile: '13900139000' });
    const second = okOf(await t.api.video.saveDeliveryAddress({ body: { ...body, isDefault: true }, token: u.token }));
    const list = okOf(await t.api.video.findDeliveryAddress({ body: {}, token: u.token }));
    expect(list.items.filter((x) => x.isDefault).map((x) => x.id)).toEqual([second.id]);
    okOf(await t.api.video.setDefaultDeliveryAddress({ body: { id: first.id }, token: u.token }));
    okOf(await t.api.video.delDeliveryAddress({ body: { id: first.id }, token: u.token }));
    expect(okOf(await t.api.video.findDeliveryAddress({ body: {}, token: u.token })).items).toMatchObject([{ id: second.id, isDefault: true }]);
    expect(refusalOf(await t.api.video.saveDeliveryAddress({ body: { ...body, mobile: '12345' }, token: u.token })).field).toBe('mobile');
    const other = await newUser(t.ctx);
    expect(refusalOf(await t.api.video.delDeliveryAddress({ body: { id: second.id }, token: other.token }))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    for (let i = 1; i < LIMITS.video.addressesMax; i++) await newDeliveryAddress(t.ctx, u);
    expect(refusalOf(await t.api.video.saveDeliveryAddress({ body, token: u.token })).code).toBe('VIDEO_ADDRESSES_FULL');
  });
});

describe('orders of video goods', () => {
  it('order -> wallet pay: ledger balanced, seller frozen income minus the fee, cart cleared, seller told', async () => {
    const u = await buyer();
    const video = await newMicroVideo(t.ctx, seller);
    const p = await newVideoProduct(t.ctx, video, { priceFen: 1_990, stock: 3 });
    const line = okOf(await t.api.video.addVideoCart({ body: { productId: p.id, quantity: 2 }, token: u.token }));
    const addr = await newDeliveryAddress(t.ctx, u, { isDefault: true });
    const fee0 = await acct(PLATFORM_ACCOUNTS.fee);
    const frozen0 = (await walletBalances(t.ctx.db, seller.id)).frozen;
    const order = okOf(await t.api.video.createVideoOrder({ body: { itemIds: [line.id], addressId: addr.id }, token: u.token }));
    expect(order).toMatchObject({ state: 'created', amountFen: 3_980, items: [{ productId: p.id, priceFen: 1_990, quantity: 2 }], address: { name: '张三' } });
    expect(await stockOf(p.id)).toBe(1);
    // The frozen price: a later price change does not move the order.
    await t.ctx.db.videoProduct.update({ where: { id: p.id }, data: { priceFen: 9_999 } });
    okOf(await t.api.vip.mpWalletOpenVIP({ body: { orderId: order.orderId, amountFen: 3_980, txPwd: '123456' }, token: u.token }));
    expect((await walletBalances(t.ctx.db, u.id)).available).toBe(100_000 - 3_980);
    const fee = Math.floor((3_980 * LIMITS.video.goodsFeePercent + 50) / 100);
    expect((await acct(PLATFORM_ACCOUNTS.fee)) - fee0).toBe(fee);
    expect((await walletBalances(t.ctx.db, seller.id)).frozen - frozen0).toBe(3_980 - fee);
    expect(okOf(await t.api.video.cartList({ body: {}, token: u.token })).items).toEqual([]);
    expect(okOf(await t.api.video.findVideoOrders({ body: {}, token: u.token })).items[0]).toMatchObject({ orderId: order.orderId, state: 'paid' });
    const msg = await t.ctx.db.message.findFirst({ where: { userId: seller.id, kind: 'system', content: { contains: order.orderNo } } });
    expect(msg?.title).toBe('视频商品有新订单');
    expect(msg?.subjectType).toBe('wallet'); // the income is in the wallet, frozen until released
    await expectBalancedLedger(t.ctx.db);
  });

  it('simultaneous orders for the last items: one wins, stock never below zero', async () => {
    const video = await newMicroVideo(t.ctx, seller);
    const p = await newVideoProduct(t.ctx, video, { priceFen: 500, stock: 2 });
    const buyers = await Promise.all(Array.from({ length: 5 }, () => buyer()));
    const lines = [];
    for (const u of buyers) {
      lines.push({ u, line: okOf(await t.api.video.addVideoCart({ body: { productId: p.id, quantity: 2 }, token: u.token })), addr: await newDeliveryAddress(t.ctx, u) });
    }
    const answers = await Promise.all(lines.map(({ u, line, addr }) => t.api.video.createVideoOrder({ body: { itemIds: [line.id], addressId: addr.id }, token: u.token })));
    const ok = answers.filter((a) => a.status === 200 && (a.body as { status: number }).status === 200);
    expect(ok).toHaveLength(1);
    for (const a of answers.filter((x) => !ok.includes(x))) expect(refusalOf(a).code).toBe('VIDEO_STOCK_SHORT');
    expect(await stockOf(p.id)).toBe(0);
    expect(await t.ctx.db.order.count({ where: { line: 'videoGoods', userId: { in: buyers.map((b) => b.id) } } })).toBe(1);
  });

  it('an unpaid order closing gives its stock back; one seller per order; own products refused', async () => {
    const u = await buyer();
    const video = await newMicroVideo(t.ctx, seller);
    const p = await newVideoProduct(t.ctx, video, { stock: 4 });
    const line = okOf(await t.api.video.addVideoCart({ body: { productId: p.id, quantity: 3 }, token: u.token }));
    const addr = await newDeliveryAddress(t.ctx, u);
    const order = okOf(await t.api.video.createVideoOrder({ body: { itemIds: [line.id], addressId: addr.id }, token: u.token }));
    expect(await stockOf(p.id)).toBe(1);
    t.clock.advance((LIMITS.money.orderPayMinutes + 1) * 60_000);
    expect(await closeExpiredOrders(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await stockOf(p.id)).toBe(4);
    expect(await closeExpiredOrders(t.ctx)).toBe(0);
    expect(await stockOf(p.id)).toBe(4);
    expect(okOf(await t.api.video.findVideoOrders({ body: {}, token: u.token })).items[0]).toMatchObject({ orderId: order.orderId, state: 'closed' });
    // The payer's own cancel gives it back too.
    const o2 = okOf(await t.api.video.createVideoOrder({ body: { itemIds: [line.id], addressId: addr.id }, token: u.token }));
    okOf(await t.api.vip.closeVipOrder({ body: { orderId: o2.orderId }, token: u.token }));
    expect(await stockOf(p.id)).toBe(4);
    const seller2 = await newUser(t.ctx, { vip: 'active' });
    const q = await newVideoProduct(t.ctx, await newMicroVideo(t.ctx, seller2));
    const line2 = okOf(await t.api.video.addVideoCart({ body: { productId: q.id, quantity: 1 }, token: u.token }));
    expect(refusalOf(await t.api.video.createVideoOrder({ body: { itemIds: [line.id, line2.id], addressId: addr.id }, token: u.token }))).toMatchObject({
      code: 'VIDEO_ORDER_ONE_SELLER',
      field: 'itemIds',
    });
    const other = await newUser(t.ctx);
    expect(refusalOf(await t.api.video.createVideoOrder({ body: { itemIds: [line.id], addressId: addr.id }, token: other.token })).code).toBe('NOT_FOUND');
    await expectBalancedLedger(t.ctx.db);
  });
});
