import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import sharp from 'sharp';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';

/** Avatar upload: real bytes decide the type, size is capped, the image is cropped square to 256px and stored. */
let t: TestApp;
let me: { token: string; phoneIdEcr: string; id: string };
beforeAll(async () => {
  t = await makeTestApp();
  const r = await t.register('15540000001');
  me = { ...r, id: (await t.ctx.db.user.findUniqueOrThrow({ where: { phoneIdEcr: r.phoneIdEcr }, select: { id: true } })).id };
});
afterAll(async () => {
  await t.close();
});

/** A wide PNG: left half red, right half blue, so a centred square crop keeps both colours. */
function widePng(width = 400, height = 200): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      png.data.set(x < width / 2 ? [220, 20, 20, 255] : [20, 20, 220, 255], i);
    }
  }
  return PNG.sync.write(png);
}

function upload(bytes: Buffer, opts: { filename?: string; type?: string; token?: string; field?: string } = {}) {
  const boundary = `----ucTest${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${opts.filename ?? 'me.png'}"\r\nContent-Type: ${opts.type ?? 'image/png'}\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: '/acc/uploadAvatar.xhtml',
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: opts.token ?? me.token },
  });
}

const avatarOf = async () => (await t.ctx.db.user.findUniqueOrThrow({ where: { id: me.id }, select: { avatarUrl: true } })).avatarUrl;

describe('avatar upload', () => {
  it('accepts a real PNG, crops it square, resizes to 256px and saves the URL under an opaque key', async () => {
    const res = await upload(widePng());
    expect(res.json()).toMatchObject({ status: 200, resultSets: { width: 256, height: 256 } });
    const url: string = res.json().resultSets.avatarUrl;
    expect(url).toMatch(/^\/files\/avatars\/[A-Za-z0-9_-]{22}\.webp$/);
    expect(url).not.toContain('me.png');
    expect(await avatarOf()).toBe(url);

    const stored = await t.app.inject({ method: 'GET', url });
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/webp');
    const { data, info } = await sharp(stored.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.format]).toEqual([256, 256, 'raw']);
    const px = (x: number, y: number) => [...data.subarray((y * 256 + x) * info.channels, (y * 256 + x) * info.channels + 3)];
    expect(px(10, 128)[0]).toBeGreaterThan(150); // red on the left
    expect(px(245, 128)[2]).toBeGreaterThan(150); // blue on the right
    // The user info the home screen reads carries the new avatar.
    expect((await t.post('/acc/in2userMainUserInfo.xhtml', {}, me.token)).json().resultSets.avatarUrl).toBe(url);
  });

  it('refuses a text file renamed .png, whatever its declared type', async () => {
    const before = await avatarOf();
    const res = await upload(Buffer.from('I am not an image, only a name that ends in .png'), { filename: 'fake.png', type: 'image/png' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 1050003, code: 'UPLOAD_TYPE_ERROR', errors: [{ field: 'file' }] });
    expect(await avatarOf()).toBe(before);
  });

  it('refuses PNG magic bytes followed by junk without a 5xx', async () => {
    const res = await upload(Buffer.concat([widePng().subarray(0, 8), Buffer.from('garbage'.repeat(20))]));
    expect(res.json().code).toBe('UPLOAD_TYPE_ERROR');
  });

  it('refuses a file over LIMITS.upload.imageMaxBytes', async () => {
    const big = Buffer.concat([widePng(), Buffer.alloc(LIMITS.upload.imageMaxBytes)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 1050004, code: 'UPLOAD_TOO_LARGE' });
  });

  it('refuses a broken multipart body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/acc/uploadAvatar.xhtml',
      payload: '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ', authorization: me.token },
    });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).toBe('UPLOAD_BAD_FORMAT');
  });

  it('refuses a missing file, a text field instead of a file, and a caller without a session', async () => {
    const missing = await upload(widePng(), { field: 'other' });
    expect(missing.json()).toMatchObject({ code: 'SUBMIT_DATA_ERROR', errors: [{ field: 'file', rule: 'required' }] });
    const asText = await t.post('/acc/uploadAvatar.xhtml', { file: 'iVBORw0KGgo=' }, me.token);
    expect(asText.json()).toMatchObject({ code: 'SUBMIT_DATA_ERROR', errors: [{ field: 'file' }] });
    const anonymous = await upload(widePng(), { token: 'nope' });
    expect(anonymous.json().status).toBe(302);
  });
});
