import { rowsAndTotal } from '../../lib/paging';
import { VIDEO_GOODS_LINE, type TMessageColumns } from '@card/contract';
import type { DbClient } from '../../core/db';

export type ProductRow = { id: string; videoId: string; userId: string; name: string; priceFen: number; imageUrl: string; stock: number; sort: number; deletedAt: Date | null };

/** Prisma access of the cart part: products, cart lines, the buyer's goods orders, people (addresses: core/people). */
export function videoCartRepository(db: DbClient) {
  return {
    // --- products ---
    product: (id: string) => db.videoProduct.findUnique({ where: { id } }),
    /** The seller's live product (someone else's or a removed one: null). */
    ownProduct: (userId: string, id: string) => db.videoProduct.findFirst({ where: { id, userId, deletedAt: null } }),
    productsOf: (ids: string[]) => db.videoProduct.findMany({ where: { id: { in: ids } } }),
    countLive: (videoId: string) => db.videoProduct.count({ where: { videoId, deletedAt: null } }),
    pageOfVideo: (videoId: string, skip: number, take: number) =>
      rowsAndTotal(
        { skip, take },
        () => db.videoProduct.findMany({ where: { videoId, deletedAt: null }, orderBy: [{ sort: 'asc' }, { createdAt: 'asc' }, { id: 'asc' }], skip, take }),
        () => db.videoProduct.count({ where: { videoId, deletedAt: null } }),
      ),
    addProduct: (row: Omit<ProductRow, 'deletedAt'> & { createdAt: Date }) => db.videoProduct.create({ data: row }),
    updateProduct: (id: string, data: Partial<Pick<ProductRow, 'name' | 'priceFen' | 'imageUrl' | 'stock' | 'sort' | 'deletedAt'>>) => db.videoProduct.update({ where: { id }, data }),
    /** The reservation: takes `qty` only while that many are left (never below zero, whoever orders at once). */
    takeStock: async (id: string, qty: number) => (await db.videoProduct.updateMany({ where: { id, stock: { gte: qty } }, data: { stock: { decrement: qty } } })).count === 1,
    giveStock: (id: string, qty: number) => db.videoProduct.updateMany({ where: { id }, data: { stock: { increment: qty } } }),
    videosOf: (ids: string[]) =>
      db.microVideo.findMany({
        where: { id: { in: ids } },
        select: { id: true, userId: true, state: true, hidden: true, takenDownAt: true, deletedByOwnerAt: true },
      }),

    // --- cart ---
    cartLine: (userId: string, productId: string) => db.videoCartItem.findUnique({ where: { userId_productId: { userId, productId } } }),
    ownLine: (userId: string, id: string) => db.videoCartItem.findFirst({ where: { id, userId } }),
    ownLines: (userId: string, ids: string[]) => db.videoCartItem.findMany({ where: { userId, id: { in: ids } } }),
    countLines: (userId: string) => db.videoCartItem.count({ where: { userId } }),
    pageOfCart: (userId: string, skip: number, take: number) =>
      rowsAndTotal(
        { skip, take },
        () => db.videoCartItem.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
        () => db.videoCartItem.count({ where: { userId } }),
      ),
    /** Every line (the total covers the whole cart, not one page; the cart is capped). */
    allLines: (userId: string) => db.videoCartItem.findMany({ where: { userId }, select: { productId: true, quantity: true } }),
    addLine: (row: { id: string; userId: string; productId: string; quantity: number; createdAt: Date }) => db.videoCartItem.create({ data: { ...row, updatedAt: row.createdAt } }),
    setQuantity: (id: string, quantity: number, now: Date) => db.videoCartItem.update({ where: { id }, data: { quantity, updatedAt: now } }),
    removeLines: (userId: string, ids: string[]) => db.videoCartItem.deleteMany({ where: { userId, id: { in: ids } } }),
    /** After payment: the buyer's lines of the products bought (a line added again since then goes too). */
    removeProductsFromCart: (userId: string, productIds: string[]) => db.videoCartItem.deleteMany({ where: { userId, productId: { in: productIds } } }),

    // --- orders ---
    pageOfOrders: (userId: string, skip: number, take: number) =>
      rowsAndTotal(
        { skip, take },
        () => db.order.findMany({ where: { userId, line: VIDEO_GOODS_LINE }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
        () => db.order.count({ where: { userId, line: VIDEO_GOODS_LINE } }),
      ),
    /** The seller's share of a refunded order, while still frozen (conditional: once). */
    reverseIncome: async (id: string) => (await db.frozenIncome.updateMany({ where: { id, state: 'frozen' }, data: { state: 'reversed' } })).count === 1,
    ownGoodsOrder: (userId: string, id: string) => db.order.findFirst({ where: { id, userId, line: VIDEO_GOODS_LINE } }),

    // --- people and messages ---
    people: (ids: string[]) =>
      db.user.findMany({
        where: { id: { in: ids } },
        select: { id: true, phoneIdEcr: true, avatarUrl: true, language: true, card: { select: { name: true } } },
      }),
    addMessage: (row: { id: string; userId: string; title: string; content: string; createdAt: Date } & TMessageColumns) => db.message.create({ data: row, select: { id: true } }),
  };
}
export type Person = Awaited<ReturnType<ReturnType<typeof videoCartRepository>['people']>>[number];
export const personView = (p: Person | undefined) => ({ phoneIdEcr: p?.phoneIdEcr ?? '', name: p?.card?.name ?? '', avatarUrl: p?.avatarUrl ?? null });
