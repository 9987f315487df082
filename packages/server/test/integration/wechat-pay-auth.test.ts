import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { walkWxSandbox } from '../helpers/wechat-sandbox';
import { newUser } from '../factories';

/**
 * Issue 29: inside WeChat a payment needs the payer's openid. A new user's JSAPI payment answers 419 with the silent
 * authorisation URL; WeChat (the sandbox) comes back with a code; the way back binds the openid and names the
 * screen where the payment starts again. Forged, reused or foreign states and codes bind nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const RETURN = (res: { json(): { resultSets: unknown } }) => res.json().resultSets as { returnTo: string; bound: boolean; token: string | null };
const openIdOf = async (userId: string) => (await t.ctx.db.user.findUnique({ where: { id: userId }, select: { wxOpenId: true } }))?.wxOpenId ?? null;
const orderCount = (userId: string) => t.ctx.db.order.count({ where: { userId } });

async function vipOrder(token: string) {
  return okOf(await t.api.vip.registerPayVip({ body: { planCode: 'vip1y' }, token }));
}
const payJsapi = (token: string, o: { id: string; amountFen: number }) => t.api.vip.vipOrderPay({ body: { orderId: o.id, amountFen: o.amountFen, channel: 'jsapi' }, token });
/** The way back as the client calls it (raw, so a test can send cookies or none): the envelope as `body`. */
async function back(fields: { code?: string | null; state?: string | null }, token?: string, cookies?: Record<string, string>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/acc/wxOauthReturn.xhtml',
    cookies,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: token } : {}) },
    payload: new URLSearchParams({ ...(fields.code ? { code: fields.code } : {}), state: fields.state ?? '' }).toString(),
  });
  return { status: res.statusCode, body: res.json() as unknown, json: () => res.json() };
}

describe('a JSAPI payment of a user without an openid', () => {
  it('answers 419 with the silent authorisation; the way back binds and resumes on the pay screen, then the payment starts', async () => {
    const u = await newUser(t.ctx);
    const o = await vipOrder(u.token);
    const first = await payJsapi(u.token, o);
    const env = first.body as { status: number; code: string; data: string };
    expect(env).toMatchObject({ status: 419, code: 'WX_AUTH_REQUIRED' });
    // The sandbox's authorise page on this host, silent scope, coming back to the app's return screen.
    const auth = new URL(env.data, 'http://localhost');
    expect(auth.pathname).toBe('/sandbox/wechat/authorize');
    expect(auth.searchParams.get('scope')).toBe('snsapi_base');
    expect(new URL(auth.searchParams.get('redirect_uri')!).pathname).toBe('/multipage/acc/wxAuthorized');
    expect(await openIdOf(u.id)).toBeNull();

    const walk = await walkWxSandbox(t.app, env.data);
    expect(walk.consent).toBeNull(); // silent: no consent screen for snsapi_base
    const res = await back(walk, u.token);
    expect(RETURN(res)).toEqual({ returnTo: `/vip/pay/${encodeURIComponent(o.id)}?resume=wxpay`, bound: true, token: null });
    expect(await openIdOf(u.id)).toMatch(/^o/);

    const paid = okOf(await payJsapi(u.token, o));
    expect(paid.channel).toBe('h5'); // the sandbox's cashier stands in for WeChat's JSAPI sheet
    expect(await orderCount(u.id)).toBe(1);
  });

  it('a premium purchase is sent to the authorisation before any order is made, and resumes on its own screen', async () => {
    const u = await newUser(t.ctx, { vip: 'active' });
    const amountFen = LIMITS.video.premiumPriceFen;
    const res = await t.api.video.buyMicroVideoPremium({ body: { amountFen, method: 'wxpay', channel: 'jsapi' }, token: u.token });
    expect(res.body).toMatchObject({ status: 419, code: 'WX_AUTH_REQUIRED' });
    expect(await orderCount(u.id)).toBe(0);
    const walk = await walkWxSandbox(t.app, (res.body as { data: string }).data);
    expect(RETURN(await back(walk, u.token)).returnTo).toBe('/microvideo/premium?resume=wxpay');
    const again = okOf(await t.api.video.buyMicroVideoPremium({ body: { amountFen, method: 'wxpay', channel: 'jsapi' }, token: u.token }));
    expect(again.pay?.channel).toBe('h5');
    expect(await orderCount(u.id)).toBe(1);
  });
});

describe('the way back refuses and binds nothing', () => {
  async function started(token: string) {
    const o = await vipOrder(token);
    const env = (await payJsapi(token, o)).body as { data: string };
    return walkWxSandbox(t.app, env.data);
  }

  it("a state that is not the caller's (another user, signed out, unknown) is refused", async () => {
    const a = await newUser(t.ctx);
    const b = await newUser(t.ctx);
    const walk = await started(a.token);
    expect(refusalOf(await back(walk, b.token))).toMatchObject({ code: 'WX_AUTH_EXPIRED', field: 'state' });
    expect(refusalOf(await back(walk))).toMatchObject({ code: 'WX_AUTH_EXPIRED' });
    expect(refusalOf(await back({ code: walk.code, state: 'a'.repeat(32) }, a.token))).toMatchObject({ code: 'WX_AUTH_EXPIRED' });
    expect(await openIdOf(b.id)).toBeNull();
    // The rightful owner still can (the refusals did not spend it).
    expect(RETURN(await back(walk, a.token)).bound).toBe(true);
  });

  it("a forged code answers WeChat's invalid code; a state works once", async () => {
    const u = await newUser(t.ctx);
    const walk = await started(u.token);
    expect(refusalOf(await back({ code: 'forged-code-0000', state: walk.state }, u.token))).toMatchObject({ code: 'WX_CODE_INVALID', field: 'code' });
    expect(await openIdOf(u.id)).toBeNull();
    expect(refusalOf(await back(walk, u.token))).toMatchObject({ code: 'WX_AUTH_EXPIRED' });
  });

  it("a used code answers WeChat's used code", async () => {
    const u = await newUser(t.ctx);
    const walk = await started(u.token);
    expect(RETURN(await back(walk, u.token)).bound).toBe(true);
    const v = await newUser(t.ctx);
    const again = await started(v.token);
    expect(refusalOf(await back({ code: walk.code, state: again.state }, v.token))).toMatchObject({ code: 'WX_CODE_USED' });
    expect(await openIdOf(v.id)).toBeNull();
  });

  it('an expired state is refused', async () => {
    const u = await newUser(t.ctx);
    const walk = await started(u.token);
    t.clock.advance(11 * 60_000);
    expect(refusalOf(await back(walk, u.token))).toMatchObject({ code: 'WX_AUTH_EXPIRED' });
    expect(await openIdOf(u.id)).toBeNull();
  });

  it('a WeChat already bound to another account is refused with the catalogue message', async () => {
    const a = await newUser(t.ctx);
    const walkA = await started(a.token);
    expect(RETURN(await back(walkA, a.token)).bound).toBe(true);
    const b = await newUser(t.ctx);
    const o = await vipOrder(b.token);
    const env = (await payJsapi(b.token, o)).body as { data: string };
    const walkB = await walkWxSandbox(t.app, env.data, { person: walkA.person }); // the same WeChat user
    const res = await back(walkB, b.token);
    expect(refusalOf(res)).toMatchObject({ code: 'WX_ALREADY_BOUND', msg: '该微信已绑定其他账号' });
    expect(await openIdOf(b.id)).toBeNull();
  });

  it('declined (no code): nothing changes and the refusal names the screen to go back to', async () => {
    const u = await newUser(t.ctx);
    const o = await vipOrder(u.token);
    const walk = await started(u.token);
    const res = await back({ state: walk.state }, u.token);
    expect(res.json()).toMatchObject({ code: 'WX_AUTH_DENIED', data: { returnTo: expect.stringMatching(/^\/vip\/pay\//) } });
    expect(o.id).toBeTruthy();
    expect(await openIdOf(u.id)).toBeNull();
  });

  it("a return target outside the app is refused (no open redirect), in the caller's language", async () => {
    const u = await newUser(t.ctx);
    for (const returnTo of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '/x:y']) {
      const res = await t.api.security.wxAuthorize({ body: { scope: 'snsapi_base', returnTo }, token: u.token });
      expect(refusalOf(res)).toMatchObject({ code: 'WX_RETURN_INVALID', field: 'returnTo' });
    }
    const en = await t.app.inject({
      method: 'POST',
      url: '/acc/0/wxAuthorize.xhtml',
      cookies: { lang: 'en' },
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: u.token },
      payload: 'scope=snsapi_base&returnTo=https%3A%2F%2Fevil.example',
    });
    expect(en.json()).toMatchObject({ code: 'WX_RETURN_INVALID', msg: 'return page must be a page of this site' });
  });
});

describe('signing in by WeChat', () => {
  const visitorCookie = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === 'wx_visitor')!.value;

  it('a bound WeChat signs its account in, only in the browser that asked', async () => {
    const u = await newUser(t.ctx);
    const bound = await walkWxSandbox(t.app, ((await payJsapi(u.token, await vipOrder(u.token))).body as { data: string }).data);
    expect(RETURN(await back(bound, u.token)).bound).toBe(true);

    const start = await t.app.inject({
      method: 'POST',
      url: '/acc/0/wxAuthorize.xhtml',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'scope=snsapi_base&returnTo=%2Facc%2Facc_home',
    });
    const cookie = visitorCookie(start);
    const walk = await walkWxSandbox(t.app, start.json().resultSets.url, { person: bound.person });
    // Another browser (no visitor cookie, or another one) with the same code and state signs nobody in.
    expect(refusalOf(await back(walk))).toMatchObject({ code: 'WX_AUTH_EXPIRED' });
    expect(refusalOf(await back(walk, undefined, { wx_visitor: 'someone-else' }))).toMatchObject({ code: 'WX_AUTH_EXPIRED' });
    const ok = RETURN(await back(walk, undefined, { wx_visitor: cookie }));
    expect(ok).toMatchObject({ returnTo: '/acc/acc_home', bound: false, token: expect.any(String) });
    const me = await t.post('/acc/in2userMainUserInfo.xhtml', {}, ok.token!);
    expect(me.json().status).toBe(200);
  });

  it('a WeChat bound to no account says so and signs nobody in', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/acc/0/wxAuthorize.xhtml',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'scope=snsapi_base&returnTo=%2Facc%2Facc_home',
    });
    const walk = await walkWxSandbox(t.app, start.json().resultSets.url);
    const res = await back(walk, undefined, { wx_visitor: visitorCookie(start) });
    expect(res.json()).toMatchObject({ code: 'WX_NOT_BOUND', data: { returnTo: '/acc/acc_home' } });
  });
});
