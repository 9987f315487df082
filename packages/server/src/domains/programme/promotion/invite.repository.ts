import { rowsAndTotal } from '../../../lib/paging';
import type { TMessageKindColumn } from '@card/contract';
import type { DbClient } from '../../../core/db';

export interface ClaimFields {
  realName: string;
  contact: string;
  images: string;
  note: string;
  invitees: number;
}

/** Invite activities and their reward claims (engine-neutral Prisma API). */
export function inviteRepository(db: DbClient) {
  return {
    activityById: (id: string) => db.promoInviteActivity.findUnique({ where: { id } }),
    /** The running activity whose period holds `now`, the latest started first. */
    currentActivity: (now: Date) =>
      db.promoInviteActivity.findFirst({ where: { status: 'running', startAt: { lte: now }, endAt: { gte: now } }, orderBy: [{ startAt: 'desc' }, { id: 'desc' }] }),

    claimOf: (activityId: string, userId: string) => db.promoInviteClaim.findUnique({ where: { activityId_userId: { activityId, userId } } }),
    claimById: (id: string) => db.promoInviteClaim.findUnique({ where: { id } }),
    createClaim: (row: ClaimFields & { id: string; activityId: string; userId: string; createdAt: Date }) => db.promoInviteClaim.create({ data: { ...row, updatedAt: row.createdAt } }),
    /** An edit: only while pending or rejected (conditional: a concurrent approval wins); back under review. */
    editClaim: async (id: string, f: ClaimFields, now: Date) =>
      (await db.promoInviteClaim.updateMany({ where: { id, state: { in: ['pending', 'rejected'] } }, data: { ...f, state: 'pending', reason: '', updatedAt: now } })).count,
    /** A review: only a pending claim moves (conditional: of two reviewers one wins). */
    decide: async (id: string, d: { state: string; reason: string; reviewedBy: string; reviewedAt: Date }) =>
      (
        await db.promoInviteClaim.updateMany({
          where: { id, state: 'pending' },
          data: { ...d, updatedAt: d.reviewedAt, ...(d.state === 'approved' ? { rewardedAt: d.reviewedAt } : {}) },
        })
      ).count,
    forOperators: (tab: 'pending' | 'decided', page: { skip: number; take: number }) => {
      const where = tab === 'pending' ? { state: 'pending' } : { state: { in: ['approved', 'rejected'] } };
      const orderBy = tab === 'pending' ? [{ updatedAt: 'asc' as const }, { id: 'asc' as const }] : [{ updatedAt: 'desc' as const }, { id: 'desc' as const }];
      return rowsAndTotal(
        page,
        () => db.promoInviteClaim.findMany({ where, orderBy, ...page }),
        () => db.promoInviteClaim.count({ where }),
      );
    },
    pendingCount: () => db.promoInviteClaim.count({ where: { state: 'pending' } }),
    activityTitles: async (ids: string[]) => {
      const rows = ids.length ? await db.promoInviteActivity.findMany({ where: { id: { in: ids } }, select: { id: true, title: true, target: true } }) : [];
      return new Map(rows.map((r) => [r.id, r]));
    },
    addMessage: (row: { id: string; userId: string; title: string; content: string; link: string; createdAt: Date } & TMessageKindColumn) =>
      db.message.create({ data: row, select: { id: true } }),
  };
}

export type InviteClaimRow = NonNullable<Awaited<ReturnType<ReturnType<typeof inviteRepository>['claimById']>>>;
export type InviteActivityRow = NonNullable<Awaited<ReturnType<ReturnType<typeof inviteRepository>['activityById']>>>;
