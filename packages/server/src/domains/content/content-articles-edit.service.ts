import type { TArticleParagraph, TFeedQuery } from '@card/contract';
import type { AppContext } from '../../context';
import { textFilter } from '../../core/text-filter';
import { DomainError } from '../../lib/domain-error';
import { feedArgs, feedResult } from '../../lib/paging';
import { assertOwnImages } from '../../core/uploads';
import { contentArticlesRepository } from './content-articles.repository';
import {
  assertArticleRoom,
  assertFoldEmpty,
  assertFoldRoom,
  assertSortComplete,
  canWrite,
  foldUrl,
  imagesOf,
  keywordsOf,
  ownerOf,
  sameOwner,
  textsOf,
  type Actor,
  type Owned,
  type Scope,
} from './content-articles.rules';
import { articleItem, companyFoldUrl, foldView, LISTS } from './content-articles.views';

export interface ArticleInput {
  title: string;
  summary: string;
  coverUrl: string;
  paragraphs: TArticleParagraph[];
  keywords: string[];
  foldId?: string;
}

/**
 * The owner's side of articles (issue 14): folds and articles of the caller's card, or of their company's article
 * centre when they are its admin. Someone else's fold or article answers NOT_FOUND and changes nothing; text others
 * read passes the sensitive-word filter; images must be the caller's own.
 */
export function contentArticlesEditService(ctx: AppContext) {
  const repo = contentArticlesRepository(ctx.db);
  const now = () => ctx.clock.now();
  const filter = textFilter(ctx);

  async function actorOf(userId: string): Promise<Actor & { phoneIdEcr: string }> {
    const [a, phone] = await Promise.all([repo.actor(userId), repo.phoneIdsOf([userId])]);
    if (!a) throw new DomainError('NOT_FOUND');
    return { userId, companyId: a.companyId, companyRole: a.companyRole, phoneIdEcr: phone[0]?.phoneIdEcr ?? '' };
  }
  async function writableFold(actor: Actor, foldId: string) {
    const f = await repo.foldById(foldId);
    if (!f || !canWrite(actor, f)) throw new DomainError('NOT_FOUND', { field: 'foldId' });
    return f;
  }
  async function writableArticle(actor: Actor, articleId: string) {
    const a = await repo.articleById(articleId);
    if (!a || !canWrite(actor, a)) throw new DomainError('NOT_FOUND', { field: 'articleId' });
    return a;
  }
  /** The fold an article is filed in: one of the same owner's, or none. */
  async function foldFor(owner: Owned, foldId: string | undefined) {
    if (!foldId) return null;
    const f = await repo.foldById(foldId);
    if (!f || !sameOwner(owner, f)) throw new DomainError('NOT_FOUND', { field: 'foldId' });
    return f.id;
  }
  /** What is written of an article, checked: texts, the caller's own images (ones already in it stay), the fold. */
  async function checked(userId: string, owner: Owned, input: ArticleInput, before: { coverUrl: string | null; body: string } | null) {
    const keywords = keywordsOf(input.keywords);
    for (const [field, text] of textsOf({ ...input, keywords })) await filter.assertClean(text, field);
    const kept = new Set(before ? [before.coverUrl, ...imagesOf(JSON.parse(before.body) as TArticleParagraph[])] : []);
    await assertOwnImages(
      ctx,
      userId,
      [input.coverUrl].filter((u) => !kept.has(u)),
      'coverUrl',
    );
    await assertOwnImages(
      ctx,
      userId,
      imagesOf(input.paragraphs).filter((u) => !kept.has(u)),
      'paragraphs',
    );
    return {
      foldId: await foldFor(owner, input.foldId),
      title: input.title,
      summary: input.summary,
      coverUrl: input.coverUrl || null,
      body: JSON.stringify(input.paragraphs),
      keywords: keywords.join(','),
    };
  }

  async function folds(userId: string, scope: Scope) {
    const actor = await actorOf(userId);
    const owner = ownerOf(actor, scope);
    const rows = await repo.folds(owner);
    const counts = await repo.foldCounts(
      rows.map((f) => f.id),
      false,
    );
    const url = (id: string) => (owner.companyId ? companyFoldUrl(id) : foldUrl(id, actor.phoneIdEcr));
    return { folds: rows.map((f) => foldView(f, counts.get(f.id) ?? 0, url(f.id))) };
  }

  async function addFold(userId: string, name: string, scope: Scope) {
    const owner = ownerOf(await actorOf(userId), scope);
    await filter.assertClean(name, 'name');
    const id = ctx.ids.id();
    // Counted in the creating transaction, so two folds added at once cannot both slip under the limit.
    await ctx.db.$transaction(async (tx) => {
      const r = contentArticlesRepository(tx);
      const count = await r.foldCount(owner);
      assertFoldRoom(count);
      await r.addFold({ id, userId, companyId: owner.companyId, name, sort: count, createdAt: now() });
    });
    return { foldId: id };
  }

  async function addArticle(userId: string, input: ArticleInput, scope: Scope) {
    const owner = ownerOf(await actorOf(userId), scope);
    assertArticleRoom(await repo.articleCount(owner)); // early, before the checks below read anything
    const data = await checked(userId, owner, input, null);
    const at = now();
    // Counted again in the creating transaction, so two articles added at once cannot both slip under the limit.
    const { id } = await ctx.db.$transaction(async (tx) => {
      const r = contentArticlesRepository(tx);
      assertArticleRoom(await r.articleCount(owner));
      return r.addArticle({ id: ctx.ids.id(), userId, companyId: owner.companyId, ...data, createdAt: at, updatedAt: at });
    });
    return { articleId: id };
  }

  return {
    folds,
    addFold,
    addArticle,
    renameFold: async (userId: string, foldId: string, name: string) => {
      const f = await writableFold(await actorOf(userId), foldId);
      await filter.assertClean(name, 'name');
      await repo.renameFold(f.id, name);
      return { foldId: f.id };
    },
    deleteFold: async (userId: string, foldId: string) => {
      const f = await writableFold(await actorOf(userId), foldId);
      assertFoldEmpty(await repo.articlesInFold(f.id));
      await repo.deleteFold(f.id);
      return { foldId: f.id };
    },
    sortFolds: async (userId: string, scope: Scope, foldIds: string[]) => {
      const owner = ownerOf(await actorOf(userId), scope);
      const existing = (await repo.folds(owner)).map((f) => f.id);
      // Someone else's fold reads as not there, before the completeness of the order is judged.
      if (foldIds.some((id) => !existing.includes(id))) throw new DomainError('NOT_FOUND', { field: 'foldIds' });
      assertSortComplete(foldIds, existing);
      await ctx.db.$transaction(foldIds.map((id, i) => repo.setFoldSort(id, i)));
      return folds(userId, scope);
    },
    myArticles: async (userId: string, b: { scope: Scope; foldId?: string; keyword: string } & TFeedQuery) => {
      const actor = await actorOf(userId);
      const owner = ownerOf(actor, b.scope);
      await foldFor(owner, b.foldId);
      const { after, take } = feedArgs(LISTS.mine, b);
      const rows = await repo.list(
        {
          ...(owner.companyId ? { companyId: owner.companyId } : { userIds: [userId] }),
          foldId: b.foldId,
          keyword: b.keyword || undefined,
          publishedOnly: false,
        },
        'createdAt',
        after,
        take,
      );
      return feedResult(
        LISTS.mine,
        rows,
        b,
        (r) => ({ at: r.createdAt, id: r.id }),
        (r) => articleItem(r, actor.phoneIdEcr, false),
      );
    },
    updateArticle: async (userId: string, articleId: string, input: ArticleInput) => {
      const a = await writableArticle(await actorOf(userId), articleId);
      const data = await checked(userId, a, input, a);
      await repo.updateArticle(a.id, { ...data, updatedAt: now() });
      return { articleId: a.id };
    },
    deleteArticle: async (userId: string, articleId: string) => {
      const a = await writableArticle(await actorOf(userId), articleId);
      await repo.deleteArticle(a.id);
      return { articleId: a.id };
    },
    hideArticle: async (userId: string, articleId: string, hidden: boolean) => {
      const a = await writableArticle(await actorOf(userId), articleId);
      await repo.setState(a.id, hidden ? 'hidden' : 'published', now());
      return { articleId: a.id };
    },
    topArticle: async (userId: string, articleId: string, top: boolean) => {
      const a = await writableArticle(await actorOf(userId), articleId);
      await repo.setTop(a.id, top, now());
      return { articleId: a.id };
    },
  };
}
