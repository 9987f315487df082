import { paths } from '../config/paths';

const ORIGIN = 'https://app.invalid';

/**
 * The screen to return to after signing in or registering (`?redirect=`), when it is one of this app's own paths:
 * a relative path starting with a single "/". Anything else (another site, "//host", "/\host", a scheme, control
 * characters) is refused, so a shared login link cannot send a user off the platform (an open redirect). Null when
 * absent or refused; the path keeps its query and hash (a hash names the action to resume, e.g. #collect).
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  const back = `${url.pathname}${url.search}${url.hash}`;
  // Back to the login or register form itself would loop.
  return back.startsWith(paths.login) || back.startsWith(paths.register) ? null : back;
}

/** `to` with `?redirect=` (or `&redirect=`) naming where to come back, when that is a safe path. */
export function withReturn(to: string, returnPath: string | null | undefined): string {
  const back = safeReturnPath(returnPath);
  if (!back) return to;
  return `${to}${to.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(back)}`;
}
