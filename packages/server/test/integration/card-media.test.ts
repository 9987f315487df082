import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { LIMITS } from '@card/contract';
import { MUSIC } from '../../src/domains/card/music.seed';
import { makeTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let me: { token: string; phoneIdEcr: string };
let other: { token: string; phoneIdEcr: string };
beforeAll(async () => {
  t = await makeTestApp();
  await t.ctx.db.music.createMany({ data: MUSIC });
  me = await t.register('13630000001');
  other = await t.register('13630000002');
});
afterAll(async () => {
  await t.close();
});

/** A multipart body with one `file` part, as a browser's FormData would send it. */
function upload(url: string, bytes: Buffer, token: string, filename = 'qr.png', type = 'image/png') {
  const boundary = '----cardTestBoundary7MA4YWxk';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return t.app.inject({ method: 'POST', url, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: token } });
}
const png = (w = 40, h = 40) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#1f6feb' } })
    .png()
    .toBuffer();
const card = async () => (await t.post(`/acc/${me.phoneIdEcr}/findMpBasicById.xhtml`)).json().resultSets;

describe('WeChat QR image', () => {
  it('accepts a real PNG, stores it under an opaque key and serves it', async () => {
    const res = await upload('/acc/uploadWeChatQrCode.xhtml', await png(), me.token);
    const url = res.json().resultSets.url as string;
    expect(url).toMatch(/^\/files\/wechat-qr\/[A-Za-z0-9_-]{22}\.png$/);
    expect(url).not.toContain(me.phoneIdEcr);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('png');
    expect((await t.post('/acc/findWeiXinQRCode.xhtml', {}, me.token)).json().resultSets).toEqual({ url });
    expect((await card()).wechatQrUrl).toBe(url);
  });

  it('accepts a large image under the limit', async () => {
    const noise = await sharp(randomBytes(700 * 700 * 3), { raw: { width: 700, height: 700, channels: 3 } })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    expect(noise.length).toBeLessThan(LIMITS.upload.imageMaxBytes);
    expect((await upload('/acc/uploadWeChatQrCode.xhtml', noise, me.token)).json().status).toBe(200);
  });

  it('refuses a text file renamed .png and keeps the previous image', async () => {
    const before = (await card()).wechatQrUrl;
    const res = await upload('/acc/uploadWeChatQrCode.xhtml', Buffer.from('just some text, not an image'), me.token, 'evil.png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_TYPE_ERROR', msg: '文件类型错误' });
    expect((await card()).wechatQrUrl).toBe(before);
  });

  it('refuses PNG magic bytes followed by junk', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('junk'.repeat(50))]);
    expect((await upload('/acc/uploadWeChatQrCode.xhtml', fake, me.token)).json().code).toBe('UPLOAD_TYPE_ERROR');
  });

  it('refuses a file over the size limit', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(LIMITS.upload.imageMaxBytes)]);
    const res = await upload('/acc/uploadWeChatQrCode.xhtml', big, me.token);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('UPLOAD_TOO_LARGE');
  });

  it('a form post without a file is a field error', async () => {
    const res = await t.post('/acc/uploadWeChatQrCode.xhtml', { file: 'not-a-file' }, me.token);
    expect(res.json().errors[0]).toMatchObject({ field: 'file' });
  });

  it('deletes the image', async () => {
    expect((await t.post('/acc/delWeChatQrCode.xhtml', {}, me.token)).json().resultSets).toEqual({ url: '' });
    expect((await card()).wechatQrUrl).toBe('');
  });
});

describe('theme and background', () => {
  it('lists every theme with preview colours and the built-in backgrounds, which are real images', async () => {
    const list = (await t.post('/cardstyle/getMpImageList.xhtml', {}, me.token)).json().resultSets;
    expect(list.themes.map((x: { id: string }) => x.id)).toEqual(['classic', 'business', 'ink', 'ocean', 'sunset']);
    expect(list.themes[0].colors).toEqual([expect.stringMatching(/^#[0-9a-f]{6}$/), expect.stringMatching(/^#[0-9a-f]{6}$/)]);
    expect(list.backgrounds.length).toBeGreaterThanOrEqual(4);
    const img = await t.app.inject({ method: 'GET', url: list.backgrounds[0].url });
    expect((await sharp(img.rawPayload).metadata()).format).toBe('png');
    expect(list.current).toEqual({ themeId: 'classic', backgroundUrl: '' });
  });

  it('sets a theme; an unknown theme is refused with the options listed', async () => {
    expect((await t.post('/themes/updateMpTheme.xhtml', { themeId: 'ocean' }, me.token)).json().resultSets).toEqual({ themeId: 'ocean' });
    const bad = await t.post('/themes/updateMpTheme.xhtml', { themeId: 'neon' }, me.token);
    expect(bad.json().errors[0]).toMatchObject({ field: 'themeId', rule: 'enum' });
    expect((await card()).themeId).toBe('ocean');
  });

  it('sets a built-in background, and clears it', async () => {
    const [bg] = (await t.post('/cardstyle/getMpImageList.xhtml', {}, me.token)).json().resultSets.backgrounds;
    expect((await t.post('/themes/updateMpBackground.xhtml', { backgroundUrl: bg.url }, me.token)).json().resultSets).toEqual({ backgroundUrl: bg.url });
    expect((await card()).backgroundUrl).toBe(bg.url);
    expect((await t.post('/themes/updateMpBackground.xhtml', { backgroundUrl: '' }, me.token)).json().resultSets).toEqual({ backgroundUrl: '' });
  });

  it('uploads an own background and can choose it again; another user cannot use it', async () => {
    const url = (await upload('/themes/uploadBackground.xhtml', await png(300, 500), me.token, 'bg.png')).json().resultSets.url as string;
    expect(url).toMatch(/^\/files\/backgrounds\/[A-Za-z0-9_-]{16}\/[A-Za-z0-9_-]{22}\.webp$/);
    expect((await card()).backgroundUrl).toBe(url);
    expect((await t.post('/cardstyle/getMpImageList.xhtml', {}, me.token)).json().resultSets.uploaded).toBe(url);
    await t.post('/themes/updateMpBackground.xhtml', { backgroundUrl: '' }, me.token);
    expect((await t.post('/themes/updateMpBackground.xhtml', { backgroundUrl: url }, me.token)).json().status).toBe(200);
    const stolen = await t.post('/themes/updateMpBackground.xhtml', { backgroundUrl: url }, other.token);
    expect(stolen.json()).toMatchObject({ code: 'CARD_BACKGROUND_INVALID', errors: [{ field: 'backgroundUrl' }] });
  });

  it('refuses an arbitrary URL and an own-looking URL that was never uploaded', async () => {
    expect((await t.post('/themes/updateMpBackground.xhtml', { backgroundUrl: 'https://evil.example/x.png' }, me.token)).json().code).toBe('CARD_BACKGROUND_INVALID');
    const mine = (await card()).backgroundUrl as string;
    const ghost = mine.replace(/[^/]+\.webp$/, 'neveruploaded00000000.webp');
    expect((await t.post('/themes/updateMpBackground.xhtml', { backgroundUrl: ghost }, me.token)).json().code).toBe('CARD_BACKGROUND_INVALID');
    expect((await card()).backgroundUrl).toBe(mine);
  });

  it('refuses a text file as a background', async () => {
    expect((await upload('/themes/uploadBackground.xhtml', Buffer.from('hello'), me.token, 'bg.png')).json().code).toBe('UPLOAD_TYPE_ERROR');
  });
});

describe('music', () => {
  it('lists the catalogue with its categories, and one category', async () => {
    const all = (await t.post('/themes/findBackgroundMusics.xhtml', { pageSize: '50' }, me.token)).json().resultSets;
    expect(all.items).toHaveLength(MUSIC.length);
    expect(all.total).toBe(MUSIC.length);
    expect(all.categories).toEqual([...new Set(MUSIC.map((m) => m.category))].sort());
    const piano = (await t.post('/themes/findBackgroundMusics.xhtml', { category: 'piano' }, me.token)).json().resultSets.items;
    expect(piano.every((m: { category: string }) => m.category === 'piano')).toBe(true);
    expect(piano.length).toBe(MUSIC.filter((m) => m.category === 'piano').length);
  });

  it('searches by name or singer; an empty keyword is refused', async () => {
    const byNameRes = (await t.post('/themes/searchMusics.xhtml', { keyword: '高山' }, me.token)).json();
    expect(byNameRes).toMatchObject({ status: 1666666, code: 'OK' }); // the legacy search success status
    const byName = byNameRes.resultSets.items;
    expect(byName.map((m: { id: string }) => m.id)).toEqual(['music-guzheng']);
    const bySinger = (await t.post('/themes/searchMusics.xhtml', { keyword: '古筝' }, me.token)).json().resultSets.items;
    expect(bySinger.map((m: { id: string }) => m.id)).toContain('music-guzheng');
    const empty = await t.post('/themes/searchMusics.xhtml', { keyword: '  ' }, me.token);
    expect(empty.json()).toMatchObject({ code: 'KEYWORD_EMPTY', msg: '搜索关键字不能为空' });
  });

  it("finds English names whatever the letter case, on both engines (PostgreSQL's LIKE alone would not)", async () => {
    for (const keyword of ['morning piano', 'MORNING', 'pIaNo']) {
      const items = (await t.post('/themes/searchMusics.xhtml', { keyword }, me.token)).json().resultSets.items;
      expect(
        items.map((m: { id: string }) => m.id),
        keyword,
      ).toContain('music-piano');
    }
  });

  it("sets the card's music (shown on the public card), refuses an unknown id, and clears it", async () => {
    expect((await t.post('/themes/updateMpMusic.xhtml', { musicId: 'music-piano' }, me.token)).json().resultSets).toEqual({ musicId: 'music-piano' });
    expect((await card()).music).toMatchObject({ id: 'music-piano', name: '晨光钢琴' });
    expect((await t.post('/themes/updateMpMusic.xhtml', { musicId: 'music-nothere' }, me.token)).json().code).toBe('NOT_FOUND');
    expect((await card()).music.id).toBe('music-piano');
    await t.post('/themes/updateMpMusic.xhtml', { musicId: '' }, me.token);
    expect((await card()).music).toBeNull();
  });
});
