import type { DbClient } from '../../core/db';
import { containsIgnoringCase } from '../../core/sql-values';
import type { FeedKey } from '../../lib/paging';
import type { Owned } from './content-articles.rules';

/**
 * Queries of the articles part: folds, articles, and the few rows of other areas it reads (the card shown with an
 * article, a sub card's mirror link and its articles switch: read directly, the network area exports no such read).
 */
const ARTICLE = {
  id: true,
  userId: true,
  companyId: true,
  foldId: true,
  title: true,
  summary: true,
  coverUrl: true,
  keywords: true,
  state: true,
  isTop: true,
  topAt: true,
  views: true,
  createdAt: true,
} as const;
export type ArticleRow = {
  id: string;
  userId: string;
  companyId: string | null;
  foldId: string | null;
  title: string;
  summary: string;
  coverUrl: string | null;
  keywords: string;
  state: string;
  isTop: boolean;
  topAt: Date | null;
  views: number;
  createdAt: Date;
};

/** Which articles a list reads. `userIds`: a card's owner (and its mirror master); `companyId`: a company's centre. */
export interface ArticleFilter {
  userIds?: string[];
  companyId?: string;
  foldId?: string;
  keyword?: string;
  publishedOnly: boolean;
  top?: boolean;
}
/** Top lists run by pin time, the others by creation time; both break ties by id. */
export type ListOrder = 'topAt' | 'createdAt';

const scopeOf = (o: Owned) => (o.companyId === null ? { userId: o.userId, companyId: null } : { companyId: o.companyId });

export function contentArticlesRepository(db: DbClient) {
  const where = (f: ArticleFilter) => ({
    ...(f.companyId ? { companyId: f.companyId } : { companyId: null, userId: { in: f.userIds ?? [] } }),
    ...(f.foldId ? { foldId: f.foldId } : {}),
    ...(f.publishedOnly ? { state: 'published' } : {}),
    ...(f.top === undefined ? {} : { isTop: f.top }),
    ...(f.keyword ? { OR: [{ title: containsIgnoringCase(db, f.keyword) }, { keywords: containsIgnoringCase(db, f.keyword.toLowerCase()) }] } : {}),
  });
  const after = (order: ListOrder, key: FeedKey | null) => (key ? { AND: [{ OR: [{ [order]: { lt: key.at } }, { [order]: key.at, id: { lt: key.id } }] }] } : {});

  return {
    // --- who ---
    actor: (userId: string) => db.user.findUnique({ where: { id: userId }, select: { id: true, companyId: true, companyRole: true } }),
    cardOwner: (phoneIdEcr: string) =>
      db.user.findUnique({
        where: { phoneIdEcr },
        select: { id: true, phoneIdEcr: true, avatarUrl: true, card: { select: { name: true, company: true, position: true } } },
      }),
    phoneIdsOf: (ids: string[]) => db.user.findMany({ where: { id: { in: ids } }, select: { id: true, phoneIdEcr: true } }),
    /** A sub card's bound-or-forbidden link to its master and its articles switch (absent: allowed). */
    mirrorOf: async (subId: string) => {
      const [link, sw] = await Promise.all([
        db.mirrorLink.findFirst({ where: { subId, state: { in: ['bound', 'forbidden'] } }, select: { masterId: true, state: true } }),
        db.mirrorSwitch.findUnique({ where: { subId_contentType: { subId, contentType: 'articles' } }, select: { allowed: true } }),
      ]);
      return { masterId: link?.masterId ?? null, linkState: link?.state ?? null, allowed: sw?.allowed };
    },

    // --- folds ---
    folds: (o: Owned) => db.articleFold.findMany({ where: scopeOf(o), orderBy: [{ sort: 'asc' }, { createdAt: 'asc' }], select: { id: true, name: true, sort: true } }),
    foldCount: (o: Owned) => db.articleFold.count({ where: scopeOf(o) }),
    foldById: (id: string) => db.articleFold.findUnique({ where: { id }, select: { id: true, userId: true, companyId: true, name: true } }),
    addFold: (row: { id: string; userId: string; companyId: string | null; name: string; sort: number; createdAt: Date }) => db.articleFold.create({ data: row }),
    renameFold: (id: string, name: string) => db.articleFold.update({ where: { id }, data: { name } }),
    deleteFold: (id: string) => db.articleFold.delete({ where: { id } }),
    setFoldSort: (id: string, sort: number) => db.articleFold.update({ where: { id }, data: { sort } }),
    /** Articles per fold: all of them (the owner's view), or published ones (a visitor's). */
    foldCounts: async (foldIds: string[], publishedOnly: boolean) => {
      const rows = await db.article.groupBy({ by: ['foldId'], where: { foldId: { in: foldIds }, ...(publishedOnly ? { state: 'published' } : {}) }, _count: { _all: true } });
      return new Map(rows.map((r) => [r.foldId as string, r._count._all]));
    },
    articlesInFold: (foldId: string) => db.article.count({ where: { foldId } }),

    // --- articles ---
    articleCount: (o: Owned) => db.article.count({ where: scopeOf(o) }),
    articleById: (id: string) => db.article.findUnique({ where: { id }, select: { ...ARTICLE, body: true } }),
    list: (f: ArticleFilter, order: ListOrder, key: FeedKey | null, take: number): Promise<ArticleRow[]> =>
      db.article.findMany({
        where: { ...where(f), ...after(order, key) },
        orderBy: [{ [order]: 'desc' }, { id: 'desc' }],
        take,
        select: ARTICLE,
      }),
    addArticle: (data: {
      id: string;
      userId: string;
      companyId: string | null;
      foldId: string | null;
      title: string;
      summary: string;
      coverUrl: string | null;
      body: string;
      keywords: string;
      createdAt: Date;
      updatedAt: Date;
    }) => db.article.create({ data, select: { id: true } }),
    updateArticle: (id: string, data: { foldId: string | null; title: string; summary: string; coverUrl: string | null; body: string; keywords: string; updatedAt: Date }) =>
      db.article.update({ where: { id }, data, select: { id: true } }),
    deleteArticle: (id: string) => db.article.delete({ where: { id } }),
    setState: (id: string, state: string, now: Date) => db.article.update({ where: { id }, data: { state, updatedAt: now } }),
    setTop: (id: string, isTop: boolean, now: Date) => db.article.update({ where: { id }, data: { isTop, topAt: isTop ? now : null, updatedAt: now } }),
    /** One conditional UPDATE: a published article read by someone other than its owner. */
    countView: (id: string, viewerId: string | null) =>
      db.article.updateMany({
        where: { id, state: 'published', ...(viewerId ? { userId: { not: viewerId } } : {}) },
        data: { views: { increment: 1 } },
      }),
  };
}
