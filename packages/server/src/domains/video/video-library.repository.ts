import type { DbClient } from '../../core/db';
import { containsIgnoringCase } from '../../core/sql-values';
import type { MicroVideo } from '../../generated/prisma/client';

/** Prisma access of the owner's library: lists, switches, order, deletes, drafts and the library settings. No decisions. */

/**
 * Pinned first (latest pinned first), then the owner's order; ties by id so pages never overlap. `nulls: 'last'` is
 * spelled out because the engines disagree on where NULL sorts in a descending order.
 */
const LIBRARY_ORDER = [{ topAt: { sort: 'desc' as const, nulls: 'last' as const } }, { sort: 'asc' as const }, { id: 'asc' as const }];
const NEWEST = [{ createdAt: 'desc' as const }, { id: 'asc' as const }];
/** The owner's library never shows a taken-down video (the violation list does). */
const IN_LIBRARY = { takenDownAt: null };

export type VideoWrite = Partial<
  Pick<MicroVideo, 'title' | 'intro' | 'labelId' | 'typeId' | 'hidden' | 'topAt' | 'sort' | 'state' | 'coverUrl' | 'watermark' | 'epilogueId' | 'musicId' | 'adId' | 'updatedAt'>
>;
export type LibraryFilter = { state: string; labelId?: string; typeId?: string };

export function videoLibraryRepository(db: DbClient) {
  const listWhere = (userId: string, f: LibraryFilter) => ({
    userId,
    state: f.state,
    ...IN_LIBRARY,
    ...(f.labelId ? { labelId: f.labelId } : {}),
    ...(f.typeId ? { typeId: f.typeId } : {}),
  });
  const searchWhere = (userId: string, keyword: string) => ({ userId, ...IN_LIBRARY, title: containsIgnoringCase(db, keyword) });
  return {
    list: (userId: string, f: LibraryFilter, skip: number, take: number) => db.microVideo.findMany({ where: listWhere(userId, f), orderBy: LIBRARY_ORDER, skip, take }),
    count: (userId: string, f: LibraryFilter) => db.microVideo.count({ where: listWhere(userId, f) }),
    /** Every published video of the owner in order (the sort screen's whole set). */
    published: (userId: string) => db.microVideo.findMany({ where: { userId, state: 'published', ...IN_LIBRARY }, orderBy: LIBRARY_ORDER }),
    publishedIds: async (userId: string) => (await db.microVideo.findMany({ where: { userId, state: 'published', ...IN_LIBRARY }, select: { id: true } })).map((r) => r.id),
    search: (userId: string, keyword: string, skip: number, take: number) => db.microVideo.findMany({ where: searchWhere(userId, keyword), orderBy: LIBRARY_ORDER, skip, take }),
    countSearch: (userId: string, keyword: string) => db.microVideo.count({ where: searchWhere(userId, keyword) }),
    drafts: (userId: string, skip: number, take: number) => db.microVideo.findMany({ where: { userId, state: 'draft', ...IN_LIBRARY }, orderBy: NEWEST, skip, take }),
    countState: (userId: string, state: string) => db.microVideo.count({ where: { userId, state, ...IN_LIBRARY } }),
    sortsOf: async (userId: string) => (await db.microVideo.findMany({ where: { userId }, select: { sort: true } })).map((r) => r.sort),
    ownedIds: async (userId: string, ids: string[]) => (await db.microVideo.findMany({ where: { userId, id: { in: ids } }, select: { id: true } })).map((r) => r.id),
    byIds: (userId: string, ids: string[]) => db.microVideo.findMany({ where: { userId, id: { in: ids } } }),
    update: (userId: string, id: string, data: VideoWrite) => db.microVideo.update({ where: { id, userId }, data }),
    setSort: (userId: string, id: string, sort: number) => db.microVideo.updateMany({ where: { id, userId }, data: { sort } }),
    /** Deletes the owner's videos with what only hangs on them: visitors' collections and company picks. */
    deleteMany: async (userId: string, ids: string[]) => {
      await db.videoCollect.deleteMany({ where: { videoId: { in: ids } } });
      await db.companyVideo.deleteMany({ where: { videoId: { in: ids } } });
      await db.videoUpload.deleteMany({ where: { userId, videoId: { in: ids } } });
      return (await db.microVideo.deleteMany({ where: { userId, id: { in: ids } } })).count;
    },
    /** First-frame covers of the upload logs the videos came from (what updateVideoFirstImg goes back to). */
    uploadCovers: (ids: string[]) => db.videoUpload.findMany({ where: { id: { in: ids } }, select: { id: true, coverUrl: true } }),
    /** Which of `urls` another video still plays or shows (a synced copy points at its source's files). */
    stillReferenced: async (urls: string[]) => {
      if (!urls.length) return new Set<string>();
      const rows = await db.microVideo.findMany({
        where: { OR: [{ videoUrl: { in: urls } }, { coverUrl: { in: urls } }] },
        select: { videoUrl: true, coverUrl: true },
      });
      return new Set(rows.flatMap((r) => [r.videoUrl, r.coverUrl]));
    },
    /** Which of `keys` are stored video files (purpose video: the transcoded MP4 and its first-frame cover). */
    videoFileKeys: async (keys: string[]) => new Set((await db.storedFile.findMany({ where: { key: { in: keys }, purpose: 'video' }, select: { key: true } })).map((r) => r.key)),
    /** A label the user may give a video: their own, their company's, or a platform topic. */
    usableLabel: (userId: string, companyId: string | null, id: string) =>
      db.videoLabel.findFirst({
        where: { id, OR: [{ userId }, ...(companyId ? [{ companyId }] : []), { userId: null, companyId: null }] },
        select: { id: true },
      }),
    ownType: (userId: string, id: string) => db.videoType.findFirst({ where: { id, userId }, select: { id: true } }),
    /** An epilogue the user may play: their own or a built-in one. */
    usableEpilogue: (userId: string, id: string) => db.videoEpilogue.findFirst({ where: { id, OR: [{ userId }, { userId: null }] }, select: { id: true } }),
    music: (id: string) => db.music.findUnique({ where: { id }, select: { id: true } }),
    musicPage: (skip: number, take: number) => db.music.findMany({ orderBy: [{ category: 'asc' }, { name: 'asc' }, { id: 'asc' }], skip, take }),
    countMusic: () => db.music.count(),
    ownLiveAd: (userId: string, id: string) => db.videoAd.findFirst({ where: { id, userId, deletedAt: null }, select: { id: true } }),
    companyOf: async (userId: string) => (await db.user.findUnique({ where: { id: userId }, select: { companyId: true } }))?.companyId ?? null,
    userByPublicId: (phoneIdEcr: string) => db.user.findUnique({ where: { phoneIdEcr }, select: { id: true } }),
    setting: (userId: string) => db.videoSetting.findUnique({ where: { userId }, select: { buttonType: true, rowsPerLine: true } }),
    saveSetting: (userId: string, data: { buttonType?: string; rowsPerLine?: number }, now: Date) =>
      db.videoSetting.upsert({ where: { userId }, create: { userId, ...data, updatedAt: now }, update: { ...data, updatedAt: now } }),
  };
}
