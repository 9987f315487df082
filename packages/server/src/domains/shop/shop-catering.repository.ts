import { rowsAndTotal } from '../../lib/paging';
import type { DbClient } from '../../core/db';

/**
 * Prisma access of the catering part: a shop's packages (products of kind 'package'), the catering details on the
 * shop row, and comments with the shop's score. Writes that must hold together take the transaction's client.
 */
const PACKAGE = 'package';

type PackageFields = {
  name: string;
  contents: string;
  coverUrl: string;
  imageUrls: string;
  priceFen: number;
  stock: number;
  onShelf: boolean;
  updatedAt: Date;
};

export function shopCateringRepository(db: DbClient) {
  const visibleWhere = (shopId: string) => ({ shopId, kind: PACKAGE, deletedAt: null, onShelf: true });
  const ownWhere = (userId: string) => ({ userId, kind: PACKAGE, deletedAt: null });
  const newest = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
  return {
    shopOfUser: (userId: string) => db.shop.findUnique({ where: { userId } }),
    shopById: (id: string) => db.shop.findUnique({ where: { id } }),

    // --- packages ---
    /** Visitors' page of a shop's packages: on the shelf, not deleted, newest first (the shop's open state is the caller's check). */
    visiblePackages: (shopId: string, skip: number, take: number) =>
      rowsAndTotal(
        { skip, take },
        () => db.product.findMany({ where: visibleWhere(shopId), orderBy: newest, skip, take }),
        () => db.product.count({ where: visibleWhere(shopId) }),
      ),
    ownPackages: (userId: string, skip: number, take: number) =>
      rowsAndTotal(
        { skip, take },
        () => db.product.findMany({ where: ownWhere(userId), orderBy: newest, skip, take }),
        () => db.product.count({ where: ownWhere(userId) }),
      ),
    /** The owner's package (not deleted); null for someone else's, a goods product or an unknown id. */
    ownPackage: (userId: string, id: string) => db.product.findFirst({ where: { id, ...ownWhere(userId) } }),
    /** Live products of a shop, goods and packages together (the per-shop cap counts both). */
    countLiveProducts: (shopId: string) => db.product.count({ where: { shopId, deletedAt: null } }),
    createPackage: (data: PackageFields & { id: string; shopId: string; userId: string; createdAt: Date }) => db.product.create({ data: { ...data, kind: PACKAGE } }),
    updatePackage: (id: string, data: PackageFields) => db.product.update({ where: { id }, data }),
    /** Deleting keeps the row for orders already made (they froze title and price); a live cart line shows it gone. */
    softDelete: (id: string, at: Date) => db.product.update({ where: { id }, data: { deletedAt: at, onShelf: false, updatedAt: at } }),

    // --- catering details ---
    saveInfo: (shopId: string, data: { phone: string; address: string; openHours: string; perCapitaFen: number }, at: Date) =>
      db.shop.update({ where: { id: shopId }, data: { ...data, updatedAt: at } }),

    // --- comments ---
    /** The fulfilment of a money order with the money state, for the comment's checks. */
    shopOrderOf: (orderId: string) => db.shopOrder.findUnique({ where: { orderId } }),
    orderStateOf: async (orderId: string) => (await db.order.findUnique({ where: { id: orderId }, select: { state: true } }))?.state ?? null,
    /**
     * Marks the order commented only if it still is not: the count says whether this caller won (two concurrent
     * submits of one order: one sees 1, the other 0 and writes nothing).
     */
    claimComment: (orderId: string, buyerId: string) => db.shopOrder.updateMany({ where: { orderId, buyerId, commented: false, shipState: 'received' }, data: { commented: true } }),
    addComment: (data: { id: string; shopId: string; orderId: string; userId: string; score: number; content: string; createdAt: Date }) => db.shopComment.create({ data }),
    addScore: (shopId: string, score: number) => db.shop.update({ where: { id: shopId }, data: { scoreSum: { increment: score }, scoreCount: { increment: 1 } } }),
    comments: (shopId: string, skip: number, take: number) =>
      rowsAndTotal(
        { skip, take },
        () => db.shopComment.findMany({ where: { shopId }, orderBy: newest, skip, take }),
        () => db.shopComment.count({ where: { shopId } }),
      ),
    commentById: (id: string) => db.shopComment.findUnique({ where: { id } }),
    /** Writes the reply only while none is there, so two replies racing leave the first. */
    claimReply: (id: string, reply: string, at: Date) => db.shopComment.updateMany({ where: { id, repliedAt: null }, data: { reply, repliedAt: at } }),
    distribution: async (shopId: string) => {
      const rows = await db.shopComment.groupBy({ by: ['score'], where: { shopId }, _count: { _all: true } });
      return rows.map((r) => ({ score: r.score, count: r._count._all }));
    },
  };
}
