import { LIMITS } from '@card/contract';
import { cardSections } from '../../core/area';
import { SECTION_BASE, type ContentList } from '../../core/card-sections';
import { videoCardSectionRepository } from './video-card-section.repository';

declare module '../../core/card-sections' {
  interface CardSectionValues {
    videos: ContentList;
  }
}

const enc = encodeURIComponent;

/** The video area's section of the public card (core/card-sections.ts, module 54). */
export const videoCardSections = cardSections({
  videos: {
    module: 54,
    edit: `${SECTION_BASE}/microvideo/manageVideo`,
    load: async (ctx, o) => ({
      items: (await videoCardSectionRepository(ctx.db).videos(o.id, LIMITS.share.cardSectionItems)).map((v) => ({
        title: v.title,
        cover: v.coverUrl,
        href: `${SECTION_BASE}/microvideo/shortVideo/${enc(v.id)}`,
      })),
      more: `${SECTION_BASE}/microvideo/card/${enc(o.phoneIdEcr)}`,
    }),
  },
});
