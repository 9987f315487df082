import { SERVICE_BASES, type RouteMeta, type ServiceBase, type TErrorEnvelope, type TFieldError } from '@card/contract';
// Statuses and the form type from the light route table: the catalogue module that holds them too is 5 kB gzip.
import { FORM_CONTENT_TYPE, STATUS_NOT_LOGGED_IN, STATUS_REDIRECT } from '@card/contract/routes';
import { tokenStore } from './token';
import { contractClient, type CallArgs } from './contract-client';

/**
 * Each service base's URL comes from configuration (VITE_BASE_<NAME>, e.g. VITE_BASE_SHOP=https://shop.example.com)
 * and defaults to the same origin plus the base's prefix, so a base can move to its own host without code changes.
 */
export function baseUrlOf(base: ServiceBase): string {
  const env = import.meta.env as Record<string, string | undefined>;
  return env[`VITE_BASE_${base.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`] ?? SERVICE_BASES[base];
}

function formBody(raw: unknown): URLSearchParams {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries((raw ?? {}) as Record<string, unknown>)) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) v.forEach((item) => out.append(k, String(item)));
    else out.append(k, String(v));
  }
  return out;
}

/**
 * Request ids of idempotent calls (adds, and later payments and orders): one per user action. A call that got no
 * answer (network error) keeps its id, so retrying the same call with the same body within a few minutes reuses it
 * and the server answers the first result instead of acting twice; any answer ends the id.
 */
const requestIds = (() => {
  const open = new Map<string, { id: string; at: number }>();
  const RETRY_WINDOW_MS = 5 * 60_000;
  const keyOf = (path: string, body: BodyInit | undefined) => `${path}\u0000${typeof body === 'string' ? body : body instanceof URLSearchParams ? body.toString() : ''}`;
  const fresh = () => (crypto.randomUUID ? crypto.randomUUID().replace(/-/g, '') : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(''));
  return {
    take(path: string, body: BodyInit | undefined) {
      const key = keyOf(path, body);
      const known = open.get(key);
      if (known && Date.now() - known.at < RETRY_WINDOW_MS) return known.id;
      const id = fresh();
      open.set(key, { id, at: Date.now() });
      return id;
    },
    done(path: string, body: BodyInit | undefined) {
      open.delete(keyOf(path, body));
    },
  };
})();

async function fetcher(args: CallArgs) {
  const meta = args.route.metadata as RouteMeta;
  const headers: Record<string, string> = { ...args.headers };
  const token = tokenStore.get();
  // The material host's calls take the session from a `Token` header instead (route metadata `tokenHeader`).
  if (token) headers[meta.tokenHeader ? 'token' : 'authorization'] = token;
  let body: BodyInit | undefined;
  if (args.method !== 'GET') {
    if (args.rawBody instanceof FormData) {
      // Photos over the image limit every upload route shares are made to fit first (lib/image-fit.ts, loaded only
      // for a multipart body, so the contract's limits stay out of the first screen; the route table the app calls
      // with carries no per-route limits).
      body = await (await import('./image-fit')).fitFormImages(args.rawBody);
      delete headers['content-type'];
    } else if (args.route.method !== 'GET' && 'contentType' in args.route && args.route.contentType === FORM_CONTENT_TYPE) {
      body = formBody(args.rawBody);
      headers['content-type'] = FORM_CONTENT_TYPE;
    } else if (args.rawBody !== undefined) {
      body = JSON.stringify(args.rawBody);
      headers['content-type'] = 'application/json';
    }
  }
  const requestId = meta.idempotent ? requestIds.take(args.path, body) : undefined;
  if (requestId) headers['x-request-id'] = requestId;
  // A network error throws here and the id stays open: a retry of the same call sends it again.
  const res = await fetch(`${baseUrlOf(meta.base)}${args.path}`, { method: args.method, headers, body, credentials: 'include' });
  if (requestId) requestIds.done(args.path, body);
  const json = await res.json().catch(() => null);
  return { status: res.status, body: json, headers: res.headers };
}

// The management centre and sign-in call these areas first: their tables load beside the screen's code.
export const api = contractClient(fetcher, { preload: ['account', 'usercentre'] });

/** A failed call, carrying the catalogue message the server wrote in the user's language. */
export class ApiError extends Error {
  /** `data`: what a refusal carries besides its message (e.g. the screen to go back to after WeChat's authorisation). */
  constructor(
    public status: number,
    public code: string,
    message: string,
    public fieldErrors: TFieldError[] = [],
    public data?: unknown,
  ) {
    super(message);
  }
}

let onUnauthorized: () => void = () => {};
/** The router registers how to send the user to login when a call answers status 302. */
export const setUnauthorizedHandler = (fn: () => void) => {
  onUnauthorized = fn;
};

export type Ok<R> = R extends { status: 200; body: { resultSets: infer T } } ? T : never;

/**
 * Reads the envelope: 200 gives `resultSets`; 302 clears the token and goes to login; 419 goes to the url in
 * `data`; anything else throws an ApiError with the catalogue message (shown as a toast by the query client).
 */
export async function call<R extends { status: number; body: unknown }>(request: Promise<R>): Promise<Ok<R>> {
  return read(await reach(request));
}

/** Awaits a call; a network failure becomes an ApiError with a message in the browser's language. */
export async function reach<R>(request: Promise<R>): Promise<R> {
  try {
    return await request;
  } catch {
    throw new ApiError(0, 'NETWORK', navigator.language.startsWith('zh') ? '网络异常，请稍后再试' : 'Network error, please retry');
  }
}

/** Reads the envelope of an answer (see `call`). */
export function read<R extends { status: number; body: unknown }>(res: R): Ok<R> {
  const env = res.body as (TErrorEnvelope & { resultSets: unknown }) | null;
  if (!env || typeof env.status !== 'number') throw new ApiError(res.status, 'SYSTEM_ERROR', `HTTP ${res.status}`);
  if (env.status === 200) return env.resultSets as Ok<R>;
  if (env.status === STATUS_NOT_LOGGED_IN) {
    tokenStore.clear();
    onUnauthorized();
  } else if (env.status === STATUS_REDIRECT && typeof env.data === 'string') {
    window.location.assign(env.data);
  }
  throw new ApiError(env.status, env.code, env.msg, env.errors ?? [], env.data);
}
