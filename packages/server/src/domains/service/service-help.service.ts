import {
  HELP_KINDS,
  HELP_SEARCH_SCOPE,
  LIMITS,
  type HelpKind,
  type Lang,
  type THelpArticle,
  type THelpArticleAdmin,
  type THelpArticleItem,
  type THelpHome,
  type TPage,
  type TPageQuery,
  type TSaveHelpBody,
} from '@card/contract';
import type { AppContext } from '../../context';
import { indexDoc, loadSegmenter, removeDoc, searchDocs, staleDocIds } from '../../core/fulltext';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { serviceHelpRepository } from './service-help.repository';
import { adminView, detailView, englishAfterEdit, inRankOrder, itemView, searchableOf, searchKeyword } from './service-help.rules';

/**
 * The help centre: visitors read shown articles (home, one kind's list, detail, full-text search); agents write them.
 * An article is in the search index exactly while it is shown: saving reindexes it, hiding removes it, showing adds
 * it back, each in the transaction of the write so the index never disagrees with the table.
 */
export function serviceHelpService(ctx: AppContext) {
  const repo = serviceHelpRepository(ctx.db);
  const now = () => ctx.clock.now();

  return {
    async home(lang: Lang): Promise<THelpHome> {
      const counts = await repo.countShownByKind();
      const kinds = await Promise.all(
        HELP_KINDS.map(async (kind) => {
          const [rows] = await repo.shownPage(kind, 0, LIMITS.service.helpHomeNewest);
          return { kind, count: counts.get(kind) ?? 0, newest: rows.map((r) => itemView(r, lang)) };
        }),
      );
      return { kinds };
    },

    async list(q: TPageQuery & { kind: HelpKind }, lang: Lang): Promise<TPage<THelpArticleItem>> {
      const { skip, take } = pageArgs(q);
      const [rows, total] = await repo.shownPage(q.kind, skip, take);
      return pageResult(
        rows.map((r) => itemView(r, lang)),
        total,
        q,
      );
    },

    async detail(id: string, lang: Lang): Promise<THelpArticle> {
      if (!(await repo.countView(id))) throw new DomainError('NOT_FOUND', { field: 'id' });
      const row = await repo.find(id);
      if (!row || row.hidden) throw new DomainError('NOT_FOUND', { field: 'id' });
      return detailView(row, lang);
    },

    async search(q: TPageQuery & { keyword: string }, lang: Lang): Promise<TPage<THelpArticleItem>> {
      const keyword = searchKeyword(q.keyword);
      const hits = await searchDocs(ctx.db, HELP_SEARCH_SCOPE, keyword, pageArgs(q));
      const rows = hits.refIds.length ? await repo.shownByIds(hits.refIds) : [];
      return pageResult(
        inRankOrder(hits.refIds, rows).map((r) => itemView(r, lang)),
        hits.total,
        q,
      );
    },

    async save(agentId: string, body: TSaveHelpBody): Promise<THelpArticleAdmin> {
      const { id, ...data } = body;
      const at = now();
      // The segmenter's first load (seconds under load) happens here, not inside the transaction it would time out.
      loadSegmenter();
      const row = await ctx.db.$transaction(async (tx) => {
        const r = serviceHelpRepository(tx);
        let saved;
        if (id) {
          const before = await r.find(id);
          if (!before) throw new DomainError('NOT_FOUND', { field: 'id' });
          saved = await r.update(id, { ...data, ...englishAfterEdit(before, data) }, at);
        } else {
          saved = await r.create({ ...data, id: ctx.ids.id(), createdBy: agentId, now: at });
        }
        if (!saved.hidden) await indexDoc(tx, HELP_SEARCH_SCOPE, saved.id, searchableOf(saved), at);
        return saved;
      });
      return adminView(row);
    },

    async setHidden(id: string, hidden: boolean): Promise<THelpArticleAdmin> {
      const at = now();
      loadSegmenter();
      const row = await ctx.db.$transaction(async (tx) => {
        const r = serviceHelpRepository(tx);
        if (!(await r.find(id))) throw new DomainError('NOT_FOUND', { field: 'id' });
        const saved = await r.setHidden(id, hidden, at);
        if (hidden) await removeDoc(tx, HELP_SEARCH_SCOPE, id);
        else await indexDoc(tx, HELP_SEARCH_SCOPE, id, searchableOf(saved), at);
        return saved;
      });
      return adminView(row);
    },

    /**
     * Cuts again the articles whose index terms came from another segmenter (a smaller dictionary, issue 30), a batch
     * at a time until none is left: shown ones are indexed anew, any other taken out. Each batch is one transaction,
     * so a search meets either the old terms or the new ones of an article. Answers how many were cut again.
     */
    async reindexStale(): Promise<number> {
      let done = 0;
      loadSegmenter();
      for (;;) {
        const ids = await staleDocIds(ctx.db, HELP_SEARCH_SCOPE, LIMITS.service.helpReindexBatch);
        if (!ids.length) return done;
        await ctx.db.$transaction(async (tx) => {
          const shown = new Map((await serviceHelpRepository(tx).shownByIds(ids)).map((r) => [r.id, r]));
          for (const id of ids) {
            const row = shown.get(id);
            if (row) await indexDoc(tx, HELP_SEARCH_SCOPE, id, searchableOf(row), row.updatedAt);
            else await removeDoc(tx, HELP_SEARCH_SCOPE, id);
          }
        });
        done += ids.length;
      }
    },

    async all(q: TPageQuery & { kind?: HelpKind }): Promise<TPage<THelpArticleAdmin>> {
      const { skip, take } = pageArgs(q);
      const [rows, total] = await repo.allPage(q.kind, skip, take);
      return pageResult(rows.map(adminView), total, q);
    },
  };
}
