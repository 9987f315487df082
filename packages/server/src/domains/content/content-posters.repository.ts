import { rowsAndTotal } from '../../lib/paging';
import type { DbClient } from '../../core/db';
import { containsIgnoringCase } from '../../core/sql-values';

/**
 * Queries of the posters part: labels and templates (built in, seeded), the user's poster records and module
 * presets, and the card rows a poster is drawn from (Card, CardMobile, User: read here directly, the card area
 * exports no such read).
 */
const MATERIAL = { id: true, labelId: true, title: true, titleEn: true, thumbUrl: true, backgroundUrl: true, moduleIds: true, layout: true, sloganEn: true } as const;
const RECORD = { id: true, userId: true, moduleId: true, materialId: true, url: true, data: true, isDefaultCover: true, createdAt: true, updatedAt: true } as const;
const ORDER = [{ sort: 'asc' as const }, { id: 'asc' as const }];
const NEWEST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];

export function contentPostersRepository(db: DbClient) {
  return {
    labels: () => db.posterLabel.findMany({ orderBy: ORDER, select: { id: true, name: true, nameEn: true } }),
    countsByLabel: () => db.posterMaterial.groupBy({ by: ['labelId'], _count: { _all: true } }),
    labelExists: async (id: string) => !!(await db.posterLabel.findUnique({ where: { id }, select: { id: true } })),
    material: (id: string) => db.posterMaterial.findUnique({ where: { id }, select: MATERIAL }),
    materials: (where: { labelId?: string; keyword?: string }, skip: number, take: number) => {
      const filter = {
        ...(where.labelId ? { labelId: where.labelId } : {}),
        ...(where.keyword
          ? {
              OR: [
                { title: containsIgnoringCase(db, where.keyword) },
                { titleEn: containsIgnoringCase(db, where.keyword) },
                { keywords: containsIgnoringCase(db, where.keyword.toLowerCase()) },
              ],
            }
          : {}),
      };
      return rowsAndTotal(
        { skip, take },
        () => db.posterMaterial.findMany({ where: filter, orderBy: [{ labelId: 'asc' }, ...ORDER], skip, take, select: MATERIAL }),
        () => db.posterMaterial.count({ where: filter }),
      );
    },
    /** Every template, few (a built-in catalogue): a module's suited ones are put first by the service. */
    allMaterials: () => db.posterMaterial.findMany({ orderBy: [{ labelId: 'asc' }, ...ORDER], select: MATERIAL }),

    // --- the card a poster is drawn from ---
    cardOf: (userId: string) =>
      db.card.findUnique({
        where: { userId },
        select: { name: true, company: true, position: true, signature: true, mobiles: { orderBy: { sort: 'asc' }, select: { number: true } } },
      }),
    userOf: (userId: string) => db.user.findUnique({ where: { id: userId }, select: { phoneIdEcr: true, hidePhone: true, avatarUrl: true } }),

    // --- records ---
    record: (userId: string, id: string) => db.posterRecord.findFirst({ where: { id, userId }, select: RECORD }),
    recordCount: (userId: string) => db.posterRecord.count({ where: { userId } }),
    createRecord: (row: { id: string; userId: string; moduleId: number; materialId: string; url: string; data: string; now: Date }) =>
      db.posterRecord.create({
        data: { id: row.id, userId: row.userId, moduleId: row.moduleId, materialId: row.materialId, url: row.url, data: row.data, createdAt: row.now, updatedAt: row.now },
        select: RECORD,
      }),
    /** Replaces the drawing only if it is still `oldUrl` (a redraw racing another keeps one winner; the loser's file is released). */
    redrawRecord: async (userId: string, id: string, oldUrl: string, next: { materialId: string; url: string; data: string; now: Date }) =>
      (await db.posterRecord.updateMany({ where: { id, userId, url: oldUrl }, data: { materialId: next.materialId, url: next.url, data: next.data, updatedAt: next.now } })).count === 1,
    recordsOf: (userId: string, moduleId: number, skip: number, take: number) =>
      rowsAndTotal(
        { skip, take },
        () => db.posterRecord.findMany({ where: { userId, moduleId }, orderBy: NEWEST, skip, take, select: RECORD }),
        () => db.posterRecord.count({ where: { userId, moduleId } }),
      ),
    /** The module's default cover, else its newest poster. */
    coverOf: (userId: string, moduleId: number) => db.posterRecord.findFirst({ where: { userId, moduleId }, orderBy: [{ isDefaultCover: 'desc' }, ...NEWEST], select: RECORD }),
    ownedIds: async (userId: string, moduleId: number, ids: string[]) => await db.posterRecord.findMany({ where: { userId, moduleId, id: { in: ids } }, select: { id: true, url: true } }),
    /**
     * Every other poster of the module stops being the cover. Not filtered on isDefaultCover: touching each row takes
     * its lock, so on PostgreSQL a simultaneous choice waits for this one and then clears it (never two covers).
     */
    clearCovers: (userId: string, moduleId: number, keepId: string) => db.posterRecord.updateMany({ where: { userId, moduleId, id: { not: keepId } }, data: { isDefaultCover: false } }),
    setCover: (id: string, isDefaultCover: boolean, now: Date) => db.posterRecord.update({ where: { id }, data: { isDefaultCover, updatedAt: now }, select: RECORD }),

    // --- presets ---
    setPreset: (userId: string, moduleId: number, materialId: string, now: Date) =>
      db.modulePresetPoster.upsert({
        where: { userId_moduleId: { userId, moduleId } },
        create: { userId, moduleId, materialId, updatedAt: now },
        update: { materialId, updatedAt: now },
        select: { moduleId: true, materialId: true },
      }),
  };
}
export type PosterRecordRow = NonNullable<Awaited<ReturnType<ReturnType<typeof contentPostersRepository>['record']>>>;
export type PosterMaterialRow = NonNullable<Awaited<ReturnType<ReturnType<typeof contentPostersRepository>['material']>>>;
