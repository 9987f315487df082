import { SHOP_GOODS_LINE, type TShopOrderCreated } from '@card/contract';
import type { AppContext } from '../../context';
import { textFilter } from '../../core/text-filter';
import { DomainError } from '../../lib/domain-error';
import { deliveryAddressRepository } from '../../core/people';
import { createOrder } from '../orders';
import { isProductVisible } from './shop.access';
import { shopRepository } from './shop.repository';
import { shopGoodsTitle, type ShopGoodsTerms } from './shop-goods.lines';
import { shopOrdersCartService } from './shop-orders-cart.service';
import { shopOrdersRepository } from './shop-orders.repository';
import { assertBuyable, orderPlan } from './shop-orders.rules';

export interface CreateShopOrder {
  cartIds: string[];
  proId?: string;
  quantity?: number;
  shareShopId?: string;
  addressId?: string;
  remark: string;
}

/**
 * The spec's order/create.do: chosen cart lines of one shop, or one product bought at once, become one order of the
 * money area (line shopGoods) with its ShopOrder row, both written in one transaction that also reserves the stock
 * by conditional decrements: simultaneous buyers of the last items never take it below zero, and the one who comes
 * too late is refused with the product named and nothing of theirs written. The buyer then pays on the money
 * area's pay paths (wallet with the transaction password, WeChat Pay).
 */
export function shopOrdersCreateService(ctx: AppContext) {
  const repo = shopOrdersRepository(ctx.db);
  const cart = shopOrdersCartService(ctx);

  /** The wanted (product, quantity, share shop) of the request: cart lines of the caller, or one product. */
  async function wanted(userId: string, b: CreateShopOrder) {
    const fromCart = b.cartIds.length > 0;
    if (fromCart === !!b.proId) throw new DomainError('SUBMIT_DATA_ERROR', { field: 'cartIds' });
    if (!fromCart) return { field: 'proId', lines: [{ proId: b.proId!, quantity: b.quantity ?? 1, shareShopId: b.shareShopId ?? null }] };
    const ids = [...new Set(b.cartIds)];
    const own = await repo.ownCartLines(userId, ids);
    if (own.length !== ids.length) throw new DomainError('NOT_FOUND', { field: 'cartIds' });
    const byId = new Map(own.map((l) => [l.id, l]));
    return { field: 'cartIds', lines: ids.map((id) => ({ proId: byId.get(id)!.productId, quantity: byId.get(id)!.quantity, shareShopId: byId.get(id)!.shareShopId })) };
  }

  return {
    async create(userId: string, b: CreateShopOrder): Promise<TShopOrderCreated> {
      const { field, lines } = await wanted(userId, b);
      const products = new Map((await repo.productsByIds(lines.map((l) => l.proId))).map((p) => [p.id, p]));
      const shopRows = new Map((await shopRepository(ctx.db).shopsByIds([...new Set([...products.values()].map((p) => p.shopId))])).map((s) => [s.id, s]));
      const facts = lines.map((l) => {
        const p = products.get(l.proId);
        const shop = p && shopRows.get(p.shopId);
        // An unknown product, or one a visitor may not see, answers as it would on its detail page.
        if (!p || !shop || (p.deletedAt && p.userId !== userId)) throw new DomainError(field === 'proId' ? 'NOT_FOUND' : 'SHOP_PRODUCT_UNAVAILABLE', { field, data: { proId: l.proId } });
        assertBuyable(
          {
            buyerId: userId,
            sellerId: p.userId,
            shopClosed: shop.closed,
            visible: isProductVisible(p, shop),
            stock: p.stock,
            quantity: l.quantity,
            proId: p.id,
            name: p.name,
          },
          field,
        );
        return { p, l };
      });
      const plan = orderPlan(
        facts.map(({ p, l }) => ({ proId: p.id, shopId: p.shopId, name: p.name, quantity: l.quantity, priceFen: p.priceFen, kind: p.kind })),
        field,
      );
      const seller = facts[0]!.p;

      let address: ShopGoodsTerms['address'] = null;
      if (plan.needsShipping) {
        if (!b.addressId) throw new DomainError('SHOP_ADDRESS_REQUIRED', { field: 'addressId' });
        const a = await deliveryAddressRepository(ctx.db).ownAddress(userId, b.addressId);
        if (!a) throw new DomainError('NOT_FOUND', { field: 'addressId' });
        address = { name: a.name, mobile: a.mobile, region: a.region, detail: a.detail };
      }
      if (b.remark) await textFilter(ctx).assertClean(b.remark, 'remark');
      const shareShopId = field === 'proId' ? await cart.verifiedShare(seller, lines[0]!.shareShopId) : (lines.map((l) => l.shareShopId).find((s) => !!s) ?? null);

      const terms: ShopGoodsTerms = {
        sellerId: seller.userId,
        shopId: plan.shopId,
        shareShopId,
        items: facts.map(({ p, l }) => ({ proId: p.id, kind: p.kind as 'goods' | 'package', name: p.name, coverUrl: p.coverUrl, priceFen: p.priceFen, quantity: l.quantity })),
        address,
        remark: b.remark,
      };
      const title = shopGoodsTitle(terms, 'zh-CN');
      const order = await ctx.db.$transaction(async (tx) => {
        const r = shopOrdersRepository(tx);
        for (const i of terms.items) {
          if (!(await r.takeStock(i.proId, i.quantity))) throw new DomainError('SHOP_STOCK_SHORT', { field, data: { proId: i.proId, name: i.name } });
        }
        const o = await createOrder(ctx, userId, { line: SHOP_GOODS_LINE, planCode: null, title, amountFen: plan.amountFen, terms, beneficiaryId: seller.userId }, tx);
        await r.insertShopOrder({
          id: ctx.ids.id(),
          orderId: o.id,
          shopId: plan.shopId,
          sellerId: seller.userId,
          buyerId: userId,
          shareShopId,
          title,
          amountFen: plan.amountFen,
          itemCount: plan.itemCount,
          needsShipping: plan.needsShipping,
          createdAt: o.createdAt,
        });
        return o;
      });
      return { orderId: order.id, orderNo: order.orderNo, amountFen: order.amountFen, title };
    },
  };
}
