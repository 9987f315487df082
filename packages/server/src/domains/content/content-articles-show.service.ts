import type { TArticleFold, TFeedQuery } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { feedArgs, feedResult } from '../../lib/paging';
import { contentArticlesRepository, type ArticleFilter, type ArticleRow, type ListOrder } from './content-articles.repository';
import { companyReadable, countsAsView, foldUrl, mirrorShowsArticles, visibleTo } from './content-articles.rules';
import { articleDetail, articleItem, companyFoldUrl, foldView, LISTS } from './content-articles.views';

/**
 * What visitors and company members read (issue 14): a card's folds and articles, its mirror master's (live, while
 * the link is bound and the sub allows articles), the company article centre, one article. Only published articles
 * leave here, except an article read by its own owner.
 */
export function contentArticlesShowService(ctx: AppContext) {
  const repo = contentArticlesRepository(ctx.db);

  /** The card named by phoneIdEcr: its owner, and the master whose articles it shows (null when none). */
  async function cardOf(phoneIdEcr: string) {
    const owner = await repo.cardOwner(phoneIdEcr);
    if (!owner) throw new DomainError('NOT_FOUND', { field: 'phoneIdEcr' });
    const m = await repo.mirrorOf(owner.id);
    const masterId = m.masterId && mirrorShowsArticles(m.linkState, m.allowed) ? m.masterId : null;
    return { owner, masterId, userIds: masterId ? [owner.id, masterId] : [owner.id] };
  }

  /** A feed page of articles, each marked with its card and whether it is the master's. */
  async function page(list: string, f: ArticleFilter, order: ListOrder, q: TFeedQuery, ownerId: string | null) {
    const { after, take } = feedArgs(list, q);
    const rows = await repo.list(f, order, after, take);
    const phones = new Map((await repo.phoneIdsOf([...new Set(rows.map((r) => r.userId))])).map((u) => [u.id, u.phoneIdEcr]));
    const keyOf = (r: ArticleRow) => ({ at: order === 'topAt' ? (r.topAt ?? r.createdAt) : r.createdAt, id: r.id });
    return feedResult(list, rows, q, keyOf, (r) => articleItem(r, phones.get(r.userId) ?? '', ownerId !== null && r.userId !== ownerId));
  }

  async function foldsOf(userId: string, phoneIdEcr: string): Promise<{ folds: TArticleFold[] }> {
    const folds = await repo.folds({ userId, companyId: null });
    const counts = await repo.foldCounts(
      folds.map((f) => f.id),
      true,
    );
    return { folds: folds.map((f) => foldView(f, counts.get(f.id) ?? 0, foldUrl(f.id, phoneIdEcr))) };
  }

  async function member(userId: string) {
    const actor = await repo.actor(userId);
    if (!actor?.companyId) throw new DomainError('ARTICLE_NO_COMPANY');
    return actor.companyId;
  }

  return {
    getFolds: async (phoneIdEcr: string) => foldsOf((await cardOf(phoneIdEcr)).owner.id, phoneIdEcr),
    /** The master's folds, linked in the sub card's context (the fold page then reads them through the sub card). */
    getMotherFolds: async (phoneIdEcr: string) => {
      const card = await cardOf(phoneIdEcr);
      return card.masterId ? foldsOf(card.masterId, phoneIdEcr) : { folds: [] };
    },
    foldList: async (b: { phoneIdEcr: string; foldId: string } & TFeedQuery, top: boolean) => {
      const card = await cardOf(b.phoneIdEcr);
      const fold = await repo.foldById(b.foldId);
      if (!fold || fold.companyId !== null || !card.userIds.includes(fold.userId)) throw new DomainError('NOT_FOUND', { field: 'foldId' });
      return page(top ? LISTS.top : LISTS.notTop, { userIds: [fold.userId], foldId: fold.id, publishedOnly: true, top }, top ? 'topAt' : 'createdAt', b, card.owner.id);
    },
    cardList: async (b: { phoneIdEcr: string; keyword: string } & TFeedQuery, top: boolean) => {
      const card = await cardOf(b.phoneIdEcr);
      return page(top ? LISTS.top : LISTS.notTop, { userIds: card.userIds, keyword: b.keyword || undefined, publishedOnly: true, top }, top ? 'topAt' : 'createdAt', b, card.owner.id);
    },
    byKeyword: async (b: { phoneIdEcr: string; keyword: string } & TFeedQuery) => {
      const card = await cardOf(b.phoneIdEcr);
      return page(LISTS.search, { userIds: card.userIds, keyword: b.keyword, publishedOnly: true }, 'createdAt', b, card.owner.id);
    },
    mcpInfo: async (phoneIdEcr: string) => {
      const { owner } = await cardOf(phoneIdEcr);
      return {
        phoneIdEcr: owner.phoneIdEcr,
        name: owner.card?.name ?? '',
        avatarUrl: owner.avatarUrl,
        company: owner.card?.company ?? '',
        position: owner.card?.position ?? '',
      };
    },
    /** One article; a view is counted by one conditional UPDATE, never for its owner, never for a hidden one. */
    article: async (articleId: string, viewerId: string | null) => {
      const a = await repo.articleById(articleId);
      const viewer = viewerId ? await repo.actor(viewerId) : null;
      if (!a || !visibleTo(a, viewerId) || !companyReadable(a, viewer)) throw new DomainError('NOT_FOUND', { field: 'articleId' });
      const counted = countsAsView(a.userId, viewerId) && a.state === 'published' && (await repo.countView(a.id, viewerId)).count === 1;
      const [phone] = await repo.phoneIdsOf([a.userId]);
      return articleDetail({ ...a, views: a.views + (counted ? 1 : 0) }, phone?.phoneIdEcr ?? '', a.userId === viewerId);
    },
    articleCenter: async (userId: string, b: { foldId?: string; keyword: string } & TFeedQuery) => {
      const companyId = await member(userId);
      if (b.foldId) {
        const fold = await repo.foldById(b.foldId);
        if (!fold || fold.companyId !== companyId) throw new DomainError('NOT_FOUND', { field: 'foldId' });
      }
      return page(LISTS.center, { companyId, foldId: b.foldId, keyword: b.keyword || undefined, publishedOnly: true }, 'createdAt', b, null);
    },
    companyFolds: async (userId: string) => {
      const companyId = await member(userId);
      const folds = await repo.folds({ userId, companyId });
      const counts = await repo.foldCounts(
        folds.map((f) => f.id),
        true,
      );
      return { folds: folds.map((f) => foldView(f, counts.get(f.id) ?? 0, companyFoldUrl(f.id))) };
    },
  };
}
