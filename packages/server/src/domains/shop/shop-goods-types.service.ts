import { LIMITS, type TPageQuery, type TProductType } from '@card/contract';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../lib/db-errors';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { textFilter } from '../../core/text-filter';
import type { ProductType } from '../../generated/prisma/client';
import { ownShop } from './shop.access';
import { shopGoodsRepository } from './shop-goods.repository';
import { assertTypeName, assertTypeRoom, typeOrder } from './shop-goods.rules';
import { requireOwnShop } from './shop-goods.service';

const typeView = (t: ProductType, counts: Map<string | null, number>): TProductType => ({ typeId: t.id, name: t.name, sort: t.sort, productCount: counts.get(t.id) ?? 0 });

/** The owner's product types: unique names per shop, a cap, the owner's order. Someone else's id: NOT_FOUND. */
export function shopGoodsTypesService(ctx: AppContext) {
  const repo = shopGoodsRepository(ctx.db);

  async function ownType(userId: string, typeId: string) {
    const shop = await ownShop(ctx, userId);
    const t = shop ? await repo.ownType(shop.id, typeId) : null;
    if (!shop || !t) throw new DomainError('NOT_FOUND', { field: 'typeId' });
    return { shop, t };
  }
  async function checkName(shopId: string, name: string, exceptId?: string) {
    assertTypeName(name);
    await textFilter(ctx).assertClean(name, 'name');
    const same = await repo.typeNamed(shopId, name.trim());
    if (same && same.id !== exceptId) throw new DomainError('SHOP_TYPE_DUPLICATE', { field: 'name' });
  }
  /** The unique key decides a race past the check above. */
  const duplicateOnRace = (err: unknown): never => {
    if (isUniqueViolation(err)) throw new DomainError('SHOP_TYPE_DUPLICATE', { field: 'name' });
    throw err;
  };
  async function list(shopId: string, q: TPageQuery) {
    const [all, counts] = await Promise.all([repo.types(shopId), repo.productCounts(shopId)]);
    const { skip, take } = pageArgs(q);
    return pageResult(
      all.slice(skip, skip + take).map((t) => typeView(t, counts)),
      all.length,
      q,
    );
  }

  return {
    async list(userId: string, q: TPageQuery) {
      const shop = await ownShop(ctx, userId);
      return shop ? list(shop.id, q) : pageResult([], 0, q);
    },
    async add(userId: string, name: string) {
      const shop = await requireOwnShop(ctx, userId);
      await checkName(shop.id, name);
      const row = await ctx.db
        .$transaction(async (tx) => {
          const r = shopGoodsRepository(tx);
          assertTypeRoom(await r.countTypes(shop.id));
          return r.addType({ id: ctx.ids.id(), shopId: shop.id, name: name.trim(), sort: (await r.lastSort(shop.id)) + 1, createdAt: ctx.clock.now() });
        })
        .catch(duplicateOnRace);
      return typeView(row, new Map());
    },
    async rename(userId: string, typeId: string, name: string) {
      const { shop, t } = await ownType(userId, typeId);
      await checkName(shop.id, name, t.id);
      const row = await repo.renameType(t.id, name.trim()).catch(duplicateOnRace);
      return typeView(row, await repo.productCounts(shop.id));
    },
    /** Its products stay, untyped, in the same transaction. */
    async remove(userId: string, typeId: string) {
      const { t } = await ownType(userId, typeId);
      await ctx.db.$transaction(async (tx) => {
        const r = shopGoodsRepository(tx);
        await r.untypeProducts(t.id, ctx.clock.now());
        await r.deleteType(t.id);
      });
      return { typeId: t.id };
    },
    /** Every type once, in the new order; any foreign id refuses the whole order. */
    async sort(userId: string, ids: string[]) {
      const shop = await ownShop(ctx, userId);
      if (!shop) throw new DomainError('NOT_FOUND', { field: 'ids' });
      await ctx.db.$transaction(async (tx) => {
        const r = shopGoodsRepository(tx);
        const order = typeOrder(
          (await r.types(shop.id)).map((t) => t.id),
          ids,
        );
        for (const [i, id] of order.entries()) await r.setTypeSort(id, i);
      });
      // One page holds every type (the cap per shop is below the largest page).
      return list(shop.id, { pageIndex: 1, pageSize: LIMITS.paging.pageSizeMax });
    },
  };
}
