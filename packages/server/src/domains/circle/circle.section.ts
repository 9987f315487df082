import { LIMITS } from '@card/contract';
import { cardSections } from '../../core/area';
import { SECTION_BASE, type ContentList } from '../../core/card-sections';
import { circleCardSectionRepository } from './circle-card-section.repository';

declare module '../../core/card-sections' {
  interface CardSectionValues {
    circles: ContentList;
  }
}

/** The circle area's section of the public card (core/card-sections.ts): the circles the owner runs. */
export const circleCardSections = cardSections({
  circles: {
    module: null,
    edit: `${SECTION_BASE}/circle/MyOrganizations`,
    load: async (ctx, o) => ({
      items: (await circleCardSectionRepository(ctx.db).circles(o.id, LIMITS.share.cardSectionItems)).map((c) => ({
        title: c.name,
        cover: c.avatarUrl ?? '',
        href: `${SECTION_BASE}/circle/CircleJoinInfo/${encodeURIComponent(c.id)}`,
      })),
      more: null,
    }),
  },
});
