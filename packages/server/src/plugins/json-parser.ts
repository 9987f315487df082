import type { FastifyInstance } from 'fastify';
import { textCharacterRule } from '@card/contract';
import { DomainError } from '../lib/domain-error';
import { RAW_BODY_PATHS } from '../providers/pay/paths';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The body exactly as it arrived, kept only on WeChat Pay's notification paths (providers/pay RAW_BODY_PATHS):
     * their signature covers these bytes, and a re-serialised object would not verify.
     */
    rawBody?: string;
  }
}

/**
 * The path of the first string in a parsed JSON value that holds a control character (NUL, escape...; tab, LF
 * and CR excepted, as in form bodies), or null. A key holding one answers 'body' (no field to name). JSON.parse
 * itself refuses raw control characters, but the escaped ones (`"\u0000"`) come through and a NUL stored whole
 * reads back cut short. Line breaks are left to the field rules: multi-line fields take them.
 */
export function controlCharacterPath(value: unknown, path: string[] = []): string | null {
  const bad = (s: string) => textCharacterRule(s, { multiline: true }) === 'controlChar';
  if (typeof value === 'string') return bad(value) ? path.join('.') || 'body' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = controlCharacterPath(value[i], [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (bad(k)) return path.join('.') || 'body';
      const found = controlCharacterPath(v, [...path, k]);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * JSON bodies get the form parser's treatment: Fastify's own parser (prototype poisoning refused), then every
 * string walked for control characters, refused with TEXT_CONTROL_CHAR naming the field. WeChat Pay's notification
 * paths keep the raw string (request.rawBody) for the signature check instead.
 */
export function registerJsonParser(app: FastifyInstance) {
  // A call the contract declares JSON (the spec's JSON calls, e.g. /v3/api/fun/mirror/edit/*) takes JSON only: a form
  // body would otherwise parse into strings and could pass the schema, so the wire would not be what the spec says.
  app.addHook('preValidation', async (req) => {
    const ts = (req.routeOptions.config as { tsRestRoute?: { contentType?: string } } | undefined)?.tsRestRoute;
    if (ts?.contentType !== 'application/json' || req.method === 'GET') return;
    if (!/^application\/json\s*(;|$)/i.test(String(req.headers['content-type'] ?? ''))) throw new DomainError('REQUEST_FORMAT_ERROR', { field: 'body' });
  });
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (req, body, done) => {
    if (RAW_BODY_PATHS.includes(req.url.split('?')[0]!)) {
      // A notification is judged by its signature first (parseNotification), so it is never refused here: a body
      // that is not JSON reaches the handler with body null and is answered as WeChat expects.
      req.rawBody = body as string;
      try {
        return done(null, JSON.parse(body as string));
      } catch {
        return done(null, null);
      }
    }
    parseJson(req, body as string, (err: Error | null, value?: unknown) => {
      if (err) return done(err, undefined);
      const field = controlCharacterPath(value);
      if (field !== null) return done(new DomainError('TEXT_CONTROL_CHAR', { field }), undefined);
      done(null, value);
    });
  });
}
