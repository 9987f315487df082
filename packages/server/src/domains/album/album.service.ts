import type { TOpenAlbum } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { storeImageWithThumbs, urlsWithThumbs, parseThumbs } from '../../core/images';
import { releaseFiles } from '../../core/uploads';
import { albumRepository } from './album.repository';
import { assertAlbumRoom, assertPhotoRoom, checkOrder, nextSort, photoKeyOf, toPhoto, toSummary, visibleAlbums } from './album.rules';

type AlbumInput = { name: string; isOpen: boolean };

/**
 * Files go after the rows are gone: a failed file delete leaves an orphan file, never a photo without its file.
 * Only album keys are touched; core/uploads removes each file with its StoredFile record.
 */
async function removeStoredPhotos(ctx: AppContext, urls: string[]) {
  await releaseFiles(
    ctx,
    urls.filter((u) => photoKeyOf(u) !== null),
  );
}

/** The open albums of a card owner that have photos, in order: what the public card page shows. */
export async function openAlbums(ctx: AppContext, ownerUserId: string): Promise<TOpenAlbum[]> {
  return visibleAlbums(await albumRepository(ctx.db).openAlbumsOf(ownerUserId), { withPhotosOnly: true });
}

/** Every album of a user (open or closed) with its photos in order: the material library's [photo albums] source. */
export async function albumsWithPhotos(ctx: AppContext, userId: string): Promise<TOpenAlbum[]> {
  return visibleAlbums(await albumRepository(ctx.db).allAlbumsOf(userId), { withPhotosOnly: false });
}

/** Albums and photos. Ids that are not the caller's are NOT_FOUND and leave everything as it was. */
export function albumService(ctx: AppContext) {
  const repo = albumRepository(ctx.db);
  const notFound = (field: string) => new DomainError('NOT_FOUND', { field });

  /** What a visitor of the card gets from the spec's call: every open album, even one still empty. */
  async function openAlbumsByCard(phoneIdEcr: string) {
    const ownerId = await repo.ownerIdOf(phoneIdEcr);
    if (!ownerId) throw notFound('phoneIdEcr');
    return visibleAlbums(await repo.openAlbumsOf(ownerId), { withPhotosOnly: false });
  }

  const myAlbums = async (userId: string) => (await repo.summariesOf(userId)).map(toSummary);

  /** Count and insert in one transaction, so two quick adds cannot both slip under the limit. */
  async function addAlbum(userId: string, input: AlbumInput) {
    const { id } = await ctx.db.$transaction(async (tx) => {
      const r = albumRepository(tx);
      const sorts = await r.albumSorts(userId);
      assertAlbumRoom(sorts.length);
      return r.addAlbum({ id: ctx.ids.id(), userId, ...input, sort: nextSort(sorts), createdAt: ctx.clock.now() });
    });
    return toSummary((await repo.summaryOf(userId, id))!);
  }

  async function updateAlbum(userId: string, id: string, input: AlbumInput) {
    if ((await repo.updateAlbum(userId, id, input)).count === 0) throw notFound('id');
    return toSummary((await repo.summaryOf(userId, id))!);
  }

  async function deleteAlbum(userId: string, id: string) {
    const urls = await ctx.db.$transaction(async (tx) => {
      const r = albumRepository(tx);
      const photos = await r.photosOf(userId, id);
      if ((await r.deleteAlbum(userId, id)).count === 0) throw notFound('id');
      return photos.flatMap((p) => urlsWithThumbs(p.url, parseThumbs(p.thumbs)));
    });
    await removeStoredPhotos(ctx, urls);
    return { id };
  }

  async function sortAlbums(userId: string, ids: string[]) {
    await ctx.db.$transaction(async (tx) => {
      const r = albumRepository(tx);
      const order = checkOrder(ids, await r.albumIds(userId));
      for (const [sort, id] of order.entries()) await r.setAlbumSort(userId, id, sort);
    });
    return myAlbums(userId);
  }

  async function albumPhotos(userId: string, albumId: string) {
    const album = await repo.albumOf(userId, albumId);
    if (!album) throw notFound('albumId');
    return { album, photos: (await repo.photosOf(userId, albumId)).map(toPhoto) };
  }

  /**
   * The cheap checks run first so a full or foreign album costs no image work; the count is checked again with
   * the insert in one transaction, and a photo that loses that race takes its stored file with it.
   */
  async function uploadPhoto(userId: string, albumId: string, bytes: Uint8Array) {
    const before = await albumPhotos(userId, albumId);
    assertPhotoRoom(before.photos.length);
    // New photos get thumbnails (the album screens show the middle one); all four files count in the quota.
    const img = await storeImageWithThumbs(ctx, bytes, 'albums', { userId, purpose: 'albumPhoto' });
    const files = urlsWithThumbs(img.url, img.thumbs);
    try {
      return await ctx.db.$transaction(async (tx) => {
        const r = albumRepository(tx);
        if (!(await r.albumOf(userId, albumId))) throw notFound('albumId');
        const sorts = await r.photoSorts(albumId);
        assertPhotoRoom(sorts.length);
        return toPhoto(await r.addPhoto({ id: ctx.ids.id(), albumId, url: img.url, thumbs: JSON.stringify(img.thumbs), sort: nextSort(sorts), createdAt: ctx.clock.now() }));
      });
    } catch (err) {
      await removeStoredPhotos(ctx, files);
      throw err;
    }
  }

  async function deletePhoto(userId: string, id: string) {
    const photo = await repo.photoOf(userId, id);
    if (!photo || (await repo.deletePhoto(userId, id)).count === 0) throw notFound('id');
    await removeStoredPhotos(ctx, urlsWithThumbs(photo.url, parseThumbs(photo.thumbs)));
    return { id };
  }

  async function sortPhotos(userId: string, albumId: string, ids: string[]) {
    await ctx.db.$transaction(async (tx) => {
      const r = albumRepository(tx);
      if (!(await r.albumOf(userId, albumId))) throw notFound('albumId');
      const order = checkOrder(
        ids,
        (await r.photosOf(userId, albumId)).map((p) => p.id),
      );
      for (const [sort, id] of order.entries()) await r.setPhotoSort(albumId, id, sort);
    });
    return (await repo.photosOf(userId, albumId)).map(toPhoto);
  }

  return { openAlbumsByCard, myAlbums, addAlbum, updateAlbum, deleteAlbum, sortAlbums, albumPhotos, uploadPhoto, deletePhoto, sortPhotos };
}
