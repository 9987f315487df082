import type { TMessageColumns } from '@card/contract';
import type { DbClient } from '../../core/db';
import type { Prisma } from '../../generated/prisma/client';

/** Shown to visitors: published, not hidden, not taken down (isVisibleToVisitors as a query). */
export const VISIBLE = { state: 'published', hidden: false, takenDownAt: null } as const;

/**
 * Prisma access of the share part: shares and choiceness on MicroVideo, VideoSync, CompanyVideo, VideoAd and the
 * ad fields of VideoSetting, plus the people and mirror links these need.
 */
export function videoShareRepository(db: DbClient) {
  return {
    // --- people ---
    userIdOf: async (phoneIdEcr: string) => (await db.user.findUnique({ where: { phoneIdEcr }, select: { id: true } }))?.id ?? null,
    people: (ids: string[]) =>
      db.user.findMany({
        where: { id: { in: ids } },
        select: { id: true, phoneIdEcr: true, avatarUrl: true, language: true, companyId: true, card: { select: { name: true } } },
      }),
    companyOf: async (userId: string) => (await db.user.findUnique({ where: { id: userId }, select: { companyId: true } }))?.companyId ?? null,
    addMessage: (row: { id: string; userId: string; title: string; content: string; createdAt: Date } & TMessageColumns) => db.message.create({ data: row, select: { id: true } }),

    // --- shares and choiceness ---
    setVideo: (id: string, data: Prisma.MicroVideoUpdateInput) => db.microVideo.update({ where: { id }, data }),
    shared: (userId: string, skip: number, take: number) =>
      db.microVideo.findMany({
        where: { userId, shared: true },
        orderBy: [{ sharedAt: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }],
        skip,
        take,
      }),
    countShared: (userId: string) => db.microVideo.count({ where: { userId, shared: true } }),
    countChoiceness: (userId: string) => db.microVideo.count({ where: { userId, choiceness: true } }),
    /** A card's videos for visitors: choiceness first (latest chosen first), then pinned (latest first), then the owner's order. */
    shownOf: (userId: string, typeId: string | undefined, skip: number, take: number) =>
      db.microVideo.findMany({
        where: { userId, ...VISIBLE, ...(typeId ? { typeId } : {}) },
        orderBy: [{ choiceness: 'desc' }, { choicenessAt: { sort: 'desc', nulls: 'last' } }, { topAt: { sort: 'desc', nulls: 'last' } }, { sort: 'asc' }, { id: 'asc' }],
        skip,
        take,
      }),
    countShownOf: (userId: string, typeId: string | undefined) => db.microVideo.count({ where: { userId, ...VISIBLE, ...(typeId ? { typeId } : {}) } }),
    typesOf: (userId: string) => db.videoType.findMany({ where: { userId }, orderBy: [{ sort: 'asc' }, { id: 'asc' }], select: { id: true, name: true } }),
    videosByIds: (ids: string[]) => db.microVideo.findMany({ where: { id: { in: ids } } }),

    // --- syncs ---
    boundSubs: (masterId: string) => db.mirrorLink.findMany({ where: { masterId, state: 'bound' }, select: { subId: true }, orderBy: { createdAt: 'asc' } }),
    syncsOf: (sourceVideoIds: string[], targetUserIds: string[]) =>
      db.videoSync.findMany({
        where: { sourceVideoId: { in: sourceVideoIds }, targetUserId: { in: targetUserIds } },
        select: { id: true, sourceVideoId: true, targetUserId: true, state: true },
      }),
    addSyncs: (rows: { id: string; sourceVideoId: string; fromUserId: string; targetUserId: string; createdAt: Date }[]) => db.videoSync.createMany({ data: rows }),
    renewSyncs: (ids: string[], fromUserId: string, at: Date) =>
      db.videoSync.updateMany({ where: { id: { in: ids }, state: 'deleted' }, data: { state: 'pushed', fromUserId, createdAt: at, decidedAt: null, targetVideoId: null } }),
    waiting: (targetUserId: string, sourceIds: string[] | undefined, skip: number, take: number) =>
      db.videoSync.findMany({
        where: { targetUserId, state: 'pushed', ...(sourceIds ? { sourceVideoId: { in: sourceIds } } : {}) },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
      }),
    countWaiting: (targetUserId: string, sourceIds?: string[]) =>
      db.videoSync.count({ where: { targetUserId, state: 'pushed', ...(sourceIds ? { sourceVideoId: { in: sourceIds } } : {}) } }),
    /** Ids of the videos among those pushed to the user whose title holds the keyword. */
    pushedSourcesMatching: async (targetUserId: string, keyword: string) => {
      const pushed = await db.videoSync.findMany({ where: { targetUserId, state: 'pushed' }, select: { sourceVideoId: true } });
      if (!pushed.length) return [];
      const k = keyword.toLowerCase();
      // SQLite's LIKE and PostgreSQL's ILIKE differ; the list is one sub card's waiting pushes, small, so it is matched here.
      const videos = await db.microVideo.findMany({ where: { id: { in: pushed.map((p) => p.sourceVideoId) } }, select: { id: true, title: true } });
      return videos.filter((v) => v.title.toLowerCase().includes(k)).map((v) => v.id);
    },
    ownSyncs: (targetUserId: string, ids: string[]) => db.videoSync.findMany({ where: { targetUserId, id: { in: ids }, state: { not: 'deleted' } } }),
    markShown: (id: string, targetVideoId: string, at: Date) => db.videoSync.updateMany({ where: { id, state: 'pushed' }, data: { state: 'shown', targetVideoId, decidedAt: at } }),
    markDeleted: (ids: string[], at: Date) => db.videoSync.updateMany({ where: { id: { in: ids } }, data: { state: 'deleted', decidedAt: at } }),
    syncsByIds: (ids: string[]) => db.videoSync.findMany({ where: { id: { in: ids } } }),
    addVideo: (data: Prisma.MicroVideoUncheckedCreateInput) => db.microVideo.create({ data }),
    lastSortOf: async (userId: string) => (await db.microVideo.aggregate({ where: { userId }, _max: { sort: true } }))._max.sort ?? 0,

    // --- company videos ---
    companyPick: (companyId: string, videoId: string) => db.companyVideo.findUnique({ where: { companyId_videoId: { companyId, videoId } } }),
    countCompany: (companyId: string) => db.companyVideo.count({ where: { companyId } }),
    lastCompanySort: async (companyId: string) => (await db.companyVideo.aggregate({ where: { companyId }, _max: { sort: true } }))._max.sort ?? 0,
    addCompanyPick: (row: { companyId: string; videoId: string; pickedBy: string; sort: number; createdAt: Date }) => db.companyVideo.create({ data: row }),
    removeCompanyPick: (companyId: string, videoId: string) => db.companyVideo.deleteMany({ where: { companyId, videoId } }),
    /** The company's picks in its order whose videos are shown (a hidden or taken-down video drops out of the list). */
    companyOrder: async (companyId: string) => {
      const picks = await db.companyVideo.findMany({ where: { companyId }, orderBy: [{ sort: 'asc' }, { createdAt: 'asc' }], select: { videoId: true } });
      if (!picks.length) return [];
      const shown = new Set((await db.microVideo.findMany({ where: { id: { in: picks.map((p) => p.videoId) }, ...VISIBLE }, select: { id: true } })).map((v) => v.id));
      return picks.map((p) => p.videoId).filter((id) => shown.has(id));
    },

    // --- ads ---
    setting: (userId: string) => db.videoSetting.findUnique({ where: { userId } }),
    upsertSetting: (userId: string, data: { adSwitch?: boolean; defaultAdId?: string | null }, at: Date) =>
      db.videoSetting.upsert({ where: { userId }, create: { userId, ...data, updatedAt: at }, update: { ...data, updatedAt: at } }),
    ownAd: (userId: string, id: string) => db.videoAd.findFirst({ where: { id, userId, deletedAt: null } }),
    ads: (userId: string, skip: number, take: number) =>
      db.videoAd.findMany({
        where: { userId, deletedAt: null },
        orderBy: [{ usedAt: 'desc' }, { id: 'desc' }],
        skip,
        take,
      }),
    countAds: (userId: string) => db.videoAd.count({ where: { userId, deletedAt: null } }),
    addAd: (row: { id: string; userId: string; title: string; imageUrl: string; linkUrl: string; usedAt: Date; createdAt: Date }) => db.videoAd.create({ data: row }),
    touchAd: (id: string, at: Date) => db.videoAd.update({ where: { id }, data: { usedAt: at } }),
    removeAd: (id: string, at: Date) => db.videoAd.update({ where: { id }, data: { deletedAt: at } }),
  };
}
export type VideoShareRepository = ReturnType<typeof videoShareRepository>;
