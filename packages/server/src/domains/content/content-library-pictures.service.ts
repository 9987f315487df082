import type { TFeedQuery, TPicture } from '@card/contract';
import type { AppContext } from '../../context';
import { parseThumbs, storeImageWithThumbs, urlsWithThumbs } from '../../core/images';
import { releaseFiles } from '../../core/uploads';
import { DomainError } from '../../lib/domain-error';
import { feedArgs, feedResult } from '../../lib/paging';
import { libraryRepository } from './content-library.repository';
import { assertLabelName, assertPictureLabelRoom, distinctIds } from './content-library.rules';

type PictureRow = { id: string; url: string; thumbs: string; width: number; height: number; bytes: number; labelId: string | null; createdAt: Date };
const LIST = 'pictures';

export const toPicture = (r: PictureRow): TPicture => ({
  id: r.id,
  url: r.url,
  thumbs: parseThumbs(r.thumbs),
  width: r.width,
  height: r.height,
  bytes: r.bytes,
  labelId: r.labelId,
  createdAt: r.createdAt.toISOString(),
});

/** Only files the library stored itself (`pictures/`) go with a deleted picture; a saved material keeps its file. */
const ownLibraryFile = (url: string) => /\/pictures\/[A-Za-z0-9_-]+\.webp$/.test(url);

/**
 * The picture library: every content module picks its images here (the client's picture picker). Someone else's
 * picture or label is NOT_FOUND and changes nothing.
 */
export function libraryPictures(ctx: AppContext) {
  const repo = libraryRepository(ctx.db);
  const notFound = (field: string) => new DomainError('NOT_FOUND', { field });

  async function assertOwnLabel(userId: string, labelId: string | undefined, field = 'labelId') {
    if (labelId && !(await repo.pictureLabelOf(userId, labelId))) throw notFound(field);
  }

  /** The label is checked before any image work; the files go again when the row cannot be written. */
  async function upload(userId: string, file: Uint8Array, labelId?: string) {
    await assertOwnLabel(userId, labelId);
    const img = await storeImageWithThumbs(ctx, file, 'pictures', { userId, purpose: 'picture' });
    try {
      return toPicture(
        await repo.addPicture({
          id: ctx.ids.id(),
          userId,
          labelId: labelId ?? null,
          url: img.url,
          thumbs: JSON.stringify(img.thumbs),
          width: img.width,
          height: img.height,
          bytes: img.bytes,
          name: '',
          createdAt: ctx.clock.now(),
        }),
      );
    } catch (err) {
      await releaseFiles(ctx, urlsWithThumbs(img.url, img.thumbs));
      throw err;
    }
  }

  /** Adds an existing image (a material item) to the library without copying its file. */
  async function addExisting(userId: string, img: { url: string; thumbs: Record<string, string>; labelId?: string }) {
    await assertOwnLabel(userId, img.labelId);
    return toPicture(
      await repo.addPicture({
        id: ctx.ids.id(),
        userId,
        labelId: img.labelId ?? null,
        url: img.url,
        thumbs: JSON.stringify(img.thumbs),
        width: 0,
        height: 0,
        bytes: 0,
        name: '',
        createdAt: ctx.clock.now(),
      }),
    );
  }

  /** Someone else's label answers NOT_FOUND rather than an empty list. */
  async function list(userId: string, q: TFeedQuery & { labelId?: string }) {
    await assertOwnLabel(userId, q.labelId);
    const list = `${LIST}:${q.labelId ?? ''}`;
    const { after, take } = feedArgs(list, q);
    const rows = await repo.pictures(userId, q.labelId, after, take);
    return feedResult(list, rows, q, (r) => ({ at: r.createdAt, id: r.id }), toPicture);
  }

  async function labels(userId: string) {
    const [rows, counts] = await Promise.all([repo.pictureLabels(userId), repo.labelCounts(userId)]);
    return rows.map((l) => ({ id: l.id, name: l.name, count: counts.get(l.id) ?? 0 }));
  }

  /** Count, name check and insert in one transaction, so two quick adds cannot both pass. */
  async function addLabel(userId: string, name: string) {
    return ctx.db.$transaction(async (tx) => {
      const r = libraryRepository(tx);
      const existing = await r.pictureLabels(userId);
      assertPictureLabelRoom(existing.length);
      const clean = assertLabelName(
        name,
        existing.map((l) => l.name),
      );
      const row = await r.addPictureLabel({ id: ctx.ids.id(), userId, name: clean, sort: existing.length, createdAt: ctx.clock.now() });
      return { id: row.id, name: row.name, count: 0 };
    });
  }

  async function renameLabel(userId: string, id: string, name: string) {
    await ctx.db.$transaction(async (tx) => {
      const r = libraryRepository(tx);
      const existing = await r.pictureLabels(userId);
      if (!existing.some((l) => l.id === id)) throw notFound('id');
      await r.renamePictureLabel(
        userId,
        id,
        assertLabelName(
          name,
          existing.filter((l) => l.id !== id).map((l) => l.name),
        ),
      );
    });
    return (await labels(userId)).find((l) => l.id === id)!;
  }

  async function deleteLabel(userId: string, id: string) {
    const done = await ctx.db.$transaction(async (tx) => libraryRepository(tx).deletePictureLabel(userId, id));
    if (done.count === 0) throw notFound('id');
    return { id };
  }

  /** Every id must be the caller's, else nothing moves. */
  async function move(userId: string, rawIds: string[], labelId?: string) {
    const ids = distinctIds(rawIds);
    await assertOwnLabel(userId, labelId);
    if ((await repo.picturesOf(userId, ids)).length !== ids.length) throw notFound('ids');
    await repo.movePictures(userId, ids, labelId ?? null);
    return { ids };
  }

  /** Rows first, then the library's own files and thumbnails (a failed file delete leaves an orphan, never a row without its file). */
  async function remove(userId: string, rawIds: string[]) {
    const ids = distinctIds(rawIds);
    const rows = await repo.picturesOf(userId, ids);
    if (rows.length !== ids.length) throw notFound('ids');
    await repo.deletePictures(userId, ids);
    await releaseFiles(
      ctx,
      rows.filter((r) => ownLibraryFile(r.url)).flatMap((r) => urlsWithThumbs(r.url, parseThumbs(r.thumbs))),
    );
    return { ids };
  }

  return { upload, addExisting, list, labels, addLabel, renameLabel, deleteLabel, move, remove };
}
