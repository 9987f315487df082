import type { DbClient } from '../../core/db';
import { containsIgnoringCase } from '../../core/sql-values';
import { type FeedKey, rowsAndTotal } from '../../lib/paging';

/** Prisma access of labels, label follows and types. No decisions here. */
const LABEL = { id: true, userId: true, companyId: true, name: true, nameEn: true, top: true, sort: true, createdAt: true } as const;
const LABEL_ORDER = [{ sort: 'asc' as const }, { createdAt: 'asc' as const }, { id: 'asc' as const }];
const TYPE = { id: true, userId: true, name: true, sort: true } as const;
/** Pinned first (latest pinned first), then the owner's order; ties by id so pages never overlap. */
const OWNER_ORDER = [{ topAt: { sort: 'desc' as const, nulls: 'last' as const } }, { sort: 'asc' as const }, { id: 'asc' as const }];
/** What a visitor may see (video.access.ts isVisibleToVisitors, as a query). */
const VISIBLE = { state: 'published', hidden: false, takenDownAt: null } as const;
const FEED_ORDER = [{ sharedAt: 'desc' as const }, { id: 'desc' as const }];
const PLATFORM = { userId: null, companyId: null } as const;

export type LabelRecord = { id: string; userId: string | null; companyId: string | null; name: string; nameEn: string; top: boolean; sort: number; createdAt: Date };

/** Rows after a feed key in (sharedAt desc, id desc) order. */
const after = (k: FeedKey | null) => (k ? { OR: [{ sharedAt: { lt: k.at } }, { sharedAt: k.at, id: { lt: k.id } }] } : {});

export function videoLabelsRepository(db: DbClient) {
  return {
    me: (id: string) => db.user.findUnique({ where: { id }, select: { id: true, companyId: true, companyRole: true } }),
    userByPublicId: (phoneIdEcr: string) => db.user.findUnique({ where: { phoneIdEcr }, select: { id: true, companyId: true, companyRole: true } }),
    owners: (ids: string[]) => db.user.findMany({ where: { id: { in: ids } }, select: { id: true, phoneIdEcr: true, avatarUrl: true, card: { select: { name: true } } } }),

    // --- labels ---
    label: (id: string) => db.videoLabel.findUnique({ where: { id }, select: LABEL }),
    labels: (ids: string[]) => db.videoLabel.findMany({ where: { id: { in: ids } }, select: LABEL }),
    /** Platform topics, the company's labels and the user's own, each group in its order. */
    usable: (userId: string, companyId: string | null) =>
      db.videoLabel.findMany({
        where: { OR: [PLATFORM, { userId }, ...(companyId ? [{ companyId }] : [])] },
        select: LABEL,
        orderBy: LABEL_ORDER,
      }),
    ownLabels: (userId: string) => db.videoLabel.findMany({ where: { userId }, select: LABEL, orderBy: LABEL_ORDER }),
    topLabels: (userId: string) => db.videoLabel.findMany({ where: { userId, top: true }, select: LABEL, orderBy: LABEL_ORDER }),
    companyLabels: (companyId: string) => db.videoLabel.findMany({ where: { companyId }, select: LABEL, orderBy: LABEL_ORDER }),
    addLabel: (row: { id: string; userId: string | null; companyId: string | null; name: string; sort: number; createdAt: Date }) => db.videoLabel.create({ data: row, select: LABEL }),
    updateLabel: (id: string, data: { name?: string; top?: boolean; sort?: number }) => db.videoLabel.update({ where: { id }, data, select: LABEL }),
    /** The label goes; videos carrying it keep none, its follows go with it. */
    removeLabel: async (id: string, now: Date) => {
      await db.microVideo.updateMany({ where: { labelId: id }, data: { labelId: null, updatedAt: now } });
      await db.videoLabelFollow.deleteMany({ where: { labelId: id } });
      await db.videoLabel.delete({ where: { id } });
    },
    /** How many of the user's videos carry each label. */
    videoCountsByLabel: async (userId: string, labelIds: string[]) => {
      if (!labelIds.length) return new Map<string, number>();
      const rows = await db.microVideo.groupBy({ by: ['labelId'], where: { userId, labelId: { in: labelIds } }, _count: { _all: true } });
      return new Map(rows.map((r) => [r.labelId as string, r._count._all]));
    },
    searchLabels: (keyword: string, userId: string | null, companyId: string | null, skip: number, take: number) => {
      const where = searchWhere(db, keyword, userId, companyId);
      return rowsAndTotal(
        { skip, take },
        () => db.videoLabel.findMany({ where, select: LABEL, orderBy: LABEL_ORDER, skip, take }),
        () => db.videoLabel.count({ where }),
      );
    },

    // --- follows ---
    followerCounts: async (labelIds: string[]) => {
      if (!labelIds.length) return new Map<string, number>();
      const rows = await db.videoLabelFollow.groupBy({ by: ['labelId'], where: { labelId: { in: labelIds } }, _count: { _all: true } });
      return new Map(rows.map((r) => [r.labelId, r._count._all]));
    },
    followedAmong: async (userId: string | null, labelIds: string[]) => {
      if (!userId || !labelIds.length) return new Set<string>();
      const rows = await db.videoLabelFollow.findMany({ where: { userId, labelId: { in: labelIds } }, select: { labelId: true } });
      return new Set(rows.map((r) => r.labelId));
    },
    followCount: (userId: string) => db.videoLabelFollow.count({ where: { userId } }),
    follow: (userId: string, labelId: string, now: Date) =>
      db.videoLabelFollow.upsert({ where: { userId_labelId: { userId, labelId } }, create: { userId, labelId, createdAt: now }, update: {} }),
    unfollow: (userId: string, labelId: string) => db.videoLabelFollow.deleteMany({ where: { userId, labelId } }),
    followedPage: (userId: string, skip: number, take: number) =>
      rowsAndTotal(
        { skip, take },
        () => db.videoLabelFollow.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { labelId: 'asc' }], skip, take, select: { labelId: true } }),
        () => db.videoLabelFollow.count({ where: { userId } }),
      ),
    followedIds: async (userId: string) => (await db.videoLabelFollow.findMany({ where: { userId }, select: { labelId: true } })).map((r) => r.labelId),

    // --- videos by label ---
    setVideoLabel: (id: string, labelId: string | null, now: Date) => db.microVideo.update({ where: { id }, data: { labelId, updatedAt: now } }),
    setVideoType: (id: string, typeId: string | null, now: Date) => db.microVideo.update({ where: { id }, data: { typeId, updatedAt: now } }),
    /** A card's videos of one label: every one for the owner, only those visitors may see otherwise. */
    cardVideos: (userId: string, labelId: string, visibleOnly: boolean, skip: number, take: number) => {
      const where = { userId, labelId, ...(visibleOnly ? VISIBLE : {}) };
      return rowsAndTotal(
        { skip, take },
        () => db.microVideo.findMany({ where, orderBy: OWNER_ORDER, skip, take }),
        () => db.microVideo.count({ where }),
      );
    },
    countCardVideos: (userId: string, labelId: string, visibleOnly: boolean) => db.microVideo.count({ where: { userId, labelId, ...(visibleOnly ? VISIBLE : {}) } }),
    /** Shared videos visitors may see carrying one of the labels, newest shared first, after the key. */
    feed: (labelIds: string[], key: FeedKey | null, take: number) =>
      db.microVideo.findMany({
        where: { labelId: labelIds.length === 1 ? labelIds[0] : { in: labelIds }, shared: true, ...VISIBLE, ...after(key) },
        orderBy: FEED_ORDER,
        take,
      }),

    // --- types ---
    type: (id: string) => db.videoType.findUnique({ where: { id }, select: TYPE }),
    ownTypes: (userId: string) => db.videoType.findMany({ where: { userId }, select: TYPE, orderBy: LABEL_ORDER }),
    addType: (row: { id: string; userId: string; name: string; sort: number; createdAt: Date }) => db.videoType.create({ data: row, select: TYPE }),
    updateType: (id: string, data: { name?: string; sort?: number }) => db.videoType.update({ where: { id }, data, select: TYPE }),
    removeType: async (id: string, now: Date) => {
      await db.microVideo.updateMany({ where: { typeId: id }, data: { typeId: null, updatedAt: now } });
      await db.videoType.delete({ where: { id } });
    },
    videoCountsByType: async (userId: string) => {
      const rows = await db.microVideo.groupBy({ by: ['typeId'], where: { userId, typeId: { not: null } }, _count: { _all: true } });
      return new Map(rows.map((r) => [r.typeId as string, r._count._all]));
    },
  };
}
export type VideoLabelsRepository = ReturnType<typeof videoLabelsRepository>;

/** Labels a search may find: platform topics, and for a signed-in caller their own and their company's. */
function searchWhere(db: object, keyword: string, userId: string | null, companyId: string | null) {
  const scopes = [PLATFORM, ...(userId ? [{ userId }] : []), ...(companyId ? [{ companyId }] : [])];
  const like = containsIgnoringCase(db, keyword);
  return { AND: [{ OR: scopes }, { OR: [{ name: like }, { nameEn: like }] }] };
}
