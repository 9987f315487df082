import type { ProductKind } from '@card/contract';
import type { DbClient } from '../../core/db';
import type { Engine } from '../../db';
import type { Statement } from '../../core/direct-sql';
import type { Prisma } from '../../generated/prisma/client';
import type { SortKey } from './shop-catalog.rules';

/** What a shop's list asks of the database: whose products, which shared ones, filters, order and the page window. */
export interface ProductListQuery {
  shopId: string;
  kinds: readonly ProductKind[];
  /** Other shops' products this shop lists, already checked with isShareListed. */
  sharedIds: string[];
  typeId?: string;
  keyword: string;
  order: SortKey[];
  skip: number;
  take: number;
}

/** A product visitors may see: not deleted, on the shelf (its shop's being open is checked by the caller). */
const VISIBLE = { deletedAt: null, onShelf: true } as const;

function listWhere(q: ProductListQuery): Prisma.ProductWhereInput {
  const owners: Prisma.ProductWhereInput[] = [{ shopId: q.shopId, kind: { in: [...q.kinds] } }];
  if (q.sharedIds.length) owners.push({ id: { in: q.sharedIds } });
  return {
    ...VISIBLE,
    ...(owners.length === 1 ? owners[0] : { OR: owners }),
    ...(q.typeId ? { typeId: q.typeId } : {}),
    ...(q.keyword ? { name: { contains: q.keyword } } : {}),
  };
}

/** Prisma access of the catalog part (visitors' reads). Shops and single products come from shop.repository.ts. */
export function shopCatalogRepository(db: DbClient) {
  return {
    /** One page of a shop's list, not counted (the service reads one row past the page to tell hasMore). */
    async productPage(q: ProductListQuery) {
      const where = listWhere(q);
      const orderBy = q.order.map((k) => ({ [k.field]: k.dir })) as Prisma.ProductOrderByWithRelationInput[];
      return db.product.findMany({ where, orderBy, skip: q.skip, take: q.take });
    },
    /** The products a shop has ProductShare rows for (any state: the caller applies the listing rule). */
    async sharedProductsOf(shopId: string) {
      const shares = await db.productShare.findMany({ where: { shopId }, select: { productId: true } });
      if (!shares.length) return [];
      return db.product.findMany({
        where: { id: { in: shares.map((s) => s.productId) } },
        select: { id: true, shopId: true, kind: true, shareable: true, onShelf: true, deletedAt: true },
      });
    },
    shareExists: async (shopId: string, productId: string) => (await db.productShare.count({ where: { shopId, productId } })) > 0,
    /** Not-deleted, on-shelf products among `ids` (any shop; the caller checks the shops are open). */
    visibleProductsByIds: (ids: string[]) => (ids.length ? db.product.findMany({ where: { id: { in: ids }, ...VISIBLE } }) : Promise.resolve([])),
    /** The shop's types holding visible products of `kinds`, in the owner's order, with how many each. */
    async typeTabs(shopId: string, kinds: readonly ProductKind[]) {
      const counts = await db.product.groupBy({
        by: ['typeId'],
        where: { shopId, kind: { in: [...kinds] }, ...VISIBLE, typeId: { not: null } },
        _count: { _all: true },
      });
      const byType = new Map(counts.map((c) => [c.typeId as string, c._count._all]));
      if (!byType.size) return [];
      const types = await db.productType.findMany({ where: { shopId, id: { in: [...byType.keys()] } }, orderBy: [{ sort: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }] });
      return types.map((t) => ({ typeId: t.id, name: t.name, count: byType.get(t.id) ?? 0 }));
    },
  };
}

/** A batch of views written behind: one conditional increment per product (a deleted product's views are dropped). */
export function hitBatchStatements(engine: Engine, counts: { productId: string; hits: number }[]): Statement[] {
  const p = (n: number, cast: string) => (engine === 'postgres' ? `$${n}::${cast}` : '?');
  return counts.map((c) => ({
    sql: `UPDATE "Product" SET "hit" = "hit" + ${p(1, 'int')} WHERE "id" = ${p(2, 'text')}`,
    args: [c.hits, c.productId],
  }));
}
