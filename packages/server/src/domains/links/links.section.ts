import { cardSections } from '../../core/area';
import { SECTION_BASE } from '../../core/card-sections';
import type { StoredSet } from './links.rules';
import { storedLinkSets } from './links.service';

declare module '../../core/card-sections' {
  interface CardSectionValues {
    /** Micro links (module 4): the owner's sets kept whole with their schedules; the page shows those visible now. */
    links: StoredSet[];
  }
}

/** The links area's section of the public card (core/card-sections.ts). */
export const linksCardSections = cardSections({
  links: { module: 4, edit: `${SECTION_BASE}/themes/linkSets`, load: (ctx, o) => storedLinkSets(ctx, o.id) },
});
