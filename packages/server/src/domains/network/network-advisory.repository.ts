import type { TMessageColumns } from '@card/contract';
import type { DbClient } from '../../core/db';
import type { FeedKey } from '../../lib/paging';

/** Prisma access of demand consultation (Advisory rows and the owner's advisory message). No decisions here. */
export function advisoryRepository(db: DbClient) {
  return {
    add: (row: { id: string; ownerId: string; visitorId: string | null; name: string; phone: string; content: string; createdAt: Date }) =>
      db.advisory.create({ data: row, select: { id: true } }),
    addMessage: (row: { id: string; userId: string; title: string; content: string; createdAt: Date } & TMessageColumns) => db.message.create({ data: row, select: { id: true } }),
    /** The owner's consultations, newest first, ties by id (the (ownerId, createdAt desc, id) index). */
    page: (ownerId: string, after: FeedKey | null, take: number) =>
      db.advisory.findMany({
        where: { ownerId, ...(after ? { OR: [{ createdAt: { lt: after.at } }, { createdAt: after.at, id: { gt: after.id } }] } : {}) },
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        take,
      }),
    unread: (ownerId: string) => db.advisory.count({ where: { ownerId, readAt: null } }),
    ownerOf: (id: string) => db.advisory.findUnique({ where: { id }, select: { ownerId: true } }),
    markRead: (ownerId: string, id: string, at: Date) => db.advisory.updateMany({ where: { id, ownerId, readAt: null }, data: { readAt: at } }),
  };
}
