import { createHash, randomBytes } from 'node:crypto';

/**
 * WeChat as the product sees it (issue 29): the web authorisation of an official account (网页授权: snsapi_base for
 * the silent openid, snsapi_userinfo when the user agrees to share nickname and avatar) and the JS-SDK signature
 * that lets a shared page set its share card. Two implementations, chosen by configuration: the official account's
 * real API (wechat-official.ts) and a sandbox that behaves like WeChat on one machine (wechat-sandbox.ts).
 */
export type WxScope = 'snsapi_base' | 'snsapi_userinfo';

export interface WxShareSignature {
  appId: string;
  timestamp: number;
  nonceStr: string;
  signature: string;
  url: string;
}

/** Who came back from an authorisation: the openid under our app id, the unionid when WeChat gives one. */
export interface WxIdentity {
  openId: string;
  unionId: string | null;
  scope: WxScope;
  /** The web access token of this authorisation (sns/userinfo needs it); never stored. */
  accessToken: string;
}

export interface WxProfile {
  nickname: string;
  avatarUrl: string | null;
}

export interface WeChatProvider {
  readonly name: 'sandbox' | 'official';
  readonly appId: string;
  /**
   * Where the browser goes to authorise: WeChat's connect/oauth2/authorize (or the sandbox's page). WeChat sends the
   * browser back to `redirectUri` with `code` and `state`. `state`: letters and digits, at most 128 bytes.
   */
  authorizationUrl(redirectUri: string, state: string, scope: WxScope): string;
  /**
   * Exchanges a code (sns/oauth2/access_token). Refusals are DomainErrors of the catalogue: WX_CODE_INVALID (40029),
   * WX_CODE_USED (40163), WX_UNAVAILABLE (WeChat down or any other refusal).
   */
  identityFromCode(code: string): Promise<WxIdentity>;
  /** sns/userinfo: only for an identity of scope snsapi_userinfo. */
  userInfo(identity: WxIdentity): Promise<WxProfile>;
  /** The JS-SDK signature of a page URL (its fragment dropped), over the cached jsapi_ticket. */
  shareSignature(url: string, now: Date): Promise<WxShareSignature>;
  /** The current jsapi_ticket (cached until shortly before it expires; shared across instances through Redis). */
  jsapiTicket(): Promise<string>;
}

/** The JS-SDK recipe: sha1 over the four fields in this order, the URL without its fragment. */
export function signJsapi(ticket: string, appId: string, url: string, now: Date, nonceStr = randomBytes(8).toString('hex')): WxShareSignature {
  const timestamp = Math.floor(now.getTime() / 1000);
  const clean = url.split('#')[0]!;
  const raw = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${clean}`;
  return { appId, timestamp, nonceStr, signature: createHash('sha1').update(raw).digest('hex'), url: clean };
}
