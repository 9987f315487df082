import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { appServingBuild } from '../helpers/client-build';
import { hashPassword } from '../../src/lib/hash';
import { copyBaseDatabase } from '../helpers/database';
import { newUser, type FactoryUser } from '../factories';

/**
 * Issue 7 items 8 and 7 (Secure cookie): security headers on the app's index, the public card page, JSON answers,
 * files and errors; the CSP allows exactly the inline scripts each page carries; cookies Secure on https.
 */
const FONT_SCRIPT = '\n      (function () { document.documentElement.style.fontSize = "14px"; })();\n    ';
const INDEX = `<!doctype html>
<html lang="zh-CN">
  <head>
    <meta charset="UTF-8" />
    <title>名片</title>
    <!--app-head-->
    <script>${FONT_SCRIPT}</script>
    <script type="module" crossorigin src="/multipage/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
type Built = Awaited<ReturnType<typeof buildApp>>;
const sha = (s: string) => `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`;

const web = appServingBuild({ 'index.html': INDEX, 'assets/index-abc.js': 'console.log(1)' }, { config: { publicOrigin: 'https://card.example.com' } });
const dist = web.dist;
let app: Built['app'];
let ctx: Built['ctx'];
let owner: FactoryUser;
beforeAll(async () => {
  ({ app, ctx } = web);
  owner = await newUser(ctx, { name: '李雷' });
});

/** The CSP as a map of directive -> sources. */
const cspOf = (header: unknown) =>
  new Map(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([k, ...v]) => [k!, v]),
  );
/** Inline scripts a browser would run (no src, no data type), read from the HTML as sent. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/src=/.test(attrs!) && !/type="application\/(ld\+)?json"/.test(attrs!)).map(([, , body]) => body!);

function expectEveryResponseHeaders(res: { headers: Record<string, unknown> }) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

function expectPagePolicy(res: { headers: Record<string, unknown>; body: string }) {
  expectEveryResponseHeaders(res);
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  const csp = cspOf(res.headers['content-security-policy']);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  const scriptSrc = csp.get('script-src')!;
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  // Every inline script of the page as sent is allowed by its hash, and nothing else inline is.
  const scripts = inlineScripts(res.body);
  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts) expect(scriptSrc).toContain(sha(s));
  expect(scriptSrc.filter((s) => s.startsWith("'sha256-"))).toHaveLength(new Set(scripts).size);
  return csp;
}

describe("the app's pages", () => {
  it.each(['/multipage/', '/multipage/acc/acc_home', '/multipage/card/edit/name'])("%s: CSP with the index's font-size script hash, no framing, nosniff", async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    const csp = expectPagePolicy(res);
    expect(csp.get('script-src')).toEqual(["'self'", sha(FONT_SCRIPT)]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(String(res.headers['content-security-policy'])).not.toContain('wx.qq.com');
  });

  it('the index asked for by its file name (streamed by the static plugin) gets the same policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/multipage/index.html' });
    expect(res.statusCode).toBe(200);
    expect(cspOf(res.headers['content-security-policy']).get('script-src')).toEqual(["'self'", sha(FONT_SCRIPT)]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe("the maps provider's images in the app", () => {
  it("with an AMap key, the app's img-src names AMap's origin (the pin editor's static map) and nothing more", async () => {
    const { app: withMaps } = await buildApp({
      config: { databaseUrl: copyBaseDatabase(), logLevel: 'silent', clientDist: dist, housekeeping: false, amapWebKey: 'k', amapBaseUrl: 'https://restapi.amap.com' },
    });
    const res = await withMaps.inject({ method: 'GET', url: '/multipage/acc/editMpBaseInformation' });
    expect(cspOf(res.headers['content-security-policy']).get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://restapi.amap.com']);
    await withMaps.close();
  });

  it('with files in a public bucket (S3_PUBLIC_BASE_URL), the app shows images and plays media from its origin, nothing more', async () => {
    const s3 = { endpoint: 'http://127.0.0.1:1', region: 'us-east-1', bucket: 'b', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: '1', publicBaseUrl: 'https://cdn.example.com/b' };
    const { app: withBucket } = await buildApp({ config: { databaseUrl: copyBaseDatabase(), logLevel: 'silent', clientDist: dist, housekeeping: false, storageProvider: 's3', s3 } });
    const csp = cspOf((await withBucket.inject({ method: 'GET', url: '/multipage/acc/acc_home' })).headers['content-security-policy']);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.com']);
    expect(csp.get('media-src')).toEqual(["'self'", 'blob:', 'https://cdn.example.com']);
    await withBucket.close();
  });
});

describe('the public card page', () => {
  it("allows its own inline script and the index's by hash, WeChat's JS-SDK hosts, and https images", async () => {
    const res = await app.inject({ method: 'GET', url: `/multipage/card/${owner.phoneIdEcr}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('李雷');
    const csp = expectPagePolicy(res);
    expect(inlineScripts(res.body)).toHaveLength(2); // the font-size script and the card page's own
    expect(csp.get('script-src')).toEqual(expect.arrayContaining(['https://res.wx.qq.com', 'https://res2.wx.qq.com']));
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
  });

  it('the not-found page has its policy too', async () => {
    const res = await app.inject({ method: 'GET', url: '/multipage/card/unknownCard00000000' });
    expect(res.statusCode).toBe(404);
    expectPagePolicy(res);
  });
});

describe('every other answer', () => {
  it('a JSON answer, an error envelope, a static asset and the health check carry nosniff and the Referrer-Policy', async () => {
    const answers = await Promise.all([
      app.inject({ method: 'POST', url: '/acc/getMobileRules.xhtml', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' }),
      app.inject({ method: 'POST', url: '/acc/0/findMpBasicById.xhtml' }),
      app.inject({ method: 'GET', url: '/nothing/here' }),
      app.inject({ method: 'GET', url: '/multipage/assets/index-abc.js' }),
      app.inject({ method: 'GET', url: '/health' }),
    ]);
    for (const res of answers) {
      expectEveryResponseHeaders(res);
      expect(res.headers['content-security-policy'], res.body.slice(0, 80)).toBeUndefined();
    }
    expect(answers[0]!.json().status).toBe(200);
  });

  it('a file with its own strict policy (the vCard) keeps it', async () => {
    const res = await app.inject({ method: 'GET', url: `/stc/${owner.phoneIdEcr}/card.vcf` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('cookies on an https site', () => {
  it('the session cookie set at login is Secure, HttpOnly and SameSite=Lax; logout clears it the same way', async () => {
    const user = await newUser(ctx, { phone: '13912340001' });
    await ctx.db.user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword('abc12345') } });
    const login = await app.inject({
      method: 'POST',
      url: '/acc/userLogin.xhtml',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ phone: '13912340001', password: 'abc12345', loginType: 'password', agree: 'true' }).toString(),
    });
    const token = login.cookies.find((c) => c.name === 'token');
    expect(token, login.body).toBeDefined();
    expect(token).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    const out = await app.inject({ method: 'POST', url: '/acc/userLogout.xhtml', headers: { authorization: token!.value } });
    expect(out.cookies.find((c) => c.name === 'token')).toMatchObject({ secure: true, value: '' });
  });
});
