import type { Db } from '../../db';

const publicUserSelect = {
  id: true,
  phoneIdEcr: true,
  phone: true,
  avatarUrl: true,
  companyId: true,
  hidePhone: true,
  showPhoneToExchanged: true,
  allowStrangerSearch: true,
  allowColleagueView: true,
  card: { select: { name: true, company: true, position: true, mobiles: { select: { number: true }, orderBy: { sort: 'asc' as const }, take: 1 } } },
} as const;

/** Prisma access for subscriptions (stored cards) and the public side of other users. No decisions here. */
export function subscriptionRepository(db: Db) {
  return {
    userByCard: (phoneIdEcr: string) => db.user.findUnique({ where: { phoneIdEcr }, select: publicUserSelect }),
    viewer: (id: string) => db.user.findUnique({ where: { id }, select: { id: true, companyId: true } }),

    subscriptionsOf: (userId: string, page: { skip: number; take: number }) =>
      db.subscription.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'asc' }], ...page, select: { targetId: true, createdAt: true } }),
    subscriptionCount: (userId: string) => db.subscription.count({ where: { userId } }),
    cardsOf: (ids: string[]) =>
      db.user.findMany({ where: { id: { in: ids } }, select: { id: true, phoneIdEcr: true, avatarUrl: true, card: { select: { name: true, company: true, position: true } } } }),

    find: (userId: string, targetId: string) => db.subscription.findUnique({ where: { userId_targetId: { userId, targetId } }, select: { id: true } }),
    /** Idempotent: storing a card twice leaves one row. */
    add: (data: { id: string; userId: string; targetId: string; createdAt: Date }) =>
      db.subscription.upsert({ where: { userId_targetId: { userId: data.userId, targetId: data.targetId } }, create: data, update: {}, select: { id: true } }),
    remove: (userId: string, targetId: string) => db.subscription.deleteMany({ where: { userId, targetId } }),
  };
}
export type PublicUser = NonNullable<Awaited<ReturnType<ReturnType<typeof subscriptionRepository>['userByCard']>>>;
