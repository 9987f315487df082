import type { Db } from '../../db';

/**
 * The public card's content sections of this area (content.card-section.ts): the newest few items visitors may see,
 * with only the columns a section shows. Each `where` repeats the area's own rule for what visitors may see (named
 * beside it), never looser than the page the item opens.
 */
export function contentCardSectionRepository(db: Db) {
  return {
    // content-articles.rules.ts visibleTo + companyReadable: published, not a company centre's (members only).
    articles: (userId: string, take: number) =>
      db.article.findMany({
        where: { userId, state: 'published', companyId: null },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
        select: { id: true, title: true, coverUrl: true },
      }),
    // content-pages-public.service.ts: a page opens for visitors once published (state and the published copy).
    microPages: (userId: string, take: number) =>
      db.microPage.findMany({
        where: { userId, state: 'published', published: { not: null } },
        orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
        take,
        select: { publicId: true, title: true, coverUrl: true, kind: true },
      }),
    // content-cases.rules.ts visibleToOthers: approved (normal) and not hidden.
    cases: (userId: string, take: number) =>
      db.designCase.findMany({
        where: { userId, state: 'normal', hidden: false },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
        select: { id: true, title: true, coverUrl: true },
      }),
  };
}
