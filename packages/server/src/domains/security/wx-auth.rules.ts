import { isAppReturnPath } from '@card/contract';
import { DomainError } from '../../lib/domain-error';

/**
 * WeChat web authorisation with a way back (issue 29). The state WeChat carries through its page is a one-time
 * secret naming who asked: a signed-in user (`user:<id>`), or a signed-out browser (`visitor:<hash of its cookie>`),
 * so a code and state sent to somebody else (a link in a chat) bind nothing and sign nobody in.
 */
export const WX_RETURN_PURPOSE = 'wxReturn';
export const WX_RETURN_MINUTES = 10;
/** The screen WeChat sends the browser back to (client route), under the app's base. */
export const WX_RETURN_SCREEN = '/multipage/acc/wxAuthorized';
export const WX_VISITOR_COOKIE = 'wx_visitor';

export const stateOwner = (userId: string | null, visitorHash: string | null): string | null => (userId ? `user:${userId}` : visitorHash ? `visitor:${visitorHash}` : null);

/** The return path is checked again on the server, also for the paths the server itself chose. */
export function assertReturnPath(returnTo: string): string {
  if (!isAppReturnPath(returnTo)) throw new DomainError('WX_RETURN_INVALID', { field: 'returnTo' });
  return returnTo;
}

/** A screen path with `resume=wxpay` added, so the screen starts the payment again by itself after WeChat. */
export function resumePath(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}resume=wxpay`;
}
