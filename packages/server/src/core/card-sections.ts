import type { ModuleId } from '@card/contract';

/**
 * The sections of the public card made of the owner's other content (issue 31), contributed by the areas that own
 * that content (issue 33): each area's manifest (core/area.ts `cardSections`) says which module hides its section,
 * where its owner manages it, and how it loads; the share area's page collects them (share/card-sections.ts) and
 * imports none of them. What drops the page's cached sections is derived from what each load reads (core/read-cache).
 */
export interface SectionOwner {
  id: string;
  phoneIdEcr: string;
}

/** One item of a content section: its title, its picture when any (as stored), and its public page. */
export interface SectionItem {
  title: string;
  cover: string;
  href: string;
}
/** A content section's newest items and the owner's whole list for visitors, when there is such a page. */
export interface ContentList {
  items: SectionItem[];
  more: string | null;
}

/**
 * Every section the card can show, with the value its load answers. Each area adds its own keys here by declaration
 * merging in its `<area>.card-section.ts` (`declare module '../../core/card-sections'`), so the page reads typed
 * values without importing the area; src/areas.ts fails to compile when a key has no area that loads it.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the areas through declaration merging
export interface CardSectionValues {}
export type CardSectionKey = keyof CardSectionValues;

/** `C`: the app's context (AppContext; generic here so that context.ts can name these types without a circle). */
export interface CardSectionSpec<V, C> {
  /** The module whose hiding in the management centre (栏目编辑) takes the section off the card; null: none. */
  module: ModuleId | null;
  /** The owner's management screen of the section (the owner's "编辑" link). */
  edit: string;
  load(ctx: C, owner: SectionOwner): Promise<V>;
}
/** The sections one area contributes, each typed by its key's value (core/area.ts `cardSections` makes them). */
export type CardSections<C> = { readonly [K in CardSectionKey]?: CardSectionSpec<CardSectionValues[K], C> };

/** The client's base (the "编辑" links and the sections' item links are paths of the single-page app). */
export const SECTION_BASE = '/multipage';

/** Joins the areas' sections, refusing a key two areas claim (a spread would let the later one win in silence). */
export function joinCardSections<C>(parts: readonly (readonly [area: string, sections: CardSections<C> | undefined])[]): CardSections<C> {
  const joined: Record<string, unknown> = {};
  const ownerOf = new Map<string, string>();
  for (const [area, sections] of parts) {
    for (const [key, spec] of Object.entries(sections ?? {})) {
      const taken = ownerOf.get(key);
      if (taken !== undefined) throw new Error(`card section ${key} is contributed by both ${taken} and ${area}`);
      ownerOf.set(key, area);
      joined[key] = spec;
    }
  }
  return joined as CardSections<C>;
}
