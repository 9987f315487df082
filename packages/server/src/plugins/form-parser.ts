import type { FastifyInstance } from 'fastify';
import { textCharacterRule } from '@card/contract';
import { DomainError } from '../lib/domain-error';

/**
 * A strict x-www-form-urlencoded parser. Unlike a lenient one it refuses junk encodings (broken percent
 * escapes, invalid UTF-8) with a catalogue error instead of passing mangled text on to the database, and
 * control characters with TEXT_CONTROL_CHAR naming the field (JSON bodies alike: json-parser.ts).
 * Repeated keys become arrays (the legacy repeated-array parameters).
 */
export function parseForm(raw: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  if (raw === '') return out;
  for (const part of raw.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const k = decode(eq === -1 ? part : part.slice(0, eq));
    const v = decode(eq === -1 ? '' : part.slice(eq + 1));
    // Control characters other than tab and line breaks never belong in a form field (line breaks: the field rules).
    if (textCharacterRule(k, { multiline: true })) throw new DomainError('TEXT_CONTROL_CHAR', { field: 'body' });
    if (textCharacterRule(v, { multiline: true })) throw new DomainError('TEXT_CONTROL_CHAR', { field: k });
    if (k === '__proto__' || k === 'constructor' || k === 'prototype') continue;
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s.replace(/\+/g, ' '));
  } catch {
    throw new DomainError('SUBMIT_DATA_ERROR', { field: 'body' });
  }
}

export function registerFormParser(app: FastifyInstance) {
  // Fastify parses text/plain by default; no call of ours takes it, so it is refused as a wrong content type.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_req, body, done) => {
    try {
      done(null, parseForm(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
}

/**
 * The same strictness for the query string of contract routes (the spec's GET calls): a broken percent escape or
 * invalid UTF-8 in a query parameter is refused naming the parameter, instead of reaching a search as mangled text
 * (Fastify's own query parser keeps such sequences literally). Other pages (the client's HTML, files) are left alone.
 */
export function queryEncodingProblem(url: string): string | null {
  const q = url.indexOf('?');
  if (q === -1) return null;
  for (const part of url.slice(q + 1).split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const key = eq === -1 ? part : part.slice(0, eq);
    let name: string;
    try {
      name = decodeURIComponent(key.replace(/\+/g, ' '));
    } catch {
      return 'query';
    }
    try {
      decodeURIComponent(eq === -1 ? '' : part.slice(eq + 1).replace(/\+/g, ' '));
    } catch {
      return name;
    }
  }
  return null;
}

export function registerStrictQuery(app: FastifyInstance) {
  app.addHook('onRequest', async (req) => {
    if (!(req.routeOptions.config as { tsRestRoute?: unknown } | undefined)?.tsRestRoute) return;
    const field = queryEncodingProblem(req.raw.url ?? '');
    if (field) throw new DomainError('SUBMIT_DATA_ERROR', { field });
  });
}
