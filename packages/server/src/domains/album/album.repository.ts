import { LIMITS } from '@card/contract';
import type { Prisma } from '../../generated/prisma/client';
import type { DbClient } from '../../core/db';

/** Ties in `sort` cannot happen through our calls; creation time keeps the order stable if they ever do. */
const inOrder: { sort?: 'asc'; createdAt?: 'asc' }[] = [{ sort: 'asc' }, { createdAt: 'asc' }];
const photoSelect = { id: true, url: true, thumbs: true } as const;
const summarySelect = {
  id: true,
  name: true,
  isOpen: true,
  _count: { select: { photos: true } },
  photos: { select: { url: true, thumbs: true }, orderBy: inOrder, take: 1 },
} satisfies Prisma.AlbumSelect;

export type AlbumSummaryRow = Prisma.AlbumGetPayload<{ select: typeof summarySelect }>;

/**
 * Prisma access for albums and photos. Every read and change is scoped by owner (`userId` on the album, and
 * through the album for photos), so someone else's id matches nothing and changes nothing.
 */
export function albumRepository(db: DbClient) {
  return {
    ownerIdOf: async (phoneIdEcr: string) => (await db.user.findUnique({ where: { phoneIdEcr }, select: { id: true } }))?.id ?? null,

    openAlbumsOf: (userId: string) =>
      db.album.findMany({
        where: { userId, isOpen: true },
        select: { id: true, name: true, photos: { select: photoSelect, orderBy: inOrder, take: LIMITS.album.photosPerAlbum } },
        orderBy: inOrder,
        take: LIMITS.album.albumsPerUser, // lists shown whole are read no further than their cap
      }),

    allAlbumsOf: (userId: string) =>
      db.album.findMany({
        where: { userId },
        select: { id: true, name: true, photos: { select: photoSelect, orderBy: inOrder, take: LIMITS.album.photosPerAlbum } },
        orderBy: inOrder,
        take: LIMITS.album.albumsPerUser,
      }),

    summariesOf: (userId: string) => db.album.findMany({ where: { userId }, select: summarySelect, orderBy: inOrder, take: LIMITS.album.albumsPerUser }),
    summaryOf: (userId: string, id: string) => db.album.findFirst({ where: { id, userId }, select: summarySelect }),
    albumOf: (userId: string, id: string) => db.album.findFirst({ where: { id, userId }, select: { id: true, name: true, isOpen: true } }),
    albumSorts: async (userId: string) => (await db.album.findMany({ where: { userId }, select: { sort: true } })).map((r) => r.sort),
    albumIds: async (userId: string) => (await db.album.findMany({ where: { userId }, select: { id: true } })).map((r) => r.id),
    addAlbum: (data: { id: string; userId: string; name: string; isOpen: boolean; sort: number; createdAt: Date }) => db.album.create({ data, select: { id: true } }),
    updateAlbum: (userId: string, id: string, data: { name: string; isOpen: boolean }) => db.album.updateMany({ where: { id, userId }, data }),
    setAlbumSort: (userId: string, id: string, sort: number) => db.album.updateMany({ where: { id, userId }, data: { sort } }),
    /** Photos first: the schema cascades too, but the delete must not depend on SQLite's foreign-key pragma. */
    deleteAlbum: async (userId: string, id: string) => {
      await db.photo.deleteMany({ where: { albumId: id, album: { userId } } });
      return db.album.deleteMany({ where: { id, userId } });
    },

    photosOf: (userId: string, albumId: string) => db.photo.findMany({ where: { albumId, album: { userId } }, select: photoSelect, orderBy: inOrder, take: LIMITS.album.photosPerAlbum }),
    photoSorts: async (albumId: string) => (await db.photo.findMany({ where: { albumId }, select: { sort: true } })).map((r) => r.sort),
    addPhoto: (data: { id: string; albumId: string; url: string; thumbs: string; sort: number; createdAt: Date }) => db.photo.create({ data, select: photoSelect }),
    photoOf: (userId: string, id: string) => db.photo.findFirst({ where: { id, album: { userId } }, select: { id: true, url: true, thumbs: true, albumId: true } }),
    deletePhoto: (userId: string, id: string) => db.photo.deleteMany({ where: { id, album: { userId } } }),
    setPhotoSort: (albumId: string, id: string, sort: number) => db.photo.updateMany({ where: { id, albumId }, data: { sort } }),
  };
}
