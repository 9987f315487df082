import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { PLATFORM_ACCOUNTS, walletBalances } from '../../src/core/ledger';
import { shopJobs } from '../../src/domains/shop';
import { shopOrdersService } from '../../src/domains/shop/shop-orders.service';
import { closeExpiredOrders } from '../../src/domains/orders';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { expectBalancedLedger } from '../helpers/ledger';
import { fundWallet, newDeliveryAddress, newProduct, newProductShare, newShop, newUser, setTxPwd, type FactoryUser } from '../factories';

/**
 * Shop orders through the typed client on a real database: the cart with totals in fen, order/create.do paid from
 * the wallet with the ledger balanced and the seller's frozen income minus the fee, stock that never goes below zero
 * with simultaneous orders, closing, shipping and receipt (by hand and by the job), refunds approved and refused by
 * the seller, and someone else's order answering NOT_FOUND for every action.
 */
let t: TestApp;
let seller: FactoryUser;
let shop: Awaited<ReturnType<typeof newShop>>;
beforeAll(async () => {
  t = await makeTestApp();
  seller = await newUser(t.ctx, { vip: 'active', name: '店主' });
  shop = await newShop(t.ctx, seller, { name: '茶叶小店' });
});
afterAll(async () => {
  await t.close();
});

const acct = async (id: string) => Number((await t.ctx.db.ledgerAccount.findUnique({ where: { id } }))?.balanceFen ?? 0n);
const productOf = async (id: string) => (await t.ctx.db.product.findUnique({ where: { id } }))!;
async function buyer(fund = 100_000) {
  const u = await newUser(t.ctx);
  await fundWallet(t.ctx, u.id, fund);
  await setTxPwd(t.ctx, u.id);
  return u;
}
async function paid(u: FactoryUser, o: { orderId: string; amountFen: number }) {
  okOf(await t.api.vip.mpWalletOpenVIP({ body: { orderId: o.orderId, amountFen: o.amountFen, txPwd: '123456' }, token: u.token }));
}
async function boughtNow(u: FactoryUser, proId: string, quantity = 1) {
  const addr = await newDeliveryAddress(t.ctx, u, { isDefault: true });
  const o = okOf(await t.api.shop.createShopOrder({ body: { proId, quantity, addressId: addr.id }, token: u.token }));
  await paid(u, o);
  return o;
}

describe('cart', () => {
  it('adds to a line, groups by shop with totals in fen over available lines; gone and short lines shown unavailable', async () => {
    const u = await buyer();
    const a = await newProduct(t.ctx, shop, { priceFen: 199, stock: 5 });
    const b = await newProduct(t.ctx, shop, { priceFen: 1_000, stock: 2 });
    const other = await newShop(t.ctx, await newUser(t.ctx, { vip: 'active' }));
    const c = await newProduct(t.ctx, other, { priceFen: 50, stock: 9 });
    okOf(await t.api.shop.addShopCart({ body: { proId: a.id, quantity: 2 }, token: u.token }));
    expect(okOf(await t.api.shop.addShopCart({ body: { proId: a.id, quantity: 1 }, token: u.token }))).toMatchObject({ quantity: 3, subtotalFen: 597, available: true });
    okOf(await t.api.shop.addShopCart({ body: { proId: b.id, quantity: 2 }, token: u.token }));
    okOf(await t.api.shop.addShopCart({ body: { proId: c.id, quantity: 1 }, token: u.token }));
    let cart = okOf(await t.api.shop.findShopCart({ body: {}, token: u.token }));
    expect(cart).toMatchObject({ lineCount: 3, totalFen: 597 + 2_000 + 50 });
    expect(cart.shops.map((s) => [s.shop.shopId, s.totalFen])).toEqual(
      expect.arrayContaining([
        [shop.id, 2_597],
        [other.id, 50],
      ]),
    );
    await t.ctx.db.product.update({ where: { id: b.id }, data: { stock: 1 } });
    await t.ctx.db.shop.update({ where: { id: other.id }, data: { closed: true } });
    cart = okOf(await t.api.shop.findShopCart({ body: {}, token: u.token }));
    expect(cart.totalFen).toBe(597);
    const lines = cart.shops.flatMap((s) => s.lines);
    expect(Object.fromEntries(lines.map((l) => [l.product.proId, l.unavailableReason]))).toEqual({ [a.id]: null, [b.id]: 'short', [c.id]: 'gone' });
    // Refusals: stock, own product, the quantity cap, someone else's line.
    expect(refusalOf(await t.api.shop.addShopCart({ body: { proId: a.id, quantity: 3 }, token: u.token }))).toMatchObject({ code: 'SHOP_STOCK_SHORT', field: 'proId' });
    expect(refusalOf(await t.api.shop.addShopCart({ body: { proId: a.id, quantity: 1 }, token: seller.token })).code).toBe('SHOP_OWN_PRODUCT');
    expect(refusalOf(await t.api.shop.addShopCart({ body: { proId: a.id, quantity: LIMITS.shop.cartQuantityMax + 1 }, token: u.token })).field).toBe('quantity');
    const stranger = await newUser(t.ctx);
    const lineA = lines.find((l) => l.product.proId === a.id)!;
    expect(refusalOf(await t.api.shop.updateShopCart({ body: { id: lineA.id, quantity: 1 }, token: stranger.token }))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    expect(refusalOf(await t.api.shop.delShopCart({ body: { ids: [lineA.id] }, token: stranger.token })).code).toBe('NOT_FOUND');
    okOf(await t.api.shop.updateShopCart({ body: { id: lineA.id, quantity: 1 }, token: u.token }));
    expect(okOf(await t.api.shop.delShopCart({ body: { ids: [lineA.id] }, token: u.token })).ids).toEqual([lineA.id]);
    expect(okOf(await t.api.shop.findShopCart({ body: {}, token: u.token })).lineCount).toBe(2);
  });

  it('a shared product keeps the sharing shop only when that shop lists it', async () => {
    const u = await buyer();
    const p = await newProduct(t.ctx, shop, { shareable: true });
    const sharer = await newShop(t.ctx, await newUser(t.ctx, { vip: 'active' }));
    const stranger = await newShop(t.ctx, await newUser(t.ctx, { vip: 'active' }));
    expect(okOf(await t.api.shop.addShopCart({ body: { proId: p.id, quantity: 1, shareShopId: stranger.id }, token: u.token })).product.shareShopId).toBeNull();
    await newProductShare(t.ctx, sharer, p);
    expect(okOf(await t.api.shop.addShopCart({ body: { proId: p.id, quantity: 1, shareShopId: sharer.id }, token: u.token })).product.shareShopId).toBe(sharer.id);
  });
});

describe('order/create.do and payment', () => {
  it('cart lines -> order -> wallet pay: ledger balanced, frozen income minus the fee, sales, cart cleared, seller told', async () => {
    const u = await buyer();
    const p = await newProduct(t.ctx, shop, { priceFen: 1_990, stock: 3, name: '龙井' });
    const line = okOf(await t.api.shop.addShopCart({ body: { proId: p.id, quantity: 2 }, token: u.token }));
    const addr = await newDeliveryAddress(t.ctx, u, { isDefault: true });
    const fee0 = await acct(PLATFORM_ACCOUNTS.fee);
    const frozen0 = (await walletBalances(t.ctx.db, seller.id)).frozen;
    const o = okOf(await t.api.shop.createShopOrder({ body: { cartIds: [line.id], addressId: addr.id, remark: '请尽快发货' }, token: u.token }));
    expect(o).toMatchObject({ amountFen: 3_980, title: '龙井 等2件' });
    expect((await productOf(p.id)).stock).toBe(1);
    // The seller sees no address before payment.
    expect(okOf(await t.api.shop.getShopOrder({ body: { orderId: o.orderId }, token: seller.token })).address).toBeNull();
    await t.ctx.db.product.update({ where: { id: p.id }, data: { priceFen: 9_999 } }); // frozen price
    await paid(u, o);
    expect((await walletBalances(t.ctx.db, u.id)).available).toBe(100_000 - 3_980);
    const fee = Math.floor((3_980 * LIMITS.shop.feePercent + 50) / 100);
    expect((await acct(PLATFORM_ACCOUNTS.fee)) - fee0).toBe(fee);
    expect((await walletBalances(t.ctx.db, seller.id)).frozen - frozen0).toBe(3_980 - fee);
    expect((await productOf(p.id)).sales).toBe(2);
    expect(okOf(await t.api.shop.findShopCart({ body: {}, token: u.token })).lineCount).toBe(0);
    const msg = await t.ctx.db.message.findFirst({ where: { userId: seller.id, kind: 'system', content: { contains: o.orderNo } } });
    expect(msg?.title).toBe('店铺有新订单待发货');
    const d = okOf(await t.api.shop.getShopOrder({ body: { orderId: o.orderId }, token: seller.token }));
    expect(d).toMatchObject({ role: 'seller', stage: 'toShip', remark: '请尽快发货', address: { name: '张三' }, items: [{ proId: p.id, priceFen: 1_990, quantity: 2 }] });
    expect(d.actions).toMatchObject({ ship: true, approveRefund: false });
    expect(okOf(await t.api.shop.findSellerOrders({ body: { tab: 'toShip' }, token: seller.token })).items.map((i) => i.orderId)).toContain(o.orderId);
    expect(okOf(await t.api.shop.findMyShopOrders({ body: { tab: 'toShip' }, token: u.token })).items.map((i) => i.orderId)).toEqual([o.orderId]);
    expect(okOf(await t.api.shop.findMyShopOrders({ body: { tab: 'unpaid' }, token: u.token })).total).toBe(0);
    await expectBalancedLedger(t.ctx.db);
  });

  it('refusals: address for goods, own product, closed shop, one shop per order, neither or both forms; a package needs no address', async () => {
    const u = await buyer();
    const p = await newProduct(t.ctx, shop, { stock: 5 });
    expect(refusalOf(await t.api.shop.createShopOrder({ body: { proId: p.id, quantity: 1 }, token: u.token }))).toMatchObject({ code: 'SHOP_ADDRESS_REQUIRED', field: 'addressId' });
    const addr = await newDeliveryAddress(t.ctx, u);
    const strangerAddr = await newDeliveryAddress(t.ctx, await newUser(t.ctx));
    expect(refusalOf(await t.api.shop.createShopOrder({ body: { proId: p.id, quantity: 1, addressId: strangerAddr.id }, token: u.token }))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'addressId',
    });
    expect(refusalOf(await t.api.shop.createShopOrder({ body: { proId: p.id, quantity: 1, addressId: addr.id }, token: seller.token })).code).toBe('SHOP_OWN_PRODUCT');
    expect(refusalOf(await t.api.shop.createShopOrder({ body: { proId: p.id, quantity: 6, addressId: addr.id }, token: u.token }))).toMatchObject({
      code: 'SHOP_STOCK_SHORT',
      field: 'proId',
    });
    expect(refusalOf(await t.api.shop.createShopOrder({ body: { addressId: addr.id }, token: u.token })).field).toBe('cartIds');
    const s2 = await newShop(t.ctx, await newUser(t.ctx, { vip: 'active' }));
    const q = await newProduct(t.ctx, s2);
    const l1 = okOf(await t.api.shop.addShopCart({ body: { proId: p.id, quantity: 1 }, token: u.token }));
    const l2 = okOf(await t.api.shop.addShopCart({ body: { proId: q.id, quantity: 1 }, token: u.token }));
    expect(refusalOf(await t.api.shop.createShopOrder({ body: { cartIds: [l1.id, l2.id], addressId: addr.id }, token: u.token })).code).toBe('SHOP_ORDER_ONE_SHOP');
    expect(refusalOf(await t.api.shop.createShopOrder({ body: { cartIds: [l1.id], proId: p.id, addressId: addr.id }, token: u.token })).field).toBe('cartIds');
    await t.ctx.db.shop.update({ where: { id: s2.id }, data: { closed: true } });
    expect(refusalOf(await t.api.shop.createShopOrder({ body: { cartIds: [l2.id], addressId: addr.id }, token: u.token })).code).toBe('SHOP_CLOSED');
    const pkg = await newProduct(t.ctx, shop, { kind: 'package', stock: 3 });
    const o = okOf(await t.api.shop.createShopOrder({ body: { proId: pkg.id, quantity: 1 }, token: u.token }));
    await paid(u, o);
    const d = okOf(await t.api.shop.getShopOrder({ body: { orderId: o.orderId }, token: u.token }));
    expect(d).toMatchObject({ needsShipping: false, address: null, actions: { receive: true } });
    expect(refusalOf(await t.api.shop.shipShopOrder({ body: { orderId: o.orderId, carrier: '顺丰', trackingNo: 'SF1234' }, token: seller.token })).code).toBe('ORDER_STATE_INVALID');
    expect(okOf(await t.api.shop.receiveShopOrder({ body: { orderId: o.orderId }, token: u.token })).stage).toBe('received');
    expect(await t.ctx.db.order.count({ where: { userId: u.id, line: 'shopGoods' } })).toBe(1);
  });

  it('simultaneous orders for the last items: exactly `stock` succeed, stock never below zero', async () => {
    const p = await newProduct(t.ctx, shop, { priceFen: 500, stock: 3 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => buyer()));
    const addrs = await Promise.all(buyers.map((u) => newDeliveryAddress(t.ctx, u)));
    const answers = await Promise.all(buyers.map((u, i) => t.api.shop.createShopOrder({ body: { proId: p.id, quantity: 1, addressId: addrs[i]!.id }, token: u.token })));
    const ok = answers.filter((a) => a.status === 200 && (a.body as { status: number }).status === 200);
    expect(ok).toHaveLength(3);
    for (const a of answers.filter((x) => !ok.includes(x))) expect(refusalOf(a).code).toBe('SHOP_STOCK_SHORT');
    expect((await productOf(p.id)).stock).toBe(0);
    expect(await t.ctx.db.order.count({ where: { line: 'shopGoods', userId: { in: buyers.map((b) => b.id) } } })).toBe(3);
    expect(await t.ctx.db.shopOrder.count({ where: { buyerId: { in: buyers.map((b) => b.id) } } })).toBe(3);
  });

  it("an unpaid order closing (timeout or the payer's cancel) gives its stock back", async () => {
    const u = await buyer();
    const p = await newProduct(t.ctx, shop, { stock: 4 });
    const addr = await newDeliveryAddress(t.ctx, u);
    const o = okOf(await t.api.shop.createShopOrder({ body: { proId: p.id, quantity: 3, addressId: addr.id }, token: u.token }));
    expect((await productOf(p.id)).stock).toBe(1);
    expect(okOf(await t.api.shop.getShopOrder({ body: { orderId: o.orderId }, token: u.token })).actions).toMatchObject({ pay: true, cancel: true });
    t.clock.advance((LIMITS.money.orderPayMinutes + 1) * 60_000);
    expect(await closeExpiredOrders(t.ctx)).toBeGreaterThanOrEqual(1);
    expect((await productOf(p.id)).stock).toBe(4);
    expect(okOf(await t.api.shop.getShopOrder({ body: { orderId: o.orderId }, token: u.token })).stage).toBe('closed');
    const o2 = okOf(await t.api.shop.createShopOrder({ body: { proId: p.id, quantity: 2, addressId: addr.id }, token: u.token }));
    okOf(await t.api.vip.closeVipOrder({ body: { orderId: o2.orderId }, token: u.token }));
    expect((await productOf(p.id)).stock).toBe(4);
  });
});

describe('fulfilment', () => {
  it('ship with a tracking number (buyer told), receive; the job receives shipped orders past their time', async () => {
    const u = await buyer();
    const p = await newProduct(t.ctx, shop, { stock: 5 });
    const o = await boughtNow(u, p.id);
    expect(refusalOf(await t.api.shop.shipShopOrder({ body: { orderId: o.orderId, carrier: '顺丰速运', trackingNo: 'SF 12' }, token: seller.token })).field).toBe('trackingNo');
    expect(refusalOf(await t.api.shop.receiveShopOrder({ body: { orderId: o.orderId }, token: u.token })).code).toBe('ORDER_STATE_INVALID');
    const shipped = okOf(await t.api.shop.shipShopOrder({ body: { orderId: o.orderId, carrier: '顺丰速运', trackingNo: 'SF1234567890' }, token: seller.token }));
    expect(shipped).toMatchObject({ stage: 'shipped', carrier: '顺丰速运', trackingNo: 'SF1234567890' });
    expect(new Date(shipped.autoReceiveAt!).getTime() - new Date(shipped.shippedAt!).getTime()).toBe(LIMITS.shop.autoReceiveDays * 86_400_000);
    expect(refusalOf(await t.api.shop.shipShopOrder({ body: { orderId: o.orderId, carrier: '顺丰速运', trackingNo: 'SF1234567890' }, token: seller.token })).code).toBe(
      'ORDER_STATE_INVALID',
    );
    expect((await t.ctx.db.message.findFirst({ where: { userId: u.id, title: '您的订单已发货' } }))?.content).toContain('SF1234567890');
    const mine = okOf(await t.api.shop.getShopOrder({ body: { orderId: o.orderId }, token: u.token }));
    expect(mine.actions).toMatchObject({ receive: true, ship: false });
    expect(okOf(await t.api.shop.receiveShopOrder({ body: { orderId: o.orderId }, token: u.token }))).toMatchObject({ stage: 'received', actions: { comment: true, refund: false } });
    expect(refusalOf(await t.api.shop.applyShopRefund({ body: { orderId: o.orderId, reason: '不想要了' }, token: u.token })).code).toBe('SHOP_ORDER_RECEIVED');

    const o2 = await boughtNow(u, p.id);
    okOf(await t.api.shop.shipShopOrder({ body: { orderId: o2.orderId, carrier: '中通', trackingNo: 'ZT-0001' }, token: seller.token }));
    const job = shopJobs(t.ctx).find((j) => j.name === 'shop.autoReceive')!;
    t.clock.advance(LIMITS.shop.autoReceiveDays * 86_400_000 - 60_000);
    await job.run();
    expect((await t.ctx.db.shopOrder.findUnique({ where: { orderId: o2.orderId } }))!.shipState).toBe('shipped');
    t.clock.advance(120_000);
    await job.run();
    expect((await t.ctx.db.shopOrder.findUnique({ where: { orderId: o2.orderId } }))!.shipState).toBe('received');
    expect(okOf(await t.api.shop.findMyShopOrders({ body: { tab: 'done' }, token: u.token })).total).toBe(2);

    // An order with a refund under way waits, without holding up the orders behind it (a batch of one here).
    const waiting = await boughtNow(u, p.id);
    const next = await boughtNow(u, p.id);
    for (const x of [waiting, next]) {
      okOf(await t.api.shop.shipShopOrder({ body: { orderId: x.orderId, carrier: '中通', trackingNo: 'ZT-0002' }, token: seller.token }));
      t.clock.advance(1_000); // the waiting order is due first
    }
    okOf(await t.api.shop.applyShopRefund({ body: { orderId: waiting.orderId, reason: '包装破损' }, token: u.token }));
    t.clock.advance(LIMITS.shop.autoReceiveDays * 86_400_000 + 60_000);
    const receive = () => shopOrdersService(t.ctx).autoReceive(1);
    await receive();
    await receive();
    expect((await t.ctx.db.shopOrder.findUnique({ where: { orderId: next.orderId } }))!.shipState).toBe('received');
    expect((await t.ctx.db.shopOrder.findUnique({ where: { orderId: waiting.orderId } }))!.shipState).toBe('shipped');
  });
});

describe('refunds decided by the seller', () => {
  it('apply -> seller approves: wallet refunded, stock and sales back, frozen income reversed, ledger balanced', async () => {
    const u = await buyer();
    const p = await newProduct(t.ctx, shop, { priceFen: 2_000, stock: 5 });
    const frozen0 = (await walletBalances(t.ctx.db, seller.id)).frozen;
    const o = await boughtNow(u, p.id, 2);
    expect(await productOf(p.id)).toMatchObject({ stock: 3, sales: 2 });
    const asked = okOf(await t.api.shop.applyShopRefund({ body: { orderId: o.orderId, reason: '发错颜色' }, token: u.token }));
    expect(asked).toMatchObject({ stage: 'refunding', refund: { state: 'pending', reason: '发错颜色' }, actions: { revokeRefund: true } });
    expect(await t.ctx.db.message.count({ where: { userId: seller.id, title: '买家申请退款' } })).toBeGreaterThanOrEqual(1);
    expect(refusalOf(await t.api.shop.shipShopOrder({ body: { orderId: o.orderId, carrier: '顺丰', trackingNo: 'SF1234' }, token: seller.token })).code).toBe('ORDER_STATE_INVALID');
    expect(okOf(await t.api.shop.findSellerOrders({ body: { tab: 'refund' }, token: seller.token })).items.map((i) => i.orderId)).toContain(o.orderId);
    const done = okOf(await t.api.shop.approveShopRefund({ body: { orderId: o.orderId }, token: seller.token }));
    expect(done).toMatchObject({ stage: 'refunded', refund: { state: 'succeeded' } });
    expect((await walletBalances(t.ctx.db, u.id)).available).toBe(100_000);
    expect((await walletBalances(t.ctx.db, seller.id)).frozen).toBe(frozen0);
    expect(await productOf(p.id)).toMatchObject({ stock: 5, sales: 0 });
    expect(refusalOf(await t.api.shop.approveShopRefund({ body: { orderId: o.orderId }, token: seller.token })).code).toBe('REFUND_NOT_PENDING');
    await expectBalancedLedger(t.ctx.db);
  });

  it('apply -> seller refuses with a reason: the order is paid again, the buyer told; revoke works too', async () => {
    const u = await buyer();
    const p = await newProduct(t.ctx, shop, { stock: 5 });
    const o = await boughtNow(u, p.id);
    okOf(await t.api.shop.applyShopRefund({ body: { orderId: o.orderId, reason: '不想要了' }, token: u.token }));
    const refused = okOf(await t.api.shop.refuseShopRefund({ body: { orderId: o.orderId, reason: '商品已打包' }, token: seller.token }));
    expect(refused).toMatchObject({ state: 'paid', stage: 'toShip', refund: { state: 'refused' }, actions: { ship: true } });
    expect((await t.ctx.db.message.findFirst({ where: { userId: u.id, title: '退款申请被拒绝' } }))?.content).toContain('商品已打包');
    t.clock.advance(1_000); // a later request (the latest one is the order's current request)
    okOf(await t.api.shop.applyShopRefund({ body: { orderId: o.orderId, reason: '再次申请' }, token: u.token }));
    expect(okOf(await t.api.shop.revokeShopRefund({ body: { orderId: o.orderId }, token: u.token }))).toMatchObject({ state: 'paid', refund: { state: 'revoked' } });
    expect(refusalOf(await t.api.shop.refuseShopRefund({ body: { orderId: o.orderId, reason: '无' }, token: seller.token })).code).toBe('REFUND_NOT_PENDING');
    await expectBalancedLedger(t.ctx.db);
  });

  it("someone else's order answers NOT_FOUND for every action and changes nothing; seller calls need the shop module", async () => {
    const u = await buyer();
    const p = await newProduct(t.ctx, shop, { stock: 5 });
    const o = await boughtNow(u, p.id);
    const stranger = await newUser(t.ctx, { vip: 'active' });
    const body = { orderId: o.orderId };
    const calls = [
      t.api.shop.getShopOrder({ body, token: stranger.token }),
      t.api.shop.receiveShopOrder({ body, token: stranger.token }),
      t.api.shop.applyShopRefund({ body: { ...body, reason: '退款' }, token: stranger.token }),
      t.api.shop.revokeShopRefund({ body, token: stranger.token }),
      t.api.shop.shipShopOrder({ body: { ...body, carrier: '顺丰', trackingNo: 'SF1234' }, token: stranger.token }),
      t.api.shop.approveShopRefund({ body, token: stranger.token }),
      t.api.shop.refuseShopRefund({ body: { ...body, reason: '不行' }, token: stranger.token }),
      // The buyer is not the seller: the seller's moves on their own purchase answer NOT_FOUND too.
      t.api.shop.receiveShopOrder({ body, token: seller.token }),
      t.api.shop.applyShopRefund({ body: { ...body, reason: '退款' }, token: seller.token }),
    ];
    for (const a of await Promise.all(calls)) expect(refusalOf(a)).toMatchObject({ code: 'NOT_FOUND', field: 'orderId' });
    expect(okOf(await t.api.shop.getShopOrder({ body, token: u.token })).stage).toBe('toShip');
    expect(await t.ctx.db.refundRequest.count({ where: { orderId: o.orderId } })).toBe(0);
    const plain = await newUser(t.ctx);
    expect(refusalOf(await t.api.shop.findSellerOrders({ body: {}, token: plain.token })).code).not.toBe('NOT_FOUND');
  });
});
