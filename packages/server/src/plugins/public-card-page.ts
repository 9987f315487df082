import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { WX_SHARE_SCRIPT, WX_SHARE_SCRIPT_PATH } from '../domains/share/card-page.wechat';
import { makeShell } from '../domains/share/page-shell';
import { shareService } from '../domains/share/share.service';
import { sessionOf, tokenOf } from './session';
import type { CspRouteConfig } from './security-headers';

/** The client's route module of the card page, as Vite's manifest names it: its stylesheet styles our HTML. */
const CARD_ROUTE_MODULE = 'src/app/routes/card/public-card.tsx';
const ID = /^[A-Za-z0-9_-]{8,64}$/;
const BASE = '/multipage/';

interface ManifestChunk { file: string; imports?: string[]; css?: string[] }

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
  const css = fs.existsSync(manifestFile) ? cssOf(JSON.parse(fs.readFileSync(manifestFile, 'utf8')), CARD_ROUTE_MODULE) : [];
  const shell = makeShell(fs.readFileSync(indexFile, 'utf8'), css, {
    qrCode: `${BASE}stc/mpQrCode`, register: `${BASE}acc/register`, downloadCenter: `${BASE}stc/mpLinkQRCodeDownloadCenter`, home: `${BASE}acc/acc_home`,
  });
  const share = shareService(ctx);

  // The card page's WeChat share script (card-page.wechat.ts), served as a file so no inline script is needed for it.
  app.get(WX_SHARE_SCRIPT_PATH, (_req, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=3600').send(WX_SHARE_SCRIPT));

  // Its own Content-Security-Policy (security-headers.ts): WeChat's JS-SDK and storage-hosted images allowed.
  const config: CspRouteConfig = { csp: 'publicPage' };
  app.get<{ Params: { phoneIdEcr: string } }>('/multipage/card/:phoneIdEcr', { config }, async (req, reply) => {
    const phoneIdEcr = ID.test(req.params.phoneIdEcr) ? req.params.phoneIdEcr : '';
    const { session } = await sessionOf(ctx, tokenOf(req));
    const ua = req.headers['user-agent'] ?? '';
    const page = await share.cardPage(shell, {
      phoneIdEcr, viewerId: session?.userId ?? null, lang: req.lang, inWeChat: /MicroMessenger/i.test(ua), address: req.ip,
    });
    // Personal (owner bar, language, visit counted): never stored by shared caches.
    return reply.status(page.status).type('text/html; charset=utf-8').header('cache-control', 'private, no-cache').send(page.html);
  });
}
