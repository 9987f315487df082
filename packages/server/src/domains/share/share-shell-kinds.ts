import type { Lang } from '@card/contract';
import type { OgType } from './share-shell-head';
import type { ShareShellRepository } from './share-shell.repository';
import { activityContent, articleContent, caseContent, circleContent, productContent, reportContent, shopContent, videoContent, type ShellContent } from './share-shell.rules';

/**
 * Every kind of page a user shares, in one table (issue 29): the app routes its links open (what the client's
 * config/paths*.ts and the server's link builders make), where the item's id is, the Open Graph type, and the one
 * read that finds the item. The plugin mounts every route listed here; a new shareable kind is one more entry.
 * A load answers the item's owner (the read cache's key), its preview (null: not for visitors) and its canonical
 * path, rebuilt from the id rather than echoed from the request, with only the query keys that choose what opens.
 */
/** The query keys a shared link may carry that change what it opens; others are ignored (and never cached on). */
export const SHELL_QUERY_KEYS = ['articleId', 'phoneIdEcr', 'shareShopId', 'inviter'] as const;
export type ShellQuery = Partial<Record<(typeof SHELL_QUERY_KEYS)[number], string>>;
export interface ShellLoaded {
  ownerId: string;
  content: ShellContent | null;
  path: string;
}
export interface ShellKindSpec {
  routes: readonly string[];
  /** The item's id: the route's `:id`, or this query key. */
  idFrom: 'param' | { query: string };
  ogType: OgType;
  load(repo: ShareShellRepository, id: string, q: ShellQuery, lang: Lang): Promise<ShellLoaded | null>;
}

const ID = /^[A-Za-z0-9_-]{1,100}$/;
/** Only ids of our shape go into a query or a link: anything else is treated as unknown. */
export const isShellId = (id: string | undefined): id is string => !!id && ID.test(id);
const enc = encodeURIComponent;
const withQuery = (path: string, q: Record<string, string | undefined>) => {
  const kept = Object.entries(q).filter((e): e is [string, string] => isShellId(e[1]));
  return kept.length ? `${path}?${new URLSearchParams(kept)}` : path;
};
const BASE = '/multipage';

export const SHELL_KINDS = {
  video: {
    routes: [`${BASE}/microvideo/shortVideo/:id`],
    idFrom: 'param',
    ogType: 'video.other',
    async load(repo, id, _q, lang) {
      const v = await repo.video(id);
      return v && { ownerId: v.userId, content: videoContent(v, await repo.owner({ id: v.userId }), lang), path: `${BASE}/microvideo/shortVideo/${enc(id)}` };
    },
  },
  product: {
    routes: [`${BASE}/vshop/product/:id`],
    idFrom: 'param',
    ogType: 'product',
    async load(repo, id, q) {
      const p = await repo.product(id);
      // A product shared by another shop opens as that shop lists it (shop-catalog: shareShopId with shareStatus 1).
      const share = isShellId(q.shareShopId) ? { shareShopId: q.shareShopId, shareStatus: '1' } : {};
      return p && { ownerId: p.userId, content: productContent(p, await repo.owner({ id: p.userId })), path: withQuery(`${BASE}/vshop/product/${enc(id)}`, share) };
    },
  },
  shop: {
    routes: [`${BASE}/vshop/home/:id`, `${BASE}/catering/home/:id`],
    idFrom: 'param',
    ogType: 'website',
    async load(repo, phoneIdEcr, _q, lang) {
      const owner = await repo.owner({ phoneIdEcr });
      const shop = owner && (await repo.shopOf(owner.id));
      const path = `${BASE}/${shop?.kind === 'catering' ? 'catering' : 'vshop'}/home/${enc(phoneIdEcr)}`;
      return owner && { ownerId: owner.id, content: shopContent(shop, owner, lang), path };
    },
  },
  activity: {
    routes: [`${BASE}/activity/detail/:id`],
    idFrom: 'param',
    ogType: 'website',
    async load(repo, id, _q, lang) {
      const a = await repo.activity(id);
      return a && { ownerId: a.userId, content: activityContent(a, await repo.owner({ id: a.userId }), lang), path: `${BASE}/activity/detail/${enc(id)}` };
    },
  },
  /** A registration page (an activity of kind form, or an activity's own form): the spec's /registerDetail. */
  registration: {
    routes: [`${BASE}/registerDetail/:id`],
    idFrom: 'param',
    ogType: 'website',
    async load(repo, id, _q, lang) {
      const a = await repo.activity(id);
      return a && { ownerId: a.userId, content: activityContent(a, await repo.owner({ id: a.userId }), lang), path: `${BASE}/registerDetail/${enc(id)}` };
    },
  },
  article: {
    routes: [`${BASE}/multipleWdy/micro/show/article`],
    idFrom: { query: 'articleId' },
    ogType: 'article',
    async load(repo, id, q) {
      const a = await repo.article(id);
      const path = withQuery(`${BASE}/multipleWdy/micro/show/article`, { articleId: id, phoneIdEcr: q.phoneIdEcr });
      return a && { ownerId: a.userId, content: articleContent(a, await repo.owner({ id: a.userId })), path };
    },
  },
  designCase: {
    routes: [`${BASE}/designCase/showCase/:id`],
    idFrom: 'param',
    ogType: 'website',
    async load(repo, id, _q, lang) {
      const c = await repo.designCase(id);
      return c && { ownerId: c.userId, content: caseContent(c, await repo.owner({ id: c.userId }), lang), path: `${BASE}/designCase/showCase/${enc(id)}` };
    },
  },
  /** The join page a member's invitation opens (circle-core-find.service.ts joinLink), with who invited. */
  circleInvite: {
    routes: [`${BASE}/circle/CircleJoinInfo/:id`],
    idFrom: 'param',
    ogType: 'website',
    async load(repo, id, q, lang) {
      const c = await repo.circle(id);
      const path = withQuery(`${BASE}/circle/CircleJoinInfo/${enc(id)}`, { inviter: q.inviter });
      return c && { ownerId: c.ownerId, content: circleContent(c, await repo.owner({ id: c.ownerId }), lang), path };
    },
  },
  annualReport: {
    routes: [`${BASE}/statistics/year/s/:id`],
    idFrom: 'param',
    ogType: 'website',
    async load(repo, token, _q, lang) {
      const r = await repo.report(token);
      return r && { ownerId: r.userId, content: reportContent(r, await repo.owner({ id: r.userId }), lang), path: `${BASE}/statistics/year/s/${enc(token)}` };
    },
  },
} satisfies Record<string, ShellKindSpec>;

export type ShellKind = keyof typeof SHELL_KINDS;
export const SHELL_KIND_NAMES = Object.keys(SHELL_KINDS) as ShellKind[];
