import { messageColumns, type Lang, type TPageQuery } from '@card/contract';
import type { AppContext } from '../../context';
import type { DbClient } from '../../core/db';
import { DomainError } from '../../lib/domain-error';
import { langOf } from '../../lib/lang';
import { pageArgs, pageResult } from '../../lib/paging';
import type { VideoSync } from '../../generated/prisma/client';
import { isVisibleToVisitors } from './video.access';
import { videoShareRepository } from './video-share.repository';
import { assertAllFound, assertShareable, planPush, pushTargets } from './video-share.rules';
import { ownerOf } from './video-share.service';

/** The message a sub card's owner gets when its master pushes videos (kind `system`, the receiver's language). */
const pushedText = (lang: Lang, master: string, n: number) =>
  lang === 'en'
    ? { title: 'Videos pushed to your card', content: `${master || 'Your master card'} pushed ${n} micro video(s) to you. Open Micro video > Sync to show them on your card.` }
    : { title: '主名片推送了微视频', content: `${master || '您的主名片'}向您推送了${n}个微视频，请到 微视频 > 同步管理 中展示到您的名片。` };

/** Sync rows as the contract shows them, with the source videos and the pushers read in one query each. */
async function syncViews(db: DbClient, rows: VideoSync[]) {
  const repo = videoShareRepository(db);
  const [videos, people] = rows.length
    ? await Promise.all([repo.videosByIds([...new Set(rows.map((r) => r.sourceVideoId))]), repo.people([...new Set(rows.map((r) => r.fromUserId))])])
    : [[], []];
  const vById = new Map(videos.map((v) => [v.id, v]));
  const pById = new Map(people.map((p) => [p.id, p]));
  return rows.map((r) => {
    const v = vById.get(r.sourceVideoId);
    return {
      id: r.id,
      state: r.state as 'pushed' | 'shown' | 'deleted',
      createdAt: r.createdAt.toISOString(),
      from: ownerOf(pById.get(r.fromUserId)),
      video: { id: r.sourceVideoId, title: v?.title ?? '', coverUrl: v?.coverUrl ?? '', videoUrl: v?.videoUrl ?? '', durationMs: v?.durationMs ?? 0 },
      targetVideoId: r.targetVideoId,
    };
  });
}

/**
 * Syncs from a master card to its bound sub cards (network area's MirrorLink): the master pushes shown videos; each
 * waits in the sub card's list until its owner shows it (a copy in their library pointing at the same files, with
 * syncSourceId) or deletes it. Only bound sub cards receive; a sync id not the caller's is NOT_FOUND.
 */
export function videoSyncService(ctx: AppContext) {
  const repo = videoShareRepository(ctx.db);

  /** The sub cards bound to the caller's master card. */
  async function subCards(userId: string) {
    const subs = await repo.boundSubs(userId);
    const people = await repo.people(subs.map((s) => s.subId));
    const byId = new Map(people.map((p) => [p.id, p]));
    return subs.map((s) => ownerOf(byId.get(s.subId)));
  }

  async function push(userId: string, ids: string[], subIds: string[]) {
    // The videos first: someone else's id is NOT_FOUND whoever the caller is (a master or not).
    const videos = await repo.videosByIds(ids);
    assertAllFound(
      ids,
      videos.filter((v) => v.userId === userId).map((v) => v.id),
      'ids',
    );
    for (const v of videos) assertShareable(v, 'ids');
    const subs = await repo.boundSubs(userId);
    const people = await repo.people([userId, ...subs.map((s) => s.subId)]);
    const byId = new Map(people.map((p) => [p.id, p]));
    const targets = pushTargets(
      subs.map((s) => ({ userId: s.subId, phoneIdEcr: byId.get(s.subId)?.phoneIdEcr ?? '' })),
      subIds,
    );
    const masterName = byId.get(userId)?.card?.name ?? '';
    const masterPhoneIdEcr = byId.get(userId)?.phoneIdEcr ?? '';
    return ctx.db.$transaction(async (tx) => {
      const r = videoShareRepository(tx);
      const now = ctx.clock.now();
      const plan = planPush(ids, targets, await r.syncsOf(ids, targets));
      await r.addSyncs(plan.create.map((p) => ({ id: ctx.ids.id(), ...p, fromUserId: userId, createdAt: now })));
      if (plan.renew.length) await r.renewSyncs(plan.renew, userId, now);
      // One message per sub card that got something new, in its owner's language, with the rows it announces.
      const renewed = plan.renew.length ? await r.syncsByIds(plan.renew) : [];
      const perTarget = new Map<string, number>();
      for (const t of [...plan.create.map((p) => p.targetUserId), ...renewed.map((s) => s.targetUserId)]) perTarget.set(t, (perTarget.get(t) ?? 0) + 1);
      for (const [target, n] of perTarget) {
        const text = pushedText(langOf(byId.get(target)?.language), masterName, n);
        await r.addMessage({ id: ctx.ids.id(), userId: target, ...text, ...messageColumns('system', { type: 'videoShare', id: masterPhoneIdEcr }), createdAt: now });
      }
      return { pushed: plan.create.length + plan.renew.length, subCards: perTarget.size };
    });
  }

  async function waiting(userId: string, q: TPageQuery) {
    const { skip, take } = pageArgs(q);
    const [rows, total] = await Promise.all([repo.waiting(userId, undefined, skip, take), repo.countWaiting(userId)]);
    return pageResult(await syncViews(ctx.db, rows), total, q);
  }

  async function search(userId: string, keyword: string, q: TPageQuery) {
    const sources = await repo.pushedSourcesMatching(userId, keyword);
    if (!sources.length) return pageResult([], 0, q);
    const { skip, take } = pageArgs(q);
    const [rows, total] = await Promise.all([repo.waiting(userId, sources, skip, take), repo.countWaiting(userId, sources)]);
    return pageResult(await syncViews(ctx.db, rows), total, q);
  }

  /**
   * Show in batch, all-or-nothing: every id must be one of the caller's syncs; each waiting one becomes a copy in
   * their library (same files: the library releases a file only when no video references it). A sync already shown
   * keeps its copy; one whose source is gone or no longer shown is refused (VIDEO_SYNC_SOURCE_GONE).
   */
  async function show(userId: string, ids: string[]) {
    const rows = await repo.ownSyncs(userId, ids);
    assertAllFound(
      ids,
      rows.map((r) => r.id),
      'ids',
    );
    const pending = rows.filter((r) => r.state === 'pushed');
    const sources = new Map((await repo.videosByIds(pending.map((p) => p.sourceVideoId))).map((v) => [v.id, v]));
    for (const p of pending) {
      const src = sources.get(p.sourceVideoId);
      if (!src || !isVisibleToVisitors(src)) throw new DomainError('VIDEO_SYNC_SOURCE_GONE', { field: 'ids' });
    }
    await ctx.db.$transaction(async (tx) => {
      const r = videoShareRepository(tx);
      let sort = await r.lastSortOf(userId);
      const now = ctx.clock.now();
      for (const p of pending) {
        const src = sources.get(p.sourceVideoId)!;
        const copyId = ctx.ids.id();
        // The state guard makes a second show of the same sync (two taps at once) change nothing: no second copy.
        const claimed = await r.markShown(p.id, copyId, now);
        if (claimed.count !== 1) continue;
        await r.addVideo({
          id: copyId,
          userId,
          title: src.title,
          intro: src.intro,
          videoUrl: src.videoUrl,
          coverUrl: src.coverUrl,
          durationMs: src.durationMs,
          width: src.width,
          height: src.height,
          bytes: src.bytes,
          state: 'published',
          sort: ++sort,
          watermark: src.watermark,
          musicId: src.musicId,
          syncSourceId: src.id,
          createdAt: now,
          updatedAt: now,
        });
      }
    });
    return syncViews(ctx.db, await repo.syncsByIds(ids));
  }

  async function remove(userId: string, ids: string[]) {
    const rows = await repo.ownSyncs(userId, ids);
    assertAllFound(
      ids,
      rows.map((r) => r.id),
      'ids',
    );
    await repo.markDeleted(ids, ctx.clock.now());
    return { ids };
  }

  return { subCards, push, waiting, search, show, remove };
}
