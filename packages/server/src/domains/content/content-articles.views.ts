import type { TArticleDetail, TArticleFold, TArticleItem, TArticleParagraph } from '@card/contract';
import type { ArticleRow } from './content-articles.repository';
import { keywordsFromColumn } from './content-articles.rules';

/** How the articles part shows its rows (shared by the visitors' and the owner's services). */
export const articleItem = (a: ArticleRow, phoneIdEcr: string, mirrored: boolean): TArticleItem => ({
  articleId: a.id,
  title: a.title,
  summary: a.summary,
  coverUrl: a.coverUrl,
  keywords: keywordsFromColumn(a.keywords),
  foldId: a.foldId,
  state: a.state === 'hidden' ? 'hidden' : 'published',
  isTop: a.isTop,
  views: a.views,
  createdAt: a.createdAt.toISOString(),
  mirrored,
  phoneIdEcr,
});

export const articleDetail = (a: ArticleRow & { body: string }, phoneIdEcr: string, isOwner: boolean): TArticleDetail => ({
  ...articleItem(a, phoneIdEcr, false),
  paragraphs: JSON.parse(a.body) as TArticleParagraph[],
  isOwner,
});

export const foldView = (f: { id: string; name: string; sort: number }, count: number, url: string): TArticleFold => ({
  foldId: f.id,
  name: f.name,
  sort: f.sort,
  articleCount: count,
  url,
});

/** The client's page of a company centre's fold (company folds have no card, so no spec rewrite applies). */
export const companyFoldUrl = (foldId: string) => `/mini/articleCenter?foldId=${encodeURIComponent(foldId)}`;

/** Feed list names, so a cursor of one list is refused by another. */
export const LISTS = { top: 'articles.top', notTop: 'articles.notTop', search: 'articles.search', center: 'articles.center', mine: 'articles.mine' } as const;
