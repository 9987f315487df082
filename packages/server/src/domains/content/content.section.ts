import { LIMITS } from '@card/contract';
import { cardSections } from '../../core/area';
import { SECTION_BASE, type ContentList } from '../../core/card-sections';
import { contentCardSectionRepository } from './content-card-section.repository';

declare module '../../core/card-sections' {
  interface CardSectionValues {
    articles: ContentList;
    microPages: ContentList;
    cases: ContentList;
  }
}

const take = LIMITS.share.cardSectionItems;
const enc = encodeURIComponent;

/** The content area's sections of the public card (core/card-sections.ts): articles, micro pages, design cases. */
export const contentCardSections = cardSections({
  articles: {
    module: null,
    edit: `${SECTION_BASE}/mini/articles`,
    load: async (ctx, o) => ({
      items: (await contentCardSectionRepository(ctx.db).articles(o.id, take)).map((a) => ({
        title: a.title,
        cover: a.coverUrl ?? '',
        href: `${SECTION_BASE}/multipleWdy/micro/show/article?${new URLSearchParams({ articleId: a.id, phoneIdEcr: o.phoneIdEcr })}`,
      })),
      more: `${SECTION_BASE}/multipleWdy/micro/show/articles?${new URLSearchParams({ phoneIdEcr: o.phoneIdEcr })}`,
    }),
  },
  microPages: {
    module: 5,
    edit: `${SECTION_BASE}/acc/acc_home_edit`,
    // Each published page is its own server-rendered page; visitors have no list of an owner's pages.
    load: async (ctx, o) => ({
      items: (await contentCardSectionRepository(ctx.db).microPages(o.id, take)).map((p) => ({ title: p.title, cover: p.coverUrl ?? '', href: `${SECTION_BASE}/p/${enc(p.publicId)}` })),
      more: null,
    }),
  },
  cases: {
    module: 52,
    edit: `${SECTION_BASE}/designCase/myCase`,
    load: async (ctx, o) => ({
      items: (await contentCardSectionRepository(ctx.db).cases(o.id, take)).map((c) => ({
        title: c.title,
        cover: c.coverUrl ?? '',
        href: `${SECTION_BASE}/designCase/showCase/${enc(c.id)}`,
      })),
      more: `${SECTION_BASE}/designCase/cases/${enc(o.phoneIdEcr)}`,
    }),
  },
});
