import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { TOKEN_COOKIE } from '@card/contract';
import { urlOf, type WalkedRoute } from '../helpers/contract-walk';
import type { WireFields } from './samples';

export interface SendOptions {
  fields?: WireFields;
  /** The value of every path parameter (routes today have at most one). */
  param?: string;
  token?: string;
  /** Send the token as the session cookie instead of the Authorization header. */
  cookie?: boolean;
  /** With `cookie`: the Origin our own pages send (the CSRF guard refuses a cookie-only change without it). */
  origin?: string;
}

export const isJson = (w: WalkedRoute) => (w.route as { contentType?: string }).contentType === 'application/json';
const isMultipart = (w: WalkedRoute) => String((w.route as { contentType?: string }).contentType ?? '').startsWith('multipart/');

function multipart(fields: WireFields) {
  const b = `----sweep${randomBytes(6).toString('hex')}`;
  const parts = Object.entries(fields).map(([k, v]) =>
    Buffer.concat(
      v instanceof Buffer
        ? [Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), v, Buffer.from('\r\n')]
        : [Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)],
    ),
  );
  return { payload: Buffer.concat([...parts, Buffer.from(`--${b}--\r\n`)]), contentType: `multipart/form-data; boundary=${b}` };
}

const formOf = (fields: WireFields) => new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();

/**
 * One well-formed call of a route, encoded as the legacy client does (query for GET, form or multipart for POST).
 * Every call carries a fresh `x-request-id`, which idempotent routes require and the others ignore.
 */
export function sendRoute(app: FastifyInstance, w: WalkedRoute, o: SendOptions = {}) {
  const fields = o.fields ?? {};
  const headers: Record<string, string> = { 'x-request-id': randomBytes(12).toString('base64url') };
  if (o.token && !o.cookie) headers.authorization = o.token;
  if (o.token && o.cookie && o.origin) headers.origin = o.origin;
  const base: InjectOptions = {
    method: w.route.method as 'GET' | 'POST',
    url: urlOf(w, o.param),
    headers,
    ...(o.token && o.cookie ? { cookies: { [TOKEN_COOKIE]: o.token } } : {}),
  };
  if (w.route.method === 'GET') {
    const q = formOf(fields);
    return app.inject({ ...base, url: `${base.url}${q ? `?${q}` : ''}` });
  }
  if (isMultipart(w)) {
    const { payload, contentType } = multipart(fields);
    return app.inject({ ...base, payload, headers: { ...headers, 'content-type': contentType } });
  }
  // A call the contract declares JSON takes JSON only (the JSON parser plugin refuses a form body).
  if (isJson(w)) return app.inject({ ...base, payload: JSON.stringify(fields), headers: { ...headers, 'content-type': 'application/json' } });
  return app.inject({ ...base, payload: formOf(fields), headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' } });
}

export interface Envelope {
  status: number;
  code: string;
  msg: string;
  resultSets: unknown;
  errors?: { field: string; rule: string; message: string }[];
}

/** Asserts a clear catalogue envelope (never a 5xx, never a leaked stack) and returns it. */
export function expectEnvelope(res: LightMyRequestResponse, label: string): Envelope {
  expect(res.statusCode, `${label}: HTTP ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  const body = res.json() as Envelope;
  expect(typeof body.status, label).toBe('number');
  expect(typeof body.msg, label).toBe('string');
  expect(body.msg.length, label).toBeGreaterThan(0);
  expect(res.body, label).not.toMatch(/at .*\.(ts|js):\d+|prisma|stack/i);
  return body;
}

/** Asserts a refusal naming one of `fields` in errors[] (a field error, not merely "no 5xx"). */
export function expectFieldError(body: Envelope, fields: string[], label: string) {
  expect(body.status, `${label}: ${JSON.stringify(body)}`).not.toBe(200);
  // A list field's error names its element (`ids.0`), which still names the field.
  const named = (body.errors ?? []).map((e) => e.field.split('.')[0]!);
  expect(
    named.some((f) => fields.includes(f)),
    `${label}: errors[] should name one of ${fields.join(',')}: ${JSON.stringify(body)}`,
  ).toBe(true);
}

/**
 * Some routes answer a file on success (a QR image, a vCard): such an answer must be a 2xx; anything JSON must be
 * a catalogue envelope. Returns the envelope, or null for a file.
 */
export function expectAnswer(res: LightMyRequestResponse, label: string): Envelope | null {
  if (/json/.test(String(res.headers['content-type'] ?? ''))) return expectEnvelope(res, label);
  expect(res.statusCode, `${label}: HTTP ${res.statusCode} ${String(res.headers['content-type'])}`).toBeLessThan(300);
  return null;
}
