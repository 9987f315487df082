import { messageColumns, type Lang, type TPageQuery } from '@card/contract';
import type { AppContext } from '../../context';
import { ownedStoredFiles, releaseFiles } from '../../core/uploads';
import { DomainError } from '../../lib/domain-error';
import { langOf } from '../../lib/lang';
import { pageArgs, pageResult } from '../../lib/paging';
import { microVideoViews } from './video.access';
import { CART_MESSAGES } from './video-cart.messages';
import { personView, videoCartRepository } from './video-cart.repository';
import { complaintDecision } from './video-cart.rules';
import { videoViolationRepository } from './video-violation.repository';

type ComplaintRow = { id: string; videoId: string; reporterId: string; reason: string; text: string; pictures: string; state: string; createdAt: Date };
const STATES = ['open', 'upheld', 'dismissed'] as const;

/**
 * Violations: the owner's taken-down videos (count, list with the reason, batch delete) and the operators' side of
 * complaints (the list of open ones, uphold = take the video down, or dismiss). A take-down is one transaction: the
 * video, every open complaint of it, and the message to its owner in the owner's language.
 */
export function videoViolationService(ctx: AppContext) {
  const repo = videoViolationRepository(ctx.db);

  async function assertOperator(userId: string) {
    if (!(await repo.isOperator(userId))) throw new DomainError('NO_PERMISSION');
  }

  async function complaintViews(rows: ComplaintRow[]) {
    const videos = new Map((await repo.videosOf([...new Set(rows.map((r) => r.videoId))])).map((v) => [v.id, v]));
    const ids = [...new Set([...rows.map((r) => r.reporterId), ...[...videos.values()].map((v) => v.userId)])];
    const people = new Map((await videoCartRepository(ctx.db).people(ids)).map((p) => [p.id, p]));
    return rows
      .filter((r) => videos.has(r.videoId))
      .map((r) => {
        const v = videos.get(r.videoId)!;
        return {
          id: r.id,
          reason: r.reason,
          text: r.text,
          pictures: JSON.parse(r.pictures) as string[],
          state: (STATES as readonly string[]).includes(r.state) ? (r.state as (typeof STATES)[number]) : 'open',
          createdAt: r.createdAt.toISOString(),
          video: {
            id: v.id,
            title: v.title,
            coverUrl: v.coverUrl,
            videoUrl: v.videoUrl,
            takedownReason: v.takenDownAt ? (v.takedownReason ?? '') : null,
            owner: personView(people.get(v.userId)),
          },
          reporter: personView(people.get(r.reporterId)),
        };
      });
  }

  return {
    count: async (userId: string) => ({ count: await repo.countTakenDown(userId) }),

    async list(userId: string, q: TPageQuery, lang: Lang) {
      const { skip, take } = pageArgs(q);
      const [rows, total] = await repo.pageOfTakenDown(userId, skip, take);
      return pageResult(await microVideoViews(ctx, rows, lang), total, q);
    },

    /** All or nothing: every id must be one of the caller's taken-down videos not yet deleted. */
    async batchDelete(userId: string, ids: string[]) {
      const unique = [...new Set(ids)];
      const rows = await ctx.db.$transaction(async (tx) => {
        const r = videoViolationRepository(tx);
        const found = await r.takenDownAmong(userId, unique);
        if (found.length !== unique.length) throw new DomainError('NOT_FOUND', { field: 'ids' });
        if ((await r.markDeleted(userId, unique, ctx.clock.now())) !== unique.length) throw new DomainError('DATA_CONFLICT', { field: 'ids' });
        return found;
      });
      // After the commit: only the owner's own video files, and only those nothing else still plays.
      const urls = [...new Set(rows.flatMap((v) => [v.videoUrl, v.coverUrl]))];
      const keyOf = new Map(urls.map((u) => [ctx.providers.storage.keyOf(u), u]));
      const owned = new Set(
        await ownedStoredFiles(
          ctx,
          userId,
          [...keyOf.keys()].filter((k): k is string => !!k),
          ['video'],
        ),
      );
      const free: string[] = [];
      for (const [key, url] of keyOf) if (key && owned.has(key) && !(await repo.stillReferenced(url, unique))) free.push(url);
      await releaseFiles(ctx, free);
      return { ids: unique };
    },

    async complaints(operatorId: string, q: TPageQuery) {
      await assertOperator(operatorId);
      const { skip, take } = pageArgs(q);
      const [rows, total] = await repo.pageOfOpen(skip, take);
      return pageResult(await complaintViews(rows), total, q);
    },

    async decide(operatorId: string, b: { id: string; uphold: boolean; reason: string }) {
      await assertOperator(operatorId);
      const row = await ctx.db.$transaction(async (tx) => {
        const r = videoViolationRepository(tx);
        const c = await r.complaint(b.id);
        if (!c) throw new DomainError('NOT_FOUND', { field: 'id' });
        const state = complaintDecision(c.state, b.uphold, b.reason);
        const now = ctx.clock.now();
        if (!(await r.decide(c.id, state, operatorId, now))) throw new DomainError('VIDEO_COMPLAINT_DECIDED', { field: 'id' });
        if (state === 'upheld') {
          await r.upholdAllOpen(c.videoId, operatorId, now);
          const [video] = await r.videosOf([c.videoId]);
          if (video && (await r.takeDown(video.id, b.reason.trim(), now)).count === 1) {
            const cart = videoCartRepository(tx);
            const [owner] = await cart.people([video.userId]);
            await cart.addMessage({
              id: ctx.ids.id(),
              userId: video.userId,
              ...CART_MESSAGES.takenDown(langOf(owner?.language), video.title, b.reason.trim()),
              ...messageColumns('system', { type: 'illegalVideo', id: video.id }),
              createdAt: now,
            });
          }
        }
        return (await r.complaint(c.id))!;
      });
      return (await complaintViews([row]))[0]!;
    },
  };
}
