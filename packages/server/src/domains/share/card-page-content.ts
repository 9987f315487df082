import type { AppContext } from '../../context';
import type { CardSectionKey, CardSectionSpec, CardSectionValues, ContentList, SectionOwner } from '../../core/card-sections';
import { cardSectionsRepository, type CardSectionsRepository } from './card-sections.repository';

/**
 * The public card's sections as this page collects them: each is its area's (core/card-sections.ts, the areas'
 * manifests), reached through `ctx.cardSections`, so the page imports no area's content. Here: which are content
 * lists, in what order the page shows them, and the loading of all of them for one owner.
 */
export type { CardSectionKey, SectionItem } from '../../core/card-sections';

/** The content sections, in the order the card shows them (after the links, albums and the shop and activities entry). */
export const CONTENT_SECTION_KEYS = ['articles', 'microPages', 'videos', 'cases', 'circles'] as const satisfies readonly CardSectionKey[];
export type ContentSectionKey = (typeof CONTENT_SECTION_KEYS)[number];
/** A section whose value is a content list but which the order above forgets fails to compile here. */
type ContentKeys = { [K in CardSectionKey]: CardSectionValues[K] extends ContentList ? K : never }[CardSectionKey];
type EveryContentSectionPlaced<Missing extends never> = Missing;
export type UnplacedContentSections = EveryContentSectionPlaced<Exclude<ContentKeys, ContentSectionKey>>;

/** Each section's management screen (the owner's "编辑" link), from the areas' sections. */
export const sectionEditPaths = (ctx: Pick<AppContext, 'cardSections'>) =>
  Object.fromEntries(Object.entries(ctx.cardSections).map(([k, s]) => [k, (s as CardSectionSpec<unknown, AppContext>).edit])) as Partial<Record<CardSectionKey, string>>;

/**
 * Every section of one owner, and the modules they hid: the same for every visitor (kept in the card page's read
 * cache). A section of a hidden module is not loaded at all: it is not shown, so its rows are not read.
 */
export async function loadCardSections(ctx: AppContext, owner: SectionOwner, repo: CardSectionsRepository = cardSectionsRepository(ctx.db)) {
  const hidden = new Set(await repo.hiddenModules(owner.id));
  const loaded = await Promise.all(
    Object.entries(ctx.cardSections).map(async ([k, spec]) => {
      const s = spec as CardSectionSpec<unknown, AppContext>;
      return [k, s.module !== null && hidden.has(s.module) ? null : await s.load(ctx, owner)] as const;
    }),
  );
  return Object.fromEntries(loaded) as { [K in CardSectionKey]?: CardSectionValues[K] | null };
}
