import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKEN_COOKIE } from '@card/contract';
import { newUser, newSession, type FactoryUser } from '../factories';
import { makeTestApp, type TestApp } from '../helpers/app';
import { allRoutes, urlOf } from '../helpers/contract-walk';
import { okOf, refusalOf } from '../helpers/client';

/**
 * Issue 7 item 4: a cookie-authenticated change must come from our own origin (decision 0011). The attacks of the
 * issue replayed as the browser would send them: a same-site auto-submitted form, a `no-cors` fetch, a cross-site
 * top-level GET to the state-changing `cancelOrAddMpCollection`; the victim's data stays unchanged.
 */
let t: TestApp;
let victim: FactoryUser;
let other: FactoryUser;
let ours: string;
beforeAll(async () => {
  t = await makeTestApp();
  ours = t.ctx.config.publicOrigin;
  victim = await newUser(t.ctx, { name: '受害者' });
  other = await newUser(t.ctx);
});
afterAll(async () => {
  await t.close();
});

const SAME_SITE = 'http://evil.localhost:3000';
const CROSS_SITE = 'https://attacker.test';

/** A form POST carrying only the session cookie, with the given Origin/Referer headers. */
const cookiePost = (url: string, form: Record<string, string>, headers: Record<string, string>, token = victim.token) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(form).toString(),
    cookies: { [TOKEN_COOKIE]: token },
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
const cookieGet = (url: string, headers: Record<string, string>, token = victim.token) => t.app.inject({ method: 'GET', url, cookies: { [TOKEN_COOKIE]: token }, headers });

const cardName = async () => (await t.ctx.db.card.findUniqueOrThrow({ where: { userId: victim.id }, select: { name: true } })).name;
const subscribed = async () => (await t.ctx.db.subscription.count({ where: { userId: victim.id } })) > 0;

describe("forged requests with the victim's cookie are refused and change nothing", () => {
  it('a same-site auto-submitted form (Origin of a sibling host) cannot rename the card', async () => {
    const res = await cookiePost('/acc/updateMpUserName.xhtml', { name: '被改了' }, { origin: SAME_SITE, referer: `${SAME_SITE}/x.html` });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 1200201, code: 'CROSS_SITE_REFUSED', msg: '请求来源不可信，请刷新页面后重试' });
    expect(await cardName()).toBe('受害者');
  });

  it('a no-cors fetch (text/plain-looking body, cross-site Origin) cannot change the signature', async () => {
    const res = await cookiePost('/acc/updateMpSignature.xhtml', { signature: 'pwned' }, { origin: CROSS_SITE });
    expect(refusalOf({ status: res.statusCode, body: res.json() }).code).toBe('CROSS_SITE_REFUSED');
    const sig = (await t.ctx.db.card.findUniqueOrThrow({ where: { userId: victim.id }, select: { signature: true } })).signature;
    expect(sig).not.toBe('pwned');
  });

  it('a cross-site top-level GET to cancelOrAddMpCollection (Referer of the other site, or none) changes no subscription', async () => {
    const url = `/addressbook/cancelOrAddMpCollection.xhtml?phoneIdEcr=${other.phoneIdEcr}`;
    const tries: Record<string, string>[] = [{ referer: `${CROSS_SITE}/page` }, {}, { origin: 'null' }];
    for (const headers of tries) {
      const res = await cookieGet(url, headers);
      expect(res.json().code, JSON.stringify(headers)).toBe('CROSS_SITE_REFUSED');
    }
    expect(await subscribed()).toBe(false);
  });

  it('English callers get the English text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/acc/updateMpUserName.xhtml',
      payload: 'name=x',
      cookies: { [TOKEN_COOKIE]: victim.token, lang: 'en' },
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: CROSS_SITE },
    });
    expect(res.json().msg).toBe('The request did not come from this site; refresh the page and try again');
  });

  it('a dead or forged cookie is refused as cross-site too, before any session lookup', async () => {
    const res = await cookiePost('/acc/updateMpUserName.xhtml', { name: 'x' }, { origin: CROSS_SITE }, 'forged-token');
    expect(res.json().code).toBe('CROSS_SITE_REFUSED');
  });
});

describe('our own pages and the app keep working', () => {
  it('a cookie-only change from our origin (Origin, or Referer without Origin) goes through', async () => {
    expect((await cookiePost('/acc/updateMpUserName.xhtml', { name: '本人改名' }, { origin: ours })).json().status).toBe(200);
    expect(await cardName()).toBe('本人改名');
    const viaReferer = await cookiePost('/acc/updateMpUserName.xhtml', { name: '受害者' }, { referer: `${ours}/multipage/card/edit` });
    expect(viaReferer.json().status).toBe(200);
  });

  it('the state-changing GET from our own page goes through with the cookie and Referer', async () => {
    const url = `/addressbook/cancelOrAddMpCollection.xhtml?phoneIdEcr=${other.phoneIdEcr}`;
    expect((await cookieGet(url, { referer: `${ours}/multipage/` })).json().resultSets).toEqual({ subscribed: true });
    expect((await cookieGet(url, { referer: `${ours}/multipage/` })).json().resultSets).toEqual({ subscribed: false });
  });

  it("the app's way (Authorization header, cookies too) is unaffected whatever the Origin", async () => {
    const token = await newSession(t.ctx, victim);
    const res = await t.app.inject({
      method: 'POST',
      url: '/acc/updateMpUserName.xhtml',
      payload: 'name=%E5%8F%97%E5%AE%B3%E8%80%85',
      cookies: { [TOKEN_COOKIE]: token },
      headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded', origin: CROSS_SITE },
    });
    expect(res.json().status).toBe(200);
    expect(okOf(await t.api.card.findMyCard({ token })).name).toBe('受害者');
  });

  it('reads by cookie need no Origin (a GET that changes nothing), and public calls ignore the cookie', async () => {
    const rel = await cookieGet(`/rel/${other.phoneIdEcr}/findUserRecRelationship.xhtml`, {});
    expect(rel.json().status).toBe(200);
    const rules = await cookiePost('/acc/getMobileRules.xhtml', {}, { origin: CROSS_SITE });
    expect(rules.json().status).toBe(200);
  });
});

describe('every state-changing contract call that reads the session is guarded', () => {
  const guarded = allRoutes().filter((w) => w.meta.auth !== 'public' && (w.route.method !== 'GET' || w.meta.changesState));
  it('covers the contract', () => {
    expect(guarded.length).toBeGreaterThan(50);
  });
  it.each(guarded.map((w) => [w.name, w] as const))('%s refuses a cross-site cookie request', async (_name, w) => {
    const res = await t.app.inject({
      method: w.route.method as 'GET' | 'POST',
      url: urlOf(w, other.phoneIdEcr),
      cookies: { [TOKEN_COOKIE]: victim.token },
      headers: { origin: CROSS_SITE, 'content-type': 'application/x-www-form-urlencoded' },
      payload: w.route.method === 'GET' ? undefined : '',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('CROSS_SITE_REFUSED');
  });
});
