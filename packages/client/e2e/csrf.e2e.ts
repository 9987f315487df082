import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TOKEN_COOKIE } from '@card/contract';
import { apiPost, baseURL, launch, registerUser, type E2eUser } from './support/browser';

/**
 * Issue 7 items 4 and 8 in a real browser. A victim signed in to the app (session cookie and token) visits an
 * attacker's pages on a second origin: a same-site one (127.0.0.1 on another port: cookies go with its POSTs) that
 * auto-submits a form and fires a `no-cors` fetch, and a cross-site one (`localhost`) that navigates the top level to
 * the state-changing GET `cancelOrAddMpCollection`. Every attempt is refused and the victim's data, read back through
 * the API, is unchanged. Then the app and the public card page are used under their real Content-Security-Policy
 * (no bypass) and the browser reports no violation at all.
 */
let browser: Browser;
let attacker: http.Server;
let attackerPort = 0;
let victim: E2eUser;
let target: E2eUser;
const SHOTS = path.resolve(import.meta.dirname, '../.screenshots/csrf');

/** The attacker's pages; `base` is the app's server. Plain HTML with inline scripts (no CSP of its own). */
function attackerPage(url: string, base: string): string {
  const subscribe = `${base}/addressbook/cancelOrAddMpCollection.xhtml?phoneIdEcr=${target.phoneIdEcr}`;
  if (url.startsWith('/form')) {
    return `<!doctype html><meta charset="utf-8"><title>抽奖</title>
      <form id="f" method="POST" action="${base}/acc/updateMpUserName.xhtml"><input name="name" value="被篡改"></form>
      <script>document.getElementById('f').submit();</script>`;
  }
  if (url.startsWith('/nocors')) {
    return `<!doctype html><meta charset="utf-8"><title>nocors</title><script>
      fetch('${base}/acc/updateMpSignature.xhtml', { method: 'POST', mode: 'no-cors', credentials: 'include',
        body: new URLSearchParams({ signature: 'pwned' }) }).then(function () { document.title = 'sent'; }, function () { document.title = 'failed'; });
    </script>`;
  }
  if (url.startsWith('/navigate-silent')) {
    // Suppresses the Referer: the forged GET then carries neither Origin nor Referer.
    return `<!doctype html><meta charset="utf-8"><meta name="referrer" content="no-referrer"><title>go</title>
      <script>location.href = ${JSON.stringify(subscribe)};</script>`;
  }
  return `<!doctype html><meta charset="utf-8"><title>go</title><script>location.href = ${JSON.stringify(subscribe)};</script>`;
}

/** A phone-sized context; `bypassCSP: false` so the pages' own policy is enforced. */
async function victimContext(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    baseURL: baseURL(),
    bypassCSP: false,
  });
  await context.addCookies([{ name: TOKEN_COOKIE, value: victim.token, url: baseURL(), httpOnly: true, sameSite: 'Lax' }]);
  await context.addInitScript((tk) => {
    if (!localStorage.getItem('card.token')) localStorage.setItem('card.token', tk);
  }, victim.token);
  return { context, page: await context.newPage() };
}

const myCard = async () => (await apiPost('/acc/0/findMpBasicById.xhtml', {}, victim.token)).resultSets as { name: string; signature: string };
async function subscribed(): Promise<boolean> {
  const res = await fetch(`${baseURL()}/rel/${target.phoneIdEcr}/findUserRecRelationship.xhtml`, { headers: { authorization: victim.token } });
  const body = (await res.json()) as { resultSets: { subscribed: boolean } };
  return body.resultSets.subscribed;
}
/** The envelope the browser ended up showing after a top-level navigation to a JSON answer. */
const shownEnvelope = async (page: Page) => JSON.parse((await page.textContent('body')) ?? '{}') as { code?: string; status?: number };

beforeAll(async () => {
  browser = await launch();
  victim = await registerUser('136');
  target = await registerUser('136');
  attacker = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(attackerPage(req.url ?? '/', baseURL()));
  });
  await new Promise<void>((resolve) => attacker.listen(0, '0.0.0.0', resolve));
  attackerPort = (attacker.address() as AddressInfo).port;
  fs.rmSync(SHOTS, { recursive: true, force: true });
  fs.mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => attacker?.close(resolve));
});

describe("forged requests from an attacker's pages", () => {
  it('same-site: an auto-submitted form and a no-cors fetch carry the cookie but change nothing', async () => {
    const before = await myCard();
    const { context, page } = await victimContext();
    const sameSite = `http://127.0.0.1:${attackerPort}`;

    // The form lands the victim on our JSON answer: the refusal, which proves the cookie went along (without it
    // the answer would be "not logged in").
    await page.goto(`${sameSite}/form`);
    await page.waitForURL(/updateMpUserName/);
    expect(await shownEnvelope(page)).toMatchObject({ code: 'CROSS_SITE_REFUSED', status: 1200201 });
    await page.screenshot({ path: path.join(SHOTS, '01-same-site-form-refused.png') });

    const answer = page.waitForResponse((r) => r.url().includes('updateMpSignature'));
    await page.goto(`${sameSite}/nocors`);
    const res = await answer;
    // 403 CROSS_SITE_REFUSED, not 401 "not logged in": the cookie went with the no-cors request.
    expect(res.status()).toBe(403);
    await expect.poll(() => page.title()).toBe('sent');

    const after = await myCard();
    expect(after.name).toBe(before.name);
    expect(after.signature).toBe(before.signature);
    expect(after.name).not.toBe('被篡改');
    await context.close();
  });

  it('cross-site: a top-level GET to cancelOrAddMpCollection, with or without a Referer, subscribes nobody', async () => {
    const { context, page } = await victimContext();
    for (const route of ['navigate', 'navigate-silent']) {
      await page.goto(`http://localhost:${attackerPort}/${route}`);
      await page.waitForURL(/cancelOrAddMpCollection/);
      expect(await shownEnvelope(page), route).toMatchObject({ code: 'CROSS_SITE_REFUSED' });
    }
    await page.screenshot({ path: path.join(SHOTS, '02-cross-site-get-refused.png') });
    expect(await subscribed()).toBe(false);
    await context.close();
  });

  it('control: the same cookie-only calls from our own origin go through', async () => {
    const { context, page } = await victimContext();
    await page.goto('/multipage/');
    const status = await page.evaluate(async (phoneIdEcr) => {
      const r = await fetch(`/addressbook/cancelOrAddMpCollection.xhtml?phoneIdEcr=${phoneIdEcr}`, { credentials: 'include' });
      return ((await r.json()) as { status: number }).status;
    }, target.phoneIdEcr);
    expect(status).toBe(200);
    expect(await subscribed()).toBe(true);
    await context.close();
  });
});

describe('the app and the public card page under their Content-Security-Policy', () => {
  it('work with no CSP violation reported', async () => {
    const { context, page } = await victimContext();
    const problems: string[] = [];
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __csp: string[] }).__csp ??= [];
        (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    page.on('console', (m) => {
      if (m.type() === 'error' || /Content Security Policy/i.test(m.text())) problems.push(m.text());
    });
    page.on('pageerror', (e) => problems.push(e.message));
    const violations = () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

    // The app: the entry page paints (its inline font-size script ran: the root font size is set), then a card
    // text is edited and saved through the API.
    const entry = await page.goto('/multipage/');
    expect(entry?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('14px');
    await page.goto('/multipage/acc/editMpBaseInformation');
    await page.click('[data-testid=edit-signature]');
    await page.fill('textarea[name=signature]', '第一行\n第二行');
    await page.click('[data-testid=save]');
    await page.waitForSelector('[data-testid=toast]:has-text("已保存")');
    await page.screenshot({ path: path.join(SHOTS, '03-app-under-csp.png') });
    expect(await violations()).toEqual([]);
    expect((await myCard()).signature).toBe('第一行\n第二行');

    // The public card page: its own inline script runs (the navigation sheet opens on a tap).
    const card = await page.goto(`/multipage/card/${victim.phoneIdEcr}`);
    expect(card?.headers()['content-security-policy']).toContain('https://res.wx.qq.com');
    expect(card?.headers()['x-frame-options']).toBe('SAMEORIGIN');
    await page.waitForSelector('[data-testid=card-view]');
    expect(await page.evaluate(() => document.documentElement.style.fontSize)).toBe('14px');
    await page.click('[data-testid=share]');
    await page.waitForSelector('[data-testid=toast]');
    await page.screenshot({ path: path.join(SHOTS, '04-card-page-under-csp.png') });
    expect(await violations()).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('an edit screen cannot be framed by another site', async () => {
    const { context, page } = await victimContext();
    const blocked: string[] = [];
    page.on('console', (m) => blocked.push(m.text()));
    await page.setContent(`<iframe id="f" src="${baseURL()}/multipage/acc/editMpBaseInformation" width="300" height="300"></iframe>`);
    // The browser says it refused to show the page (instead of a fixed wait for it to have had the time to).
    await expect.poll(() => blocked.join('\n'), { timeout: 10_000 }).toMatch(/frame-ancestors|X-Frame-Options|refused to (display|connect)/i);
    // about:blank's origin is opaque: neither frame-ancestors 'self' nor X-Frame-Options lets it show our page.
    const framed = page.frames().find((f) => f.url().includes('editMpBaseInformation'));
    const painted = framed ? await framed.evaluate(() => !!document.querySelector('[data-testid]')).catch(() => false) : false;
    expect(painted).toBe(false);
    await context.close();
  });
});
