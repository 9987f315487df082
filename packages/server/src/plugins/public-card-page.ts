import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { RequestValidationError } from '@ts-rest/fastify';
import { ZCardPreviewQuery } from '@card/contract';
import type { AppContext } from '../context';
import { makeShell, shareService, WX_SHARE_SCRIPT, WX_SHARE_SCRIPT_PATH } from '../domains/share';
import { cardVisitorOf, issueBeaconPass } from '../domains/card';
import { sessionOf, tokenOf } from './session';
import { acceptedEncoding, compressHtml } from '../lib/html-encoding';
import { contentSecurityPolicy, inlineScriptHashes, type CspRouteConfig } from './security-headers';

/** The client's route module of the card page, as Vite's manifest names it: its stylesheet styles our HTML. */
const CARD_ROUTE_MODULE = 'src/app/routes/card/public-card.tsx';
const ID = /^[A-Za-z0-9_-]{8,64}$/;
const BASE = '/multipage/';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** Stylesheets of a manifest entry and everything it imports statically. */
export function cssOf(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const seen = new Set<string>();
  const css = new Set<string>();
  const walk = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || seen.has(k)) return;
    seen.add(k);
    chunk.css?.forEach((f) => css.add(f));
    chunk.imports?.forEach(walk);
  };
  walk(key);
  return [...css].map((f) => `${BASE}${f}`);
}

/** The stylesheets index.html links (the app's own), by URL path. */
const linkedCss = (html: string) => [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);

/** The text of each stylesheet (once, in order) from the build folder; a path outside it is skipped. */
function cssText(dist: string, hrefs: string[]): string {
  const files = [...new Set(hrefs)].filter((h) => h.startsWith(BASE)).map((h) => path.join(dist, h.slice(BASE.length)));
  return files
    .filter((f) => f.startsWith(dist + path.sep) && fs.existsSync(f))
    .map((f) => fs.readFileSync(f, 'utf8'))
    .join('\n');
}

/**
 * Serves /multipage/card/:phoneIdEcr as a server-rendered page: the card, its Open Graph tags and JSON-LD, and a
 * tiny inline script; no application JavaScript. The viewer is known from the session cookie (or Authorization),
 * so the owner sees their rank. Without a client build (API-only tests) nothing is mounted.
 */
export function registerPublicCardPage(app: FastifyInstance, ctx: AppContext) {
  const dist = ctx.config.clientDist;
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  const routeCss = fs.existsSync(manifestFile) ? cssOf(JSON.parse(fs.readFileSync(manifestFile, 'utf8')), CARD_ROUTE_MODULE) : [];
  const shell = makeShell(indexHtml, cssText(dist, [...linkedCss(indexHtml), ...routeCss]), {
    qrCode: `${BASE}stc/mpQrCode`,
    register: `${BASE}acc/register`,
    downloadCenter: `${BASE}stc/mpLinkQRCodeDownloadCenter`,
    exports: `${BASE}stc/cardExports`,
    home: `${BASE}acc/acc_home`,
    advisory: `${BASE}accessRadar/advisory`,
    exchange: `${BASE}rel/exchangeCard`,
    vshop: `${BASE}vshop/home`,
    catering: `${BASE}catering/home`,
    activities: `${BASE}activity/list`,
    complaint: `${BASE}customer/client/complaint`,
    shareBack: `${BASE}rel/shareBack`,
  });
  const share = shareService(ctx);

  // The card page's WeChat share script (card-page-wechat.ts), served as a file so no inline script is needed for it.
  app.get(WX_SHARE_SCRIPT_PATH, (_req, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(WX_SHARE_SCRIPT));

  // Its own Content-Security-Policy (security-headers.ts): WeChat's JS-SDK and storage-hosted images allowed.
  const config: CspRouteConfig = { csp: 'publicPage' };
  app.get<{ Params: { phoneIdEcr: string } }>('/multipage/card/:phoneIdEcr', { config }, async (req, reply) => {
    const phoneIdEcr = ID.test(req.params.phoneIdEcr) ? req.params.phoneIdEcr : '';
    const { session } = await sessionOf(ctx, tokenOf(req));
    const ua = req.headers['user-agent'] ?? '';
    // The visitor cookie and the beacon pass go out as this response's own headers: the cached HTML below is the
    // same for every visitor (issue 31).
    const visitor = cardVisitorOf(ctx, req, reply);
    const page = await share.cardPage(shell, {
      phoneIdEcr,
      viewerId: session?.userId ?? null,
      lang: req.lang,
      inWeChat: /MicroMessenger/i.test(ua),
      address: req.ip,
      visitor,
    });
    if (page.visited) issueBeaconPass(ctx, reply, page.visited.phoneIdEcr, { ownerId: page.visited.ownerId, visitorId: visitor.visitorId });
    // Personal (owner bar, language, visit counted): never stored by shared caches.
    reply.status(page.status).type('text/html; charset=utf-8').header('cache-control', 'private, no-cache');
    const encoding = page.shared ? acceptedEncoding(req.headers['accept-encoding']) : null;
    if (!page.shared || !encoding) return reply.send(page.html);
    // A page every visitor gets alike: compressed once per card version and encoding, and its policy (which hashes
    // the inline scripts) computed once, since the headers hook cannot read a compressed body.
    const shared = page.shared;
    shared.csp ??= contentSecurityPolicy(inlineScriptHashes(shared.html), 'publicPage');
    const body = (shared.encoded[encoding] ??= compressHtml(encoding, shared.html));
    return reply.header('content-encoding', encoding).header('vary', 'Accept-Encoding').header('content-security-policy', shared.csp).send(body);
  });

  // The editing screens' live preview (issue 31): the owner's page with the query's fields in place of the saved ones.
  // Framed by the app itself only (frame-ancestors 'self'); never stored anywhere.
  app.get<{ Params: { phoneIdEcr: string }; Querystring: Record<string, unknown> }>('/multipage/card/:phoneIdEcr/preview', { config }, async (req, reply) => {
    const draft = ZCardPreviewQuery.safeParse(req.query ?? {});
    if (!draft.success) throw new RequestValidationError(null, null, draft.error, null);
    const { session } = await sessionOf(ctx, tokenOf(req));
    const phoneIdEcr = ID.test(req.params.phoneIdEcr) ? req.params.phoneIdEcr : '';
    const html = await share.cardPreview(shell, { phoneIdEcr, viewerId: session?.userId ?? null, lang: req.lang }, draft.data);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store').send(html);
  });
}
