import type { TMessageColumns } from '@card/contract';
import type { DbClient } from '../../core/db';
import { containsIgnoringCase } from '../../core/sql-values';
import type { FeedKey } from '../../lib/paging';

/**
 * Queries of the circle core part: creating circles, my circles, memberships written by joining, applications and
 * invitations, searches, scan-login codes. Lists read one row more than a page (feedArgs) in (createdAt desc, id
 * desc) order, the order of the circle.prisma indexes they walk.
 */

/** Circles anyone may find: not dissolved and not banned. */
export const LISTED_STATES = ['normal', 'warned'];
/**
 * The same condition said the other way round for the text searches: `state NOT IN (...)` cannot use the state index,
 * so the planner walks the newest-first index and stops at a page; `state IN (...)` made it read every listed circle
 * of that state range and sort them (28 ms instead of 8 at 100,000 circles, without table statistics).
 */
const UNLISTED = { notIn: ['banned', 'dissolved'] };

/** Rows strictly after a feed key in (createdAt desc, id desc) order. */
const afterKey = (after: FeedKey | null) => (after ? { OR: [{ createdAt: { lt: after.at } }, { createdAt: after.at, id: { lt: after.id } }] } : {});
const NEWEST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

export interface NewCircleRow {
  id: string;
  ownerId: string;
  name: string;
  description: string;
  avatarUrl: string | null;
  province: string;
  city: string;
  address: string;
  lng: number | null;
  lat: number | null;
  industry: string;
  joinWay: string;
  joinPriceFen: number;
  viewPriceFen: number;
  createdAt: Date;
}

export function circleCoreRepository(db: DbClient) {
  return {
    /** Circles a user owns that are not dissolved: what the per-user cap counts. */
    ownedCount: (ownerId: string) => db.circle.count({ where: { ownerId, state: { not: 'dissolved' } } }),
    createCircle: async (c: NewCircleRow, labels: string[], memberId: string) => {
      await db.circle.create({ data: { ...c, nameKey: c.name.toLowerCase(), memberCount: 1, updatedAt: c.createdAt } });
      if (labels.length) await db.circleLabel.createMany({ data: labels.map((label) => ({ circleId: c.id, label, createdAt: c.createdAt })) });
      await db.circleMember.create({
        data: { id: memberId, circleId: c.id, userId: c.ownerId, state: 'joined', role: 'owner', joinedAt: c.createdAt, createdAt: c.createdAt, updatedAt: c.createdAt },
      });
    },

    // --- circles by id (invitations' page; my circles read through circle-mine.repository) ---
    circlesByIds: (ids: string[]) => db.circle.findMany({ where: { id: { in: ids } } }),

    // --- memberships ---
    /**
     * Moves a membership row to `state` only if it is still in one of `from` (or creates it when `from` includes
     * null and there is none): a conditional write, so two admins agreeing at once count the member once.
     */
    moveMember: async (
      circleId: string,
      userId: string,
      from: (string | null)[],
      data: {
        id: string;
        state: string;
        role?: string;
        applyNote?: string;
        invitedBy?: string | null;
        titleId?: string | null;
        joinedAt?: Date | null;
        paidUntil?: Date | null;
        now: Date;
      },
    ) => {
      const { id, now, ...set } = data;
      const states = from.filter((s): s is string => s !== null);
      const updated = await db.circleMember.updateMany({ where: { circleId, userId, state: { in: states } }, data: { ...set, updatedAt: now } });
      if (updated.count > 0) return true;
      if (!from.includes(null)) return false;
      const existing = await db.circleMember.findUnique({ where: { circleId_userId: { circleId, userId } }, select: { id: true } });
      if (existing) return false;
      await db.circleMember.create({ data: { id, circleId, userId, role: 'member', ...set, createdAt: now, updatedAt: now } });
      return true;
    },
    /** The member count moves with the joined rows, in the same transaction; answers the count after. */
    addToCount: async (circleId: string, by: number) =>
      (await db.circle.update({ where: { id: circleId }, data: { memberCount: { increment: by } }, select: { memberCount: true } })).memberCount,
    memberCount: async (circleId: string) => (await db.circle.findUnique({ where: { id: circleId }, select: { memberCount: true } }))?.memberCount ?? 0,
    /** Whom to tell of an application: the owner and admins (joined). */
    adminIds: async (circleId: string) =>
      (await db.circleMember.findMany({ where: { circleId, state: 'joined', role: { in: ['owner', 'admin'] } }, select: { userId: true } })).map((r) => r.userId),
    pendingApplications: (circleId: string, after: FeedKey | null, take: number) =>
      db.circleMember.findMany({ where: { circleId, state: 'applied', ...afterKey(after) }, orderBy: NEWEST, take }),
    invitationsOf: (userId: string, after: FeedKey | null, take: number) => db.circleMember.findMany({ where: { userId, state: 'invited', ...afterKey(after) }, orderBy: NEWEST, take }),
    rowsOf: (circleId: string, userIds: string[]) => db.circleMember.findMany({ where: { circleId, userId: { in: userIds } } }),

    // --- people ---
    userByPublicId: (phoneIdEcr: string) =>
      db.user.findUnique({ where: { phoneIdEcr }, select: { id: true, phoneIdEcr: true, language: true, avatarUrl: true, card: { select: { name: true } } } }),
    usersByPublicIds: (ids: string[]) => db.user.findMany({ where: { phoneIdEcr: { in: ids } }, select: { id: true, phoneIdEcr: true, language: true } }),
    languagesOf: (userIds: string[]) => db.user.findMany({ where: { id: { in: userIds } }, select: { id: true, language: true } }),
    addMessages: (rows: ({ id: string; userId: string; title: string; content: string; createdAt: Date } & TMessageColumns)[]) =>
      rows.length ? db.message.createMany({ data: rows }) : Promise.resolve({ count: 0 }),

    // --- search ---
    /** Name or location contains the keyword, listed circles only, newest first (walks the (state, createdAt) index). */
    searchByText: (type: 'name' | 'location', keyword: string, after: FeedKey | null, take: number) => {
      const match =
        type === 'name'
          ? { nameKey: containsIgnoringCase(db, keyword.toLowerCase()) }
          : { OR: [{ city: containsIgnoringCase(db, keyword) }, { province: containsIgnoringCase(db, keyword) }] };
      return db.circle.findMany({ where: { state: UNLISTED, AND: [match, afterKey(after)] }, orderBy: NEWEST, take });
    },
    searchByIndustry: (industry: string, after: FeedKey | null, take: number) =>
      db.circle.findMany({ where: { industry, state: { in: LISTED_STATES }, ...afterKey(after) }, orderBy: NEWEST, take }),
    /**
     * The circles carrying a label, newest first after a key, straight off the (label, createdAt desc, circleId)
     * index: the label row carries its circle's creation time, so a page costs the same at any number of circles.
     */
    labelRowsAfter: (label: string, after: FeedKey | null, take: number) =>
      db.circleLabel.findMany({
        where: { label, ...(after ? { OR: [{ createdAt: { lt: after.at } }, { createdAt: after.at, circleId: { lt: after.id } }] } : {}) },
        orderBy: [{ createdAt: 'desc' }, { circleId: 'desc' }],
        take,
        select: { circleId: true, createdAt: true },
      }),
    /** Card users whose name contains the keyword (bounded: a member search looks at the first `take`). */
    userIdsByCardName: async (keyword: string, take: number) =>
      (await db.card.findMany({ where: { name: containsIgnoringCase(db, keyword) }, select: { userId: true }, take })).map((r) => r.userId),
    circleIdsOfMembers: async (userIds: string[], take: number) => [
      ...new Set((await db.circleMember.findMany({ where: { userId: { in: userIds }, state: 'joined' }, select: { circleId: true }, take })).map((r) => r.circleId)),
    ],
    /** Listed circles among `ids`, newest first, after a key. */
    listedAmong: (ids: string[], after: FeedKey | null, take: number, nameKeyword?: string) =>
      db.circle.findMany({
        where: { id: { in: ids }, state: { in: LISTED_STATES }, ...(nameKeyword ? { nameKey: containsIgnoringCase(db, nameKeyword.toLowerCase()) } : {}), ...afterKey(after) },
        orderBy: NEWEST,
        take,
      }),
    joinedCircleIds: async (userId: string) => (await db.circleMember.findMany({ where: { userId, state: 'joined' }, select: { circleId: true } })).map((r) => r.circleId),
    /** Card users to invite: by card name (those who allow strangers to find them) or by exact mobile. */
    usersToInvite: (callerId: string, keyword: string, mobile: boolean, take: number) =>
      db.user.findMany({
        where: mobile
          ? { regionCode: '+86', phone: keyword, id: { not: callerId } }
          : { id: { not: callerId }, allowStrangerSearch: true, card: { name: containsIgnoringCase(db, keyword) } },
        orderBy: NEWEST,
        take,
        select: { id: true, phoneIdEcr: true, avatarUrl: true, card: { select: { name: true, company: true, position: true } } },
      }),
    /** A circle's joined members (bounded by the member cap), newest first. */
    joinedMembers: (circleId: string) =>
      db.circleMember.findMany({
        where: { circleId, state: 'joined' },
        orderBy: NEWEST,
        select: { id: true, userId: true, role: true, titleId: true, createdAt: true, joinedAt: true, paidUntil: true },
      }),
    cardsNamed: (userIds: string[], keyword: string) => db.card.findMany({ where: { userId: { in: userIds }, name: containsIgnoringCase(db, keyword) }, select: { userId: true } }),
    personCards: (userIds: string[]) =>
      db.user.findMany({
        where: { id: { in: userIds } },
        select: { id: true, phoneIdEcr: true, avatarUrl: true, phone: true, hidePhone: true, card: { select: { name: true, company: true, position: true } } },
      }),
    titleNames: async (ids: string[]) => new Map((await db.circleTitle.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })).map((t) => [t.id, t.name])),

    // --- scan login ---
    addLoginCode: (row: { id: string; codeHash: string; circleId: string | null; expiresAt: Date; createdAt: Date }) => db.circleLoginCode.create({ data: row }),
    loginCodeByHash: (codeHash: string) => db.circleLoginCode.findUnique({ where: { codeHash } }),
    /** Conditional state change: answers whether this call made it (a second poll or scan finds it moved). */
    moveLoginCode: async (id: string, from: string[], data: { state: string; userId?: string }, notExpiredAt?: Date) =>
      (await db.circleLoginCode.updateMany({ where: { id, state: { in: from }, ...(notExpiredAt ? { expiresAt: { gt: notExpiredAt } } : {}) }, data })).count === 1,
  };
}
export type CircleCoreRepository = ReturnType<typeof circleCoreRepository>;
