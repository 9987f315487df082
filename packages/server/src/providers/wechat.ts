import { createHash, randomBytes } from 'node:crypto';

export interface WxShareSignature { appId: string; timestamp: number; nonceStr: string; signature: string; url: string }
export interface WxIdentity { openId: string; unionId: string }

/** WeChat: OAuth authorization and JS-SDK share signatures. */
export interface WeChatProvider {
  authorizationUrl(redirectUri: string, state: string): string;
  /** Exchanges an authorization code for the user's ids. */
  identityFromCode(code: string): Promise<WxIdentity>;
  shareSignature(url: string, now: Date): WxShareSignature;
}

/**
 * Local WeChat: well-formed data that behaves like the real thing on one machine. Ids are derived from the
 * code so the same code always yields the same person; signatures follow the JS-SDK sha1 recipe with a local ticket.
 */
export class LocalWeChatProvider implements WeChatProvider {
  constructor(private appId = 'wxlocal0000000000', private ticket = 'local-jsapi-ticket') {}

  authorizationUrl(redirectUri: string, state: string) {
    const q = new URLSearchParams({ appid: this.appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_userinfo', state });
    return `${redirectUri}${redirectUri.includes('?') ? '&' : '?'}code=local-${state}&state=${encodeURIComponent(state)}#${q.toString()}`;
  }

  async identityFromCode(code: string) {
    const h = createHash('sha256').update(code).digest('base64url');
    return { openId: `o${h.slice(0, 27)}`, unionId: `u${h.slice(10, 38)}` };
  }

  shareSignature(url: string, now: Date) {
    const nonceStr = randomBytes(8).toString('hex');
    const timestamp = Math.floor(now.getTime() / 1000);
    const clean = url.split('#')[0];
    const raw = `jsapi_ticket=${this.ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${clean}`;
    return { appId: this.appId, timestamp, nonceStr, signature: createHash('sha1').update(raw).digest('hex'), url: clean };
  }
}
