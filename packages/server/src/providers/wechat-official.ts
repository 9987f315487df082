import type { Redis } from 'ioredis';
import { DomainError } from '../lib/domain-error';
import { signJsapi, type WeChatProvider, type WxIdentity, type WxProfile, type WxScope } from './wechat';
import { SharedCredential, type CredentialDeps } from './wechat-credential';

export interface OfficialWeChatOptions {
  appId: string;
  appSecret: string;
  /** WeChat's API origin (https://api.weixin.qq.com; a double in tests). */
  apiBaseUrl: string;
  /** The authorise page's origin (https://open.weixin.qq.com). */
  openBaseUrl: string;
  /** Each call to WeChat gives up after this (default 5 s): WX_UNAVAILABLE. */
  timeoutMs?: number;
  clock?: { now(): Date };
  log?: WxLog;
  /** Shares the access token and the jsapi ticket with the other instances (REDIS_URL). */
  redis?: Redis | null;
}

interface WxLog {
  warn(obj: object, msg: string): void;
  info?(obj: object, msg: string): void;
}
type WxAnswer = Record<string, unknown>;

/** WeChat's answers that mean the code itself: 40029 invalid, 40163 already used. Anything else is WeChat's trouble. */
const CODE_ERRORS: Record<number, 'WX_CODE_INVALID' | 'WX_CODE_USED'> = { 40029: 'WX_CODE_INVALID', 40163: 'WX_CODE_USED' };
/** The access token behind a call expired (42001) or is not valid any more (40001): fetch a new one, try once more. */
const STALE_TOKEN = new Set([42001, 40001]);

/**
 * The official account's real API (WECHAT_PROVIDER=official): web authorisation on open.weixin.qq.com, the code
 * exchanged on sns/oauth2/access_token, the profile on sns/userinfo, and the JS-SDK's jsapi_ticket over the
 * account's access token (cgi-bin/token), both cached until shortly before they expire and, with Redis, shared by
 * every instance, since WeChat limits how often they may be fetched (2,000 a day) and a new token ends the old one.
 */
export class OfficialWeChat implements WeChatProvider {
  readonly name = 'official' as const;
  readonly appId: string;
  private readonly deps: CredentialDeps;
  private readonly accessToken: SharedCredential;
  private readonly ticket: SharedCredential;

  constructor(private readonly opts: OfficialWeChatOptions) {
    this.appId = opts.appId;
    this.deps = { now: () => (opts.clock ?? { now: () => new Date() }).now().getTime(), redis: opts.redis ?? null, log: opts.log ?? null };
    this.accessToken = new SharedCredential(`card:wx:${this.appId}:access_token`, () => this.fetchAccessToken(), this.deps);
    this.ticket = new SharedCredential(`card:wx:${this.appId}:jsapi_ticket`, () => this.fetchTicket(), this.deps);
  }

  /** The app's clock, log and Redis, once the app has them (registerWeChat). */
  attach(deps: { clock: { now(): Date }; log: WxLog; redis: Redis | null }) {
    this.deps.now = () => deps.clock.now().getTime();
    this.deps.log = deps.log;
    this.deps.redis = deps.redis;
  }

  authorizationUrl(redirectUri: string, state: string, scope: WxScope): string {
    // WeChat checks this parameter order.
    const q = `appid=${encodeURIComponent(this.appId)}&redirect_uri=${encodeURIComponent(redirectUri)}&response_type=code&scope=${scope}&state=${encodeURIComponent(state)}`;
    return `${this.opts.openBaseUrl}/connect/oauth2/authorize?${q}#wechat_redirect`;
  }

  async identityFromCode(code: string): Promise<WxIdentity> {
    const r = await this.call('/sns/oauth2/access_token', { appid: this.appId, secret: this.opts.appSecret, code, grant_type: 'authorization_code' });
    const errcode = errcodeOf(r);
    if (errcode !== 0) {
      this.deps.log?.warn({ wechat: 'sns/oauth2/access_token', errcode, errmsg: r.errmsg }, 'wechat refused the code');
      throw new DomainError(CODE_ERRORS[errcode] ?? 'WX_UNAVAILABLE');
    }
    if (typeof r.openid !== 'string' || typeof r.access_token !== 'string') throw this.unavailable('sns/oauth2/access_token', 'answer without openid');
    const scope: WxScope = typeof r.scope === 'string' && r.scope.includes('snsapi_userinfo') ? 'snsapi_userinfo' : 'snsapi_base';
    return { openId: r.openid, unionId: typeof r.unionid === 'string' && r.unionid ? r.unionid : null, scope, accessToken: r.access_token };
  }

  async userInfo(identity: WxIdentity): Promise<WxProfile> {
    const r = await this.call('/sns/userinfo', { access_token: identity.accessToken, openid: identity.openId, lang: 'zh_CN' });
    const errcode = errcodeOf(r);
    if (errcode !== 0) throw this.unavailable('sns/userinfo', `errcode ${errcode}`, r.errmsg);
    return { nickname: typeof r.nickname === 'string' ? r.nickname : '', avatarUrl: typeof r.headimgurl === 'string' && r.headimgurl ? r.headimgurl : null };
  }

  jsapiTicket(): Promise<string> {
    return this.ticket.get();
  }

  async shareSignature(url: string, now: Date) {
    return signJsapi(await this.jsapiTicket(), this.appId, url, now);
  }

  private async fetchAccessToken() {
    const r = await this.call('/cgi-bin/token', { grant_type: 'client_credential', appid: this.appId, secret: this.opts.appSecret });
    if (typeof r.access_token !== 'string' || !r.access_token) throw this.unavailable('cgi-bin/token', `errcode ${errcodeOf(r)}`, r.errmsg);
    return { value: r.access_token, expiresInS: Number(r.expires_in) || 7200 };
  }

  private async fetchTicket() {
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken.get();
      const r = await this.call('/cgi-bin/ticket/getticket', { access_token: token, type: 'jsapi' });
      const errcode = errcodeOf(r);
      if (errcode === 0 && typeof r.ticket === 'string' && r.ticket) return { value: r.ticket, expiresInS: Number(r.expires_in) || 7200 };
      if (STALE_TOKEN.has(errcode) && attempt === 0) {
        this.deps.log?.warn({ wechat: 'cgi-bin/ticket/getticket', errcode }, 'wechat access token went stale: fetching a new one');
        await this.accessToken.drop(token);
        continue;
      }
      throw this.unavailable('cgi-bin/ticket/getticket', `errcode ${errcode}`, r.errmsg);
    }
  }

  /** One GET to WeChat: its JSON answer, or WX_UNAVAILABLE when it cannot be had. The URL holds the secret: never logged. */
  private async call(path: string, params: Record<string, string>): Promise<WxAnswer> {
    const url = `${this.opts.apiBaseUrl}${path}?${new URLSearchParams(params).toString()}`;
    let text: string;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(this.opts.timeoutMs ?? 5000) });
      text = await res.text();
      if (!res.ok) throw this.unavailable(path, `http ${res.status}`);
    } catch (err) {
      if (err instanceof DomainError) throw err;
      const e = err as Error & { cause?: { code?: string } };
      throw this.unavailable(path, e.name === 'TimeoutError' ? 'timeout' : `${e.name}${e.cause?.code ? ` ${e.cause.code}` : ''}`);
    }
    try {
      const body = JSON.parse(text) as unknown;
      if (body && typeof body === 'object') return body as WxAnswer;
    } catch {
      /* below */
    }
    throw this.unavailable(path, 'answer is not JSON');
  }

  private unavailable(path: string, why: string, errmsg?: unknown): DomainError {
    this.deps.log?.warn({ wechat: path.replace(/^\//, ''), why, ...(typeof errmsg === 'string' ? { errmsg } : {}) }, 'wechat unavailable');
    return new DomainError('WX_UNAVAILABLE');
  }
}

const errcodeOf = (r: WxAnswer): number => (r.errcode === undefined ? 0 : Number(r.errcode));
