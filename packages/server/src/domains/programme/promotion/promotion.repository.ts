import type { DbClient } from '../../../core/db';

/** Order states that mean "paid" for the programmes (a refund under way still counts until it succeeds). */
/** The order states that count a referral as paid (the ambassador home's driver read reads them too). */
export const PAID_STATES = ['paid', 'refunding'] as const;
const CARD = { select: { name: true, company: true, position: true } } as const;
/** A card the programmes count as complete (the contract trims every text, so blanks are empty strings). */
const COMPLETE_CARD = { name: { not: '' }, company: { not: '' }, position: { not: '' } };
const NEWEST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

/**
 * Reads and writes of the ambassador and super distributor programmes (engine-neutral Prisma API): the caller's
 * state, their referrals (User.refereeId) and team, memberships and roles, and earnings from FrozenIncome.
 */
export function promotionRepository(db: DbClient) {
  return {
    userState: (userId: string) =>
      db.user.findUnique({ where: { id: userId }, select: { id: true, phoneIdEcr: true, refereeId: true, vipExpiresAt: true, tempVipExpiresAt: true, card: CARD } }),
    refereeOf: async (userId: string) => (await db.user.findUnique({ where: { id: userId }, select: { refereeId: true } }))?.refereeId ?? null,
    hasRole: async (userId: string, role: string) => (await db.userRole.count({ where: { userId, role } })) > 0,
    memberOf: (userId: string, kind: string) => db.promoMember.findUnique({ where: { userId_kind: { userId, kind } } }),

    /** The membership row and the platform role together (the caller runs this in a transaction). */
    join: async (userId: string, kind: string, paidReferrals: number, now: Date) => {
      await db.promoMember.create({ data: { userId, kind, paidReferrals, joinedAt: now } });
      if ((await db.userRole.count({ where: { userId, role: kind } })) === 0) await db.userRole.create({ data: { userId, role: kind, createdAt: now } });
    },

    // --- referrals and team -----------------------------------------------------------------------------------------
    directIds: async (userId: string) => (await db.user.findMany({ where: { refereeId: userId }, select: { id: true } })).map((u) => u.id),
    directCount: (userId: string) => db.user.count({ where: { refereeId: userId } }),
    directPage: (userId: string, page: { skip: number; take: number }) =>
      db.user.findMany({ where: { refereeId: userId }, orderBy: NEWEST, ...page, select: { id: true, createdAt: true, refereeId: true } }),
    /** Second tier: users whose referrer is one of `directIds` (never the caller themselves: loops are left out). */
    secondCount: (userId: string, directIds: string[]) => (directIds.length ? db.user.count({ where: { refereeId: { in: directIds }, id: { not: userId } } }) : Promise.resolve(0)),
    secondPage: (userId: string, directIds: string[], page: { skip: number; take: number }) =>
      directIds.length
        ? db.user.findMany({ where: { refereeId: { in: directIds }, id: { not: userId } }, orderBy: NEWEST, ...page, select: { id: true, createdAt: true, refereeId: true } })
        : Promise.resolve([]),
    /** Which of `userIds` have paid at least one order. */
    paidAmong: async (userIds: string[]) => {
      if (userIds.length === 0) return new Set<string>();
      const rows = await db.order.findMany({ where: { userId: { in: userIds }, state: { in: [...PAID_STATES] } }, distinct: ['userId'], select: { userId: true } });
      return new Set(rows.map((r) => r.userId));
    },

    /** The user's frozen incomes of one source, summed by state. */
    earnings: async (userId: string, source: string) => {
      const groups = await db.frozenIncome.groupBy({ by: ['state'], where: { userId, source }, _sum: { amountFen: true } });
      return groups.map((g) => ({ state: g.state, fen: g._sum.amountFen ?? 0 }));
    },

    // --- invite activity: invitees ------------------------------------------------------------------------------------
    inviteeCounts: async (userId: string, from: Date, to: Date) => {
      const where = { refereeId: userId, id: { not: userId }, createdAt: { gte: from, lte: to } };
      const [registered, qualified] = await Promise.all([db.user.count({ where }), db.user.count({ where: { ...where, card: COMPLETE_CARD } })]);
      return { registered, qualified };
    },
    inviteesPage: (userId: string, from: Date, to: Date, page: { skip: number; take: number }) =>
      db.user.findMany({
        where: { refereeId: userId, id: { not: userId }, createdAt: { gte: from, lte: to } },
        orderBy: NEWEST,
        ...page,
        select: { id: true, createdAt: true, card: CARD },
      }),
  };
}

export type PromotionRepository = ReturnType<typeof promotionRepository>;
