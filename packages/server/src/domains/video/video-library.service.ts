import type { Lang, TPageQuery } from '@card/contract';
import type { AppContext } from '../../context';
import { releaseFiles } from '../../core/uploads';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { isVideoPremium, loadOwnVideo, microVideoViews } from './video.access';
import { videoLibraryRepository, type LibraryFilter, type VideoWrite } from './video-library.repository';
import { assertPublishable, checkVideoBatch, checkVideoOrder, filesToRelease, nextSort } from './video-library.rules';
import type { MicroVideo } from '../../generated/prisma/client';

/**
 * The owner's library (module 54): the lists (pinned first, then the owner's order), pins, hide/show, the order,
 * deletes (one, or a batch all-or-nothing) and drafts. Someone else's id is NOT_FOUND and changes nothing.
 */
export function videoLibraryService(ctx: AppContext) {
  const repo = videoLibraryRepository(ctx.db);
  const one = async (row: MicroVideo, lang: Lang) => (await microVideoViews(ctx, [row], lang))[0]!;

  async function list(userId: string, q: LibraryFilter & TPageQuery, lang: Lang) {
    // A filter naming a label the caller may not use, or someone else's class, is NOT_FOUND like any foreign id.
    if (q.labelId && !(await repo.usableLabel(userId, await repo.companyOf(userId), q.labelId))) throw new DomainError('NOT_FOUND', { field: 'labelId' });
    if (q.typeId && !(await repo.ownType(userId, q.typeId))) throw new DomainError('NOT_FOUND', { field: 'typeId' });
    const { skip, take } = pageArgs(q);
    const [rows, total] = await Promise.all([repo.list(userId, q, skip, take), repo.count(userId, q)]);
    return pageResult(await microVideoViews(ctx, rows, lang), total, q);
  }

  const find = async (userId: string, id: string, lang: Lang) => one(await loadOwnVideo(ctx, userId, id), lang);

  async function search(userId: string, q: { keyword: string } & TPageQuery, lang: Lang) {
    const { skip, take } = pageArgs(q);
    const [rows, total] = await Promise.all([repo.search(userId, q.keyword, skip, take), repo.countSearch(userId, q.keyword)]);
    return pageResult(await microVideoViews(ctx, rows, lang), total, q);
  }

  async function change(userId: string, id: string, data: VideoWrite, lang: Lang) {
    await loadOwnVideo(ctx, userId, id);
    return one(await repo.update(userId, id, { ...data, updatedAt: ctx.clock.now() }), lang);
  }

  /** Pinning again moves the video to the front (the latest pinned comes first). */
  const setTop = (userId: string, id: string, top: boolean, lang: Lang) => change(userId, id, { topAt: top ? ctx.clock.now() : null }, lang);
  const setHidden = (userId: string, id: string, hidden: boolean, lang: Lang) => change(userId, id, { hidden }, lang);

  const sortList = async (userId: string, lang: Lang) => microVideoViews(ctx, await repo.published(userId), lang);

  async function sort(userId: string, ids: string[], lang: Lang) {
    const order = checkVideoOrder(ids, await repo.publishedIds(userId));
    await ctx.db.$transaction(async (tx) => {
      const r = videoLibraryRepository(tx);
      for (const [i, id] of order.entries()) await r.setSort(userId, id, i);
    });
    return sortList(userId, lang);
  }

  /**
   * Deletes the caller's videos (all named, or nothing) in one transaction, then releases their files: the video,
   * its first-frame cover, unless another video still references the same URL (a synced copy plays its source's
   * files). A cover picked from the picture library stays there: only the video's own files are released.
   */
  async function remove(userId: string, ids: string[], field = 'ids') {
    const removed = await ctx.db.$transaction(async (tx) => {
      const r = videoLibraryRepository(tx);
      const wanted = checkVideoBatch(ids, await r.ownedIds(userId, ids), field);
      const rows = await r.byIds(userId, wanted);
      const covers = await r.uploadCovers(rows.map((v) => v.uploadId).filter((x): x is string => !!x));
      await r.deleteMany(userId, wanted);
      return { ids: wanted, urls: [...rows.flatMap((v) => [v.videoUrl, v.coverUrl]), ...covers.map((c) => c.coverUrl)] };
    });
    // After the commit: a failure leaves an orphan file, never a video pointing at nothing.
    const unused = filesToRelease(removed.urls, await repo.stillReferenced(removed.urls.filter((u): u is string => !!u)));
    await releaseFiles(ctx, await storedVideoFiles(unused));
    return { ids: removed.ids };
  }

  /**
   * Only files stored as video files (the transcoder's output) go: a cover picked from the picture library stays
   * there. Whoever stored it: the last synced copy deleted after its source releases the source's files.
   */
  async function storedVideoFiles(urls: string[]) {
    const keyed = urls.map((url) => ({ url, key: ctx.providers.storage.keyOf(url) })).filter((x): x is { url: string; key: string } => x.key !== null);
    if (!keyed.length) return [];
    const video = await repo.videoFileKeys(keyed.map((x) => x.key));
    return keyed.filter((x) => video.has(x.key)).map((x) => x.url);
  }

  async function drafts(userId: string, q: TPageQuery, lang: Lang) {
    const { skip, take } = pageArgs(q);
    const [rows, total] = await Promise.all([repo.drafts(userId, skip, take), repo.countState(userId, 'draft')]);
    return pageResult(await microVideoViews(ctx, rows, lang), total, q);
  }

  async function statistics(userId: string) {
    const [drafts, published] = await Promise.all([repo.countState(userId, 'draft'), repo.countState(userId, 'published')]);
    return { drafts, published };
  }

  /** A draft goes live at the end of the owner's order, within the quota. */
  async function publish(userId: string, id: string, lang: Lang) {
    const row = await loadOwnVideo(ctx, userId, id);
    const premium = await isVideoPremium(ctx, userId);
    const updated = await ctx.db.$transaction(async (tx) => {
      const r = videoLibraryRepository(tx);
      assertPublishable(row.state, await r.countState(userId, 'published'), premium);
      return r.update(userId, id, { state: 'published', sort: nextSort(await r.sortsOf(userId)), updatedAt: ctx.clock.now() });
    });
    return one(updated, lang);
  }

  return { list, find, search, setTop, setHidden, sortList, sort, remove, drafts, statistics, publish };
}
