import type { DbClient } from '../../core/db';
import type { ModuleLayoutRow } from './usercentre.rules';
import type { FeedKey } from '../../lib/paging';
import { LIMITS, type MessageKind } from '@card/contract';
import { cachedRead } from '../../core/read-cache';
import { readDateTime, sqlDateTime } from '../../core/sql-values';
import type { Engine } from '../../db';
import type { DirectReader } from '../../core/direct-sql';

const UNREAD_CACHE = { maxEntries: LIMITS.cache.perUser } as const;

const companySelect = { select: { id: true, name: true, lockPrivacy: true } } as const;
const privacySelect = { allowStrangerSearch: true, allowColleagueView: true, hidePhone: true, showInMobileSite: true, showPhoneToExchanged: true } as const;

/**
 * A message feed page as SQL: newest first, ties by id; `after` is the last row already shown (a keyset, see
 * lib/paging). `createdAt <= at` repeats what the OR implies: the server's SQLite seeks the index (userId, createdAt
 * desc, id) only on a plain range and would otherwise walk every newer row first (test usercentre-message-feed).
 * Each engine's SQL: SQLite's `?` and text dates, PostgreSQL's `$n` with the time cast to `timestamp(3)`.
 */
export function messageFeedQuery(engine: Engine, userId: string, after: FeedKey | null, take: number, kind?: MessageKind) {
  const at = after ? sqlDateTime(engine, after.at) : '';
  const args = [userId, ...(kind ? [kind] : []), ...(after ? [at, at, at, after.id] : []), take];
  let n = 0;
  const p = (cast = '') => (engine === 'postgres' ? `$${++n}${cast}` : '?');
  const ts = '::timestamp(3)';
  // A kind (the message centre's tabs) filters the same walk of the (userId, createdAt, id) index.
  const where = `"userId" = ${p()}${kind ? ` AND "kind" = ${p()}` : ''}${after ? ` AND "createdAt" <= ${p(ts)} AND ("createdAt" < ${p(ts)} OR ("createdAt" = ${p(ts)} AND "id" > ${p()}))` : ''}`;
  return {
    sql: `SELECT "id", "kind", "title", "content", "link", "subjectType", "subjectId", "readAt", "createdAt" FROM "Message" WHERE ${where} ORDER BY "createdAt" DESC, "id" ASC LIMIT ${p()}`,
    args,
  };
}

/**
 * The message feed through the driver (core/direct-sql): the list is on the measured signed-in hot path (decision
 * 0013), where Prisma's query compiler cost more than the query, and its raw path grew the heap under load.
 */
export function messageFeedRepository(sql: DirectReader) {
  return {
    messages: async (userId: string, after: FeedKey | null, take: number, kind?: MessageKind) => {
      const q = messageFeedQuery(sql.engine, userId, after, take, kind);
      const rows = await sql.read<{
        id: string;
        kind: string;
        title: string;
        content: string;
        link: string;
        subjectType: string;
        subjectId: string;
        readAt: string | Date | null;
        createdAt: string | Date;
      }>(q.sql, q.args);
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        title: r.title,
        content: r.content,
        link: r.link,
        subjectType: r.subjectType,
        subjectId: r.subjectId,
        readAt: r.readAt === null ? null : readDateTime(r.readAt),
        createdAt: readDateTime(r.createdAt),
      }));
    },
  };
}

/** Prisma access for the user's own data in the user centre. No decisions here. */
export function usercentreRepository(db: DbClient) {
  return {
    /** Kept per user until a message of theirs is written (core/read-cache): counting 100,000 unread rows takes ~15 ms. */
    unreadMessages: async (userId: string) =>
      (await cachedRead(db, 'messages.unread', UNREAD_CACHE, userId, async () => ({ owner: userId, value: await db.message.count({ where: { userId, readAt: null } }) })))!,
    markAllMessagesRead: (userId: string, at: Date) => db.message.updateMany({ where: { userId, readAt: null }, data: { readAt: at } }),
    markMessageRead: (userId: string, id: string, at: Date) => db.message.updateMany({ where: { id, userId, readAt: null }, data: { readAt: at } }),
    messageOwner: (id: string) => db.message.findUnique({ where: { id }, select: { userId: true } }),

    companyOf: (userId: string) => db.user.findUnique({ where: { id: userId }, select: { company: companySelect } }),
    privacyOf: (userId: string) => db.user.findUnique({ where: { id: userId }, select: { ...privacySelect, company: companySelect } }),
    updatePrivacy: (userId: string, data: { allowStrangerSearch: boolean; allowColleagueView: boolean; hidePhone: boolean; showInMobileSite: boolean; showPhoneToExchanged?: boolean }) =>
      db.user.update({ where: { id: userId }, data, select: privacySelect }),
    setLanguage: (userId: string, language: string) => db.user.update({ where: { id: userId }, data: { language }, select: { language: true } }),
    setDynamic: (userId: string, dynamicOn: boolean) => db.user.update({ where: { id: userId }, data: { dynamicOn }, select: { dynamicOn: true } }),
    avatarOf: async (userId: string) => (await db.user.findUnique({ where: { id: userId }, select: { avatarUrl: true } }))?.avatarUrl ?? null,
    setAvatar: (userId: string, avatarUrl: string) => db.user.update({ where: { id: userId }, data: { avatarUrl }, select: { avatarUrl: true } }),

    /**
     * Inside a transaction: takes the user's row for writing until it ends (a write that changes nothing), so a
     * count-then-insert of that user (the cleanup's daily limit) cannot run twice at once, also across server
     * instances: PostgreSQL holds the row lock, SQLite the database's write lock, taken by this first write.
     */
    lockUser: (userId: string) => db.user.updateMany({ where: { id: userId }, data: { loginFailCount: { increment: 0 } } }),
    cleanupDays: async (userId: string, day: string) => (await db.cleanup.findMany({ where: { userId, day }, select: { day: true } })).map((r) => r.day),
    countReadMessages: (userId: string) => db.message.count({ where: { userId, readAt: { not: null } } }),
    countVisits: (ownerId: string) => db.cardVisit.count({ where: { ownerId } }),
    deleteReadMessages: (userId: string) => db.message.deleteMany({ where: { userId, readAt: { not: null } } }),
    deleteVisits: (ownerId: string) => db.cardVisit.deleteMany({ where: { ownerId } }),
    recordCleanup: (data: { id: string; userId: string; day: string; createdAt: Date }) => db.cleanup.create({ data, select: { id: true } }),

    moduleOrder: async (userId: string) => (await db.userModule.findMany({ where: { userId }, orderBy: { sort: 'asc' }, select: { moduleId: true } })).map((r) => r.moduleId),
    saveModule: (userId: string, row: ModuleLayoutRow) =>
      db.userModule.upsert({
        where: { userId_moduleId: { userId, moduleId: row.moduleId } },
        create: { userId, ...row },
        update: { zone: row.zone, sort: row.sort, visible: row.visible },
        select: { moduleId: true },
      }),

    unreadTips: (userId: string) =>
      db.walletIncomeTip.findMany({
        where: { userId, readAt: null },
        orderBy: { createdAt: 'desc' },
        take: LIMITS.paging.smallListMax,
        select: { id: true, amountFen: true, source: true, createdAt: true },
      }),
    readTips: (userId: string, at: Date) => db.walletIncomeTip.updateMany({ where: { userId, readAt: null }, data: { readAt: at } }),
    stampTipsRead: (userId: string, at: Date) => db.user.update({ where: { id: userId }, data: { walletTipReadAt: at }, select: { id: true } }),

    pendingBinds: (userId: string) =>
      db.bindRequest.findMany({
        where: { userId, status: 'pending' },
        orderBy: { createdAt: 'desc' },
        take: LIMITS.paging.smallListMax,
        select: { id: true, agentName: true, status: true, createdAt: true },
      }),
    bindRequest: (id: string) => db.bindRequest.findUnique({ where: { id }, select: { id: true, userId: true, status: true } }),
    /** Decides only a still-pending request, so two concurrent decisions cannot both win. */
    decideBind: (id: string, status: string) => db.bindRequest.updateMany({ where: { id, status: 'pending' }, data: { status } }),
  };
}
export type UsercentreRepository = ReturnType<typeof usercentreRepository>;
