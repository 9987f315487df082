import type { FastifyInstance } from 'fastify';
import { textCharacterRule } from '@card/contract';
import { DomainError } from '../lib/domain-error';

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
 * string walked for control characters, refused with TEXT_CONTROL_CHAR naming the field.
 */
export function registerJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 1024 * 1024 }, (req, body, done) => {
    parseJson(req, body as string, (err: Error | null, value?: unknown) => {
      if (err) return done(err, undefined);
      const field = controlCharacterPath(value);
      if (field !== null) return done(new DomainError('TEXT_CONTROL_CHAR', { field }), undefined);
      done(null, value);
    });
  });
}
