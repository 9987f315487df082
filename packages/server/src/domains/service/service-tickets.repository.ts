import { rowsAndTotal } from '../../lib/paging';
import type { TMessageColumns } from '@card/contract';
import type { DbClient } from '../../core/db';

/**
 * Storage of service tickets (issue 17): tickets, their threads and the message-centre row an agent's reply sends.
 * State changes that may race (a reply and a close at once) are conditional updates whose count says who won; the
 * same on SQLite and PostgreSQL.
 */
export type { ServiceTicket as TicketRow, ServiceTicketEntry as TicketEntryRow } from '../../generated/prisma/client';

const NOT_CLOSED = { not: 'closed' };

export function ticketsRepository(db: DbClient) {
  return {
    ticket: (id: string) => db.serviceTicket.findUnique({ where: { id } }),
    createTicket: (data: { id: string; userId: string; kind: string; category: string; content: string; images: string; contact: string; now: Date }) =>
      db.serviceTicket.create({
        data: {
          id: data.id,
          userId: data.userId,
          kind: data.kind,
          category: data.category,
          content: data.content,
          images: data.images,
          contact: data.contact,
          status: 'open',
          createdAt: data.now,
          updatedAt: data.now,
        },
      }),
    entries: (ticketId: string) => db.serviceTicketEntry.findMany({ where: { ticketId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] }),
    /** The ticket of a thread entry (a reply's message shares the entry's id). */
    entryTicketOf: (id: string) => db.serviceTicketEntry.findUnique({ where: { id }, select: { ticketId: true } }),
    entryCount: (ticketId: string) => db.serviceTicketEntry.count({ where: { ticketId } }),
    addEntry: (data: { id: string; ticketId: string; authorId: string; fromAgent: boolean; content: string; images: string; now: Date }) =>
      db.serviceTicketEntry.create({
        data: {
          id: data.id,
          ticketId: data.ticketId,
          authorId: data.authorId,
          fromAgent: data.fromAgent,
          content: data.content,
          images: data.images,
          createdAt: data.now,
        },
      }),

    /** The user's own page, newest first, with its total and the unread replies over all their tickets. */
    async mine(userId: string, page: { skip: number; take: number }) {
      const where = { userId };
      // The count and the unread sum in one aggregate: two statements, not three (issue 30's ordinary calls).
      const [rows, totals] = await Promise.all([
        db.serviceTicket.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...page }),
        db.serviceTicket.aggregate({ where, _count: { _all: true }, _sum: { userUnread: true } }),
      ]);
      return { rows, total: totals._count._all, unread: totals._sum.userUnread ?? 0 };
    },
    /** Agents' tab: open ones waiting longest first (the queue), the others latest first. */
    async tab(status: string, page: { skip: number; take: number }) {
      const where = { status };
      const order = status === 'open' ? ('asc' as const) : ('desc' as const);
      const [rows, total] = await rowsAndTotal(
        page,
        () => db.serviceTicket.findMany({ where, orderBy: [{ updatedAt: order }, { id: order }], ...page }),
        () => db.serviceTicket.count({ where }),
      );
      return { rows, total };
    },

    /** An addition: the ticket waits for customer service again; false when it was closed meanwhile. */
    async reopen(id: string, now: Date): Promise<boolean> {
      const { count } = await db.serviceTicket.updateMany({ where: { id, status: NOT_CLOSED }, data: { status: 'open', updatedAt: now } });
      return count === 1;
    },
    /** An agent's reply: answered, one more unread for the user; false when it was closed meanwhile. */
    async answer(id: string, agentId: string, now: Date): Promise<boolean> {
      const { count } = await db.serviceTicket.updateMany({
        where: { id, status: NOT_CLOSED },
        data: { status: 'answered', agentId, userUnread: { increment: 1 }, updatedAt: now },
      });
      return count === 1;
    },
    close: (id: string, now: Date) => db.serviceTicket.updateMany({ where: { id, status: NOT_CLOSED }, data: { status: 'closed', closedAt: now, updatedAt: now } }),
    clearUnread: (id: string) => db.serviceTicket.updateMany({ where: { id, userUnread: { gt: 0 } }, data: { userUnread: 0 } }),

    languageOf: async (userId: string) => (await db.user.findUnique({ where: { id: userId }, select: { language: true } }))?.language ?? null,
    addMessage: (row: { id: string; userId: string; title: string; content: string; link: string; createdAt: Date } & TMessageColumns) =>
      db.message.create({ data: row, select: { id: true } }),
    message: (id: string) => db.message.findUnique({ where: { id } }),
    markRead: (id: string, now: Date) => db.message.updateMany({ where: { id, readAt: null }, data: { readAt: now } }),
  };
}
