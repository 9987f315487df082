import { rowsAndTotal } from '../../lib/paging';
import { LIMITS } from '@card/contract';
import type { DbClient } from '../../core/db';
import { cachedRead } from '../../core/read-cache';
import type { OrderState, RefundState, TMessageColumns } from '@card/contract';
import type { Order, RefundRequest } from '../../generated/prisma/client';

export type OrderRow = Order;
export type RefundRow = RefundRequest;

const PLANS_CACHE = { maxEntries: LIMITS.cache.perUser } as const;

/** Plans, orders, refund requests, entitlements and WeChat Pay notifications: every query of the orders area. */
export function orderRepository(db: DbClient) {
  return {
    /** The platform's plans change only when an operator edits them: kept in memory (what drops them is derived). */
    plansOf: async (lines: readonly string[]) =>
      (await cachedRead(db, 'vip.plans', PLANS_CACHE, lines.join(','), async () => ({
        owner: '',
        value: await db.plan.findMany({ where: { line: { in: [...lines] }, active: true }, orderBy: [{ line: 'asc' }, { sort: 'asc' }] }),
      })))!,
    planByCode: (code: string) => db.plan.findFirst({ where: { code, active: true } }),

    buyerOf: (userId: string) =>
      db.user.findUnique({
        where: { id: userId },
        select: {
          id: true,
          regionCode: true,
          language: true,
          refereeId: true,
          vipExpiresAt: true,
          tempVipExpiresAt: true,
          tempVipLapsedAt: true,
          goldenKeys: true,
          enterprise: true,
          txPwdHash: true,
          wxOpenId: true,
          phoneIdEcr: true,
          card: { select: { name: true } },
        },
      }),
    /** What the VIP screens show of the buyer: buyerOf without the card's name (one statement, not two). */
    vipFieldsOf: (userId: string) =>
      db.user.findUnique({
        where: { id: userId },
        select: { regionCode: true, vipExpiresAt: true, tempVipExpiresAt: true, goldenKeys: true, enterprise: true },
      }),
    userByPhoneIdEcr: (phoneIdEcr: string) => db.user.findUnique({ where: { phoneIdEcr }, select: { id: true, phoneIdEcr: true, card: { select: { name: true } } } }),
    userByPhone: (regionCode: string, phone: string) => db.user.findUnique({ where: { regionCode_phone: { regionCode, phone } }, select: { id: true } }),
    /** Whether the user ever paid a VIP order (refunded ones count: the offer was had). */
    paidVipBefore: async (userId: string, exceptOrderId?: string) =>
      (await db.order.count({ where: { userId, line: 'vip', paidAt: { not: null }, ...(exceptOrderId ? { id: { not: exceptOrderId } } : {}) } })) > 0,

    insertOrder: (row: {
      id: string;
      orderNo: string;
      userId: string;
      line: string;
      planCode: string | null;
      title: string;
      amountFen: number;
      terms: string;
      expiresAt: Date;
      createdAt: Date;
      beneficiaryId?: string | null;
      openKey?: string | null;
    }) => db.order.create({ data: row }),
    openOrderByKey: (openKey: string) => db.order.findUnique({ where: { openKey } }),
    orderById: (id: string) => db.order.findUnique({ where: { id } }),
    orderByNo: (orderNo: string) => db.order.findUnique({ where: { orderNo } }),
    ordersOf: (userId: string, where: object, skip: number, take: number) =>
      rowsAndTotal(
        { skip, take },
        () => db.order.findMany({ where: { userId, ...where }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
        () => db.order.count({ where: { userId, ...where } }),
      ),
    countOrders: (where: object) => db.order.count({ where }),
    /** Moves an order only from the states given (the transition table's `from`): answers whether it moved. */
    moveOrder: async (id: string, from: readonly OrderState[], data: Partial<Order> & { state: OrderState }) =>
      (await db.order.updateMany({ where: { id, state: { in: [...from] } }, data })).count === 1,
    /**
     * Frees the open-order key of an order no longer unpaid, for the next order of its plan. Done by the next tap, not
     * by the payment or close: the money paths stay as they were (no extra index write inside them).
     */
    releaseOpenKey: (id: string) => db.order.updateMany({ where: { id, state: { not: 'created' } }, data: { openKey: null } }),
    setEffect: (id: string, effect: string) => db.order.update({ where: { id }, data: { effect }, select: { id: true } }),
    expiredUnpaid: (now: Date, take: number) => db.order.findMany({ where: { state: 'created', expiresAt: { lte: now } }, take, orderBy: { expiresAt: 'asc' } }),
    /** Unpaid orders that may have a WeChat payment we were never told about (closed ones too: a late payment is honoured). */
    recentUnpaid: (since: Date, take: number) =>
      db.order.findMany({
        where: { state: { in: ['created', 'closed'] }, createdAt: { gte: since }, payMethod: 'wxpay' },
        take,
        orderBy: { createdAt: 'asc' },
      }),
    /** Marks an unpaid order as being paid through WeChat Pay (what the recovery job asks WeChat about). */
    markWxStarted: (id: string) => db.order.updateMany({ where: { id, state: 'created' }, data: { payMethod: 'wxpay' } }),

    latestRefundOf: (orderId: string) => db.refundRequest.findFirst({ where: { orderId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
    latestRefundsOf: (orderIds: string[]) => db.refundRequest.findMany({ where: { orderId: { in: orderIds } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
    refundById: (id: string) => db.refundRequest.findUnique({ where: { id } }),
    refundByNo: (outRefundNo: string) => db.refundRequest.findUnique({ where: { outRefundNo } }),
    insertRefund: (row: { id: string; orderId: string; userId: string; amountFen: number; reason: string; outRefundNo: string; createdAt: Date }) => db.refundRequest.create({ data: row }),
    moveRefund: async (id: string, from: readonly RefundState[], data: { state: RefundState; decidedAt?: Date; refusalReason?: string }) =>
      (await db.refundRequest.updateMany({ where: { id, state: { in: [...from] } }, data })).count === 1,
    pendingRefunds: (skip: number, take: number) =>
      rowsAndTotal(
        { skip, take },
        () => db.refundRequest.findMany({ where: { state: 'pending' }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], skip, take }),
        () => db.refundRequest.count({ where: { state: 'pending' } }),
      ),
    processingRefunds: (take: number) => db.refundRequest.findMany({ where: { state: 'processing' }, take, orderBy: { createdAt: 'asc' } }),
    ordersByIds: (ids: string[]) => db.order.findMany({ where: { id: { in: ids } } }),
    userNames: (ids: string[]) => db.card.findMany({ where: { userId: { in: ids } }, select: { userId: true, name: true } }),

    /** The buyer's company and role: an enterprise edition is bought by a company's admin, for the company (issue 31). */
    companyRoleOf: (userId: string) => db.user.findUnique({ where: { id: userId }, select: { companyId: true, companyRole: true } }),
    addEntitlement: (row: { id: string; userId: string; orderId: string; kind: string; quantity: number; expiresAt: Date | null; createdAt: Date; companyId?: string | null }) =>
      db.entitlement.create({ data: row, select: { id: true } }),
    revokeEntitlements: (orderId: string, now: Date) => db.entitlement.updateMany({ where: { orderId, revokedAt: null }, data: { revokedAt: now } }),
    activeEntitlements: (userId: string, now: Date) =>
      db.entitlement.findMany({
        where: { userId, revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] },
        orderBy: { createdAt: 'asc' },
      }),

    setEnterprise: (userId: string, enterprise: boolean) => db.user.update({ where: { id: userId }, data: { enterprise }, select: { id: true } }),
    hasRole: async (userId: string, role: string) => (await db.userRole.count({ where: { userId, role } })) > 0,
    addRole: (userId: string, role: string, now: Date) => db.userRole.create({ data: { userId, role, createdAt: now } }),
    removeRole: (userId: string, role: string) => db.userRole.deleteMany({ where: { userId, role } }),
    /** A commission still frozen is reversed (conditional: a released one stays released). Answers whether it was. */
    reverseIncome: async (id: string) => (await db.frozenIncome.updateMany({ where: { id, state: 'frozen' }, data: { state: 'reversed' } })).count === 1,
    incomeById: (id: string) => db.frozenIncome.findUnique({ where: { id } }),

    /** Records a notification id; false when it was handled before (a replay). */
    async recordNotification(row: { id: string; eventType: string; ref: string; receivedAt: Date }) {
      const existing = await db.paymentNotification.findUnique({ where: { id: row.id }, select: { id: true } });
      if (existing) return false;
      await db.paymentNotification.create({ data: row });
      return true;
    },
    notificationSeen: async (id: string) => (await db.paymentNotification.count({ where: { id } })) > 0,

    addMessage: (row: { id: string; userId: string; title: string; content: string; createdAt: Date } & TMessageColumns) => db.message.create({ data: row, select: { id: true } }),

    updateRegisterInfo: (userId: string, card: { name: string; company: string }) => db.card.update({ where: { userId }, data: card, select: { userId: true } }),
    bindReferrer: async (userId: string, refereeId: string) => (await db.user.updateMany({ where: { id: userId, refereeId: null }, data: { refereeId } })).count === 1,
    grantTrial: async (userId: string, until: Date) =>
      (await db.user.updateMany({ where: { id: userId, vipExpiresAt: null, tempVipExpiresAt: null }, data: { tempVipExpiresAt: until } })).count === 1,
    lapsedTemps: (now: Date, take: number) =>
      db.user.findMany({
        where: { tempVipExpiresAt: { lte: now }, tempVipLapsedAt: null },
        select: { id: true, language: true },
        take,
      }),
    markLapsed: async (userId: string, now: Date) =>
      (await db.user.updateMany({ where: { id: userId, tempVipExpiresAt: { lte: now }, tempVipLapsedAt: null }, data: { tempVipLapsedAt: now } })).count === 1,
  };
}
export type VipRepository = ReturnType<typeof orderRepository>;
