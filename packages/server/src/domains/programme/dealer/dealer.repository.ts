import type { DbClient } from '../../../core/db';

/** Prisma access of the dealer programme: the dealer role, referrals, the dealer plan, commissions and dealer incomes. */
export function dealerRepository(db: DbClient) {
  return {
    isDealer: async (userId: string) => (await db.userRole.count({ where: { userId, role: 'dealer' } })) > 0,
    refereeOf: async (userId: string) => (await db.user.findUnique({ where: { id: userId }, select: { refereeId: true } }))?.refereeId ?? null,
    phoneIdEcrOf: async (userId: string) => (await db.user.findUnique({ where: { id: userId }, select: { phoneIdEcr: true } }))?.phoneIdEcr ?? '',
    /** The dealer plan on sale (the orders area's line 'dealer'), first in its order. */
    dealerPlan: () => db.plan.findFirst({ where: { line: 'dealer', active: true }, orderBy: [{ sort: 'asc' }, { code: 'asc' }] }),
    referredCount: (userId: string) => db.user.count({ where: { refereeId: userId } }),
    referredIds: async (userId: string) => (await db.user.findMany({ where: { refereeId: userId }, select: { id: true } })).map((u) => u.id),
    /** Orders of these users paid and not refunded (issue 32: a refunded order was still counted under 付费订单). */
    paidOrderCount: (userIds: string[]) => (userIds.length ? db.order.count({ where: { userId: { in: userIds }, paidAt: { not: null }, state: { not: 'refunded' } } }) : Promise.resolve(0)),
    incomeSums: (userId: string) => db.frozenIncome.groupBy({ by: ['state'], where: { userId, source: 'dealer' }, _sum: { amountFen: true } }),
    incomeStates: async (ids: string[]) =>
      new Map((ids.length ? await db.frozenIncome.findMany({ where: { id: { in: ids } }, select: { id: true, state: true } }) : []).map((r) => [r.id, r.state])),
  };
}
