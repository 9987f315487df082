import type { RouteMeta } from '@card/contract';

/**
 * Cross-site request forgery (docs/decisions/0011). The session also travels as a cookie, which a browser attaches
 * to requests another page makes: an auto-submitted form, a `no-cors` fetch, a top-level link. Such a request must
 * come from our own pages, i.e. carry an Origin (or, lacking one, a Referer) equal to the public origin. A request
 * with an Authorization header is not at risk: no other site can make a browser send that header (the app does).
 * Pure: the request's facts in, a verdict out.
 */
export interface CsrfFacts {
  method: string;
  /** The contract route's metadata; undefined outside the contract (pages, files, health), which change nothing. */
  meta: RouteMeta | undefined;
  hasAuthorization: boolean;
  /** The session cookie is present, valid or not: whatever it holds, the browser sent it on the user's behalf. */
  hasSessionCookie: boolean;
  origin: string | undefined;
  referer: string | undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Every method but GET/HEAD/OPTIONS changes state; a GET (and its HEAD twin) only when its metadata says so. */
export function changesState(method: string, meta: RouteMeta | undefined): boolean {
  return !SAFE_METHODS.has(method.toUpperCase()) || meta?.changesState === true;
}

/** Where the request says it comes from: the Origin header, else the origin of the Referer, else null. */
export function claimedOrigin(origin: string | undefined, referer: string | undefined): string | null {
  // "null" is what sandboxed frames, file: pages and some redirects send: an origin nobody can vouch for.
  if (origin !== undefined && origin !== '') return origin === 'null' ? null : origin.toLowerCase();
  if (!referer) return null;
  try {
    const u = new URL(referer);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * 'ok', or 'refused' for a state-changing contract call authenticated (or authenticable) by the cookie alone whose
 * claimed origin is not the public origin. A missing Origin and Referer is refused too: browsers send Origin on
 * every cross-origin and same-origin POST, and a state-changing GET from our own app carries Authorization.
 */
export function csrfVerdict(f: CsrfFacts, publicOrigin: string): 'ok' | 'refused' {
  if (!f.meta || f.meta.auth === 'public') return 'ok'; // the cookie is never read there
  if (f.hasAuthorization || !f.hasSessionCookie) return 'ok';
  if (!changesState(f.method, f.meta)) return 'ok';
  return claimedOrigin(f.origin, f.referer) === publicOrigin.toLowerCase() ? 'ok' : 'refused';
}

/**
 * Calls whose name reads like a write. A GET so named must say whether it changes state (`changesState`), so a new
 * legacy GET such as `delMicroVideo` cannot slip past the guard by omission; `changesState: false` states that a
 * call is a read despite its name.
 */
const WRITE_NAME =
  /^(add|del|delete|remove|update|set|save|cancel|change|changed|bind|unbind|toggle|read|mark|clear|clean|create|edit|modify|upload|sort|move|reset|send|submit|apply|join|quit|leave|follow|unfollow|like|collect|buy|pay|withdraw|transfer|hide|enable|disable|agree|refuse|accept|reject|import|publish|revoke|logout)(?=[A-Z_0-9]|$)|HideOrShow|OrAdd|OrCancel|OrDel/;

/** The call's name: the last path segment without `.xhtml`. */
export const callNameOf = (path: string) => (path.split('/').pop() ?? '').replace(/\.xhtml$/, '');

/** Start-up check of a contract route's CSRF metadata; a sentence naming the problem, or null. */
export function csrfMetadataProblem(method: string, path: string, meta: RouteMeta | undefined): string | null {
  if (!meta) return null; // the guard's own check refuses a route without metadata
  if (meta.changesState !== undefined && typeof meta.changesState !== 'boolean') return 'has a changesState that is not true or false';
  const safe = SAFE_METHODS.has(method.toUpperCase());
  if (!safe && meta.changesState === false) return `is a ${method} and cannot declare changesState: false (every ${method} is guarded)`;
  if (safe && meta.changesState === undefined && WRITE_NAME.test(callNameOf(path))) {
    return 'is a GET whose name reads like a write: declare changesState (true, or false for a read)';
  }
  return null;
}
