import { rowsAndTotal } from '../../lib/paging';
import type { TMessageColumns } from '@card/contract';
import type { DbClient } from '../../core/db';

/** Prisma access of the bulletin part: bulletins, reads, comments, complaints, and the messages they cause. */

export interface NewBulletin {
  id: string;
  circleId: string;
  authorId: string;
  kind: string;
  content: string;
  links: string;
  images: string;
  videoUrl: string | null;
  attachments: string;
  createdAt: Date;
}

export function circleBulletinRepository(db: DbClient) {
  return {
    createBulletin: (row: NewBulletin) => db.circleBulletin.create({ data: row }),
    bulletinById: (id: string) => db.circleBulletin.findUnique({ where: { id } }),
    /** A circle's shown bulletins, newest first (the index circleId, state, createdAt desc, id). */
    bulletinsPage: (circleId: string, skip: number, take: number) =>
      rowsAndTotal(
        { skip, take },
        () => db.circleBulletin.findMany({ where: { circleId, state: 'normal' }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
        () => db.circleBulletin.count({ where: { circleId, state: 'normal' } }),
      ),
    setBulletinState: (id: string, from: string, state: string) => db.circleBulletin.updateMany({ where: { id, state: from }, data: { state } }),
    commentCounts: async (bulletinIds: string[]) => {
      const rows = await db.circleComment.groupBy({ by: ['bulletinId'], where: { bulletinId: { in: bulletinIds }, state: 'normal' }, _count: { _all: true } });
      return new Map(rows.map((r) => [r.bulletinId, r._count._all]));
    },
    readByUser: async (bulletinIds: string[], userId: string) =>
      new Set((await db.circleBulletinRead.findMany({ where: { bulletinId: { in: bulletinIds }, userId }, select: { bulletinId: true } })).map((r) => r.bulletinId)),
    hasRead: async (bulletinId: string, userId: string) => (await db.circleBulletinRead.count({ where: { bulletinId, userId } })) > 0,
    addRead: (bulletinId: string, userId: string, readAt: Date) => db.circleBulletinRead.create({ data: { bulletinId, userId, readAt } }),
    countRead: (bulletinId: string) => db.circleBulletin.update({ where: { id: bulletinId }, data: { readCount: { increment: 1 } }, select: { readCount: true } }),
    readersPage: (bulletinId: string, skip: number, take: number) =>
      rowsAndTotal(
        { skip, take },
        () => db.circleBulletinRead.findMany({ where: { bulletinId }, orderBy: [{ readAt: 'desc' }, { userId: 'asc' }], skip, take }),
        () => db.circleBulletinRead.count({ where: { bulletinId } }),
      ),
    /** Videos of a circle's shown bulletins, newest first. */
    videosPage: (circleId: string, skip: number, take: number) =>
      rowsAndTotal(
        { skip, take },
        () => db.circleBulletin.findMany({ where: { circleId, state: 'normal', videoUrl: { not: null } }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
        () => db.circleBulletin.count({ where: { circleId, state: 'normal', videoUrl: { not: null } } }),
      ),
    videoUsedIn: async (circleId: string, videoUrl: string) => (await db.circleBulletin.count({ where: { circleId, state: 'normal', videoUrl } })) > 0,
    authorBulletinCount: (circleId: string, authorId: string) => db.circleBulletin.count({ where: { circleId, authorId, state: 'normal' } }),
    /** How many of `ids` are bulletins of this circle (any state: evidence may since have been deleted). */
    bulletinsInCircle: (circleId: string, ids: string[]) => db.circleBulletin.count({ where: { circleId, id: { in: ids } } }),

    // --- comments ---
    createComment: (row: { id: string; bulletinId: string; circleId: string; authorId: string; parentId: string | null; replyToId: string | null; content: string; createdAt: Date }) =>
      db.circleComment.create({ data: row }),
    commentById: (id: string) => db.circleComment.findUnique({ where: { id } }),
    /** A bulletin's comments and replies in time order (the index bulletinId, createdAt, id). */
    commentsPage: (bulletinId: string, skip: number, take: number) =>
      rowsAndTotal(
        { skip, take },
        () => db.circleComment.findMany({ where: { bulletinId, state: 'normal' }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], skip, take }),
        () => db.circleComment.count({ where: { bulletinId, state: 'normal' } }),
      ),
    /** Removes a comment and, when it opens a thread, the replies in it. */
    removeComment: (id: string) => db.circleComment.updateMany({ where: { OR: [{ id }, { parentId: id }], state: 'normal' }, data: { state: 'removed' } }),
    /** Comments on my bulletins and replies to me in a circle, by others, newest first. */
    msgsPage: async (circleId: string, userId: string, skip: number, take: number) => {
      const mine = (await db.circleBulletin.findMany({ where: { circleId, authorId: userId, state: 'normal' }, select: { id: true } })).map((b) => b.id);
      const where = {
        circleId,
        state: 'normal',
        authorId: { not: userId },
        OR: [{ bulletinId: { in: mine }, parentId: null }, { replyToId: userId }],
      };
      return rowsAndTotal(
        { skip, take },
        () => db.circleComment.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], skip, take }),
        () => db.circleComment.count({ where }),
      );
    },
    bulletinsByIds: (ids: string[]) => db.circleBulletin.findMany({ where: { id: { in: ids } }, select: { id: true, content: true, state: true } }),

    // --- complaints, people, messages ---
    createComplaint: (row: { id: string; circleId: string; userId: string; bulletinIds: string; fileNames: string; content: string; createdAt: Date }) =>
      db.circleComplaint.create({ data: row, select: { id: true } }),
    complaintsOfCircle: (circleId: string, page: { skip: number; take: number }) =>
      rowsAndTotal(
        page,
        () => db.circleComplaint.findMany({ where: { circleId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...page }),
        () => db.circleComplaint.count({ where: { circleId } }),
      ),
    userByPhoneIdEcr: (phoneIdEcr: string) =>
      db.user.findUnique({
        where: { phoneIdEcr },
        select: {
          id: true,
          phoneIdEcr: true,
          avatarUrl: true,
          card: { select: { name: true, company: true, position: true, mobiles: { orderBy: { sort: 'asc' }, take: 1, select: { number: true } } } },
        },
      }),
    languageOf: async (userId: string) => (await db.user.findUnique({ where: { id: userId }, select: { language: true } }))?.language ?? null,
    addMessage: (row: { id: string; userId: string; title: string; content: string; createdAt: Date } & TMessageColumns) => db.message.create({ data: row, select: { id: true } }),
  };
}
export type BulletinRow = NonNullable<Awaited<ReturnType<ReturnType<typeof circleBulletinRepository>['bulletinById']>>>;
export type CommentRow = NonNullable<Awaited<ReturnType<ReturnType<typeof circleBulletinRepository>['commentById']>>>;
