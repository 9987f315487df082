import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { copyBaseDatabase } from '../helpers/database';
import type { Db } from '../../src/db';
import { SHELL_KINDS, SHELL_QUERY_KEYS, type ShellKind, type ShellQuery } from '../../src/domains/share/share-shell-kinds';
import { shareShellRepository } from '../../src/domains/share/share-shell.repository';
import { sharedCache } from '../../src/core/read-cache';
import { newActivity, newArticle, newCase, newCircle, newMicroPage, newMicroVideo, newProduct, newShop, newUser, type FactoryUser } from '../factories';

/**
 * Share shells (issue 29): every page a user shares answers the app's index.html with the item's title, Open Graph
 * tags and, in WeChat only, the JS-SDK share set-up; what visitors may not see gets the plain index, leaking nothing.
 */
const WECHAT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const FONT_SCRIPT = '(function () { document.documentElement.style.fontSize = "14px"; })();';
const INDEX =
  '<!doctype html>\n<html lang="zh-CN">\n  <head>\n    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />\n    <title>名片</title>\n    <!--app-head-->\n' +
  `    <script>${FONT_SCRIPT}</script>\n    <script type="module" crossorigin src="/multipage/assets/index-abc.js"></script>\n  </head>\n` +
  '  <body>\n    <div id="root"><!--app-shell--><div class="app-shell" data-testid="app-shell"></div><!--/app-shell--></div>\n  </body>\n</html>\n';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'card-dist-shells-'));
let t: Awaited<ReturnType<typeof buildApp>>;
let origin = '';
let owner: FactoryUser;
const AVATAR = '/files/avatars/shell-owner.png';

beforeAll(async () => {
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  t = await buildApp({ config: { databaseUrl: copyBaseDatabase(), logLevel: 'silent', clientDist: dist, uploadDir: path.join(dist, 'up') } });
  await t.app.ready();
  origin = t.ctx.config.publicOrigin;
  owner = await newUser(t.ctx, { name: '李四' });
  await t.ctx.db.user.update({ where: { id: owner.id }, data: { avatarUrl: AVATAR } });
});
afterAll(async () => {
  await t.app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, ua = SAFARI, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { 'user-agent': ua, ...headers } });
const metaOf = (html: string, key: string) => {
  const m = new RegExp(`<meta (?:property|name)="${key.replace('.', '\\.')}" content="([^"]*)" />`).exec(html);
  // Attribute values are escaped; a link's `&` comes back as `&amp;`.
  return m ? m[1]!.replace(/&amp;/g, '&') : undefined;
};
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)![1];
const shareData = (html: string) => JSON.parse(/<script type="application\/json" id="wx-share">([^<]*)<\/script>/.exec(html)![1]!);

/** What each kind shares: made with the factories (once: one shop per owner), opened at the link the app shares. */
let made: ReturnType<typeof make> | undefined;
const shared = () => (made ??= make());
async function make() {
  const video = await newMicroVideo(t.ctx, owner, { title: '春季新品视频' });
  const shop = await newShop(t.ctx, owner, { name: '李四的小店' });
  const product = await newProduct(t.ctx, shop, { name: '明前龙井', priceFen: 12800 });
  const activity = await newActivity(t.ctx, owner, { title: '新品发布会' });
  const form = await newActivity(t.ctx, owner, { kind: 'form', title: '试用报名' });
  const article = await newArticle(t.ctx, owner, { title: '如何泡好一杯茶', text: '水温八十度。' });
  const designCase = await newCase(t.ctx, owner, { title: '现代客厅', description: '简约风格' });
  const circle = await newCircle(t.ctx, owner, { name: '茶友会', description: '每周品茶' });
  const token = `tok${t.ctx.ids.id()}`;
  await t.ctx.db.insightShare.create({
    data: { id: t.ctx.ids.id(), userId: owner.id, year: 2025, tokenHash: createHash('sha256').update(token).digest('hex'), snapshot: '{}', createdAt: new Date() },
  });
  const img = (u: string) => `${origin}${u}`;
  return [
    { kind: 'video', url: `/multipage/microvideo/shortVideo/${video.id}`, title: '春季新品视频', desc: '李四的微视频', image: img(video.coverUrl), type: 'video.other' },
    { kind: 'product', url: `/multipage/vshop/product/${product.id}`, title: '明前龙井', desc: '¥128.00 · 李四的小店', image: img(product.coverUrl), type: 'product' },
    { kind: 'shop', url: `/multipage/vshop/home/${owner.phoneIdEcr}`, title: '李四的小店', desc: '李四的微店', image: img(AVATAR), type: 'website' },
    { kind: 'activity', url: `/multipage/activity/detail/${activity.id}`, title: '新品发布会', desc: expect.stringContaining('上海市浦东新区'), image: img(AVATAR), type: 'website' },
    { kind: 'registration', url: `/multipage/registerDetail/${form.id}`, title: '试用报名', desc: '李四邀请你报名', image: img(AVATAR), type: 'website' },
    {
      kind: 'article',
      url: `/multipage/multipleWdy/micro/show/article?articleId=${article.id}&phoneIdEcr=${owner.phoneIdEcr}`,
      title: '如何泡好一杯茶',
      desc: '水温八十度。',
      image: img(AVATAR),
      type: 'article',
    },
    { kind: 'designCase', url: `/multipage/designCase/showCase/${designCase.id}`, title: '现代客厅', desc: '简约风格', image: img(AVATAR), type: 'website' },
    {
      kind: 'circleInvite',
      url: `/multipage/circle/CircleJoinInfo/${circle.id}?inviter=${owner.phoneIdEcr}`,
      title: '邀请你加入「茶友会」',
      desc: '1 位成员 · 每周品茶',
      image: img(AVATAR),
      type: 'website',
    },
    { kind: 'annualReport', url: `/multipage/statistics/year/s/${token}`, title: '李四的 2025 年度报告', desc: expect.stringContaining('李四'), image: img(AVATAR), type: 'website' },
  ];
}

describe('share shells of every shareable kind', () => {
  it('answer the app with the real title, description, picture, canonical link and type', async () => {
    for (const s of await shared()) {
      const res = await get(s.url);
      expect(res.statusCode, s.kind).toBe(200);
      const html = res.body;
      expect(html, s.kind).toContain('<script type="module" crossorigin src="/multipage/assets/index-abc.js"></script>');
      expect(html, s.kind).toContain('data-testid="app-shell"');
      expect(titleOf(html), s.kind).toBe(s.title);
      expect(
        { title: metaOf(html, 'og:title'), desc: metaOf(html, 'og:description'), image: metaOf(html, 'og:image'), url: metaOf(html, 'og:url'), type: metaOf(html, 'og:type') },
        s.kind,
      ).toEqual({ title: s.title, desc: s.desc, image: s.image, url: `${origin}${s.url}`, type: s.type });
      expect(metaOf(html, 'description'), s.kind).toBe(metaOf(html, 'og:description'));
      expect(metaOf(html, 'og:site_name'), s.kind).toBe('数字名片');
      expect(metaOf(html, 'twitter:card'), s.kind).toMatch(/^summary/);
      expect(html, s.kind).toMatch(/<div id="root"><noscript>.*<h1[^>]*>[^<]+<\/h1>.*href="\/multipage\/acc\/register".*<\/noscript>/s);
      expect(html, s.kind).not.toContain('wx-share');
      expect(html, s.kind).not.toContain('res.wx.qq.com');
    }
  });

  it('in WeChat carry the share data and the JS-SDK with the served share script', async () => {
    for (const s of await shared()) {
      const html = (await get(s.url, WECHAT)).body;
      expect(shareData(html), s.kind).toEqual({ title: s.title, desc: s.desc, link: `${origin}${s.url}`, imgUrl: s.image });
      const sdk = html.indexOf('<script src="https://res.wx.qq.com/open/js/jweixin-1.6.0.js"></script>');
      expect(sdk, s.kind).toBeGreaterThan(0);
      expect(html.indexOf('<script src="/multipage/card-assets/wx-share.js"></script>'), s.kind).toBeGreaterThan(sdk);
    }
  });

  it("allow the app's scripts and WeChat's JS-SDK in their policy, compressed or not", async () => {
    const [video] = await shared();
    const hash = `'sha256-${createHash('sha256').update(FONT_SCRIPT).digest('base64')}'`;
    for (const encoding of ['identity', 'br', 'gzip']) {
      const res = await get(video!.url, WECHAT, { 'accept-encoding': encoding });
      const script = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!.split(' ');
      expect(script, encoding).toEqual(expect.arrayContaining(["'self'", hash, 'https://res.wx.qq.com']));
      const body = encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload).toString() : encoding === 'gzip' ? zlib.gunzipSync(res.rawPayload).toString() : res.body;
      expect(titleOf(body), encoding).toBe('春季新品视频');
    }
  });
});

/** The database seen through a recorder of every model delegate a load touches (`db.microVideo` → MicroVideo). */
function recording(db: Db, seen: Set<string>): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof prop === 'string' && !prop.startsWith('$') && value && typeof value === 'object' && 'findFirst' in value) seen.add(prop[0]!.toUpperCase() + prop.slice(1));
      return value;
    },
  });
}

describe("the previews' cache", () => {
  it("is dropped by writes of every model a kind's load reads (derived from the loads, checked against a recorder)", async () => {
    const seen = new Set<string>();
    const repo = shareShellRepository(recording(t.ctx.db, seen));
    const kinds = new Set<string>();
    for (const s of await shared()) {
      const u = new URL(s.url, origin);
      const spec = SHELL_KINDS[s.kind as ShellKind];
      const q: ShellQuery = Object.fromEntries(SHELL_QUERY_KEYS.flatMap((k) => (u.searchParams.get(k) ? [[k, u.searchParams.get(k)!]] : [])));
      const id = spec.idFrom === 'param' ? u.pathname.split('/').pop()! : u.searchParams.get(spec.idFrom.query)!;
      expect((await spec.load(repo, id, q, 'zh-CN'))?.content, s.kind).toBeTruthy();
      kinds.add(s.kind);
      // The same preview through the app, so the cache holds it with what its load read.
      expect((await t.app.inject({ method: 'GET', url: `${u.pathname}${u.search}`, headers: { 'user-agent': WECHAT } })).statusCode, s.kind).toBe(200);
    }
    const held = sharedCache(t.ctx.db, 'share.shells', { maxEntries: 1 }).modelsHeld();
    // Every kind was loaded, and nothing it read is missing from the models whose writes drop the cache.
    expect([...kinds].sort()).toEqual(Object.keys(SHELL_KINDS).sort());
    expect([...seen].filter((m) => !held.has(m))).toEqual([]);
    expect(seen.has('Card')).toBe(true);
  });
});

describe('what visitors may not see', () => {
  it('gets the plain app page, leaking no title or text', async () => {
    const other = await newUser(t.ctx, { name: '王五' });
    const closedShop = await newShop(t.ctx, other, { closed: true, name: '秘密小店' });
    const cases = [
      `/multipage/microvideo/shortVideo/${(await newMicroVideo(t.ctx, owner, { title: '秘密视频', hidden: true })).id}`,
      `/multipage/microvideo/shortVideo/${(await newMicroVideo(t.ctx, owner, { title: '秘密草稿', state: 'draft' })).id}`,
      `/multipage/vshop/product/${(await newProduct(t.ctx, closedShop, { name: '秘密商品' })).id}`,
      `/multipage/vshop/home/${other.phoneIdEcr}`,
      `/multipage/activity/detail/${(await newActivity(t.ctx, owner, { title: '秘密活动', status: 'draft' })).id}`,
      `/multipage/multipleWdy/micro/show/article?articleId=${(await newArticle(t.ctx, owner, { title: '秘密文章', hidden: true })).id}`,
      `/multipage/designCase/showCase/${(await newCase(t.ctx, owner, { title: '秘密案例', state: 'auditing' })).id}`,
      `/multipage/circle/CircleJoinInfo/${(await newCircle(t.ctx, owner, { name: '秘密圈子', state: 'banned' })).id}`,
      '/multipage/statistics/year/s/notALiveToken',
      '/multipage/microvideo/shortVideo/unknownVideo00000',
      '/multipage/microvideo/shortVideo/%3Cscript%3E',
    ];
    for (const url of cases) {
      const res = await get(url, WECHAT);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
      expect(res.body, url).not.toContain('秘密');
    }
  });
});

describe('user content is inert', () => {
  it('escapes a <script> in a title in the title, the tags, the noscript block and the WeChat data', async () => {
    const evil = '</title><script>alert(1)</script>"\'';
    const video = await newMicroVideo(t.ctx, owner, { title: evil });
    const html = (await get(`/multipage/microvideo/shortVideo/${video.id}`, WECHAT)).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(titleOf(html)).toBe('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;');
    expect(metaOf(html, 'og:title')).toBe('&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;');
    expect(shareData(html).title).toBe(evil);
  });
});

describe('micro pages and V-Leaflets (already server-rendered by the content area)', () => {
  it('get the rest of the preview (type article, site name, site icon) and the WeChat share set-up in WeChat only', async () => {
    for (const kind of ['page', 'leaflet'] as const) {
      const p = await newMicroPage(t.ctx, owner, { kind, title: `春茶${kind}`, publish: true });
      const url = `/multipage/p/${p.publicId}`;
      const html = (await get(url, WECHAT)).body;
      expect(html, kind).toContain('<meta property="og:type" content="article">');
      expect(html, kind).toContain('<meta property="og:site_name" content="数字名片">');
      expect(html, kind).toContain(`<meta property="og:image" content="${origin}/multipage/card-assets/share-icon.png">`);
      expect(shareData(html), kind).toEqual({ title: `春茶${kind}`, desc: '欢迎', link: `${origin}${url}`, imgUrl: `${origin}/multipage/card-assets/share-icon.png` });
      expect(html, kind).toContain('<script src="/multipage/card-assets/wx-share.js"></script>');
      expect((await get(url)).body, kind).not.toContain('wx-share');
    }
    const draft = await newMicroPage(t.ctx, owner, { title: '秘密微页' });
    const res = await get(`/multipage/p/${draft.publicId}`, WECHAT);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('秘密');
    expect(res.body).not.toContain('wx-share');
  });
});

describe('the picture of last resort', () => {
  it('is the site icon as a PNG on the public origin', async () => {
    const bare = await newUser(t.ctx, { name: '赵六' });
    const c = await newCircle(t.ctx, bare, { name: '无图圈' });
    const html = (await get(`/multipage/circle/CircleJoinInfo/${c.id}`)).body;
    expect(metaOf(html, 'og:image')).toBe(`${origin}/multipage/card-assets/share-icon.png`);
    const icon = await get('/multipage/card-assets/share-icon.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
