import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock';
import { DomainError } from '../../src/lib/domain-error';
import { OfficialWeChat } from '../../src/providers/wechat-official';
import { startTestRedis } from '../helpers/redis';

/**
 * The official account's provider against a local double of WeChat's API (the four endpoints it calls), with call
 * counters and switchable refusals: codes, the cached access token and jsapi ticket, their renewal, Redis sharing.
 */
const APP_ID = 'wxofficialtest0001';
const SECRET = 'the-app-secret-never-logged';

interface Double {
  calls: Record<string, number>;
  /** The next answers of an endpoint, taken in order (then the normal answer). */
  next: Record<string, object[]>;
  tokenSeq: number;
  ticketSeq: number;
  lastQuery: Record<string, URLSearchParams>;
  /** ms the double waits before answering (a slow WeChat). */
  delayMs: number;
}
const wx: Double = { calls: {}, next: {}, tokenSeq: 0, ticketSeq: 0, lastQuery: {}, delayMs: 0 };
const validTokens = new Set<string>();

function answer(path: string, q: URLSearchParams): object {
  const queued = wx.next[path]?.shift();
  if (queued) return queued;
  switch (path) {
    case '/sns/oauth2/access_token':
      if (q.get('appid') !== APP_ID || q.get('secret') !== SECRET || q.get('grant_type') !== 'authorization_code') return { errcode: 40125, errmsg: 'invalid appsecret' };
      return { access_token: `web-${q.get('code')}`, expires_in: 7200, refresh_token: 'r', openid: `o-${q.get('code')}`, scope: 'snsapi_userinfo', unionid: `u-${q.get('code')}` };
    case '/sns/userinfo':
      return q.get('access_token') === `web-${q.get('openid')!.slice(2)}`
        ? { openid: q.get('openid'), nickname: '张三', headimgurl: 'https://thirdwx.qlogo.cn/x/132', unionid: 'u' }
        : { errcode: 40001, errmsg: 'invalid credential' };
    case '/cgi-bin/token': {
      if (q.get('grant_type') !== 'client_credential' || q.get('appid') !== APP_ID || q.get('secret') !== SECRET) return { errcode: 40125, errmsg: 'invalid appsecret' };
      const token = `token-${++wx.tokenSeq}`;
      validTokens.add(token);
      return { access_token: token, expires_in: 7200 };
    }
    case '/cgi-bin/ticket/getticket':
      if (q.get('type') !== 'jsapi') return { errcode: 40097, errmsg: 'invalid args' };
      if (!validTokens.has(q.get('access_token') ?? '')) return { errcode: 42001, errmsg: 'access_token expired' };
      return { errcode: 0, errmsg: 'ok', ticket: `ticket-${++wx.ticketSeq}`, expires_in: 7200 };
    default:
      return { errcode: -1, errmsg: 'unknown path' };
  }
}

let server: http.Server;
let api = '';
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const u = new URL(req.url!, 'http://x');
    wx.calls[u.pathname] = (wx.calls[u.pathname] ?? 0) + 1;
    wx.lastQuery[u.pathname] = u.searchParams;
    const body = JSON.stringify(answer(u.pathname, u.searchParams));
    // WeChat answers JSON as text/plain.
    setTimeout(() => res.writeHead(200, { 'content-type': 'text/plain' }).end(body), wx.delayMs);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  Object.assign(wx, { calls: {}, next: {}, delayMs: 0 });
  validTokens.clear();
});

const logged: string[] = [];
const log = {
  warn: (obj: object, msg: string) => {
    logged.push(`${msg} ${JSON.stringify(obj)}`);
  },
};
const provider = (over: Partial<ConstructorParameters<typeof OfficialWeChat>[0]> = {}) =>
  new OfficialWeChat({ appId: APP_ID, appSecret: SECRET, apiBaseUrl: api, openBaseUrl: 'https://open.weixin.qq.com', log, ...over });
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (err: unknown) => (err instanceof DomainError ? err.code : String(err)),
  );
const sha1 = (s: string) => createHash('sha1').update(s).digest('hex');

describe('the official account: web authorisation', () => {
  it("sends the browser to open.weixin.qq.com with the parameters in WeChat's order", () => {
    expect(provider().authorizationUrl('https://card.example/multipage/acc/wxAuthorized?a=1', 'S1', 'snsapi_base')).toBe(
      `https://open.weixin.qq.com/connect/oauth2/authorize?appid=${APP_ID}&redirect_uri=${encodeURIComponent('https://card.example/multipage/acc/wxAuthorized?a=1')}&response_type=code&scope=snsapi_base&state=S1#wechat_redirect`,
    );
  });

  it('exchanges a code for the openid and unionid, then reads the profile', async () => {
    const p = provider();
    const id = await p.identityFromCode('CODE1');
    expect(id).toEqual({ openId: 'o-CODE1', unionId: 'u-CODE1', scope: 'snsapi_userinfo', accessToken: 'web-CODE1' });
    expect([...wx.lastQuery['/sns/oauth2/access_token']!.keys()]).toEqual(['appid', 'secret', 'code', 'grant_type']);
    expect(await p.userInfo(id)).toEqual({ nickname: '张三', avatarUrl: 'https://thirdwx.qlogo.cn/x/132' });
    expect(wx.lastQuery['/sns/userinfo']!.get('lang')).toBe('zh_CN');
  });

  it("answers WeChat's refusals with the catalogue codes, and never logs the secret", async () => {
    const p = provider();
    logged.length = 0;
    wx.next['/sns/oauth2/access_token'] = [
      { errcode: 40029, errmsg: 'invalid code' },
      { errcode: 40163, errmsg: 'code been used' },
      { errcode: 45011, errmsg: 'api minute-quota reach limit' },
    ];
    expect(await codeOf(p.identityFromCode('bad'))).toBe('WX_CODE_INVALID');
    expect(await codeOf(p.identityFromCode('used'))).toBe('WX_CODE_USED');
    expect(await codeOf(p.identityFromCode('limit'))).toBe('WX_UNAVAILABLE');
    expect(logged.join('\n')).toMatch(/45011/);
    expect(logged.join('\n')).not.toContain(SECRET);
  });

  it('is WX_UNAVAILABLE when WeChat cannot be reached or does not answer in time', async () => {
    expect(await codeOf(provider({ apiBaseUrl: 'http://127.0.0.1:1' }).identityFromCode('x'))).toBe('WX_UNAVAILABLE');
    wx.delayMs = 500;
    expect(await codeOf(provider({ timeoutMs: 100 }).identityFromCode('x'))).toBe('WX_UNAVAILABLE');
    expect(logged.join('\n')).not.toContain(SECRET);
  });
});

describe('the official account: access token and jsapi ticket', () => {
  it('fetches the token and the ticket once for many signatures, even at once', async () => {
    const clock = manualClock();
    const p = provider({ clock });
    const url = 'https://card.example/multipage/share/video?id=1#frag';
    const sigs = await Promise.all(Array.from({ length: 20 }, () => p.shareSignature(url, clock.now())));
    sigs.push(await p.shareSignature(url, clock.now()));
    expect(wx.calls['/cgi-bin/token']).toBe(1);
    expect(wx.calls['/cgi-bin/ticket/getticket']).toBe(1);
    const ticket = await p.jsapiTicket();
    for (const s of sigs) {
      expect(s.url).toBe('https://card.example/multipage/share/video?id=1');
      expect(s.appId).toBe(APP_ID);
      // Recomputed by the JS-SDK recipe from the ticket WeChat gave.
      expect(s.signature).toBe(sha1(`jsapi_ticket=${ticket}&noncestr=${s.nonceStr}&timestamp=${s.timestamp}&url=https://card.example/multipage/share/video?id=1`));
    }
    expect(ticket).toBe(`ticket-${wx.ticketSeq}`);
  });

  it('renews them before they expire, not after', async () => {
    const clock = manualClock();
    const p = provider({ clock });
    const first = await p.jsapiTicket();
    clock.advance(7200_000 - 721_000); // 12 min left: still more than a tenth of two hours
    expect(await p.jsapiTicket()).toBe(first);
    expect(wx.calls['/cgi-bin/ticket/getticket']).toBe(1);
    clock.advance(2000); // under a tenth left: renewed while the old one still works
    const second = await p.jsapiTicket();
    expect(second).not.toBe(first);
    expect(wx.calls['/cgi-bin/token']).toBe(2);
    expect(wx.calls['/cgi-bin/ticket/getticket']).toBe(2);
  });

  it('on 42001 (token expired) drops the token, fetches a new one and tries once more', async () => {
    const clock = manualClock();
    const p = provider({ clock });
    wx.next['/cgi-bin/ticket/getticket'] = [{ errcode: 0, errmsg: 'ok', ticket: 'ticket-short', expires_in: 600 }];
    expect(await p.jsapiTicket()).toBe('ticket-short');
    // The ticket is due while the cached token looks good, but WeChat ended that token early (someone fetched
    // another with the same secret).
    validTokens.clear();
    clock.advance(600_000);
    const ticket = await p.jsapiTicket();
    expect(ticket).toBe(`ticket-${wx.ticketSeq}`);
    expect(wx.calls['/cgi-bin/token']).toBe(2);
    expect(wx.calls['/cgi-bin/ticket/getticket']).toBe(3);
  });

  it('tries once only: a second stale-token answer is WX_UNAVAILABLE', async () => {
    const p = provider();
    wx.next['/cgi-bin/ticket/getticket'] = [
      { errcode: 40001, errmsg: 'invalid credential' },
      { errcode: 42001, errmsg: 'access_token expired' },
    ];
    expect(await codeOf(p.jsapiTicket())).toBe('WX_UNAVAILABLE');
    expect(wx.calls['/cgi-bin/token']).toBe(2);
    expect(wx.calls['/cgi-bin/ticket/getticket']).toBe(2);
  });

  it('keeps serving a ticket that still works when its renewal fails', async () => {
    const clock = manualClock();
    const p = provider({ clock });
    const first = await p.jsapiTicket();
    clock.advance(7200_000 - 60_000);
    wx.next['/cgi-bin/token'] = [{ errcode: -1, errmsg: 'system error' }];
    wx.next['/cgi-bin/ticket/getticket'] = [{ errcode: -1, errmsg: 'system error' }];
    expect(await p.jsapiTicket()).toBe(first);
  });
});

const redis = await startTestRedis();
describe.skipIf(!redis)('the official account across instances (Redis)', () => {
  let a: Redis;
  let b: Redis;
  beforeAll(() => {
    a = new Redis(redis!.url);
    b = new Redis(redis!.url);
  });
  afterAll(async () => {
    await Promise.all([a.quit(), b.quit()]);
    await redis!.stop();
  });

  it('two instances sharing one Redis fetch the token and the ticket once, also when they ask at the same time', async () => {
    await a.flushall();
    const clock = manualClock();
    wx.delayMs = 100; // both find nothing in Redis and race for the lock
    const one = provider({ clock, redis: a });
    const two = provider({ clock, redis: b });
    const [t1, t2] = await Promise.all([one.jsapiTicket(), two.jsapiTicket()]);
    expect(t1).toBe(t2);
    expect(wx.calls['/cgi-bin/token']).toBe(1);
    expect(wx.calls['/cgi-bin/ticket/getticket']).toBe(1);
    // A third instance started later reads it from Redis, with a TTL just under WeChat's expiry.
    expect(await provider({ clock, redis: b }).jsapiTicket()).toBe(t1);
    expect(wx.calls['/cgi-bin/ticket/getticket']).toBe(1);
    const ttl = await a.pttl(`card:wx:${APP_ID}:jsapi_ticket`);
    expect(ttl).toBeGreaterThan(7000_000);
    expect(ttl).toBeLessThan(7200_000);
  });

  it('renews once for both when the shared ticket is due', async () => {
    await a.flushall();
    const clock = manualClock();
    const one = provider({ clock, redis: a });
    const two = provider({ clock, redis: b });
    const first = await one.jsapiTicket();
    expect(await two.jsapiTicket()).toBe(first);
    clock.advance(7200_000 - 200_000);
    const [n1, n2] = await Promise.all([one.jsapiTicket(), two.jsapiTicket()]);
    expect(n1).not.toBe(first);
    expect(n2).toBe(n1);
    expect(wx.calls['/cgi-bin/ticket/getticket']).toBe(2);
  });
});
