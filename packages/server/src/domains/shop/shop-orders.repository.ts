import { rowsAndTotal } from '../../lib/paging';
import { SHOP_GOODS_LINE, type OrderState, type ShipState, type TMessageColumns } from '@card/contract';
import type { DbClient } from '../../core/db';

/** Prisma access of the orders part: cart lines, stock and sales, fulfilment rows, the goods orders, messages. */
export function shopOrdersRepository(db: DbClient) {
  return {
    // --- cart ---
    cartLineOf: (userId: string, productId: string) => db.shopCartItem.findUnique({ where: { userId_productId: { userId, productId } } }),
    ownCartLine: (userId: string, id: string) => db.shopCartItem.findFirst({ where: { id, userId } }),
    ownCartLines: (userId: string, ids: string[]) => db.shopCartItem.findMany({ where: { userId, id: { in: ids } } }),
    cartLines: (userId: string) => db.shopCartItem.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
    countCartLines: (userId: string) => db.shopCartItem.count({ where: { userId } }),
    insertCartLine: (row: { id: string; userId: string; productId: string; quantity: number; shareShopId: string | null; createdAt: Date }) =>
      db.shopCartItem.create({ data: { ...row, updatedAt: row.createdAt } }),
    setCartLine: (id: string, data: { quantity: number; shareShopId?: string | null; updatedAt: Date }) => db.shopCartItem.update({ where: { id }, data }),
    deleteCartLines: async (userId: string, ids: string[]) => (await db.shopCartItem.deleteMany({ where: { userId, id: { in: ids } } })).count,
    removeProductsFromCart: (userId: string, productIds: string[]) => db.shopCartItem.deleteMany({ where: { userId, productId: { in: productIds } } }),

    // --- products: rows in any state (a cart shows a removed one as gone), stock and sales ---
    productsByIds: (ids: string[]) => (ids.length ? db.product.findMany({ where: { id: { in: ids } } }) : Promise.resolve([])),
    /** The reservation: one conditional decrement, so simultaneous orders never take the stock below zero. */
    takeStock: async (id: string, qty: number) => (await db.product.updateMany({ where: { id, stock: { gte: qty } }, data: { stock: { decrement: qty } } })).count === 1,
    giveStock: (id: string, qty: number) => db.product.updateMany({ where: { id }, data: { stock: { increment: qty } } }),
    addSales: (id: string, qty: number) => db.product.updateMany({ where: { id }, data: { sales: { increment: qty } } }),
    /** Sales given back by a refund, never below zero. */
    takeSales: (id: string, qty: number) => db.product.updateMany({ where: { id, sales: { gte: qty } }, data: { sales: { decrement: qty } } }),
    isSharedIn: async (shopId: string, productId: string) => !!(await db.productShare.findUnique({ where: { shopId_productId: { shopId, productId } }, select: { id: true } })),

    // --- orders and their fulfilment ---
    insertShopOrder: (row: {
      id: string;
      orderId: string;
      shopId: string;
      sellerId: string;
      buyerId: string;
      shareShopId: string | null;
      title: string;
      amountFen: number;
      itemCount: number;
      needsShipping: boolean;
      createdAt: Date;
    }) => db.shopOrder.create({ data: row }),
    shopOrderOf: (orderId: string) => db.shopOrder.findUnique({ where: { orderId } }),
    goodsOrder: (id: string) => db.order.findFirst({ where: { id, line: SHOP_GOODS_LINE } }),
    goodsOrders: (ids: string[]) => (ids.length ? db.order.findMany({ where: { id: { in: ids }, line: SHOP_GOODS_LINE } }) : Promise.resolve([])),
    /** The ids of one side's goods orders in `states` (the money state lives on Order, the goods' way on ShopOrder). */
    goodsOrderIdsIn: async (side: { userId: string } | { beneficiaryId: string }, states: OrderState[]) =>
      (await db.order.findMany({ where: { ...side, line: SHOP_GOODS_LINE, state: { in: states } }, select: { id: true } })).map((o) => o.id),
    pageOfShopOrders: (where: { buyerId?: string; sellerId?: string; shipState?: { in: ShipState[] }; orderId?: { in: string[] } }, skip: number, take: number) =>
      rowsAndTotal(
        { skip, take },
        () => db.shopOrder.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
        () => db.shopOrder.count({ where }),
      ),
    /** A conditional move of the goods' way: answers false, changing nothing, when the row was no longer in `from`. */
    moveShip: async (orderId: string, from: ShipState, data: { shipState: ShipState; carrier?: string; trackingNo?: string; shippedAt?: Date; receivedAt?: Date; autoReceiveAt?: Date }) =>
      (await db.shopOrder.updateMany({ where: { orderId, shipState: from }, data })).count === 1,
    dueForAutoReceive: (now: Date, take: number) =>
      db.shopOrder.findMany({ where: { shipState: 'shipped', autoReceiveAt: { lte: now } }, orderBy: { autoReceiveAt: 'asc' }, take, select: { orderId: true } }),
    latestRefundOf: (orderId: string) => db.refundRequest.findFirst({ where: { orderId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
    latestRefundsOf: (orderIds: string[]) =>
      orderIds.length ? db.refundRequest.findMany({ where: { orderId: { in: orderIds } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }) : Promise.resolve([]),

    // --- messages ---
    addMessage: (row: { id: string; userId: string; title: string; content: string; createdAt: Date } & TMessageColumns) => db.message.create({ data: row, select: { id: true } }),
  };
}
