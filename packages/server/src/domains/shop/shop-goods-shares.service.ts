import type { TPageQuery } from '@card/contract';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/db-errors';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import type { Product } from '../../generated/prisma/client';
import { isProductVisible, ownShop } from './shop.access';
import { shopRepository } from './shop.repository';
import { productItemView } from './shop.views';
import { shopGoodsRepository } from './shop-goods.repository';
import { assertShareable } from './shop-goods.rules';
import { requireOwnShop } from './shop-goods.service';

/**
 * Shared products: another shop's shareable goods listed in the caller's shop (the spec's shareShopId/shareStatus).
 * Income always goes to the product's own shop (orders part). A listed product that its owner stops sharing, takes
 * off the shelf or deletes stays in the owner's list marked unavailable (visitors' lists drop it: catalog part).
 */
export function shopGoodsSharesService(ctx: AppContext) {
  const repo = shopGoodsRepository(ctx.db);
  const shops = shopRepository(ctx.db);

  async function shopsOf(rows: Product[]) {
    return new Map((await shops.shopsByIds([...new Set(rows.map((p) => p.shopId))])).map((s) => [s.id, s]));
  }

  return {
    async market(userId: string, q: TPageQuery & { keyword: string }) {
      const mine = await ownShop(ctx, userId);
      const { skip, take } = pageArgs(q);
      const [rows, total] = await repo.pageOfShareable(mine?.id ?? null, await repo.closedShopIds(), q.keyword, skip, take);
      const [names, byShop, listed] = await Promise.all([
        shops.typeNames(rows.map((p) => p.typeId)),
        shopsOf(rows),
        mine
          ? repo.sharedIds(
              mine.id,
              rows.map((p) => p.id),
            )
          : new Set<string>(),
      ]);
      const items = rows.map((p) => ({ ...productItemView(p, names), shopName: byShop.get(p.shopId)?.name ?? '', shared: listed.has(p.id) }));
      return pageResult(items, total, q);
    },

    async add(userId: string, proId: string) {
      const shop = await requireOwnShop(ctx, userId);
      const product = await shops.productById(proId);
      const owner = product ? await shops.shopById(product.shopId) : null;
      if (!product || !owner) throw new DomainError('NOT_FOUND', { field: 'proId' });
      await ctx.db
        .$transaction(async (tx) => {
          const r = shopGoodsRepository(tx);
          assertShareable({
            myShopId: shop.id,
            productShopId: product.shopId,
            kind: product.kind,
            shareable: product.shareable,
            visible: isProductVisible(product, owner),
            alreadyListed: !!(await r.share(shop.id, product.id)),
            listedCount: await r.countShares(shop.id),
          });
          await r.addShare({ id: ctx.ids.id(), shopId: shop.id, productId: product.id, createdAt: ctx.clock.now() });
        })
        .catch((err: unknown) => {
          if (isUniqueViolation(err)) throw new DomainError('SHOP_SHARE_EXISTS', { field: 'proId' });
          throw err;
        });
      return productItemView(product, await shops.typeNames([product.typeId]), shop.id);
    },

    async remove(userId: string, proId: string) {
      const shop = await ownShop(ctx, userId);
      const row = shop ? await repo.share(shop.id, proId) : null;
      if (!row) throw new DomainError('NOT_FOUND', { field: 'proId' });
      await repo.deleteShare(row.id);
      return { proId };
    },

    async mine(userId: string, q: TPageQuery) {
      const shop = await ownShop(ctx, userId);
      if (!shop) return pageResult([], 0, q);
      const { skip, take } = pageArgs(q);
      const [rows, total] = await repo.pageOfShares(shop.id, skip, take);
      const products = new Map((await repo.productsAnyState(rows.map((s) => s.productId))).map((p) => [p.id, p]));
      const live = [...products.values()];
      const [names, byShop] = await Promise.all([shops.typeNames(live.map((p) => p.typeId)), shopsOf(live)]);
      const items = rows.flatMap((s) => {
        const p = products.get(s.productId);
        if (!p) return [];
        const owner = byShop.get(p.shopId);
        const available = !!owner && p.shareable && p.kind === 'goods' && isProductVisible(p, owner);
        return [{ ...productItemView(p, names, shop.id), shopName: owner?.name ?? '', available }];
      });
      return pageResult(items, total, q);
    },
  };
}
