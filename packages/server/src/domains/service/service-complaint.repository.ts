import { rowsAndTotal } from '../../lib/paging';
import type { TMessageColumns } from '@card/contract';
import type { DbClient } from '../../core/db';

/** Prisma access of the complaint part. No decisions here. */
export function complaintRepository(db: DbClient) {
  return {
    create: (row: { id: string; userId: string; targetKind: string; targetId: string | null; reason: string; content: string; images: string; createdAt: Date }) =>
      db.complaint.create({ data: row }),
    byId: (id: string) => db.complaint.findUnique({ where: { id } }),
    /** The user's complaint about this card still waiting for a decision, if any. */
    pendingAbout: (userId: string, targetId: string) => db.complaint.findFirst({ where: { userId, targetId, status: 'pending' }, select: { id: true } }),
    mine: (userId: string, page: { skip: number; take: number }) =>
      rowsAndTotal(
        page,
        () => db.complaint.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...page }),
        () => db.complaint.count({ where: { userId } }),
      ),
    /** The agents' queue: pending oldest first (who waited longest is decided first); decided latest decided first. */
    forAgents: (tab: 'pending' | 'decided', page: { skip: number; take: number }) => {
      const where = tab === 'pending' ? { status: 'pending' } : { status: { not: 'pending' } };
      const orderBy = tab === 'pending' ? [{ createdAt: 'asc' as const }, { id: 'asc' as const }] : [{ decidedAt: 'desc' as const }, { id: 'desc' as const }];
      return rowsAndTotal(
        page,
        () => db.complaint.findMany({ where, orderBy, ...page }),
        () => db.complaint.count({ where }),
      );
    },
    pendingCount: () => db.complaint.count({ where: { status: 'pending' } }),
    /** Pending -> decided only if still pending: of two agents deciding at once, one changes the row (count 1). */
    decide: async (id: string, data: { status: string; decision: string; decidedBy: string; decidedAt: Date }) =>
      (await db.complaint.updateMany({ where: { id, status: 'pending' }, data })).count,
    addMessage: (row: { id: string; userId: string; title: string; content: string; createdAt: Date } & TMessageColumns) => db.message.create({ data: row, select: { id: true } }),
  };
}
export type ComplaintRow = NonNullable<Awaited<ReturnType<ReturnType<typeof complaintRepository>['byId']>>>;
