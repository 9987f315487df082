import { LIMITS } from '@card/contract';
import type { DbClient } from '../../core/db';
import { containsIgnoringCase } from '../../core/sql-values';

/** Name or singer, in either language, containing the keyword, whatever the letter case (on both engines). */
const matching = (db: DbClient, keyword: string) => {
  const c = containsIgnoringCase(db, keyword);
  return { OR: [{ name: c }, { singer: c }, { nameEn: c }, { singerEn: c }] };
};

const musicSelect = { id: true, name: true, singer: true, nameEn: true, singerEn: true, url: true, category: true } as const;
const pointSelect = { id: true, name: true, address: true, province: true, city: true, lat: true, lng: true } as const;

/** Prisma access for the music catalogue and map points. Point changes are scoped by owner. */
export function cardStyleRepository(db: DbClient) {
  return {
    musics: (category: string | undefined, page: { skip: number; take: number }) =>
      db.music.findMany({ where: category ? { category } : {}, select: musicSelect, orderBy: [{ category: 'asc' }, { name: 'asc' }, { id: 'asc' }], ...page }),
    musicCount: (category?: string) => db.music.count({ where: category ? { category } : {} }),
    musicCategories: async () => (await db.music.findMany({ select: { category: true }, distinct: ['category'], orderBy: { category: 'asc' } })).map((r) => r.category),
    /** Name or singer containing the keyword, whatever the letter case. */
    searchMusics: (keyword: string, page: { skip: number; take: number }) =>
      db.music.findMany({ where: matching(db, keyword), select: musicSelect, orderBy: [{ name: 'asc' }, { id: 'asc' }], ...page }),
    searchCount: (keyword: string) => db.music.count({ where: matching(db, keyword) }),
    musicExists: async (id: string) => (await db.music.count({ where: { id } })) > 0,

    /** Shown whole: a user has at most LIMITS.card.mapPointsMax points, so the read is capped there. */
    pointsOf: (userId: string) => db.mapPoint.findMany({ where: { userId }, select: pointSelect, orderBy: { createdAt: 'asc' }, take: LIMITS.card.mapPointsMax }),
    pointCount: (userId: string) => db.mapPoint.count({ where: { userId } }),
    pointOf: (userId: string, id: string) => db.mapPoint.findFirst({ where: { id, userId }, select: pointSelect }),
    addPoint: (data: { id: string; userId: string; name: string; address: string; province: string; city: string; lat: number | null; lng: number | null; createdAt: Date }) =>
      db.mapPoint.create({ data, select: pointSelect }),
    updatePoint: (userId: string, id: string, data: { name: string; address: string; province: string; city: string; lat: number | null; lng: number | null }) =>
      db.mapPoint.updateMany({ where: { id, userId }, data }),
    deletePoint: (userId: string, id: string) => db.mapPoint.deleteMany({ where: { id, userId } }),
    navPointIdOf: async (userId: string) => (await db.card.findUnique({ where: { userId }, select: { navPointId: true } }))?.navPointId ?? null,
    setNavPoint: (userId: string, navPointId: string | null) => db.card.update({ where: { userId }, data: { navPointId }, select: { navPointId: true } }),
    /** Clears the card's navigation point only when it is the given point. */
    clearNavPointIf: (userId: string, pointId: string) => db.card.updateMany({ where: { userId, navPointId: pointId }, data: { navPointId: null } }),
    userIdByPhoneIdEcr: async (phoneIdEcr: string) => (await db.user.findUnique({ where: { phoneIdEcr }, select: { id: true } }))?.id ?? null,
  };
}
