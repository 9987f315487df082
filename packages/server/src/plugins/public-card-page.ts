import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { shareService } from '../domains/share/share.service';

/** The route module of the public card page, as Vite's manifest names it. */
const CARD_ROUTE_MODULE = 'src/app/routes/card/public-card.tsx';
const ID = /^[A-Za-z0-9_-]{8,64}$/;

interface ManifestChunk { file: string; imports?: string[]; css?: string[] }

/**
 * Preload hints for the card page's lazy route chunk and everything it imports statically, read from Vite's
 * manifest: the browser fetches them in parallel with the entry instead of discovering them one round trip
 * later. Without a manifest the page still works, only without the hints.
 */
export function cardPreloads(manifest: Record<string, ManifestChunk>, base: string, indexHtml: string): string {
  const files = new Set<string>();
  const css = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((f) => css.add(f));
    chunk.imports?.forEach(walk);
  };
  walk(CARD_ROUTE_MODULE);
  const tags = [
    ...[...css].map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`),
    ...[...files].map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`),
  ];
  // Vite already lists the entry's own imports; do not hint them twice.
  return tags.filter((t) => !indexHtml.includes(/href="([^"]+)"/.exec(t)![1])).join('\n    ');
}

/**
 * Serves /multipage/card/:phoneIdEcr with the card's Open Graph tags, JSON-LD and title in the head, so link
 * previews and crawlers see the card without running JavaScript. Unknown cards get the plain page (the client
 * shows "not found"). Without a client build nothing is mounted.
 */
export function registerPublicCardPage(app: FastifyInstance, ctx: AppContext) {
  const dist = ctx.config.clientDist;
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) return;
  let indexHtml = fs.readFileSync(indexFile, 'utf8');
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (fs.existsSync(manifestFile)) {
    const hints = cardPreloads(JSON.parse(fs.readFileSync(manifestFile, 'utf8')), '/multipage/', indexHtml);
    if (hints) indexHtml = indexHtml.replace('</head>', `  ${hints}\n  </head>`);
  }
  const share = shareService(ctx);

  app.get<{ Params: { phoneIdEcr: string } }>('/multipage/card/:phoneIdEcr', async (req, reply) => {
    const id = req.params.phoneIdEcr;
    const siteName = req.lang === 'en' ? 'Digital card' : '数字名片';
    const html = ID.test(id) ? await share.cardPage(indexHtml, id, siteName) : null;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html ?? indexHtml);
  });
}
