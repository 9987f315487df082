import type { TMessageColumns } from '@card/contract';
import type { DbClient } from '../../core/db';
import { rowsAndTotal } from '../../lib/paging';

/** Prisma access of micro pages, V-Leaflets and their leads. No decisions here. */
const SUMMARY = {
  id: true,
  userId: true,
  kind: true,
  title: true,
  state: true,
  publicId: true,
  version: true,
  views: true,
  leads: true,
  publishedAt: true,
  updatedAt: true,
} as const;

export function pagesRepository(db: DbClient) {
  return {
    count: (userId: string) => db.microPage.count({ where: { userId } }),
    /** A page of the owner's pages, last edited first (the (userId, updatedAt desc, id) index), and their total (counted only when the page does not tell it). */
    page: (userId: string, skip: number, take: number) =>
      rowsAndTotal(
        { skip, take },
        () => db.microPage.findMany({ where: { userId }, orderBy: [{ updatedAt: 'desc' }, { id: 'asc' }], skip, take, select: SUMMARY }),
        () => db.microPage.count({ where: { userId } }),
      ),
    /** Unread leads per page of the owner (the list's badges) and over all. */
    unreadByPage: (ownerId: string) => db.pageLead.groupBy({ by: ['pageId'], where: { ownerId, read: false }, _count: { _all: true } }),
    create: (row: { id: string; userId: string; kind: string; title: string; draft: string; publicId: string; createdAt: Date }) =>
      db.microPage.create({ data: { ...row, updatedAt: row.createdAt }, select: { ...SUMMARY, draft: true } }),
    /** One of the owner's pages (someone else's answers null). */
    own: (userId: string, id: string) => db.microPage.findFirst({ where: { id, userId }, select: { ...SUMMARY, draft: true, published: true } }),
    update: (userId: string, id: string, data: { title?: string; draft?: string; published?: string; state?: string; version?: number; publishedAt?: Date; updatedAt: Date }) =>
      db.microPage.update({ where: { id, userId }, data, select: { ...SUMMARY, draft: true } }),
    remove: async (userId: string, id: string) => {
      await db.pageLead.deleteMany({ where: { pageId: id, ownerId: userId } });
      await db.microPage.deleteMany({ where: { id, userId } });
    },
    /** A visitor's read: the page by its public id (state and version decide whether and what to render). */
    byPublicId: (publicId: string) =>
      db.microPage.findUnique({
        where: { publicId },
        select: { id: true, userId: true, state: true, version: true, published: true },
      }),
    /** A visit: counted only while the page is published (a conditional increment, no read first). */
    addView: (id: string, userId: string) => db.microPage.updateMany({ where: { id, userId, state: 'published' }, data: { views: { increment: 1 } } }),
    ownerOf: (userId: string) => db.user.findUnique({ where: { id: userId }, select: { id: true, phoneIdEcr: true, language: true } }),
    addLead: async (row: {
      id: string;
      pageId: string;
      ownerId: string;
      blockId: string;
      answers: string;
      consent: string;
      visitorId: string | null;
      visitorKey: string;
      createdAt: Date;
    }) => {
      await db.pageLead.create({ data: row, select: { id: true } });
      await db.microPage.updateMany({ where: { id: row.pageId, userId: row.ownerId }, data: { leads: { increment: 1 } } });
    },
    addMessage: (row: { id: string; userId: string; title: string; content: string; createdAt: Date } & TMessageColumns) => db.message.create({ data: row, select: { id: true } }),
    leads: (ownerId: string, pageId: string, skip: number, take: number) =>
      db.pageLead.findMany({
        where: { ownerId, pageId },
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        skip,
        take,
      }),
    leadCount: (ownerId: string, pageId: string) => db.pageLead.count({ where: { ownerId, pageId } }),
    unreadOf: (ownerId: string, pageId: string) => db.pageLead.count({ where: { ownerId, pageId, read: false } }),
    lead: (ownerId: string, id: string) => db.pageLead.findFirst({ where: { id, ownerId }, select: { id: true, pageId: true } }),
    markRead: (ownerId: string, id: string) => db.pageLead.updateMany({ where: { id, ownerId, read: false }, data: { read: true } }),
  };
}
