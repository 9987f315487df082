import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { DEMO_USER, seedDemo } from '../../src/seed';
import { copyBaseDatabase } from '../helpers/database';

/**
 * Sharing the card inside WeChat (issue 8 item 17): only WeChat's browser gets the JS-SDK and the share script,
 * the share thumbnail and og:image are the avatar, and the saved contact carries the avatar as an embedded photo.
 */
const id = DEMO_USER.phoneIdEcr;
const WECHAT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const AVATAR_KEY = 'avatars/demo-share-test.png';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'card-dist-wx-'));
let page: Awaited<ReturnType<typeof buildApp>>;
let origin = '';

beforeAll(async () => {
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" /><title>名片</title>\n<!--app-head-->\n</head><body><div id="root"></div></body></html>',
  );
  page = await buildApp({ config: { databaseUrl: copyBaseDatabase(), logLevel: 'silent', clientDist: dist, uploadDir: path.join(dist, 'up') } });
  await seedDemo(page.ctx.db);
  await page.app.ready();
  origin = page.ctx.config.publicOrigin;
});
afterAll(async () => {
  await page.app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const open = (ua: string) => page.app.inject({ method: 'GET', url: `/multipage/card/${id}`, headers: { 'user-agent': ua } });
const shareData = (html: string) => JSON.parse(/<script type="application\/json" id="wx-share">([^<]*)<\/script>/.exec(html)![1]);

async function giveDemoAnAvatar() {
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 120, sigma: 35 } } })
    .png()
    .toBuffer();
  await page.ctx.providers.storage.put(AVATAR_KEY, png, 'image/png');
  await page.ctx.db.user.update({ where: { phoneIdEcr: id }, data: { avatarUrl: `/files/${AVATAR_KEY}` } });
}
const removeAvatar = () => page.ctx.db.user.update({ where: { phoneIdEcr: id }, data: { avatarUrl: null } });

describe('the card page in and out of WeChat', () => {
  it('outside WeChat loads nothing of WeChat: no JS-SDK, no share script', async () => {
    const html = (await open(SAFARI)).body;
    expect(html).toContain('data-testid="card-name"');
    expect(html).not.toContain('jweixin');
    expect(html).not.toContain('wx-share');
    expect(html).not.toContain('res.wx.qq.com');
  });

  it('inside WeChat includes the JS-SDK, then the served share script, and the share data', async () => {
    const html = (await open(WECHAT)).body;
    const sdk = html.indexOf('<script src="https://res.wx.qq.com/open/js/jweixin-1.6.0.js"></script>');
    const own = html.indexOf('<script src="/multipage/card-assets/wx-share.js"></script>');
    expect(sdk).toBeGreaterThan(0);
    expect(own).toBeGreaterThan(sdk);
    expect(shareData(html)).toEqual({
      title: '张三的数字名片',
      desc: '市场总监 · 星辰科技有限公司 · 用心连接每一位客户',
      link: `${origin}/multipage/card/${id}`,
      imgUrl: `${origin}/stc/mpQrCode.xhtml?phoneIdEcr=${id}&format=png&size=430&logo=0`,
    });
  });

  it('serves the share script: it signs the page URL through shareJsapi and sets both WeChat share cards', async () => {
    const res = await page.app.inject({ method: 'GET', url: '/multipage/card-assets/wx-share.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    for (const piece of ['/acc/shareJsapi.xhtml', "location.href.split('#')[0]", 'wx.config(', 'updateAppMessageShareData', 'updateTimelineShareData']) {
      expect(res.body).toContain(piece);
    }
  });

  it('uses the avatar (absolute, public origin) as og:image and as the WeChat share thumbnail', async () => {
    await giveDemoAnAvatar();
    try {
      const avatar = `${origin}/files/${AVATAR_KEY}`;
      const html = (await open(WECHAT)).body;
      expect(html).toContain(`<meta property="og:image" content="${avatar}" />`);
      expect(shareData(html).imgUrl).toBe(avatar);
      expect((await open(SAFARI)).body).toContain(`<meta property="og:image" content="${avatar}" />`);
    } finally {
      await removeAvatar();
    }
  });

  it('keeps the viewport zoomable on the server-rendered page', async () => {
    const html = (await open(SAFARI)).body;
    expect(html).toMatch(/<meta name="viewport" content="[^"]*"/);
    expect(html).not.toMatch(/maximum-scale|user-scalable/);
  });
});

describe('the saved contact carries the avatar', () => {
  const unfold = (text: string) => text.replace(/\r\n /g, '').split('\r\n').filter(Boolean);

  it('embeds a 96 px JPEG of the avatar, folded at 75 octets', async () => {
    await giveDemoAnAvatar();
    try {
      const res = await page.app.inject({ method: 'GET', url: `/stc/${id}/card.vcf` });
      expect(res.statusCode).toBe(200);
      for (const l of res.body.split('\r\n')) expect(Buffer.byteLength(l, 'utf8')).toBeLessThanOrEqual(75);
      const photo = unfold(res.body).find((l) => l.startsWith('PHOTO'))!;
      expect(photo).toMatch(/^PHOTO;ENCODING=b;TYPE=JPEG:[A-Za-z0-9+/]+=*$/);
      const meta = await sharp(Buffer.from(photo.split(':')[1], 'base64')).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 96, height: 96 });
    } finally {
      await removeAvatar();
    }
  });

  it('has no PHOTO line when the card has no avatar', async () => {
    const res = await page.app.inject({ method: 'GET', url: `/stc/${id}/card.vcf` });
    expect(res.body).not.toContain('PHOTO');
  });
});

describe('the share signature a shared page asks for (issue 29)', () => {
  it("signs the page URL without its fragment over the provider's jsapi_ticket, as the JS-SDK recomputes it", async () => {
    const pageUrl = `${origin}/multipage/microvideo/shortVideo/abcDEF123?from=singlemessage&isappinstalled=0`;
    const res = await page.app.inject({
      method: 'POST',
      url: '/acc/shareJsapi.xhtml',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'user-agent': WECHAT },
      payload: `url=${encodeURIComponent(`${pageUrl}#comments`)}`,
    });
    expect(res.statusCode).toBe(200);
    const env = res.json() as { status: number; resultSets: { appId: string; timestamp: number; nonceStr: string; signature: string; url: string } };
    expect(env.status).toBe(200);
    const sig = env.resultSets;
    expect(sig.url).toBe(pageUrl);
    expect(sig.appId).toBe(page.ctx.providers.wechat.appId);
    expect(Math.abs(sig.timestamp - Date.now() / 1000)).toBeLessThan(120);
    expect(sig.nonceStr).toMatch(/^[A-Za-z0-9]{8,32}$/);
    // The JS-SDK's recipe, computed here on its own: sha1 over the four fields in this order, the URL without '#…'.
    const ticket = await page.ctx.providers.wechat.jsapiTicket();
    const raw = `jsapi_ticket=${ticket}&noncestr=${sig.nonceStr}&timestamp=${sig.timestamp}&url=${pageUrl}`;
    expect(sig.signature).toBe(createHash('sha1').update(raw).digest('hex'));
    expect(sig.signature).not.toBe(createHash('sha1').update(`${raw}#comments`).digest('hex'));
  });
});
