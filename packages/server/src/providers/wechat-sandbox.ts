import { createHmac, randomBytes } from 'node:crypto';
import { DomainError } from '../lib/domain-error';
import { signJsapi, type WeChatProvider, type WxIdentity, type WxProfile, type WxScope } from './wechat';

/** The sandbox's authorise page and its consent form (wechat-sandbox-pages.ts). */
export const SANDBOX_WX_AUTHORIZE_PATH = '/sandbox/wechat/authorize';
export const SANDBOX_WX_CONSENT_PATH = '/sandbox/wechat/consent';
/** The browser's "WeChat user": a random id in a cookie only the sandbox's pages see. */
export const SANDBOX_WX_PERSON_COOKIE = 'wx_sandbox_person';
export const SANDBOX_WX_COOKIE_PATH = '/sandbox/wechat';
export const SANDBOX_WX_APP_ID = 'wxsandbox00000000';
/** As WeChat: a code lives five minutes and works once. */
export const SANDBOX_WX_CODE_MS = 5 * 60_000;
/** A web access token lives two hours (expires_in 7200). */
const ACCESS_TOKEN_MS = 7200_000;

interface Issued {
  identity: WxIdentity;
  person: string;
  expiresAt: number;
  used: boolean;
}

/**
 * WeChat on one machine (WECHAT_PROVIDER=sandbox): the authorise page is ours (relative, so it stays on the host the
 * browser opened), a browser is one WeChat user (its person cookie), its openid and unionid are derived from that
 * person with an HMAC, and codes are kept in memory with WeChat's rules (five minutes, once). The JS-SDK ticket is a
 * random one per process: signatures follow the real recipe but WeChat itself would not accept them.
 */
export class SandboxWeChat implements WeChatProvider {
  readonly name = 'sandbox' as const;
  readonly appId: string;
  private readonly secret: string;
  private readonly ticket = `sandbox-ticket-${randomBytes(16).toString('hex')}`;
  private readonly codes = new Map<string, Issued>();
  private readonly tokens = new Map<string, { person: string; scope: WxScope; expiresAt: number }>();
  private now: () => number = () => Date.now();

  /** `secret`: the HMAC key of the derived ids; a fixed default keeps a browser's openid across restarts. */
  constructor(opts: { appId?: string; secret?: string } = {}) {
    this.appId = opts.appId || SANDBOX_WX_APP_ID;
    this.secret = opts.secret || 'card-wechat-sandbox';
  }

  /** The app's clock (registerWeChat), so tests move a code past its five minutes. */
  attach(clock: { now(): Date }) {
    this.now = () => clock.now().getTime();
  }

  authorizationUrl(redirectUri: string, state: string, scope: WxScope): string {
    const q = `appid=${encodeURIComponent(this.appId)}&redirect_uri=${encodeURIComponent(redirectUri)}&response_type=code&scope=${scope}&state=${encodeURIComponent(state)}`;
    return `${SANDBOX_WX_AUTHORIZE_PATH}?${q}#wechat_redirect`;
  }

  /** The ids WeChat would give this person under our app id. */
  idsOf(person: string): { openId: string; unionId: string } {
    const derive = (prefix: string) => `${prefix}${createHmac('sha256', this.secret).update(`${prefix}:${this.appId}${person}`).digest('base64url')}`.slice(0, 28);
    return { openId: derive('o'), unionId: derive('u') };
  }

  /** The page's side: the person agreed (or the scope is silent); a new code for the redirect. */
  issueCode(person: string, scope: WxScope): string {
    this.sweep();
    const code = randomBytes(16).toString('hex'); // 32 characters, as WeChat's
    const accessToken = randomBytes(32).toString('base64url');
    this.codes.set(code, { identity: { ...this.idsOf(person), scope, accessToken }, person, expiresAt: this.now() + SANDBOX_WX_CODE_MS, used: false });
    return code;
  }

  async identityFromCode(code: string): Promise<WxIdentity> {
    this.sweep();
    const issued = this.codes.get(code);
    if (!issued || issued.expiresAt <= this.now()) throw new DomainError('WX_CODE_INVALID');
    if (issued.used) throw new DomainError('WX_CODE_USED');
    issued.used = true;
    this.tokens.set(issued.identity.accessToken, { person: issued.person, scope: issued.identity.scope, expiresAt: this.now() + ACCESS_TOKEN_MS });
    return { ...issued.identity };
  }

  async userInfo(identity: WxIdentity): Promise<WxProfile> {
    const token = this.tokens.get(identity.accessToken);
    // WeChat: an unknown or expired token is 40001/42001, a snsapi_base token 48001; none of them gives a profile.
    if (!token || token.expiresAt <= this.now() || token.scope !== 'snsapi_userinfo') throw new DomainError('WX_UNAVAILABLE');
    return { nickname: `微信用户${token.person.slice(0, 4)}`, avatarUrl: null };
  }

  async jsapiTicket(): Promise<string> {
    return this.ticket;
  }

  async shareSignature(url: string, now: Date) {
    return signJsapi(this.ticket, this.appId, url, now);
  }

  /** Codes and tokens past their time are forgotten (a used code is kept until then, to answer WX_CODE_USED). */
  private sweep() {
    const now = this.now();
    for (const [k, v] of this.codes) if (v.expiresAt <= now) this.codes.delete(k);
    for (const [k, v] of this.tokens) if (v.expiresAt <= now) this.tokens.delete(k);
  }
}
