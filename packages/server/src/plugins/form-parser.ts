import type { FastifyInstance } from 'fastify';
import { DomainError } from '../lib/domain-error';

/**
 * A strict x-www-form-urlencoded parser. Unlike a lenient one it refuses junk encodings (broken percent
 * escapes, invalid UTF-8) with a catalogue error instead of passing mangled text on to the database.
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
    if (k === '__proto__' || k === 'constructor' || k === 'prototype') continue;
    const prev = out[k];
    out[k] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}

function decode(s: string): string {
  try {
    const text = decodeURIComponent(s.replace(/\+/g, ' '));
    // Control characters other than tab and newlines never belong in a form field.
    if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/.test(text)) throw new Error('control character');
    return text;
  } catch {
    throw new DomainError('SUBMIT_DATA_ERROR', { field: 'body' });
  }
}

export function registerFormParser(app: FastifyInstance) {
  // Fastify parses text/plain by default; no call of ours takes it, so it is refused as a wrong content type.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (_req, body, done) => {
    try { done(null, parseForm(body as string)); } catch (err) { done(err as Error, undefined); }
  });
}
