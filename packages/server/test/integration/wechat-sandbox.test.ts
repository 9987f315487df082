import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../src/lib/domain-error';
import { SANDBOX_WX_APP_ID, SANDBOX_WX_AUTHORIZE_PATH, SANDBOX_WX_CONSENT_PATH, SANDBOX_WX_PERSON_COOKIE } from '../../src/providers/wechat-sandbox';
import { makeTestApp, type TestApp } from '../helpers/app';
import { hiddenFields, walkWxSandbox } from '../helpers/wechat-sandbox';

/** The WeChat sandbox through the app: its authorise page, consent screen, codes and persons (issue 29). */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const BACK = 'http://localhost:3000/multipage/acc/wxAuthorized?x=1';
const wx = () => t.ctx.providers.wechat;
const codeOf = async (p: Promise<unknown>) =>
  p.then(
    () => 'resolved',
    (err: unknown) => (err instanceof DomainError ? err.code : String(err)),
  );

describe('the WeChat sandbox', () => {
  it("hands out a relative authorise URL in WeChat's parameter order", () => {
    expect(wx().name).toBe('sandbox');
    expect(wx().appId).toBe(SANDBOX_WX_APP_ID);
    expect(wx().authorizationUrl(BACK, 'abc123', 'snsapi_base')).toBe(
      `${SANDBOX_WX_AUTHORIZE_PATH}?appid=${SANDBOX_WX_APP_ID}&redirect_uri=${encodeURIComponent(BACK)}&response_type=code&scope=snsapi_base&state=abc123#wechat_redirect`,
    );
  });

  it('snsapi_base goes straight back with a code and the state; the code works once, then WX_CODE_USED', async () => {
    const walk = await walkWxSandbox(t.app, wx().authorizationUrl(BACK, 'st1', 'snsapi_base'));
    expect(walk.consent).toBeNull();
    expect(walk.location).toMatch(/^\/multipage\/acc\/wxAuthorized\?x=1&code=[0-9a-f]{32}&state=st1$/);
    const id = await wx().identityFromCode(walk.code!);
    expect(id).toMatchObject({ openId: expect.stringMatching(/^o[A-Za-z0-9_-]{27}$/), unionId: expect.stringMatching(/^u[A-Za-z0-9_-]{27}$/), scope: 'snsapi_base' });
    expect(await codeOf(wx().identityFromCode(walk.code!))).toBe('WX_CODE_USED');
    // A base token gives no profile, as in WeChat.
    expect(await codeOf(wx().userInfo(id))).toBe('WX_UNAVAILABLE');
  });

  it('an unknown code is WX_CODE_INVALID; a code is dead after five minutes', async () => {
    expect(await codeOf(wx().identityFromCode('0'.repeat(32)))).toBe('WX_CODE_INVALID');
    const late = await walkWxSandbox(t.app, wx().authorizationUrl(BACK, 'st2', 'snsapi_base'));
    const inTime = await walkWxSandbox(t.app, wx().authorizationUrl(BACK, 'st3', 'snsapi_base'));
    t.clock.advance(5 * 60_000 - 1000);
    expect(await codeOf(wx().identityFromCode(inTime.code!))).toBe('resolved');
    t.clock.advance(1000);
    expect(await codeOf(wx().identityFromCode(late.code!))).toBe('WX_CODE_INVALID');
  });

  it('snsapi_userinfo shows a consent screen; 允许 gives a code with a profile, 拒绝 comes back with the state only', async () => {
    const url = wx().authorizationUrl(BACK, 'st4', 'snsapi_userinfo');
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/form-action 'self'/);
    expect(page.body).toContain('允许');
    expect(page.body).toContain('拒绝');
    expect(page.body).not.toMatch(/<script/i);

    const allowed = await walkWxSandbox(t.app, url, { action: 'allow' });
    expect(allowed.state).toBe('st4');
    const id = await wx().identityFromCode(allowed.code!);
    expect(id.scope).toBe('snsapi_userinfo');
    expect(await wx().userInfo(id)).toEqual({ nickname: `微信用户${allowed.person.slice(0, 4)}`, avatarUrl: null });

    const denied = await walkWxSandbox(t.app, url, { action: 'deny', person: allowed.person });
    expect(denied.location).toBe('/multipage/acc/wxAuthorized?x=1&state=st4');
    expect(denied.code).toBeNull();
  });

  it('the same browser is the same WeChat user; another browser another one', async () => {
    const a1 = await walkWxSandbox(t.app, wx().authorizationUrl(BACK, 'p1', 'snsapi_base'));
    const a2 = await walkWxSandbox(t.app, wx().authorizationUrl(BACK, 'p2', 'snsapi_userinfo'), { person: a1.person });
    const b = await walkWxSandbox(t.app, wx().authorizationUrl(BACK, 'p3', 'snsapi_base'));
    expect(b.person).not.toBe(a1.person);
    const [ida1, ida2, idb] = await Promise.all([a1, a2, b].map((w) => wx().identityFromCode(w.code!)));
    expect(ida2!.openId).toBe(ida1!.openId);
    expect(ida2!.unionId).toBe(ida1!.unionId);
    expect(idb!.openId).not.toBe(ida1!.openId);
  });

  it("the person cookie is HttpOnly, SameSite=Lax and only for the sandbox's pages", async () => {
    const res = await t.app.inject({ method: 'GET', url: wx().authorizationUrl(BACK, 'c1', 'snsapi_base') });
    const c = res.cookies.find((k) => k.name === SANDBOX_WX_PERSON_COOKIE)!;
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/sandbox/wechat' });
  });

  it('refuses a redirect_uri on another site, naming it, and other malformed requests', async () => {
    const foreign = await t.app.inject({ method: 'GET', url: wx().authorizationUrl('https://evil.example/steal', 's', 'snsapi_base') });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body).toContain('redirect_uri 的域名 evil.example 不是本站（PUBLIC_ORIGIN=http://localhost:3000）');
    expect(foreign.headers.location).toBeUndefined();
    const q = (over: Record<string, string>) =>
      `${SANDBOX_WX_AUTHORIZE_PATH}?${new URLSearchParams({ appid: SANDBOX_WX_APP_ID, redirect_uri: BACK, response_type: 'code', scope: 'snsapi_base', state: 's', ...over })}`;
    for (const [over, says] of [
      [{ appid: 'wxother' }, 'appid wxother'],
      [{ scope: 'snsapi_login' }, 'scope snsapi_login'],
      [{ state: 'a&b' }, 'state'],
      [{ state: 'a'.repeat(129) }, 'state'],
      [{ redirect_uri: 'javascript:alert(1)' }, 'http(s)'],
      [{ redirect_uri: '/relative' }, 'redirect_uri'],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: q(over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.body).toContain(says);
    }
    // The request's own host is this site too (a phone on the LAN address), and comes back as a path.
    const lan = await walkWxSandbox(t.app, wx().authorizationUrl('http://localhost:80/multipage/x', 'lan', 'snsapi_base'));
    expect(lan.location).toMatch(/^\/multipage\/x\?code=/);
  });

  it('the consent form accepts posts from this site only, and only from a browser that saw the page', async () => {
    const url = wx().authorizationUrl(BACK, 'f1', 'snsapi_userinfo');
    const page = await t.app.inject({ method: 'GET', url });
    const person = page.cookies.find((k) => k.name === SANDBOX_WX_PERSON_COOKIE)!.value;
    const form = new URLSearchParams({ ...hiddenFields(page.body), action: 'allow' }).toString();
    const post = (headers: Record<string, string>, cookies: Record<string, string> = { [SANDBOX_WX_PERSON_COOKIE]: person }) =>
      t.app.inject({ method: 'POST', url: SANDBOX_WX_CONSENT_PATH, payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, cookies });
    expect((await post({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await post({})).statusCode).toBe(403);
    expect((await post({ origin: 'http://localhost:3000' }, {})).statusCode).toBe(400);
    const ok = await post({ referer: 'http://localhost:3000/sandbox/wechat/authorize' });
    expect(ok.statusCode).toBe(303);
    expect(String(ok.headers.location)).toMatch(/code=[0-9a-f]{32}&state=f1$/);
  });

  it('signs share pages with its ticket by the JS-SDK recipe', async () => {
    const ticket = await wx().jsapiTicket();
    expect(await wx().jsapiTicket()).toBe(ticket);
    const sig = await wx().shareSignature('http://localhost:3000/multipage/x?a=1#frag', new Date('2026-11-21T08:00:00Z'));
    expect(sig).toMatchObject({ appId: SANDBOX_WX_APP_ID, timestamp: 1795248000, url: 'http://localhost:3000/multipage/x?a=1' });
    const { createHash } = await import('node:crypto');
    expect(sig.signature).toBe(createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${sig.nonceStr}&timestamp=1795248000&url=http://localhost:3000/multipage/x?a=1`).digest('hex'));
  });
});
