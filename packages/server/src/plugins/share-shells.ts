import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { SHELL_KIND_NAMES, SHELL_KINDS, shareShellService, type ShellAssets, type ShellKind, type ShellQuery } from '../domains/share';
import { acceptedEncoding, compressHtml } from '../lib/html-encoding';
import { contentSecurityPolicy, inlineScriptHashes, type CspRouteConfig } from './security-headers';
import { loadSharp } from '../lib/sharp';

/** The site's icon as a PNG, the picture of last resort for previews (chat apps do not draw SVG or ICO). */
export const SHARE_ICON_PATH = '/multipage/card-assets/share-icon.png';

/**
 * Share shells (issue 29): every app page a user shares (share-shell-kinds.ts) answers the app's index.html with
 * the item's title, Open Graph tags and, in WeChat, the JS-SDK share set-up; the app then runs exactly as before.
 * An unknown or hidden item gets the plain index. Without a client build (API-only tests) only the icon is mounted.
 */
export function registerShareShells(app: FastifyInstance, ctx: AppContext) {
  const dist = ctx.config.clientDist;
  // Drawn once, on first need, from the build's favicon.svg (a blue square when the build has none).
  let icon: Promise<Buffer> | null = null;
  const svg = path.join(dist, 'favicon.svg');
  // The image library is loaded here, not with the module (lib/sharp.ts: ~29 MB resident a server may never need).
  const drawIcon = async () => {
    const sharp = await loadSharp();
    return (fs.existsSync(svg) ? sharp(fs.readFileSync(svg), { density: 600 }) : sharp({ create: { width: 300, height: 300, channels: 3, background: '#1f6feb' } }))
      .resize(300, 300, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer();
  };
  app.get(SHARE_ICON_PATH, async (_req, reply) => {
    icon ??= drawIcon().catch((err: unknown) => {
      icon = null;
      throw err;
    });
    return reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(await icon);
  });

  // The shells need the app's index; without a client build only the icon above is served (micro pages use it).
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  const assets: ShellAssets = {
    indexHtml,
    siteIcon: `${ctx.config.publicOrigin}${SHARE_ICON_PATH}`,
    links: { home: '/multipage/acc/acc_home', register: '/multipage/acc/register' },
  };
  const shells = shareShellService(ctx);

  // The public page's policy (security-headers.ts): the app's own scripts ('self' and the index's hashed inline
  // script) as on every app page, and WeChat's JS-SDK host for the share set-up.
  const config: CspRouteConfig = { csp: 'publicPage' };
  const plain = (reply: import('fastify').FastifyReply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
  const mount = (kind: ShellKind, route: string) =>
    app.get<{ Params: { id?: string }; Querystring: ShellQuery }>(route, { config }, async (req, reply) => {
      const from = SHELL_KINDS[kind].idFrom;
      const id = from === 'param' ? req.params.id : req.query[from.query as keyof ShellQuery];
      const inWeChat = /MicroMessenger/i.test(req.headers['user-agent'] ?? '');
      const html = await shells.shellPage(assets, { kind, id, query: req.query ?? {}, lang: req.lang, inWeChat });
      if (!html) return plain(reply);
      // The same for every visitor of the item, but per language and browser: shared caches must tell them apart.
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('vary', 'Accept-Encoding, Accept-Language, User-Agent');
      const encoding = acceptedEncoding(req.headers['accept-encoding']);
      if (!encoding) return reply.send(html);
      // The headers hook cannot read a compressed body, so the policy is computed here from the HTML itself.
      return reply
        .header('content-encoding', encoding)
        .header('content-security-policy', contentSecurityPolicy(inlineScriptHashes(html), 'publicPage'))
        .send(compressHtml(encoding, html));
    });
  for (const kind of SHELL_KIND_NAMES) for (const route of SHELL_KINDS[kind].routes) mount(kind, route);
}
