import type { Lang, TMicroVideo, TVideoLabel } from '@card/contract';
import type { AppContext } from '../../context';
import type { DbClient } from '../../core/db';
import { textFilter } from '../../core/text-filter';
import { DomainError } from '../../lib/domain-error';
import { checkOrder, nextSort } from '../../lib/ordered-list.rules';
import { loadOwnVideo, microVideoViews } from './video.access';
import { videoLabelsRepository, type LabelRecord } from './video-labels.repository';
import { adminCompanyOf, assertCompanyLabelRoom, assertNameFree, assertOwnLabelRoom, labelName, mayUseLabel, scopeOf, type Member } from './video-labels.rules';

/**
 * The owner's labels: the lists the library offers (all, pinned, company), the caller's own labels (add, rename,
 * delete, sort, pin), company labels kept by admins, and giving a video a label. Someone else's label is NOT_FOUND.
 */
export function videoLabelsService(ctx: AppContext) {
  const repo = videoLabelsRepository(ctx.db);

  async function me(userId: string): Promise<Member> {
    const row = await repo.me(userId);
    if (!row) throw new DomainError('NOT_LOGGED_IN');
    return row;
  }

  /** Label views with the caller's video count of each. */
  async function viewsOf(db: DbClient, userId: string, rows: LabelRecord[], lang: Lang): Promise<TVideoLabel[]> {
    const counts = await videoLabelsRepository(db).videoCountsByLabel(
      userId,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({ id: r.id, name: labelName(r, lang), scope: scopeOf(r), top: r.top, sort: r.sort, videoCount: counts.get(r.id) ?? 0 }));
  }
  const viewOf = async (db: DbClient, userId: string, row: LabelRecord, lang: Lang) => (await viewsOf(db, userId, [row], lang))[0]!;

  /** One of the caller's own labels, or NOT_FOUND naming `field`. */
  async function ownLabel(userId: string, id: string, field = 'id') {
    const row = await repo.label(id);
    if (!row || row.userId !== userId) throw new DomainError('NOT_FOUND', { field });
    return row;
  }

  return {
    async all(userId: string, lang: Lang) {
      const m = await me(userId);
      const rows = await repo.usable(userId, m.companyId);
      // Platform topics first, then the company's, then the caller's own: the order the picker shows them in.
      const rank = { platform: 0, company: 1, own: 2 } as const;
      rows.sort((a, b) => rank[scopeOf(a)] - rank[scopeOf(b)]);
      return viewsOf(ctx.db, userId, rows, lang);
    },
    async top(userId: string, lang: Lang) {
      return viewsOf(ctx.db, userId, await repo.topLabels(userId), lang);
    },
    async company(userId: string, lang: Lang) {
      const m = await me(userId);
      return m.companyId ? viewsOf(ctx.db, userId, await repo.companyLabels(m.companyId), lang) : [];
    },

    async add(userId: string, name: string, lang: Lang) {
      await textFilter(ctx).assertClean(name, 'name');
      return ctx.db.$transaction(async (tx) => {
        const r = videoLabelsRepository(tx);
        const mine = await r.ownLabels(userId);
        assertOwnLabelRoom(mine.length);
        assertNameFree(mine, name, 'VIDEO_LABEL_DUPLICATE');
        const row = await r.addLabel({ id: ctx.ids.id(), userId, companyId: null, name, sort: nextSort(mine.map((l) => l.sort)), createdAt: ctx.clock.now() });
        return viewOf(tx, userId, row, lang);
      });
    },
    async rename(userId: string, id: string, name: string, lang: Lang) {
      await ownLabel(userId, id);
      await textFilter(ctx).assertClean(name, 'name');
      assertNameFree(await repo.ownLabels(userId), name, 'VIDEO_LABEL_DUPLICATE', id);
      return viewOf(ctx.db, userId, await repo.updateLabel(id, { name }), lang);
    },
    async remove(userId: string, id: string) {
      await ownLabel(userId, id);
      await ctx.db.$transaction((tx) => videoLabelsRepository(tx).removeLabel(id, ctx.clock.now()));
      return { id };
    },
    async sort(userId: string, ids: string[], lang: Lang) {
      return ctx.db.$transaction(async (tx) => {
        const r = videoLabelsRepository(tx);
        const order = checkOrder(
          ids,
          (await r.ownLabels(userId)).map((l) => l.id),
          'VIDEO_LABEL_ORDER_MISMATCH',
        );
        for (const [sort, id] of order.entries()) await r.updateLabel(id, { sort });
        return viewsOf(tx, userId, await r.ownLabels(userId), lang);
      });
    },
    async pin(userId: string, id: string, on: boolean, lang: Lang) {
      await ownLabel(userId, id);
      return viewOf(ctx.db, userId, await repo.updateLabel(id, { top: on }), lang);
    },

    async addCompany(userId: string, name: string, lang: Lang) {
      const companyId = adminCompanyOf(await me(userId));
      await textFilter(ctx).assertClean(name, 'name');
      return ctx.db.$transaction(async (tx) => {
        const r = videoLabelsRepository(tx);
        const theirs = await r.companyLabels(companyId);
        assertCompanyLabelRoom(theirs.length);
        assertNameFree(theirs, name, 'VIDEO_LABEL_DUPLICATE');
        const row = await r.addLabel({ id: ctx.ids.id(), userId: null, companyId, name, sort: nextSort(theirs.map((l) => l.sort)), createdAt: ctx.clock.now() });
        return viewOf(tx, userId, row, lang);
      });
    },
    async removeCompany(userId: string, id: string) {
      const companyId = adminCompanyOf(await me(userId));
      const row = await repo.label(id);
      if (!row || row.companyId !== companyId) throw new DomainError('NOT_FOUND', { field: 'id' });
      await ctx.db.$transaction((tx) => videoLabelsRepository(tx).removeLabel(id, ctx.clock.now()));
      return { id };
    },

    /** A label the caller may use (or none) on one of their videos. */
    async setVideoLabel(userId: string, videoId: string, labelId: string | undefined, lang: Lang): Promise<TMicroVideo> {
      await loadOwnVideo(ctx, userId, videoId, 'videoId');
      if (labelId) {
        const label = await repo.label(labelId);
        if (!label || !mayUseLabel(label, await me(userId))) throw new DomainError('NOT_FOUND', { field: 'labelId' });
      }
      const row = await repo.setVideoLabel(videoId, labelId ?? null, ctx.clock.now());
      return (await microVideoViews(ctx, [row], lang))[0]!;
    },
  };
}
