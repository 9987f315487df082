import type { TMessageColumns } from '@card/contract';
import { REFERRAL_INCOME_SOURCES } from '@card/contract';
import type { DbClient } from '../../core/db';

/** The referral policy's reads and writes (issue 32): who referred whom, which roles they hold, commission rows. */
export function referralRepository(db: DbClient) {
  return {
    refereeOf: async (userId: string) => (await db.user.findUnique({ where: { id: userId }, select: { refereeId: true } }))?.refereeId ?? null,
    /**
     * The referral roles each user holds: the platform roles of the programmes (dealer, distributor, ambassador)
     * and spokesperson (a bound withdrawal WeChat with a real name, the wallet's spokesperson).
     */
    async rolesOf(userIds: string[]): Promise<Map<string, string[]>> {
      const out = new Map<string, string[]>(userIds.map((id) => [id, []]));
      if (!userIds.length) return out;
      const [roles, bindings] = await Promise.all([
        db.userRole.findMany({ where: { userId: { in: userIds }, role: { in: ['dealer', 'distributor', 'ambassador'] } }, select: { userId: true, role: true } }),
        db.walletBinding.findMany({ where: { userId: { in: userIds }, spokesperson: true }, select: { userId: true } }),
      ]);
      for (const r of roles) out.get(r.userId)?.push(r.role);
      for (const b of bindings) out.get(b.userId)?.push('spokesperson');
      return out;
    },
    addCommission: (row: {
      id: string;
      orderId: string;
      tier: number;
      earnerId: string;
      role: string;
      buyerId: string;
      line: string;
      orderFen: number;
      percent: number;
      amountFen: number;
      incomeId: string;
      createdAt: Date;
    }) => db.referralCommission.create({ data: row, select: { id: true } }),
    commissionsOfOrder: (orderId: string) => db.referralCommission.findMany({ where: { orderId } }),

    /** An earner's commissions on what these buyers paid, with their income's state (for the referral lists). */
    async earnedFrom(earnerId: string, buyerIds: string[]) {
      if (!buyerIds.length) return [];
      const rows = await db.referralCommission.findMany({
        where: { earnerId, buyerId: { in: buyerIds } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        select: { buyerId: true, role: true, amountFen: true, incomeId: true },
      });
      const states = await db.frozenIncome.findMany({ where: { id: { in: rows.map((r) => r.incomeId) } }, select: { id: true, state: true } });
      const stateOf = new Map(states.map((s) => [s.id, s.state]));
      return rows.map((r) => ({ ...r, state: stateOf.get(r.incomeId) ?? 'frozen' }));
    },
    /** An earner's commission rows, newest first (the dealer's commission list shows every role's). */
    commissionPage: (earnerId: string, page: { skip: number; take: number }) =>
      db.referralCommission.findMany({ where: { earnerId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...page }),
    commissionCount: (earnerId: string) => db.referralCommission.count({ where: { earnerId } }),
    /** Frozen and released sums of an earner's commissions under some roles (reversed ones are not earnings). */
    async sumsByState(earnerId: string, roles: readonly string[]) {
      const rows = await db.referralCommission.findMany({ where: { earnerId, role: { in: [...roles] } }, select: { incomeId: true } });
      if (!rows.length) return [];
      const groups = await db.frozenIncome.groupBy({ by: ['state'], where: { id: { in: rows.map((r) => r.incomeId) } }, _sum: { amountFen: true } });
      return groups.map((g) => ({ state: g.state, fen: g._sum.amountFen ?? 0 }));
    },

    // --- the one-time fix of decision 0031 ---
    fixRan: async (name: string) => (await db.dataFix.count({ where: { name } })) > 0,
    recordFix: (name: string, summary: string, ranAt: Date) => db.dataFix.create({ data: { name, summary, ranAt } }),
    /** Orders with referral-like income (spokesperson or ambassador 'commission', 'dealer', 'distributor'). */
    async ordersWithCommissionIncome() {
      const rows = await db.frozenIncome.findMany({
        where: { source: { in: [...REFERRAL_INCOME_SOURCES] }, orderId: { not: null } },
        select: { orderId: true },
        distinct: ['orderId'],
      });
      return rows.map((r) => r.orderId!);
    },
    commissionIncomesOf: (orderId: string) =>
      db.frozenIncome.findMany({
        where: { orderId, source: { in: [...REFERRAL_INCOME_SOURCES] }, state: { not: 'reversed' } },
        select: { id: true, userId: true, amountFen: true, source: true, state: true, createdAt: true },
      }),
    markIncomeReversed: async (id: string, from: string) => (await db.frozenIncome.updateMany({ where: { id, state: from }, data: { state: 'reversed' } })).count === 1,
    orderOf: (orderId: string) => db.order.findUnique({ where: { id: orderId }, select: { id: true, orderNo: true, userId: true, line: true, amountFen: true, title: true, effect: true } }),
    setEffect: (orderId: string, effect: string) => db.order.update({ where: { id: orderId }, data: { effect }, select: { id: true } }),
    languageOf: async (userId: string) => (await db.user.findUnique({ where: { id: userId }, select: { language: true } }))?.language ?? null,
    addMessage: (row: { id: string; userId: string; title: string; content: string; createdAt: Date } & TMessageColumns) => db.message.create({ data: row, select: { id: true } }),
  };
}
