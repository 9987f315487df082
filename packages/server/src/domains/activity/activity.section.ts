import { cardSections } from '../../core/area';
import { SECTION_BASE } from '../../core/card-sections';
import { currentActivityCount } from './activity-entry';

declare module '../../core/card-sections' {
  interface CardSectionValues {
    /** The activities entry (module 61): how many of the owner's activities are current. */
    activities: number;
  }
}

/** The activity area's section of the public card (core/card-sections.ts). */
export const activityCardSections = cardSections({
  activities: { module: 61, edit: `${SECTION_BASE}/activity/index`, load: (ctx, o) => currentActivityCount(ctx, o.id) },
});
