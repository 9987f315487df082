import type { Db } from '../../db';

/**
 * The public card's content sections (issue 31): the newest few items of each kind an owner published, with only the
 * columns a section shows. Read-only queries of other areas' tables, as share-shell.repository.ts does: their services
 * would count a view or load a whole screen for three titles. Each `where` repeats the area's own rule for what
 * visitors may see (named beside it), never looser than the page the item opens. No nested selects: every model a
 * section is made of is read through its own delegate, so the test that checks CARD_SECTIONS' `reads` sees each one.
 */
export function cardSectionsRepository(db: Db) {
  return {
    /** The modules the owner hid (UserModule.visible false, the management centre's 栏目编辑). */
    hiddenModules: async (userId: string) => (await db.userModule.findMany({ where: { userId, visible: false }, select: { moduleId: true } })).map((m) => m.moduleId),
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
    // video.access.ts isVisibleToVisitors, and a video its owner deleted is gone.
    videos: (userId: string, take: number) =>
      db.microVideo.findMany({
        where: { userId, state: 'published', hidden: false, takenDownAt: null, deletedByOwnerAt: null },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
        select: { id: true, title: true, coverUrl: true },
      }),
    // content-cases.rules.ts visibleToOthers: approved (normal) and not hidden.
    cases: (userId: string, take: number) =>
      db.designCase.findMany({
        where: { userId, state: 'normal', hidden: false },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
        select: { id: true, title: true, coverUrl: true },
      }),
    // circle.access.ts: a banned or dissolved circle is shown to nobody; the owner runs the circles they own.
    circles: (userId: string, take: number) =>
      db.circle.findMany({
        where: { ownerId: userId, state: { in: ['normal', 'warned'] } },
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take,
        select: { id: true, name: true, avatarUrl: true },
      }),
  };
}
export type CardSectionsRepository = ReturnType<typeof cardSectionsRepository>;
