import { rowsAndTotal } from '../../lib/paging';
import type { TMessageColumns } from '@card/contract';
import type { DbClient } from '../../core/db';
import { containsIgnoringCase } from '../../core/sql-values';
import { langOf } from '../../lib/lang';

/** Queries of circle management: members by role and page, titles, circle edits, sanctions, complaints, messages. */
export function circleManageRepository(db: DbClient) {
  const joined = (circleId: string) => ({ circleId, state: 'joined' });
  return {
    userIdByIdEcr: (phoneIdEcr: string) => db.user.findUnique({ where: { phoneIdEcr }, select: { id: true } }).then((u) => u?.id ?? null),
    /** The owner and admins (at most 6 rows), owner first. */
    leaders: (circleId: string, userIds?: string[]) =>
      db.circleMember.findMany({
        where: { ...joined(circleId), role: { in: ['owner', 'admin'] }, ...(userIds ? { userId: { in: userIds } } : {}) },
        orderBy: [{ joinedAt: 'asc' }, { id: 'asc' }],
      }),
    /** A page of plain members by join time. */
    plainMembers: (circleId: string, page: { skip: number; take: number }, userIds?: string[]) =>
      page.take <= 0
        ? Promise.resolve([])
        : db.circleMember.findMany({
            where: { ...joined(circleId), role: 'member', ...(userIds ? { userId: { in: userIds } } : {}) },
            orderBy: [{ joinedAt: 'asc' }, { id: 'asc' }],
            ...page,
          }),
    countPlainMembers: (circleId: string, userIds?: string[]) => db.circleMember.count({ where: { ...joined(circleId), role: 'member', ...(userIds ? { userId: { in: userIds } } : {}) } }),
    /** Users of the circle whose card name holds the keyword (a circle has at most memberCap members). */
    memberIdsNamed: async (circleId: string, keyword: string) => {
      const ids = (await db.circleMember.findMany({ where: joined(circleId), select: { userId: true } })).map((r) => r.userId);
      const users = await db.user.findMany({ where: { id: { in: ids }, card: { name: containsIgnoringCase(db, keyword) } }, select: { id: true } });
      return users.map((u) => u.id);
    },
    adminCount: (circleId: string) => db.circleMember.count({ where: { ...joined(circleId), role: 'admin' } }),
    pendingCount: (circleId: string) => db.circleMember.count({ where: { circleId, state: 'applied' } }),
    /** Joined members whose paid membership runs past `now` (paid circles only count them). */
    payingCount: (circleId: string, now: Date) => db.circleMember.count({ where: { ...joined(circleId), paidUntil: { gt: now } } }),
    otherMembers: (circleId: string) => db.circleMember.count({ where: { ...joined(circleId), role: { not: 'owner' } } }),

    titles: (circleId: string) => db.circleTitle.findMany({ where: { circleId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    titleHolders: async (circleId: string) => {
      const rows = await db.circleMember.groupBy({ by: ['titleId'], where: { ...joined(circleId), titleId: { not: null } }, _count: { _all: true } });
      return new Map(rows.map((r) => [r.titleId as string, r._count._all]));
    },
    titleById: (circleId: string, id: string) => db.circleTitle.findFirst({ where: { id, circleId } }),
    addTitle: (row: { id: string; circleId: string; name: string; createdAt: Date }) => db.circleTitle.create({ data: row }),
    /** Deletes a title; the members holding it lose it in the same transaction. */
    deleteTitle: async (circleId: string, id: string, now: Date) => {
      await db.circleMember.updateMany({ where: { circleId, titleId: id }, data: { titleId: null, updatedAt: now } });
      await db.circleTitle.deleteMany({ where: { id, circleId } });
    },

    updateMember: (id: string, data: { role?: string; disabled?: boolean; titleId?: string | null; updatedAt: Date }) => db.circleMember.update({ where: { id }, data }),
    /** A removed member's row goes to `left` (they may join again) and stops counting; only a joined row moves. */
    removeMember: async (circleId: string, id: string, now: Date) => {
      const moved = await db.circleMember.updateMany({
        where: { id, state: 'joined' },
        data: { state: 'left', role: 'member', titleId: null, disabled: false, updatedAt: now },
      });
      if (moved.count === 1) await db.circle.update({ where: { id: circleId }, data: { memberCount: { decrement: 1 }, updatedAt: now } });
      return moved.count === 1;
    },
    /**
     * Takes the circle's row for writing first, so concurrent changes of its members (the sixth admin) queue behind
     * each other on both engines instead of each counting the same rows.
     */
    lockCircle: (id: string, now: Date) => db.circle.update({ where: { id }, data: { updatedAt: now } }),
    updateCircle: (id: string, data: Record<string, string | number | boolean | Date | null>) => db.circle.update({ where: { id }, data }),
    /** The label rows carry the circle's creation time (the label search pages by it). */
    replaceLabels: async (circleId: string, labels: string[], circleCreatedAt: Date) => {
      await db.circleLabel.deleteMany({ where: { circleId } });
      for (const label of labels) await db.circleLabel.create({ data: { circleId, label, createdAt: circleCreatedAt } });
    },
    /** A state change only if nobody changed the circle's state or warnings since it was read. */
    moveState: (id: string, from: { state: string; warnings: number }, data: { state: string; warnings: number; bannedAt?: Date | null; dissolvedAt?: Date | null; updatedAt: Date }) =>
      db.circle.updateMany({ where: { id, state: from.state, warnings: from.warnings }, data }).then((r) => r.count === 1),

    addSanction: (row: { id: string; circleId: string; operatorId: string; action: string; reason: string; createdAt: Date }) => db.circleSanction.create({ data: row }),
    sanctions: (circleId: string) => db.circleSanction.findMany({ where: { circleId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 100 }),
    /** Open ones oldest first, as every console queue waits (first come, first decided); decided ones newest first. */
    complaintPage: (state: string, page: { skip: number; take: number }) =>
      rowsAndTotal(
        page,
        () =>
          db.circleComplaint.findMany({
            where: { state },
            orderBy: state === 'open' ? [{ createdAt: 'asc' }, { id: 'asc' }] : [{ decidedAt: 'desc' }, { id: 'desc' }],
            ...page,
          }),
        () => db.circleComplaint.count({ where: { state } }),
      ),
    complaintById: (id: string) => db.circleComplaint.findUnique({ where: { id } }),
    /** The decision only if the complaint is still open: of two simultaneous decisions exactly one takes effect. */
    decideComplaint: (id: string, data: { state: 'upheld' | 'dismissed'; decisionReason: string; decidedBy: string; decidedAt: Date }) =>
      db.circleComplaint.updateMany({ where: { id, state: 'open' }, data }).then((r) => r.count === 1),
    circlesByIds: (ids: string[]) => db.circle.findMany({ where: { id: { in: ids } }, select: { id: true, name: true, state: true } }),

    languageOf: (userId: string) => db.user.findUnique({ where: { id: userId }, select: { language: true } }).then((u) => langOf(u?.language)),
    addMessage: (row: { id: string; userId: string; title: string; content: string; createdAt: Date } & TMessageColumns) => db.message.create({ data: row, select: { id: true } }),
  };
}
export type CircleManageRepository = ReturnType<typeof circleManageRepository>;
