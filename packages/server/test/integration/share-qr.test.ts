import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { DEMO_USER, seedDemo } from '../../src/seed';
import { makeTestApp, type TestApp } from '../helpers/app';

/** QR codes of the public card: the link, the images (PNG with and without logo, SVG), the download centre. */
let t: TestApp;
let link = '';
const id = DEMO_USER.phoneIdEcr;
beforeAll(async () => {
  t = await makeTestApp();
  await seedDemo(t.ctx.db);
  link = `${t.ctx.config.publicOrigin}/multipage/card/${id}`;
});
afterAll(async () => {
  await t.close();
});

function decode(png: Buffer): string | null {
  const img = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(img.data.buffer, img.data.byteOffset, img.data.length), img.width, img.height)?.data ?? null;
}
const image = (query: string) => t.app.inject({ method: 'GET', url: `/stc/mpQrCode.xhtml?${query}` });

describe('getQrCodeById', () => {
  it('gives the public link and the image URLs of a card', async () => {
    const res = await t.post(`/acc/${id}/getQrCodeById.xhtml`);
    expect(res.json().resultSets).toEqual({
      link,
      sizes: [258, 430, 860, 1280],
      pngUrl: `${t.ctx.config.publicOrigin}/stc/mpQrCode.xhtml?phoneIdEcr=${id}&format=png&size=430&logo=1`,
      svgUrl: `${t.ctx.config.publicOrigin}/stc/mpQrCode.xhtml?phoneIdEcr=${id}&format=svg&size=430&logo=1`,
    });
  });
  it('answers an unknown card with the NOT_FOUND envelope', async () => {
    const res = await t.post('/acc/unknownCard0000000000/getQrCodeById.xhtml');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 1000009, code: 'NOT_FOUND', resultSets: null });
  });
});

describe('mpQrCode image', () => {
  it('serves a PNG of the requested size that decodes back to the card link', async () => {
    const res = await image(`phoneIdEcr=${id}&format=png&size=258&logo=0`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toBe(`inline; filename="-qrcode-258.png"; filename*=UTF-8''${encodeURIComponent('张三-qrcode-258.png')}`);
    expect(PNG.sync.read(res.rawPayload).width).toBe(258);
    expect(decode(res.rawPayload)).toBe(link);
  });

  it('with logo=1 draws the initial in the middle and still decodes (level H)', async () => {
    const plain = PNG.sync.read((await image(`phoneIdEcr=${id}&size=430&logo=0`)).rawPayload);
    const res = await image(`phoneIdEcr=${id}&size=430&logo=1&dl=1`);
    expect(res.headers['content-disposition']).toMatch(/^attachment; /);
    const withLogo = PNG.sync.read(res.rawPayload);
    expect(decode(res.rawPayload)).toBe(link);
    // Beside the glyph, inside the circle, the logo is brand blue, not a black or white module.
    const at = (img: PNG) => {
      const i = (img.width * Math.floor(img.height / 2) + Math.floor(img.width * 0.43)) * 4;
      return [...img.data.subarray(i, i + 3)];
    };
    expect(at(withLogo)).toEqual([0x1f, 0x6f, 0xeb]);
    expect(at(plain)).not.toEqual([0x1f, 0x6f, 0xeb]);
  });

  it('with an uploaded avatar puts the avatar in the middle, at every size', async () => {
    const red = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 220, g: 20, b: 20 } } })
      .jpeg()
      .toBuffer();
    const { url } = await t.ctx.providers.storage.put('avatars/share-test.jpg', red, 'image/jpeg');
    await t.ctx.db.user.update({ where: { phoneIdEcr: id }, data: { avatarUrl: url } });
    for (const size of [258, 1280]) {
      const res = await image(`phoneIdEcr=${id}&size=${size}&logo=1`);
      const img = PNG.sync.read(res.rawPayload);
      expect(img.width).toBe(size);
      const i = (img.width * Math.floor(img.height / 2) + Math.floor(img.width / 2)) * 4;
      expect(img.data[i]).toBeGreaterThan(200);
      expect(img.data[i + 1]).toBeLessThan(60);
      expect(decode(res.rawPayload)).toBe(link);
    }
    await t.ctx.db.user.update({ where: { phoneIdEcr: id }, data: { avatarUrl: null } });
  });

  it('serves SVG (plain and with logo) that renders back to the same link', async () => {
    for (const logo of ['0', '1']) {
      const res = await image(`phoneIdEcr=${id}&format=svg&size=430&logo=${logo}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['content-disposition']).toContain('.svg');
      const svg = res.rawPayload.toString('utf8');
      expect(svg.startsWith('<svg')).toBe(true);
      if (logo === '1') expect(svg).toContain('>张</text>');
      expect(decode(await sharp(res.rawPayload).png().toBuffer())).toBe(link);
    }
  });

  it('refuses unknown cards, sizes and formats with envelopes, never an image or a 5xx', async () => {
    const unknown = await image('phoneIdEcr=unknownCard0000000000&format=png');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/json');
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', resultSets: null });
    const svgUnknown = await image('phoneIdEcr=unknownCard0000000000&format=svg');
    expect(svgUnknown.headers['content-type']).toContain('application/json');
    for (const q of [`phoneIdEcr=${id}&size=999`, `phoneIdEcr=${id}&format=gif`, `phoneIdEcr=${id}&logo=maybe`, 'size=258']) {
      const res = await image(q);
      expect(res.statusCode, q).toBe(400);
      expect(res.json(), q).toMatchObject({ status: 1000001, code: 'SUBMIT_DATA_ERROR' });
    }
  });
});

describe('mpLinkQRCodeDownloadCenter', () => {
  it('lists every size in PNG and SVG with working download URLs', async () => {
    const res = await t.post('/stc/mpLinkQRCodeDownloadCenter.xhtml', { phoneIdEcr: id });
    const center = res.json().resultSets;
    expect(center).toMatchObject({ link, name: '张三' });
    expect(center.items.map((i: { size: number; format: string }) => `${i.size}.${i.format}`)).toEqual([
      '258.png',
      '258.svg',
      '430.png',
      '430.svg',
      '860.png',
      '860.svg',
      '1280.png',
      '1280.svg',
    ]);
    const item = center.items.find((i: { size: number; format: string }) => i.size === 860 && i.format === 'png');
    expect(item.filename).toBe('张三-qrcode-860-logo.png');
    const file = await t.app.inject({ method: 'GET', url: item.url.replace(t.ctx.config.publicOrigin, '') });
    expect(file.headers['content-disposition']).toMatch(/^attachment; .*filename\*=UTF-8''%E5%BC%A0%E4%B8%89-qrcode-860-logo\.png$/);
    expect(decode(file.rawPayload)).toBe(link);
  });

  it("defaults to the caller's own card, and asks a visitor without an id to log in", async () => {
    const me = await t.register('13710000001');
    const own = (await t.post('/stc/mpLinkQRCodeDownloadCenter.xhtml', {}, me.token)).json().resultSets;
    expect(own.link).toBe(`${t.ctx.config.publicOrigin}/multipage/card/${me.phoneIdEcr}`);
    const anon = await t.post('/stc/mpLinkQRCodeDownloadCenter.xhtml');
    expect(anon.json()).toMatchObject({ status: 302 });
  });
});
