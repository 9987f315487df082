import type { Db } from '../../db';
import type { FeedKey } from '../../lib/paging';

type VisitorsDb = Pick<Db, 'microVideo' | 'videoCollect' | 'videoComplaint' | 'videoEpilogue' | 'videoProduct' | 'videoSetting' | 'user' | 'cardMobile'>;

/** What visitors may see: published, not hidden, not taken down (video-access isVisibleToVisitors, as a filter). */
const VISIBLE = { state: 'published', hidden: false, takenDownAt: null } as const;
/** The discover feed: shared visible videos, read through the index [shared, sharedAt desc, id]. */
const IN_FEED = { shared: true, sharedAt: { not: null }, ...VISIBLE } as const;
const FEED_ORDER = [{ sharedAt: 'desc' as const }, { id: 'asc' as const }];
/** A card's videos for its visitors: choiceness first, then pinned (latest first), then the owner's order. */
const CARD_ORDER = [{ choiceness: 'desc' as const }, { topAt: { sort: 'desc' as const, nulls: 'last' as const } }, { sort: 'asc' as const }, { id: 'asc' as const }];
/** Rows after `key` in the feed order (older, or the same time with a larger id). */
const afterKey = (key: FeedKey | null) => (key ? { OR: [{ sharedAt: { lt: key.at } }, { sharedAt: key.at, id: { gt: key.id } }] } : {});

/** Prisma access of the visitors part: feeds, a card's videos, collections, complaints and the player's extras. */
export function videoVisitorsRepository(db: VisitorsDb) {
  return {
    // --- lists ---
    feed: (after: FeedKey | null, take: number) => db.microVideo.findMany({ where: { ...IN_FEED, ...afterKey(after) }, orderBy: FEED_ORDER, take }),
    /** Title search over the feed. `contains` is case-sensitive on PostgreSQL and for non-ASCII on SQLite; titles are mostly Chinese. */
    search: (keyword: string, after: FeedKey | null, take: number) =>
      db.microVideo.findMany({ where: { ...IN_FEED, title: { contains: keyword }, ...afterKey(after) }, orderBy: FEED_ORDER, take }),
    /** The feed neighbour of a key: the nearest row before (prev) or after (next) it. */
    feedNeighbour: (key: FeedKey, direction: 'prev' | 'next') =>
      db.microVideo.findFirst({
        where: direction === 'next' ? { ...IN_FEED, ...afterKey(key) } : { ...IN_FEED, OR: [{ sharedAt: { gt: key.at } }, { sharedAt: key.at, id: { lt: key.id } }] },
        orderBy: direction === 'next' ? FEED_ORDER : [{ sharedAt: 'asc' }, { id: 'desc' }],
      }),
    cardVideos: (userId: string, skip: number, take: number) => db.microVideo.findMany({ where: { userId, ...VISIBLE }, orderBy: CARD_ORDER, skip, take }),
    countCardVideos: (userId: string) => db.microVideo.count({ where: { userId, ...VISIBLE } }),
    /** The ids of a card's visible videos in the card's order (bounded by the upload quota and the synced copies). */
    cardVideoIds: async (userId: string) => (await db.microVideo.findMany({ where: { userId, ...VISIBLE }, orderBy: CARD_ORDER, select: { id: true } })).map((r) => r.id),
    visibleByIds: (ids: string[]) => db.microVideo.findMany({ where: { id: { in: ids }, ...VISIBLE } }),
    byId: (id: string) => db.microVideo.findUnique({ where: { id } }),

    // --- people ---
    userByPublicId: (phoneIdEcr: string) => db.user.findUnique({ where: { phoneIdEcr }, select: { id: true } }),
    owners: (ids: string[]) =>
      db.user.findMany({
        where: { id: { in: ids } },
        select: { id: true, phoneIdEcr: true, avatarUrl: true, hidePhone: true, card: { select: { name: true } } },
      }),
    firstMobile: (userId: string) => db.cardMobile.findFirst({ where: { userId }, orderBy: { sort: 'asc' }, select: { number: true } }),

    // --- the player's extras ---
    addView: (id: string) => db.microVideo.updateMany({ where: { id }, data: { views: { increment: 1 } } }),
    setting: (userId: string) => db.videoSetting.findUnique({ where: { userId }, select: { buttonType: true, defaultEpilogueId: true } }),
    /** An epilogue the owner may use: their own or a built-in one. */
    epilogue: (ownerId: string, id: string) => db.videoEpilogue.findFirst({ where: { id, OR: [{ userId: ownerId }, { userId: null }] } }),
    hasProducts: async (videoId: string) => (await db.videoProduct.count({ where: { videoId, deletedAt: null } })) > 0,
    isCollected: async (userId: string, videoId: string) => (await db.videoCollect.count({ where: { userId, videoId } })) > 0,

    // --- collections ---
    addCollect: (userId: string, videoId: string, now: Date) => db.videoCollect.create({ data: { userId, videoId, createdAt: now } }),
    removeCollect: (userId: string, videoId: string) => db.videoCollect.deleteMany({ where: { userId, videoId } }),
    moveCollects: (id: string, by: number) => db.microVideo.update({ where: { id }, data: { collects: { increment: by } }, select: { collects: true } }),
    collectsOf: (id: string) => db.microVideo.findUnique({ where: { id }, select: { collects: true } }),
    /** The caller's collections after `key`, latest first (index [userId, createdAt desc]); ties by video id. */
    collectRows: (userId: string, after: FeedKey | null, take: number) =>
      db.videoCollect.findMany({
        where: { userId, ...(after ? { OR: [{ createdAt: { lt: after.at } }, { createdAt: after.at, videoId: { gt: after.id } }] } : {}) },
        orderBy: [{ createdAt: 'desc' }, { videoId: 'asc' }],
        take,
      }),

    // --- complaints and copies ---
    complaintOf: (videoId: string, reporterId: string) => db.videoComplaint.findUnique({ where: { videoId_reporterId: { videoId, reporterId } }, select: { id: true } }),
    addComplaint: (row: { id: string; videoId: string; reporterId: string; reason: string; text: string; pictures: string; createdAt: Date }) =>
      db.videoComplaint.create({ data: { ...row, state: 'open' }, select: { id: true } }),
    countComplaint: (id: string) => db.microVideo.update({ where: { id }, data: { complaints: { increment: 1 } }, select: { id: true } }),
    copyOfSource: (userId: string, sourceId: string) => db.microVideo.findFirst({ where: { userId, syncSourceId: sourceId } }),
    countOwn: (userId: string) => db.microVideo.count({ where: { userId } }),
    createVideo: (data: Parameters<Db['microVideo']['create']>[0]['data']) => db.microVideo.create({ data }),
  };
}
