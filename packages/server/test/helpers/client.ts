import { randomUUID } from 'node:crypto';
import { initClient, type ApiFetcherArgs } from '@ts-rest/core';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { contract, FORM_CONTENT_TYPE, MULTIPART, SERVICE_BASES, TOKEN_COOKIE, type RouteMeta, type TErrorEnvelope } from '@card/contract';

/**
 * A typed client of the contract over `app.inject`: tests call routes by their contract names with typed bodies
 * (`api.album.addAlbum({ body: { name }, token })`), so a renamed call or field breaks the tests at compile time.
 * Bodies go on the wire as the app's client sends them (packages/client/src/lib/api.ts): form-encoded with arrays as
 * repeated fields for form routes, multipart for upload routes, JSON otherwise. Answers are checked against the
 * contract by the server itself in tests (plugins/response-check.ts), so this client does not validate them again.
 */
export interface CallOptions {
  /** Sent as `Authorization`, as the app does. */
  token?: string;
  /** Send `token` as the session cookie instead (what a server-rendered page gets). */
  tokenAsCookie?: boolean;
  /** The Origin a browser on our pages sends with a cookie-only call (the CSRF guard wants it, decision 0011). */
  origin?: string;
  /** Extra cookies, e.g. `{ lang: 'en' }`. */
  cookies?: Record<string, string>;
  /** The idempotency key; a fresh one goes with every call unless a test repeats one on purpose. */
  requestId?: string;
  /** The client's socket address (app.inject's default is 127.0.0.1): different visitors, or one abusive client. */
  remoteAddress?: string;
}

/** Form fields as the client encodes them: nothing for null/undefined, one field per array item. */
export function formBody(raw: unknown): string {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries((raw ?? {}) as Record<string, unknown>)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) v.forEach((item) => out.append(k, String(item)));
    else out.append(k, String(v));
  }
  return out.toString();
}

/** A FormData as multipart bytes with its boundary, the way fetch would send it. */
async function multipartOf(form: FormData) {
  const req = new Request('http://test.invalid/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), contentType: req.headers.get('content-type')! };
}

async function payloadOf(args: ApiFetcherArgs, headers: Record<string, string>): Promise<InjectOptions['payload']> {
  if (args.method === 'GET') return undefined;
  const contentType = 'contentType' in args.route ? args.route.contentType : undefined;
  if (contentType === MULTIPART || args.rawBody instanceof FormData) {
    // Built from the raw body, not ts-rest's FormData, which turns a Buffer into text.
    const { payload, contentType: withBoundary } = await multipartOf(args.rawBody instanceof FormData ? args.rawBody : toFormData(args.rawBody));
    headers['content-type'] = withBoundary;
    return payload;
  }
  if (contentType === FORM_CONTENT_TYPE) {
    headers['content-type'] = FORM_CONTENT_TYPE;
    return typeof args.rawBody === 'string' ? args.rawBody : formBody(args.rawBody);
  }
  if (args.rawBody === undefined) return undefined;
  headers['content-type'] = 'application/json';
  return JSON.stringify(args.rawBody);
}

/** Plain fields become text parts; bytes (Buffer, Uint8Array, Blob) become a file part named `a.png` unless a File. */
export function toFormData(raw: unknown): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries((raw ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) form.append(k, item, item instanceof File ? item.name : 'a.png');
      else if (item instanceof Uint8Array) form.append(k, new Blob([new Uint8Array(item)]), 'a.png');
      else form.append(k, String(item));
    }
  }
  return form;
}

/** The client over one app; `defaults` apply to every call (a call's own options win). */
export function testClient(app: FastifyInstance, defaults: CallOptions = {}) {
  async function api(args: ApiFetcherArgs & CallOptions) {
    const o = { ...defaults, ...args };
    const meta = args.route.metadata as RouteMeta;
    const headers: Record<string, string> = { ...args.headers, 'x-request-id': o.requestId ?? randomUUID().replace(/-/g, '') };
    delete headers['content-type'];
    const cookies: Record<string, string> = { ...o.cookies };
    if (o.token && o.tokenAsCookie) {
      cookies[TOKEN_COOKIE] = o.token;
      if (o.origin) headers.origin = o.origin;
    } else if (o.token) headers.authorization = o.token;
    const payload = await payloadOf(args, headers);
    const res = await app.inject({
      method: args.method as 'GET' | 'POST',
      url: `${SERVICE_BASES[meta.base]}${args.path}`,
      headers,
      cookies,
      payload,
      ...(o.remoteAddress ? { remoteAddress: o.remoteAddress } : {}),
    });
    const type = String(res.headers['content-type'] ?? '');
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) out.set(k, Array.isArray(v) ? v.join(', ') : String(v));
    // JSON is parsed; text (a vCard) stays text; anything else (a QR image) stays bytes.
    const body = /json/.test(type) ? res.json() : /^text\//.test(type) ? res.body : res.rawPayload;
    return { status: res.statusCode, body, headers: out };
  }
  return initClient(contract, { baseUrl: '', baseHeaders: {}, api, validateResponse: false }) as unknown as Loose<
    ReturnType<typeof initClient<typeof contract, { baseUrl: ''; api: typeof api }>>
  >;
}
export type TestClient = ReturnType<typeof testClient>;

/**
 * ts-rest makes `body` a required key even where the contract's body is optional (`ZNoBody`); tests, like legacy
 * callers, leave it out, so such a body becomes an optional key (and a call whose every key is optional, an
 * optional argument). Everything else keeps ts-rest's exact types.
 */
type LooseArgs<A> = A extends { body: infer B } ? (undefined extends B ? Omit<A, 'body'> & { body?: B } : A) : A;
type LooseFn<F> = F extends (args: infer A) => infer R
  ? // biome-ignore lint/complexity/noBannedTypes: `{} extends X` asks whether every field of X is optional
    {} extends LooseArgs<NonNullable<A>>
    ? (args?: LooseArgs<NonNullable<A>>) => R
    : (args: LooseArgs<NonNullable<A>>) => R
  : never;
type Loose<T> = { [K in keyof T]: T[K] extends (...a: never[]) => unknown ? LooseFn<T[K]> : Loose<T[K]> };

type Answer = { status: number; body: unknown };
/** The `resultSets` type of a route's success envelope. */
export type OkOf<R> = R extends { status: 200; body: infer B } ? (B extends { resultSets: infer T } ? T : never) : never;

/** The success payload of an answer, typed by the contract; anything else throws with the whole answer. */
export function okOf<R extends Answer>(res: R): OkOf<R> {
  const body = res.body as { status?: unknown; resultSets?: unknown } | null;
  if (res.status !== 200 || body?.status !== 200) throw new Error(`expected a success, got HTTP ${res.status}: ${JSON.stringify(body)}`);
  return body.resultSets as OkOf<R>;
}

/** The error envelope of a refusal (any HTTP status but 200); a success throws with the whole answer. */
export function refusalOf(res: Answer): TErrorEnvelope & { field?: string; rule?: string } {
  const body = res.body as TErrorEnvelope | null;
  if (!body || typeof body.status !== 'number' || body.status === 200) throw new Error(`expected a refusal, got HTTP ${res.status}: ${JSON.stringify(body)}`);
  return { ...body, field: body.errors?.[0]?.field, rule: body.errors?.[0]?.rule };
}
