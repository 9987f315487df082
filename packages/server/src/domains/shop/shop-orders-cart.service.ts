import type { TShopCart, TShopCartLine } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import type { Product, Shop, ShopCartItem } from '../../generated/prisma/client';
import { isProductVisible, loadVisibleProduct, shopViews } from './shop.access';
import { shopRepository } from './shop.repository';
import { productItemView } from './shop.views';
import { shopOrdersRepository } from './shop-orders.repository';
import { assertBuyable, assertCartRoom, assertQuantity, availableTotalFen, cartLineProblem } from './shop-orders.rules';

/**
 * The shop cart: one line per buyer and product. Adding a product already there adds to its quantity (up to the
 * cap and the stock); a line whose product is gone or short stays visible as unavailable until it is removed or
 * lowered. A shared product keeps the shop the visitor came through, only when that shop really lists it.
 */
export function shopOrdersCartService(ctx: AppContext) {
  const repo = shopOrdersRepository(ctx.db);
  const shops = shopRepository(ctx.db);
  const now = () => ctx.clock.now();

  /** The share shop kept on a line or order: only a shop that lists the product as another shop's shared one. */
  async function verifiedShare(product: Pick<Product, 'id' | 'shopId'>, shareShopId: string | null | undefined) {
    if (!shareShopId || shareShopId === product.shopId) return null;
    return (await repo.isSharedIn(shareShopId, product.id)) ? shareShopId : null;
  }

  /** Lines with their products and shops, in the order given. */
  async function lineViews(lines: ShopCartItem[]) {
    const products = new Map((await repo.productsByIds(lines.map((l) => l.productId))).map((p) => [p.id, p]));
    const shopRows = new Map((await shops.shopsByIds([...new Set([...products.values()].map((p) => p.shopId))])).map((s) => [s.id, s]));
    const typeNames = await shops.typeNames([...products.values()].map((p) => p.typeId));
    return lines.map((l) => {
      const p = products.get(l.productId) ?? null;
      const shop = p ? (shopRows.get(p.shopId) ?? null) : null;
      const visible = !!p && !!shop && isProductVisible(p, shop);
      const problem = cartLineProblem(l.quantity, p, visible);
      const view: TShopCartLine | null = p
        ? {
            id: l.id,
            product: productItemView(p, typeNames, l.shareShopId),
            quantity: l.quantity,
            subtotalFen: p.priceFen * l.quantity,
            available: problem === null,
            unavailableReason: problem,
          }
        : null;
      return { line: l, product: p, shop, view };
    });
  }

  async function lineView(line: ShopCartItem) {
    return (await lineViews([line]))[0]!.view!;
  }

  return {
    verifiedShare,
    lineViews,

    async add(userId: string, b: { proId: string; quantity: number; shareShopId?: string }) {
      assertQuantity(b.quantity);
      const { product, shop } = await loadVisibleProduct(ctx, userId, b.proId);
      const existing = await repo.cartLineOf(userId, product.id);
      const quantity = (existing?.quantity ?? 0) + b.quantity;
      assertQuantity(quantity);
      assertBuyable({
        buyerId: userId,
        sellerId: product.userId,
        shopClosed: shop.closed,
        visible: isProductVisible(product, shop),
        stock: product.stock,
        quantity,
        proId: product.id,
        name: product.name,
      });
      const shareShopId = (await verifiedShare(product, b.shareShopId)) ?? existing?.shareShopId ?? null;
      if (existing) return lineView(await repo.setCartLine(existing.id, { quantity, shareShopId, updatedAt: now() }));
      assertCartRoom(await repo.countCartLines(userId));
      return lineView(await repo.insertCartLine({ id: ctx.ids.id(), userId, productId: product.id, quantity, shareShopId, createdAt: now() }));
    },

    async update(userId: string, b: { id: string; quantity: number }) {
      assertQuantity(b.quantity);
      const line = await repo.ownCartLine(userId, b.id);
      if (!line) throw new DomainError('NOT_FOUND', { field: 'id' });
      const [p] = await repo.productsByIds([line.productId]);
      if (p && b.quantity > p.stock) throw new DomainError('SHOP_STOCK_SHORT', { field: 'quantity', data: { proId: p.id, name: p.name, stock: p.stock } });
      return lineView(await repo.setCartLine(line.id, { quantity: b.quantity, updatedAt: now() }));
    },

    /** All the named lines are the caller's, or nothing is removed (someone else's id answers NOT_FOUND). */
    async remove(userId: string, ids: string[]) {
      const unique = [...new Set(ids)];
      const own = await repo.ownCartLines(userId, unique);
      if (own.length !== unique.length) throw new DomainError('NOT_FOUND', { field: 'ids' });
      await repo.deleteCartLines(userId, unique);
      return { ids: unique };
    },

    async cart(userId: string): Promise<TShopCart> {
      const rows = (await lineViews(await repo.cartLines(userId))).filter((r) => r.view && r.shop);
      const shopList: Shop[] = [];
      for (const r of rows) if (!shopList.some((s) => s.id === r.shop!.id)) shopList.push(r.shop!);
      const views = new Map((await shopViews(ctx, shopList)).map((v) => [v.shopId, v]));
      const groups = shopList.map((s) => {
        const lines = rows.filter((r) => r.shop!.id === s.id).map((r) => r.view!);
        return { shop: views.get(s.id)!, lines, totalFen: availableTotalFen(lines) };
      });
      return { shops: groups, lineCount: rows.length, totalFen: groups.reduce((sum, g) => sum + g.totalFen, 0) };
    },
  };
}
