import type { DbClient } from '../../core/db';

/** Prisma access every part of the shop area shares: shops, one product, type names for views. */
export function shopRepository(db: DbClient) {
  return {
    shopOfUser: (userId: string) => db.shop.findUnique({ where: { userId } }),
    shopById: (id: string) => db.shop.findUnique({ where: { id } }),
    shopsByIds: (ids: string[]) => (ids.length ? db.shop.findMany({ where: { id: { in: ids } } }) : Promise.resolve([])),
    /** A product that is not deleted (any shelf state); null for an unknown or deleted id. */
    productById: (id: string) => db.product.findFirst({ where: { id, deletedAt: null } }),
    /** The owner's product (not deleted); null for someone else's or an unknown id. */
    ownProduct: (userId: string, id: string) => db.product.findFirst({ where: { id, userId, deletedAt: null } }),
    /** Whether the shop has a product a visitor can see (the card page's entry needs one). */
    hasVisibleProduct: async (shopId: string) => (await db.product.count({ where: { shopId, deletedAt: null, onShelf: true }, take: 1 })) > 0,
    typeNames: async (ids: (string | null)[]) => {
      const wanted = [...new Set(ids.filter((x): x is string => !!x))];
      const rows = wanted.length ? await db.productType.findMany({ where: { id: { in: wanted } }, select: { id: true, name: true } }) : [];
      return new Map(rows.map((t) => [t.id, t.name]));
    },
  };
}
