import { cardSections } from '../../core/area';
import { SECTION_BASE } from '../../core/card-sections';
import { cardShopEntryOf } from './shop-entry';

declare module '../../core/card-sections' {
  interface CardSectionValues {
    /** The V shop's entry (module 3): the owner's open shop with a visible product, or null. */
    shop: Awaited<ReturnType<typeof cardShopEntryOf>>;
  }
}

/** The shop area's section of the public card (core/card-sections.ts). */
export const shopCardSections = cardSections({
  shop: { module: 3, edit: `${SECTION_BASE}/shop/manage`, load: (ctx, o) => cardShopEntryOf(ctx, o.id) },
});
