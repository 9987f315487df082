import { LIMITS, type ModuleId } from '@card/contract';
import type { AppContext } from '../../context';
import type { Prisma } from '../../generated/prisma/client';
import { openAlbums } from '../album';
import { currentActivityCount } from '../activity';
import { storedLinkSets } from '../links';
import { cardShopEntryOf } from '../shop';
import { cardSectionsRepository, type CardSectionsRepository } from './card-sections.repository';

/**
 * The sections of the public card made of the owner's other content (issue 31): one entry per section saying what
 * which module hides it, where its owner manages it, and how it loads. What drops the card page's cached sections is
 * derived from what each load really reads (core/read-cache), so a section added here needs no list of models.
 */
export type ModelName = Prisma.ModelName;
export interface SectionOwner {
  id: string;
  phoneIdEcr: string;
}
export interface CardSectionSpec<V> {
  /** The module whose hiding in the management centre (栏目编辑) takes the section off the card; null: none. */
  module: ModuleId | null;
  /** The owner's management screen of the section (the owner's "编辑" link). */
  edit: string;
  load(ctx: AppContext, owner: SectionOwner, repo: CardSectionsRepository): Promise<V>;
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

const BASE = '/multipage';
const enc = encodeURIComponent;
const take = LIMITS.share.cardSectionItems;
const spec = <V>(s: CardSectionSpec<V>) => s;

export const CARD_SECTIONS = {
  links: spec({ module: 4, edit: `${BASE}/themes/linkSets`, load: (ctx, o) => storedLinkSets(ctx, o.id) }),
  albums: spec({ module: 46, edit: `${BASE}/photo/albums`, load: (ctx, o) => openAlbums(ctx, o.id) }),
  shop: spec({ module: 3, edit: `${BASE}/shop/manage`, load: (ctx, o) => cardShopEntryOf(ctx, o.id) }),
  activities: spec({ module: 61, edit: `${BASE}/activity/index`, load: (ctx, o) => currentActivityCount(ctx, o.id) }),
  articles: spec<ContentList>({
    module: null,
    edit: `${BASE}/mini/articles`,
    load: async (_ctx, o, repo) => ({
      items: (await repo.articles(o.id, take)).map((a) => ({
        title: a.title,
        cover: a.coverUrl ?? '',
        href: `${BASE}/multipleWdy/micro/show/article?${new URLSearchParams({ articleId: a.id, phoneIdEcr: o.phoneIdEcr })}`,
      })),
      more: `${BASE}/multipleWdy/micro/show/articles?${new URLSearchParams({ phoneIdEcr: o.phoneIdEcr })}`,
    }),
  }),
  microPages: spec<ContentList>({
    module: 5,
    edit: `${BASE}/acc/acc_home_edit`,
    // Each published page is its own server-rendered page; visitors have no list of an owner's pages.
    load: async (_ctx, o, repo) => ({
      items: (await repo.microPages(o.id, take)).map((p) => ({ title: p.title, cover: p.coverUrl ?? '', href: `${BASE}/p/${enc(p.publicId)}` })),
      more: null,
    }),
  }),
  videos: spec<ContentList>({
    module: 54,
    edit: `${BASE}/microvideo/manageVideo`,
    load: async (_ctx, o, repo) => ({
      items: (await repo.videos(o.id, take)).map((v) => ({ title: v.title, cover: v.coverUrl, href: `${BASE}/microvideo/shortVideo/${enc(v.id)}` })),
      more: `${BASE}/microvideo/card/${enc(o.phoneIdEcr)}`,
    }),
  }),
  cases: spec<ContentList>({
    module: 52,
    edit: `${BASE}/designCase/myCase`,
    load: async (_ctx, o, repo) => ({
      items: (await repo.cases(o.id, take)).map((c) => ({ title: c.title, cover: c.coverUrl ?? '', href: `${BASE}/designCase/showCase/${enc(c.id)}` })),
      more: `${BASE}/designCase/cases/${enc(o.phoneIdEcr)}`,
    }),
  }),
  circles: spec<ContentList>({
    module: null,
    edit: `${BASE}/circle/MyOrganizations`,
    load: async (_ctx, o, repo) => ({
      items: (await repo.circles(o.id, take)).map((c) => ({ title: c.name, cover: c.avatarUrl ?? '', href: `${BASE}/circle/CircleJoinInfo/${enc(c.id)}` })),
      more: null,
    }),
  }),
} as const;

export type CardSectionKey = keyof typeof CARD_SECTIONS;
export type CardSectionValues = { [K in CardSectionKey]: Awaited<ReturnType<(typeof CARD_SECTIONS)[K]['load']>> };
/** The content sections, in the order the card shows them (after the links, albums and the shop and activities entry). */
export const CONTENT_SECTION_KEYS = ['articles', 'microPages', 'videos', 'cases', 'circles'] as const satisfies readonly CardSectionKey[];
export type ContentSectionKey = (typeof CONTENT_SECTION_KEYS)[number];
export const SECTION_EDIT_PATHS = Object.fromEntries(Object.entries(CARD_SECTIONS).map(([k, s]) => [k, s.edit])) as Record<CardSectionKey, string>;

/**
 * Every section of one owner, and the modules they hid: the same for every visitor (kept in the card page's read
 * cache). A section of a hidden module is not loaded at all: it is not shown, so its rows are not read.
 */
export async function loadCardSections(ctx: AppContext, owner: SectionOwner, repo = cardSectionsRepository(ctx.db)) {
  const hidden = new Set(await repo.hiddenModules(owner.id));
  const keys = Object.keys(CARD_SECTIONS) as CardSectionKey[];
  const loaded = await Promise.all(
    keys.map(async (k) => {
      const s = CARD_SECTIONS[k] as CardSectionSpec<unknown>;
      return [k, s.module !== null && hidden.has(s.module) ? null : await s.load(ctx, owner, repo)] as const;
    }),
  );
  return Object.fromEntries(loaded) as { [K in CardSectionKey]: CardSectionValues[K] | null };
}
