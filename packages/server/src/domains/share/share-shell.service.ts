import { cardPageTextsOf, LIMITS, type Lang } from '@card/contract';
import type { AppContext } from '../../context';
import { sharedCache } from '../../core/read-cache';
import { fillIndexShell } from './share-shell-head';
import { isShellId, SHELL_KINDS, SHELL_QUERY_KEYS, type ShellKind, type ShellLoaded, type ShellQuery } from './share-shell-kinds';
import { shareShellRepository } from './share-shell.repository';

/**
 * The share shell of one request (issue 29): the item's preview read once and kept (read-cache, dropped by any
 * write to the models it is made of), then put into the app's index.html. Anything that is not a visible item (a
 * malformed or unknown id, a hidden one) answers null and the caller sends the plain index: the app shows its own
 * not-found, and a failed read must never turn a shared link into an error page.
 */
export interface ShellRequest {
  kind: ShellKind;
  id: string | undefined;
  query: ShellQuery;
  lang: Lang;
  inWeChat: boolean;
}
export interface ShellAssets {
  indexHtml: string;
  siteIcon: string;
  links: { home: string; register: string };
}

// The loaded value may say "not for visitors" (content null); a null load (unknown id) is not cached by read-cache.
const previews = (ctx: AppContext) => sharedCache<ShellLoaded>(ctx.db, 'share.shells', { maxEntries: LIMITS.cache.cardPages });

export function shareShellService(ctx: AppContext) {
  const repo = shareShellRepository(ctx.db);
  const origin = ctx.config.publicOrigin;

  async function preview(req: ShellRequest): Promise<ShellLoaded | null> {
    if (!isShellId(req.id)) return null;
    const spec = SHELL_KINDS[req.kind];
    const id = req.id;
    // The query keys a kind keeps are part of its canonical link, so they are part of the key.
    const query: ShellQuery = Object.fromEntries(SHELL_QUERY_KEYS.filter((k) => isShellId(req.query[k])).map((k) => [k, req.query[k]]));
    const key = [req.kind, id, req.lang, ...SHELL_QUERY_KEYS.map((k) => query[k] ?? '')].join('|');
    return previews(ctx).get(key, async () => {
      const loaded = await spec.load(repo, id, query, req.lang);
      return loaded && { owner: loaded.ownerId, value: loaded };
    });
  }

  async function shellPage(assets: ShellAssets, req: ShellRequest): Promise<string | null> {
    const loaded = await preview(req).catch((err: unknown) => {
      ctx.log.warn({ err, kind: req.kind }, 'share shell read failed; plain app page sent');
      return null;
    });
    if (!loaded?.content) return null;
    return fillIndexShell(assets.indexHtml, {
      content: loaded.content,
      ogType: SHELL_KINDS[req.kind].ogType,
      url: `${origin}${loaded.path}`,
      origin,
      siteIcon: assets.siteIcon,
      siteName: cardPageTextsOf(req.lang).map.appName,
      lang: req.lang,
      inWeChat: req.inWeChat,
      links: assets.links,
    });
  }

  return { shellPage };
}
