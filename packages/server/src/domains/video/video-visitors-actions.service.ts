import { LIMITS, type TFeedQuery, type TVideoComplaintBody } from '@card/contract';
import type { AppContext } from '../../context';
import { storeImage } from '../../core/images';
import { textFilter } from '../../core/text-filter';
import { ownsStoredFile } from '../../core/uploads';
import { isUniqueViolation } from '../../lib/db-errors';
import { DomainError } from '../../lib/domain-error';
import { feedArgs, feedResult, type FeedKey } from '../../lib/paging';
import type { MicroVideo } from '../../generated/prisma/client';
import { isVideoPremium, isVisibleToVisitors, loadVisibleVideo, microVideoViews } from './video.access';
import { assertVideoRoom } from './video-upload.rules';
import { videoVisitorsRepository } from './video-visitors.repository';
import { assertNotOwnSource, assertNotOwnVideo, COLLECT_LIST, complaintPictures, copyOf } from './video-visitors.rules';
import { videoVisitorsService } from './video-visitors.service';

const HOUR = 3_600_000;

/**
 * What a signed-in visitor does with a video: collect it (popVideoCollect), list the collections, complain about it
 * with evidence pictures, and save a copy into their own library (changedToMyVideo). Counters on MicroVideo move in
 * the same transaction as the row that justifies them, so repeats never drift them.
 */
export function videoVisitorsActions(ctx: AppContext) {
  const repo = videoVisitorsRepository(ctx.db);
  const shows = videoVisitorsService(ctx);

  /**
   * On: a visible video joins the collections once (a repeat, or a concurrent twin losing the unique key, changes
   * nothing). Off: the row goes and the counter follows only if there was one. An unknown id is NOT_FOUND.
   */
  async function collect(userId: string, id: string, on: boolean) {
    if (on) {
      await loadVisibleVideo(ctx, userId, id);
      try {
        await ctx.db.$transaction(async (tx) => {
          const r = videoVisitorsRepository(tx);
          await r.addCollect(userId, id, ctx.clock.now());
          await r.moveCollects(id, 1);
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
    } else {
      if (!(await repo.byId(id))) throw new DomainError('NOT_FOUND', { field: 'id' });
      await ctx.db.$transaction(async (tx) => {
        const r = videoVisitorsRepository(tx);
        const { count } = await r.removeCollect(userId, id);
        if (count > 0) await r.moveCollects(id, -count);
      });
    }
    return { id, collected: on, collects: (await repo.collectsOf(id))?.collects ?? 0 };
  }

  /**
   * The caller's collections, latest first. Videos no longer visible drop out: rows are read in batches until a page
   * of visible ones (plus one, for hasMore) is found, so a page is never short while more visible ones follow.
   */
  async function collections(userId: string, q: TFeedQuery) {
    let { after } = feedArgs(COLLECT_LIST, q);
    const want = q.pageSize + 1;
    const shown: { key: FeedKey; video: MicroVideo }[] = [];
    for (;;) {
      const batch = await repo.collectRows(userId, after, want * 2);
      const videos = new Map((await repo.visibleByIds(batch.map((b) => b.videoId))).map((v) => [v.id, v]));
      for (const row of batch) {
        const video = videos.get(row.videoId);
        if (video && shown.length < want) shown.push({ key: { at: row.createdAt, id: row.videoId }, video });
      }
      const last = batch[batch.length - 1];
      if (shown.length >= want || batch.length < want * 2 || !last) break;
      after = { at: last.createdAt, id: last.videoId };
    }
    const page = feedResult(
      COLLECT_LIST,
      shown,
      q,
      (s) => s.key,
      (s) => s.video,
    );
    return { ...page, items: await shows.cards(page.items) };
  }

  async function uploadPicture(userId: string, bytes: Uint8Array) {
    const url = await storeImage(ctx, bytes, 'video-complaints', 'webp', { userId, purpose: 'videoComplaintPicture' });
    return { url };
  }

  /**
   * A complaint: about a visible video of the card, never one's own, once per reporter and video (the unique key
   * settles a race), text free of sensitive words, pictures the reporter uploaded for complaints. Budgeted per hour.
   */
  async function complain(userId: string, phoneIdEcr: string, body: TVideoComplaintBody) {
    const video = await shows.videoOfCard(phoneIdEcr, body.videoId, userId, 'videoId');
    if (!isVisibleToVisitors(video)) throw new DomainError('NOT_FOUND', { field: 'videoId' });
    assertNotOwnVideo(video.userId, userId);
    if (await repo.complaintOf(video.id, userId)) throw new DomainError('VIDEO_COMPLAINT_EXISTS', { field: 'videoId' });
    await textFilter(ctx).assertClean(body.text, 'text');
    const pictures = complaintPictures(body.pictures);
    for (const url of pictures) {
      const key = ctx.providers.storage.keyOf(url);
      if (!key || !(await ownsStoredFile(ctx, userId, key, 'videoComplaintPicture'))) throw new DomainError('NOT_FOUND', { field: 'pictures' });
    }
    await ctx.limiter.enforce([{ key: `video-complaint:${userId}`, rule: { max: LIMITS.video.complaintsPerHour, windowMs: HOUR } }]);
    try {
      const row = await ctx.db.$transaction(async (tx) => {
        const r = videoVisitorsRepository(tx);
        const created = await r.addComplaint({
          id: ctx.ids.id(),
          videoId: video.id,
          reporterId: userId,
          reason: body.reason,
          text: body.text,
          pictures: JSON.stringify(pictures),
          createdAt: ctx.clock.now(),
        });
        await r.countComplaint(video.id);
        return created;
      });
      return { id: row.id, state: 'open' as const };
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainError('VIDEO_COMPLAINT_EXISTS', { field: 'videoId' });
      throw err;
    }
  }

  /**
   * Save someone else's visible video as a draft of one's own pointing at the same files; once per source: asking
   * again answers the copy already made. A new copy counts against the caller's video quota.
   */
  async function copyToMine(userId: string, id: string, lang: Parameters<typeof microVideoViews>[2]) {
    const source = await loadVisibleVideo(ctx, userId, id);
    assertNotOwnSource(source.userId, userId);
    const existing = await repo.copyOfSource(userId, source.id);
    if (existing) return (await microVideoViews(ctx, [existing], lang))[0]!;
    const kept = await repo.countOwn(userId);
    assertVideoRoom(kept, await isVideoPremium(ctx, userId), 'id');
    const row = await repo.createVideo(copyOf(source, userId, ctx.ids.id(), kept, ctx.clock.now()));
    return (await microVideoViews(ctx, [row], lang))[0]!;
  }

  return { collect, collections, uploadPicture, complain, copyToMine };
}
