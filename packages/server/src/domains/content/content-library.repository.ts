import type { DbClient } from '../../core/db';
import { type FeedKey, rowsAndTotal } from '../../lib/paging';

/** Rows strictly after a feed key in (createdAt desc, id desc) order. */
const afterKey = (after: FeedKey | null) => (after ? { OR: [{ createdAt: { lt: after.at } }, { createdAt: after.at, id: { lt: after.id } }] } : {});
const NEWEST = [{ createdAt: 'desc' as const }, { id: 'desc' as const }];
const materialSelect = { id: true, ownerId: true, title: true, titleEn: true, url: true, thumbUrl: true, labels: { select: { labelId: true } } } as const;

/**
 * Prisma access of the library part. Reads and changes of a user's rows are scoped by owner, so someone else's id
 * matches nothing and changes nothing. No decisions here.
 */
export function libraryRepository(db: DbClient) {
  return {
    // --- picture labels ---
    pictureLabels: (userId: string) => db.pictureLabel.findMany({ where: { userId }, orderBy: [{ sort: 'asc' }, { createdAt: 'asc' }], take: 200 }),
    pictureLabelOf: (userId: string, id: string) => db.pictureLabel.findFirst({ where: { id, userId } }),
    labelCounts: async (userId: string) =>
      new Map((await db.picture.groupBy({ by: ['labelId'], where: { userId }, _count: { _all: true } })).map((r) => [r.labelId, r._count._all] as const)),
    addPictureLabel: (row: { id: string; userId: string; name: string; sort: number; createdAt: Date }) => db.pictureLabel.create({ data: row }),
    renamePictureLabel: (userId: string, id: string, name: string) => db.pictureLabel.updateMany({ where: { id, userId }, data: { name } }),
    /** Its pictures stay, without a label. */
    deletePictureLabel: async (userId: string, id: string) => {
      await db.picture.updateMany({ where: { userId, labelId: id }, data: { labelId: null } });
      return db.pictureLabel.deleteMany({ where: { id, userId } });
    },

    // --- pictures ---
    addPicture: (row: { id: string; userId: string; labelId: string | null; url: string; thumbs: string; width: number; height: number; bytes: number; name: string; createdAt: Date }) =>
      db.picture.create({ data: row }),
    pictures: (userId: string, labelId: string | undefined, after: FeedKey | null, take: number) =>
      db.picture.findMany({ where: { userId, ...(labelId ? { labelId } : {}), ...afterKey(after) }, orderBy: NEWEST, take }),
    picturesOf: (userId: string, ids: string[]) => db.picture.findMany({ where: { userId, id: { in: ids } } }),
    movePictures: (userId: string, ids: string[], labelId: string | null) => db.picture.updateMany({ where: { userId, id: { in: ids } }, data: { labelId } }),
    deletePictures: (userId: string, ids: string[]) => db.picture.deleteMany({ where: { userId, id: { in: ids } } }),
    /** Whether any other picture row still shows this url (a material saved twice shares its file). */
    pictureUrlUsers: (url: string) => db.picture.count({ where: { url } }),

    // --- material labels and items ---
    /** The platform's labels, then the user's own. */
    materialLabels: (userId: string) =>
      db.materialLabel.findMany({
        where: { OR: [{ ownerId: null }, { ownerId: userId }] },
        orderBy: [{ sort: 'asc' }, { createdAt: 'asc' }],
        take: 500,
      }),
    ownMaterialLabelCount: (userId: string) => db.materialLabel.count({ where: { ownerId: userId } }),
    addMaterialLabel: (row: { id: string; ownerId: string; name: string; sort: number; createdAt: Date }) => db.materialLabel.create({ data: row }),
    /** Items the user sees (platform's and own) in ANY of `labelIds` (none: all), newest first. */
    materials: (userId: string, labelIds: string[], skip: number, take: number) => {
      const where = { OR: [{ ownerId: null }, { ownerId: userId }], ...(labelIds.length ? { labels: { some: { labelId: { in: labelIds } } } } : {}) };
      return rowsAndTotal(
        { skip, take },
        () => db.photoMaterial.findMany({ where, select: materialSelect, orderBy: NEWEST, skip, take }),
        () => db.photoMaterial.count({ where }),
      );
    },
    /** Title or keywords contain the (lower-cased) keyword; keywords are stored lower-cased, titles matched both ways. */
    searchMaterials: (userId: string, keyword: string, skip: number, take: number) => {
      const where = {
        AND: [{ OR: [{ ownerId: null }, { ownerId: userId }] }, { OR: [{ keywords: { contains: keyword } }, { title: { contains: keyword } }] }],
      };
      return rowsAndTotal(
        { skip, take },
        () => db.photoMaterial.findMany({ where, select: materialSelect, orderBy: NEWEST, skip, take }),
        () => db.photoMaterial.count({ where }),
      );
    },
    materialOf: (userId: string, id: string) => db.photoMaterial.findFirst({ where: { id, OR: [{ ownerId: null }, { ownerId: userId }] }, select: materialSelect }),
    addMaterial: (row: { id: string; ownerId: string | null; title: string; url: string; thumbUrl: string; keywords: string; createdAt: Date }, labelIds: string[]) =>
      db.photoMaterial.create({ data: { ...row, labels: { create: labelIds.map((labelId) => ({ labelId })) } }, select: materialSelect }),

    // --- moments ---
    moments: (userId: string, q: { category?: string; mine: boolean; order: 'new' | 'popular' }, skip: number, take: number) => {
      const where = { ...(q.mine ? { ownerId: userId } : { OR: [{ ownerId: null }, { ownerId: userId }] }), ...(q.category ? { category: q.category } : {}) };
      const orderBy = q.order === 'popular' ? [{ uses: 'desc' as const }, ...NEWEST] : NEWEST;
      return rowsAndTotal(
        { skip, take },
        () => db.momentMaterial.findMany({ where, orderBy, skip, take }),
        () => db.momentMaterial.count({ where }),
      );
    },
    ownMomentCount: (userId: string) => db.momentMaterial.count({ where: { ownerId: userId } }),
    momentOf: (userId: string, id: string) => db.momentMaterial.findFirst({ where: { id, OR: [{ ownerId: null }, { ownerId: userId }] } }),
    addMoment: (row: { id: string; ownerId: string; category: string; text: string; images: string; createdAt: Date }) => db.momentMaterial.create({ data: row }),
    updateMoment: (userId: string, id: string, data: { category: string; text: string; images: string }) => db.momentMaterial.updateMany({ where: { id, ownerId: userId }, data }),
    deleteMoment: (userId: string, id: string) => db.momentMaterial.deleteMany({ where: { id, ownerId: userId } }),
    countUse: (id: string) => db.momentMaterial.update({ where: { id }, data: { uses: { increment: 1 } }, select: { id: true, uses: true } }),
  };
}
export type LibraryRepository = ReturnType<typeof libraryRepository>;
