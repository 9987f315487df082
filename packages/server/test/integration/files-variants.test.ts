import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_WIDTHS } from '@card/contract';
import { buildApp } from '../../src/app';
import { copyBaseDatabase } from '../helpers/database';
import { okOf, testClient } from '../helpers/client';
import { newUser } from '../factories';

/**
 * Issue 35, item 4: `/files/<key>?w=` answers an uploaded picture scaled down to one of the offered widths, drawn
 * once and kept on disk beside the uploads, WebP for browsers that take it, never upscaled; a width off the list is
 * refused with the catalogue error; videos and other files are answered as stored.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'files-variants-'));
let app: Awaited<ReturnType<typeof buildApp>>;
let uploaded = ''; // a background uploaded through its route (stored re-encoded as WebP, 720 wide)
const url = '/files/test/photo.png'; // a PNG stored as it is, between 960 and 1280 wide: the 1280 must not be upscaled
const ORIGINAL_WIDTH = 1000;

beforeAll(async () => {
  app = await buildApp({ config: { databaseUrl: copyBaseDatabase(), logLevel: 'silent', uploadDir: path.join(dir, 'up') } });
  await app.app.ready();
  const me = await newUser(app.ctx);
  const png = await sharp({ create: { width: ORIGINAL_WIDTH, height: 1500, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  uploaded = okOf(await testClient(app.app).card.uploadBackground({ body: { file: png }, token: me.token })).url;
  await app.ctx.providers.storage.put(url.replace('/files/', ''), png, 'image/png');
});
afterAll(async () => {
  await app.app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (u: string, accept = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8', extra: Record<string, string> = {}) =>
  app.app.inject({ method: 'GET', url: u, headers: { accept, ...extra } });
const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;

describe('sized variants of an uploaded picture', () => {
  it('scales a picture uploaded through its route', async () => {
    expect(uploaded).toMatch(/^\/files\/.+\.webp$/);
    const stored = await widthOf((await get(uploaded)).rawPayload);
    const res = await get(`${uploaded}?w=320`);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await widthOf(res.rawPayload)).toBe(320);
    expect(res.rawPayload.length).toBeLessThan((await get(uploaded)).rawPayload.length);
    expect(await widthOf((await get(`${uploaded}?w=1280`)).rawPayload)).toBe(stored);
  });

  it('answers each offered width as WebP to a browser that takes it, with Vary and a long cache life', async () => {
    for (const w of PICTURE_WIDTHS) {
      const res = await get(`${url}?w=${w}`);
      expect(res.statusCode, `w=${w}`).toBe(200);
      expect(res.headers.vary).toBe('Accept');
      expect(res.headers['cache-control']).toBe('public, max-age=2592000');
      if (w < ORIGINAL_WIDTH) {
        expect(res.headers['content-type']).toBe('image/webp');
        expect(await widthOf(res.rawPayload), `w=${w}`).toBe(w);
      } else {
        // Never upscaled: the stored picture, as stored.
        expect(await widthOf(res.rawPayload), `w=${w}`).toBe(ORIGINAL_WIDTH);
        expect(res.rawPayload.equals((await get(url)).rawPayload)).toBe(true);
      }
    }
  });

  it('keeps the stored format for a browser that does not say it takes WebP', async () => {
    const res = await get(`${url}?w=320`, 'image/png,image/*;q=0.8,*/*;q=0.5');
    expect(res.headers['content-type']).toBe('image/png');
    expect(await widthOf(res.rawPayload)).toBe(320);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('png');
  });

  it('draws a variant once: it is kept on disk, answered again from there, and revalidated by its ETag', async () => {
    const first = await get(`${url}?w=480`);
    const kept = fs.readdirSync(path.join(dir, 'variants', `${url.replace('/files/', '')}.v`));
    expect(kept.filter((f) => f.endsWith('-480.webp'))).toHaveLength(1);
    const again = await Promise.all([1, 2, 3].map(() => get(`${url}?w=480`)));
    for (const res of again) expect(res.rawPayload.equals(first.rawPayload)).toBe(true);
    const revalidated = await get(`${url}?w=480`, undefined, { 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it('the original without ?w is unchanged (no Vary, byte ranges still served)', async () => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBeUndefined();
    expect(await widthOf(res.rawPayload)).toBe(ORIGINAL_WIDTH);
    expect((await get(url, undefined, { range: 'bytes=0-9' })).statusCode).toBe(206);
  });

  it("refuses a width off the list with the catalogue error naming w, in the caller's language", async () => {
    for (const w of ['100', '161', '1281', '2000', 'abc', '']) {
      const res = await get(`${url}?w=${w}`);
      expect(res.statusCode, w).toBe(400);
      expect(res.json(), w).toMatchObject({ status: 1050013, errors: [{ field: 'w', rule: 'FILE_WIDTH_NOT_OFFERED' }] });
      expect(res.json().msg).toContain('160、320、480、640、960、1280');
    }
    const en = await get(`${url}?w=5`, undefined, { cookie: 'lang=en' });
    expect(en.json().msg).toBe('Picture width w must be one of 160, 320, 480, 640, 960, 1280');
  });

  it('answers videos and other files as stored, whatever width is asked', async () => {
    const clip = Buffer.from('not really an mp4, but bytes a resize would ruin');
    await app.ctx.providers.storage.put('test/clip.mp4', clip, 'video/mp4');
    const res = await get('/files/test/clip.mp4?w=320');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers.vary).toBeUndefined();
    expect(res.rawPayload.equals(clip)).toBe(true);
    // A file named like a picture that is not one is answered as stored too (never a 5xx).
    await app.ctx.providers.storage.put('test/fake.jpg', clip, 'image/jpeg');
    const fake = await get('/files/test/fake.jpg?w=320');
    expect(fake.statusCode).toBe(200);
    expect(fake.rawPayload.equals(clip)).toBe(true);
  });

  it('a removed original is a 404 with or without a width, and its variants go with it', async () => {
    const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    await app.ctx.providers.storage.put('test/gone.png', png, 'image/png');
    expect((await get('/files/test/gone.png?w=320')).statusCode).toBe(200);
    const folder = path.join(dir, 'variants', 'test', 'gone.png.v');
    expect(fs.existsSync(folder)).toBe(true);
    await app.ctx.providers.storage.remove('test/gone.png');
    expect((await get('/files/test/gone.png?w=320')).statusCode).toBe(404);
    expect(fs.existsSync(folder)).toBe(false);
    expect((await get('/files/test/nothing.png?w=320')).statusCode).toBe(404);
  });
});
