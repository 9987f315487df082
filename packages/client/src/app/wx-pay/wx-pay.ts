import type { PayChannel, TPayStart } from '@card/contract';
import { STATUS_REDIRECT } from '@card/contract/routes';
import { ApiError } from '../../lib/api';
import { inWeChat } from '../../features/share/wechat';

/**
 * The decisions of starting and resuming a WeChat payment, apart from React so they are tested alone; the hook
 * (use-wx-pay.ts) is the one path every paying screen (the shared pay screen, circles, micro video premium) uses.
 */

/** JSAPI (WeixinJSBridge, needs the payer's openid) inside WeChat's browser; the H5 page anywhere else. */
export const payChannelOf = (ua?: string): PayChannel => (inWeChat(ua) ? 'jsapi' : 'h5');

/**
 * After the silent WeChat authorisation (419 → WeChat → /acc/wxAuthorized) the browser comes back to the paying
 * screen with `resume=wxpay`: the screen starts WeChat Pay again by itself, once, and drops the parameter.
 */
export const RESUME_PARAM = 'resume';
export const RESUME_WXPAY = 'wxpay';
export const resumeRequested = (params: URLSearchParams) => params.get(RESUME_PARAM) === RESUME_WXPAY;

/** The query without `resume` (and without `alsoDrop`, e.g. the circle's orderId that would switch to its return check). */
export function withoutResume(params: URLSearchParams, alsoDrop: readonly string[] = []): URLSearchParams {
  const out = new URLSearchParams(params);
  for (const name of [RESUME_PARAM, ...alsoDrop]) out.delete(name);
  return out;
}

/** A start refused with 419: the envelope reader already sends the browser to WeChat's authorisation; say nothing. */
export const isLeavingForAuth = (err: unknown) => err instanceof ApiError && err.status === STATUS_REDIRECT;

export type JsapiResult = 'ok' | 'cancel' | 'fail';
/** What the user sees after a start was answered. */
export type WxPayOutcome = 'nothing' | 'leaving' | 'paid' | 'cancelled' | 'failed';

/**
 * Carries out a start: the H5 page is opened in place (the page leaves; it comes back to the order's return URL),
 * the JSAPI sheet is invoked and its answer mapped. "ok" only means the user finished in WeChat: the area's result
 * screen asks the server for the order's state.
 */
export async function carryOut(
  start: TPayStart | null | undefined,
  io: { assign: (url: string) => void; invoke: (params: Extract<TPayStart, { channel: 'jsapi' }>['jsapi']) => Promise<JsapiResult> },
): Promise<WxPayOutcome> {
  if (!start) return 'nothing';
  if (start.channel === 'h5') {
    io.assign(start.url);
    return 'leaving';
  }
  const res = await io.invoke(start.jsapi);
  return res === 'ok' ? 'paid' : res === 'cancel' ? 'cancelled' : 'failed';
}
