import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { DEMO_USER, seedDemo } from '../../src/seed';
import { makeTestApp, type TestApp } from '../helpers/app';
import { copyBaseDatabase } from '../helpers/database';

import { okOf, refusalOf } from '../helpers/client';
import { newSubscription, newUser } from '../factories';
import { visitRows } from '../helpers/visits';

/** What a visitor of a public card gets: the vCard, the server-rendered head, the viewer relation, share signatures. */
let t: TestApp;
const id = DEMO_USER.phoneIdEcr;
let demoToken = '';
beforeAll(async () => {
  t = await makeTestApp();
  await seedDemo(t.ctx.db);
  demoToken = okOf(await t.api.account.userLogin({ body: { phone: DEMO_USER.phone, password: DEMO_USER.password, agree: true } })).token;
});
afterAll(async () => {
  await t.close();
});

const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n').filter(Boolean);
const vcard = async (token?: string) => {
  const res = await t.api.share.downloadVCard({ params: { phoneIdEcr: id }, token });
  expect(res.status).toBe(200);
  return res.body as string;
};

describe('card.vcf', () => {
  it('is a UTF-8 vCard 3.0 attachment named after the card', async () => {
    const res = await t.api.share.downloadVCard({ params: { phoneIdEcr: id } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/vcard; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="card.vcf"; filename*=UTF-8''%E5%BC%A0%E4%B8%89.vcf`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const text = res.body as string;
    expect(text).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(unfold(text)).toEqual(
      expect.arrayContaining([
        'N:张;三;;;',
        'FN:张三',
        'ORG:星辰科技有限公司;市场部',
        'TITLE:市场总监',
        'TEL;TYPE=CELL:13800138000',
        'TEL;TYPE=WORK,VOICE:010-88886666',
        'EMAIL;TYPE=INTERNET:zhangsan@example.com',
        'X-QQ:10001',
        'IMPP:x-qq:10001',
        'X-WEIBO:zhangsan',
        `URL:${t.ctx.config.publicOrigin}/multipage/card/${id}`,
        'NOTE:用心连接每一位客户\\n数字名片定制、私域营销方案、企业官网建设。',
      ]),
    );
  });

  it('leaves a hidden phone out for visitors, but the owner still gets it', async () => {
    await t.ctx.db.user.update({ where: { phoneIdEcr: id }, data: { hidePhone: true } });
    try {
      const visitor = await vcard();
      expect(visitor).not.toContain('13800138000');
      expect(visitor).not.toContain('TYPE=CELL');
      expect(visitor).toContain('TEL;TYPE=WORK,VOICE:010-88886666');
      expect(await vcard(demoToken)).toContain('TEL;TYPE=CELL:13800138000');
    } finally {
      await t.ctx.db.user.update({ where: { phoneIdEcr: id }, data: { hidePhone: false } });
    }
  });

  it('answers an unknown card with the NOT_FOUND envelope', async () => {
    const res = await t.api.share.downloadVCard({ params: { phoneIdEcr: 'unknownCard0000000000' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(refusalOf(res)).toMatchObject({ status: 1000009, code: 'NOT_FOUND' });
  });
});

describe('visits and rank', () => {
  const open = (phoneIdEcr: string, token?: string) => t.api.card.findMpBasicById({ params: { phoneIdEcr }, token });

  it("counts a visitor's view, not the owner's own", async () => {
    const owner = await newUser(t.ctx);
    const visits = () => visitRows(t.ctx, { where: { ownerId: owner.id } });
    expect(await visits()).toBe(0);
    okOf(await open(owner.phoneIdEcr));
    expect(await visits()).toBe(1);
    expect(okOf(await open(owner.phoneIdEcr, owner.token)).isOwner).toBe(true);
    expect(await visits()).toBe(1);
  });

  /**
   * On a database of its own: the rank is among all cards, so visits other tests make would move it. Here every
   * visit is made by this test: c 1, a 3, b 5.
   */
  it('ranks the caller among all cards by visits of the last 7 days', async () => {
    const r = await makeTestApp();
    try {
      const [a, b, c] = [await newUser(r.ctx), await newUser(r.ctx), await newUser(r.ctx)];
      // One visit per visitor per window (card-visits.ts): n visits are n visitors, each from an address of its own.
      const visit = (who: string, n: number) =>
        Promise.all(Array.from({ length: n }, (_, i) => r.api.card.findMpBasicById({ params: { phoneIdEcr: who }, remoteAddress: `198.51.100.${i + 1}` })));
      await visit(c.phoneIdEcr, 1);
      await visit(a.phoneIdEcr, 3);
      r.clock.advance(24 * 3600_000);
      await visit(b.phoneIdEcr, 5);
      const rankOf = async (token: string) => okOf(await r.api.share.rank({ token }));
      expect(await rankOf(b.token)).toEqual({ rank: 1, total: 3, visits: 5, days: 7 });
      expect(await rankOf(a.token)).toEqual({ rank: 2, total: 3, visits: 3, days: 7 });
      expect(await rankOf(c.token)).toEqual({ rank: 3, total: 3, visits: 1, days: 7 });
      // Six days later a's visits are exactly seven days old: still counted. One millisecond more and they drop out.
      r.clock.advance(6 * 24 * 3600_000);
      expect(await rankOf(a.token)).toMatchObject({ visits: 3 });
      r.clock.advance(1);
      expect(await rankOf(a.token)).toMatchObject({ visits: 0 });
      expect((await rankOf(b.token)).rank).toBe(1);
    } finally {
      await r.close();
    }
  });

  it('asks for a login (status 302) without a session', async () => {
    expect(refusalOf(await t.api.share.rank()).status).toBe(302);
  });
});

describe('findUserShowInfo', () => {
  const info = async (token?: string) => okOf(await t.api.share.findUserShowInfo({ body: { phoneIdEcr: id }, token }));
  it('tells a visitor, the owner and a subscriber apart', async () => {
    expect(await info()).toEqual({ loggedIn: false, isOwner: false, subscribed: false });
    expect(await info(demoToken)).toEqual({ loggedIn: true, isOwner: true, subscribed: false });
    const fan = await newUser(t.ctx);
    expect(await info(fan.token)).toEqual({ loggedIn: true, isOwner: false, subscribed: false });
    const owner = await t.ctx.db.user.findUniqueOrThrow({ where: { phoneIdEcr: id }, select: { id: true } });
    await newSubscription(t.ctx, fan, owner);
    expect(await info(fan.token)).toEqual({ loggedIn: true, isOwner: false, subscribed: true });
  });
  it('answers an unknown card with NOT_FOUND and a missing id with a field error', async () => {
    expect(refusalOf(await t.api.share.findUserShowInfo({ body: { phoneIdEcr: 'unknownCard0000000000' } })).code).toBe('NOT_FOUND');
    expect(refusalOf(await t.api.share.findUserShowInfo({ body: {} as never })).field).toBe('phoneIdEcr');
  });
});

describe('shareJsapi', () => {
  it('signs the page URL (without its fragment) with the JS-SDK recipe', async () => {
    const url = `${t.ctx.config.publicOrigin}/multipage/card/${id}?from=timeline#top`;
    const sig = okOf(await t.api.share.shareJsapi({ body: { url } }));
    expect(sig).toMatchObject({ appId: expect.any(String), url: url.split('#')[0], timestamp: Math.floor(t.clock.now().getTime() / 1000) });
    // The ticket of the configured WeChat (the sandbox's, random per process).
    const raw = `jsapi_ticket=${await t.ctx.providers.wechat.jsapiTicket()}&noncestr=${sig.nonceStr}&timestamp=${sig.timestamp}&url=${sig.url}`;
    expect(sig.signature).toBe(createHash('sha1').update(raw).digest('hex'));
  });
  it('refuses something that is not an http(s) URL', async () => {
    const res = await t.api.share.shareJsapi({ body: { url: 'javascript:alert(1)' } });
    expect(res.status).toBe(400);
    expect(refusalOf(res)).toMatchObject({ field: 'url', rule: 'url' });
  });
});

describe('the public card page HTML', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'card-dist-'));
  const INDEX =
    '<!doctype html><html lang="zh-CN"><head><title>名片</title>\n<!--app-head-->\n<link rel="stylesheet" crossorigin href="/multipage/assets/index-f.css">\n<script type="module" crossorigin src="/multipage/assets/index-a.js"></script>\n<link rel="modulepreload" crossorigin href="/multipage/assets/vendor-b.js">\n</head><body><div id="root"></div></body></html>';
  let page: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'assets', 'index-f.css'), '.card-name{color:red}.topbar{height:3rem}');
    fs.writeFileSync(path.join(dist, 'assets', 'public-card-d.css'), '.card-fields{color:blue}');
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-a.js', imports: ['_vendor.js'], isEntry: true },
        _vendor: { file: 'assets/vendor-b.js' },
        'src/app/routes/card/public-card.tsx': { file: 'assets/public-card-c.js', imports: ['_vendor', '_card'], css: ['assets/public-card-d.css'] },
        _card: { file: 'assets/card-e.js', imports: ['_vendor'] },
      }),
    );
    page = await buildApp({ config: { databaseUrl: copyBaseDatabase(), logLevel: 'silent', clientDist: dist, uploadDir: path.join(dist, 'up') } });
    await seedDemo(page.ctx.db);
    await page.app.ready();
  });
  afterAll(async () => {
    await page.app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => page.app.inject({ method: 'GET', url });

  it("carries the card's Open Graph tags, JSON-LD and title", async () => {
    const res = await get(`/multipage/card/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    const origin = page.ctx.config.publicOrigin;
    expect(html).toContain('<title>张三</title>');
    expect(html).toContain('<meta property="og:title" content="张三" />');
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toContain('<meta property="og:description" content="市场总监 · 星辰科技有限公司 · 用心连接每一位客户" />');
    expect(html).toContain(`<meta property="og:url" content="${origin}/multipage/card/${id}" />`);
    expect(html).toContain(`<meta property="og:image" content="${origin}/stc/mpQrCode.xhtml?phoneIdEcr=${id}&amp;format=png&amp;size=430&amp;logo=0" />`);
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)![1]);
    expect(ld).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: {
        '@type': 'Person',
        name: '张三',
        jobTitle: '市场总监',
        worksFor: { '@type': 'Organization', name: '星辰科技有限公司' },
        email: 'zhangsan@example.com',
        telephone: ['13800138000', '010-88886666'],
      },
    });
    expect(html).not.toContain('<!--app-head-->');
  });

  it('is the whole card as HTML with the card page CSS inline (no stylesheet to wait for) and no application script', async () => {
    const html = (await get(`/multipage/card/${id}`)).body;
    expect(html).toContain('<h2 class="card-name" data-testid="card-name">张三');
    expect(html).toContain('data-testid="honour"');
    expect(html).toContain(`href="/stc/${id}/card.vcf"`);
    // Both stylesheets' rules that the page uses; the app's rule for a top bar the page has not is left out.
    expect(html).toContain('<style>.card-name{color:red}.card-fields{color:blue}</style>');
    expect(html).not.toContain('.topbar');
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).not.toMatch(/type="module"|modulepreload|index-a\.js|vendor-b\.js/);
    expect(html).toContain('data-testid="visitor-bar"');
  });

  it("counts a visitor's view, not the owner's, and shows the owner their rank", async () => {
    const before = await visitRows(page.ctx);
    // A visitor of its own: the other tests' loads from the default address were this address's visit already.
    await page.app.inject({ method: 'GET', url: `/multipage/card/${id}`, remoteAddress: '203.0.113.50' });
    expect(await visitRows(page.ctx)).toBe(before + 1);
    const login = await page.app.inject({
      method: 'POST',
      url: '/acc/userLogin.xhtml',
      payload: `phone=${DEMO_USER.phone}&password=${DEMO_USER.password}&agree=true`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const token = login.json().resultSets.token as string;
    const own = await page.app.inject({ method: 'GET', url: `/multipage/card/${id}`, cookies: { token } });
    expect(await visitRows(page.ctx)).toBe(before + 1);
    expect(own.body).toContain('data-testid="owner-bar"');
    expect(own.body).toMatch(/data-testid="rank">近7天访问 \d+ 次，排名第 1 \/ \d+</); // the seed's demo agent has a card too
    expect(own.headers['cache-control']).toBe('private, no-cache');
  });

  it('inside WeChat the save button opens the save guide (two taps, the vCard still offered, copy all), and speaks English when asked', async () => {
    const wx = await page.app.inject({ method: 'GET', url: `/multipage/card/${id}`, headers: { 'user-agent': 'Mozilla/5.0 MicroMessenger/8.0.47' } });
    expect(wx.body).toMatch(/<button[^>]*data-testid="save-contact" data-hint="download"/);
    expect(wx.body).toContain('data-kind="download" hidden');
    expect(wx.body).toMatch(/data-kind="download" hidden>.*点右上角的 ···.*在浏览器打开.*card\.vcf.*复制全部信息/s);
    expect(wx.body).not.toContain('>请在浏览器中打开<');
    const wxEn = await page.app.inject({ method: 'GET', url: `/multipage/card/${id}`, cookies: { lang: 'en' }, headers: { 'user-agent': 'Mozilla/5.0 MicroMessenger/8.0.47' } });
    expect(wxEn.body).toContain('Copy all details');
    const en = await page.app.inject({ method: 'GET', url: `/multipage/card/${id}`, cookies: { lang: 'en' } });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('Save contact');
  });

  it('escapes a hostile name and leaves a hidden phone out of the JSON-LD', async () => {
    const owner = await page.ctx.db.user.findUniqueOrThrow({ where: { phoneIdEcr: id }, select: { id: true, card: { select: { name: true } } } });
    await page.ctx.db.card.update({ where: { userId: owner.id }, data: { name: '</script><script>alert(1)</script>' } });
    await page.ctx.db.user.update({ where: { id: owner.id }, data: { hidePhone: true } });
    try {
      const html = (await get(`/multipage/card/${id}`)).body;
      expect(html).not.toContain('<script>alert(1)');
      expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
      const ld = JSON.parse(html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)![1]);
      expect(ld.mainEntity.name).toBe('</script><script>alert(1)</script>');
      expect(ld.mainEntity.telephone).toBe('010-88886666');
      expect(html).not.toContain('13800138000');
    } finally {
      // The other tests of this page read the demo card as seeded, in whatever order they run.
      await page.ctx.db.card.update({ where: { userId: owner.id }, data: { name: owner.card!.name } });
      await page.ctx.db.user.update({ where: { id: owner.id }, data: { hidePhone: false } });
    }
  });

  it('sends a visitor the page compressed (brotli, else gzip), the same page as uncompressed, with its script policy', async () => {
    const plain = await get(`/multipage/card/${id}`);
    const br = await page.app.inject({ method: 'GET', url: `/multipage/card/${id}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gz = await page.app.inject({ method: 'GET', url: `/multipage/card/${id}`, headers: { 'accept-encoding': 'gzip;q=1, br;q=0' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    // The policy hashes the page's inline scripts, as the headers hook does for an uncompressed page.
    expect(br.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    expect(br.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  });

  it('shows an edit of the card on the next visit (the page is kept per card version)', async () => {
    const owner = await page.ctx.db.user.findUniqueOrThrow({ where: { phoneIdEcr: id }, select: { id: true, card: { select: { company: true } } } });
    const enc = { 'accept-encoding': 'br' };
    expect(zlib.brotliDecompressSync((await page.app.inject({ method: 'GET', url: `/multipage/card/${id}`, headers: enc })).rawPayload).toString()).toContain(owner.card!.company);
    await page.ctx.db.card.update({ where: { userId: owner.id }, data: { company: '新公司名称' } });
    try {
      const html = zlib.brotliDecompressSync((await page.app.inject({ method: 'GET', url: `/multipage/card/${id}`, headers: enc })).rawPayload).toString();
      expect(html).toContain('新公司名称');
      expect((await get(`/multipage/card/${id}`)).body).toContain('新公司名称');
    } finally {
      await page.ctx.db.card.update({ where: { userId: owner.id }, data: { company: owner.card!.company } });
    }
  });

  it('answers an unknown or malformed id with a small not-found page, and counts no visit', async () => {
    const before = await visitRows(page.ctx);
    for (const bad of ['unknownCard0000000000', 'x', '%3Cscript%3E']) {
      const res = await get(`/multipage/card/${bad}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('og:title');
      expect(res.body).not.toContain('ld+json');
      expect(res.body).toContain('data-testid="card-missing"');
      expect(res.body).toContain('<title>名片不存在</title>');
      // Not a dead end: the app's home and "make your own card" are offered.
      expect(res.body).toContain('href="/multipage/acc/acc_home" data-testid="card-missing-home"');
      expect(res.body).toContain('href="/multipage/acc/register"');
    }
    expect(await visitRows(page.ctx)).toBe(before);
  });
});
