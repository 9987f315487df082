import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppContext } from '../context';

export const CLIENT_BASE = '/multipage';

/**
 * A path with a segment starting with a dot: `.vite/manifest.json` (the build's map of every chunk, which the
 * server reads and nobody else needs), `..`, or any dotfile. Never served, not even as the app's index: 404.
 * Judged on the decoded path, so `%2Evite` is the same folder; an undecodable path counts as hidden.
 */
export function isHiddenClientPath(url: string): boolean {
  let pathname = url.split('?')[0]!;
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return pathname.split(/[/\\]/).some((seg) => seg.startsWith('.'));
}

/**
 * Every file of the build by its path under /multipage/ (`assets/index-abc.js`), read once at start: the build does
 * not change under a running server (index.html is read once too). Hidden paths (a segment starting with a dot) are
 * left out, so they are never served.
 */
export function clientFiles(dist: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string, rel: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const file = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), file);
      else if (entry.isFile()) files.add(file);
    }
  };
  walk(dist, '');
  return files;
}

/**
 * Serves the built client under /multipage: hashed assets with a year of caching, and index.html for every
 * other path so history-mode routes survive a reload. Without a build (API-only tests) nothing is mounted.
 *
 * A path is served only when it is exactly one of the build's files (clientFiles), which also settles what the
 * static plugin's own wildcard route checked on every request by listing each folder of the path (its defence
 * against a case-folding file system serving `ASSETS/x.js` for `assets/x.js`): 16 % of the journeys' server CPU went
 * to listing the 1,700 entries of assets/ once per script (docs/bench.md session 16).
 */
export async function registerClient(app: FastifyInstance, ctx: AppContext) {
  const dist = ctx.config.clientDist;
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ dist }, 'client build not found; serving the API only');
    return { indexHtml: null as string | null };
  }
  const files = clientFiles(dist);
  // serve: false: the plugin gives reply.sendFile and its choice of the pre-compressed copy, the route below decides
  // what is served at all.
  await app.register(fastifyStatic, {
    root: dist,
    serve: false,
    index: false,
    // The build writes .br and .gz beside each text file (client vite.config.ts); the plugin picks the one the
    // browser accepts and sets Content-Encoding and Vary. A file without copies goes out as it is.
    preCompressed: true,
    setHeaders: (res, file) => {
      res.header('cache-control', file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get(`${CLIENT_BASE}/*`, (req, reply) => {
    const file = (req.params as { '*': string })['*'];
    if (!files.has(file)) return reply.callNotFound();
    return reply.sendFile(file);
  });
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  // The entry URL itself (the one the README and the start-up line print) is a directory to the static plugin,
  // which refuses it; it is the app's first screen.
  app.get(`${CLIENT_BASE}/`, (_req, reply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml));
  // Browsers ask for /favicon.ico at the origin's root on every page (a 404 each time without this).
  const favicon = path.join(dist, 'favicon.ico');
  if (fs.existsSync(favicon)) {
    const icon = fs.readFileSync(favicon);
    app.get('/favicon.ico', (_req, reply) => reply.type('image/x-icon').header('cache-control', 'public, max-age=86400').send(icon));
  }
  return { indexHtml };
}
