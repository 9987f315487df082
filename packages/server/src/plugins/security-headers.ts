import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { storageMediaHosts } from '../providers/storage-config';

/**
 * Security headers (issue 7 item 8, decision 0011). Every response: `X-Content-Type-Options: nosniff` and a
 * Referrer-Policy. HTML pages also: a Content-Security-Policy whose script-src allows our files plus the exact
 * inline scripts of the page being sent (their sha256, computed from the HTML itself, so the index's font-size
 * script or the card page's script may change without anyone editing a policy), and no framing by other sites.
 */

/** Which policy a page gets: the app, or the public card page (WeChat's JS-SDK, images from storage hosts). */
export type PagePolicy = 'app' | 'publicPage';

/** Route config a server-rendered page sets to get the public page's policy: `{ config: { csp: 'publicPage' } }`. */
export interface CspRouteConfig {
  csp?: PagePolicy;
}
declare module 'fastify' {
  interface FastifyContextConfig {
    csp?: PagePolicy;
  }
}

/** WeChat's JS-SDK hosts (jweixin), allowed on the public card page only: it configures the share card in WeChat. */
export const WECHAT_SDK_HOSTS = ['https://res.wx.qq.com', 'https://res2.wx.qq.com'] as const;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Types a browser executes; anything else (`application/json`, `application/ld+json`) is data, not script. */
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * The same few scripts come back on every page (the index's, the card page's), and creating a hash costs more than
 * scanning the page, so their sources are remembered; a bounded map, emptied when full, since a page may one day
 * carry a script with per-page data.
 */
const hashes = new Map<string, string>();
function hashOf(script: string): string {
  let h = hashes.get(script);
  if (h === undefined) {
    if (hashes.size >= 64) hashes.clear();
    h = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
    hashes.set(script, h);
  }
  return h;
}

/** The CSP source of each inline script the browser would run in `html`, e.g. `'sha256-AbC…='`. */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>();
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs!)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs!)?.[1] ?? '';
    if (!EXECUTABLE.test(type)) continue;
    out.add(hashOf(body!));
  }
  return [...out];
}

/**
 * The policy of one page. `style-src 'unsafe-inline'`: the server-rendered card carries a style attribute (the
 * chosen background) and React sets style attributes; styles cannot run code, and every value we render is escaped.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], policy: PagePolicy, imageHosts: readonly string[] = []): string {
  const publicPage = policy === 'publicPage';
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...(publicPage ? WECHAT_SDK_HOSTS : [])],
    ['style-src', "'self'", "'unsafe-inline'"],
    // Avatars, backgrounds and music may come from a storage host once storage moves off this server.
    ['img-src', "'self'", 'data:', 'blob:', ...(publicPage ? ['https:'] : imageHosts)],
    ['media-src', "'self'", 'blob:', ...(publicPage ? ['https:'] : imageHosts)],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

const policyOf = (req: FastifyRequest): PagePolicy => (req.routeOptions?.config as CspRouteConfig | undefined)?.csp ?? 'app';

export function registerSecurityHeaders(app: FastifyInstance, ctx: AppContext) {
  // An HTML file streamed by the static plugin (`/multipage/index.html` asked for by name) cannot be read here: it
  // is the built index, whose scripts are hashed once at start.
  const indexFile = path.join(ctx.config.clientDist, 'index.html');
  const indexHashes = fs.existsSync(indexFile) ? inlineScriptHashes(fs.readFileSync(indexFile, 'utf8')) : [];
  // The navigation-point editor shows the maps provider's static map image (AMap, when a key is configured).
  // And files served straight from a public bucket or its CDN (S3_PUBLIC_BASE_URL): avatars, card images, albums.
  const imageHosts = [...(ctx.config.amapWebKey ? [new URL(ctx.config.amapBaseUrl).origin] : []), ...storageMediaHosts(ctx.config)];

  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    if (!reply.hasHeader('referrer-policy')) reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (!/^text\/html/i.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    reply.header('x-frame-options', 'SAMEORIGIN');
    if (!reply.hasHeader('content-security-policy')) {
      const hashes = typeof payload === 'string' ? inlineScriptHashes(payload) : Buffer.isBuffer(payload) ? inlineScriptHashes(payload.toString('utf8')) : indexHashes;
      reply.header('content-security-policy', contentSecurityPolicy(hashes, policyOf(req), imageHosts));
    }
    return payload;
  });
}
