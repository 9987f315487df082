import { rowsAndTotal } from '../../lib/paging';
import type { DbClient } from '../../core/db';
import { containsIgnoringCase } from '../../core/sql-values';
import type { Prisma } from '../../generated/prisma/client';

const NEWEST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
const TYPE_ORDER = [{ sort: 'asc' as const }, { createdAt: 'asc' as const }, { id: 'asc' as const }];

export type ProductWrite = {
  name: string;
  intro: string;
  contents: string;
  coverUrl: string;
  imageUrls: string;
  priceFen: number;
  originalPriceFen: number;
  stock: number;
  typeId: string | null;
  shareable: boolean;
  onShelf: boolean;
};
export interface MyProductsFilter {
  shopId: string;
  kind: string;
  typeId?: string;
  onShelf?: boolean;
  keyword: string;
}

/** Prisma access of the goods part: the owner's shop, types, products and shares. Stock is only ever set by the owner. */
export function shopGoodsRepository(db: DbClient) {
  const myWhere = (f: MyProductsFilter): Prisma.ProductWhereInput => ({
    shopId: f.shopId,
    kind: f.kind,
    deletedAt: null,
    ...(f.typeId ? { typeId: f.typeId } : {}),
    ...(f.onShelf === undefined ? {} : { onShelf: f.onShelf }),
    ...(f.keyword ? { name: containsIgnoringCase(db, f.keyword) } : {}),
  });
  return {
    // --- the shop ---
    createShop: (row: { id: string; userId: string; name: string; intro: string; logoUrl: string; kind: string; closed: boolean; at: Date }) =>
      db.shop.create({
        data: { id: row.id, userId: row.userId, name: row.name, intro: row.intro, logoUrl: row.logoUrl, kind: row.kind, closed: row.closed, createdAt: row.at, updatedAt: row.at },
      }),
    updateShop: (id: string, data: { name: string; intro: string; logoUrl: string; kind: string; closed?: boolean; updatedAt: Date }) => db.shop.update({ where: { id }, data }),
    counts: (shopId: string) =>
      Promise.all([
        db.product.count({ where: { shopId, deletedAt: null, onShelf: true } }),
        db.product.count({ where: { shopId, deletedAt: null, onShelf: false } }),
        db.productType.count({ where: { shopId } }),
        db.productShare.count({ where: { shopId } }),
      ]),

    // --- types ---
    types: (shopId: string) => db.productType.findMany({ where: { shopId }, orderBy: TYPE_ORDER }),
    ownType: (shopId: string, id: string) => db.productType.findFirst({ where: { id, shopId } }),
    typeNamed: (shopId: string, name: string) => db.productType.findUnique({ where: { shopId_name: { shopId, name } } }),
    countTypes: (shopId: string) => db.productType.count({ where: { shopId } }),
    lastSort: async (shopId: string) => (await db.productType.aggregate({ where: { shopId }, _max: { sort: true } }))._max.sort ?? -1,
    addType: (row: { id: string; shopId: string; name: string; sort: number; createdAt: Date }) => db.productType.create({ data: row }),
    renameType: (id: string, name: string) => db.productType.update({ where: { id }, data: { name } }),
    setTypeSort: (id: string, sort: number) => db.productType.update({ where: { id }, data: { sort } }),
    deleteType: (id: string) => db.productType.delete({ where: { id } }),
    untypeProducts: (typeId: string, at: Date) => db.product.updateMany({ where: { typeId }, data: { typeId: null, updatedAt: at } }),
    productCounts: async (shopId: string) => {
      const rows = await db.product.groupBy({ by: ['typeId'], where: { shopId, deletedAt: null }, _count: { _all: true } });
      return new Map(rows.map((r) => [r.typeId, r._count._all]));
    },

    // --- products ---
    countLiveProducts: (shopId: string) => db.product.count({ where: { shopId, deletedAt: null } }),
    addProduct: (row: ProductWrite & { id: string; shopId: string; userId: string; kind: string; at: Date }) => {
      const { at, ...data } = row;
      return db.product.create({ data: { ...data, createdAt: at, updatedAt: at } });
    },
    updateProduct: (id: string, data: Partial<ProductWrite> & { updatedAt: Date; deletedAt?: Date }) => db.product.update({ where: { id }, data }),
    pageOfMine: (f: MyProductsFilter, skip: number, take: number) =>
      rowsAndTotal(
        { skip, take },
        () => db.product.findMany({ where: myWhere(f), orderBy: NEWEST, skip, take }),
        () => db.product.count({ where: myWhere(f) }),
      ),
    /** Products by id, deleted ones too (a share keeps naming a product its owner deleted). */
    productsAnyState: (ids: string[]) => (ids.length ? db.product.findMany({ where: { id: { in: ids } } }) : Promise.resolve([])),

    // --- shares ---
    closedShopIds: async () => (await db.shop.findMany({ where: { closed: true }, select: { id: true } })).map((s) => s.id),
    /** Other open shops' shareable goods that visitors see, newest first. */
    pageOfShareable: (myShopId: string | null, closedIds: string[], keyword: string, skip: number, take: number) => {
      const where: Prisma.ProductWhereInput = {
        shareable: true,
        kind: 'goods',
        deletedAt: null,
        onShelf: true,
        shopId: { notIn: myShopId ? [...closedIds, myShopId] : closedIds },
        ...(keyword ? { name: containsIgnoringCase(db, keyword) } : {}),
      };
      return rowsAndTotal(
        { skip, take },
        () => db.product.findMany({ where, orderBy: NEWEST, skip, take }),
        () => db.product.count({ where }),
      );
    },
    share: (shopId: string, productId: string) => db.productShare.findUnique({ where: { shopId_productId: { shopId, productId } } }),
    sharedIds: async (shopId: string, productIds: string[]) =>
      new Set((await db.productShare.findMany({ where: { shopId, productId: { in: productIds } }, select: { productId: true } })).map((s) => s.productId)),
    countShares: (shopId: string) => db.productShare.count({ where: { shopId } }),
    addShare: (row: { id: string; shopId: string; productId: string; createdAt: Date }) => db.productShare.create({ data: row }),
    deleteShare: (id: string) => db.productShare.delete({ where: { id } }),
    pageOfShares: (shopId: string, skip: number, take: number) =>
      rowsAndTotal(
        { skip, take },
        () => db.productShare.findMany({ where: { shopId }, orderBy: NEWEST, skip, take }),
        () => db.productShare.count({ where: { shopId } }),
      ),
  };
}
