import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { z } from 'zod';
import { initContract } from '@ts-rest/core';
import { LIMITS, MULTIPART, envelope, fFiles, meta } from '@card/contract';
import { ok } from '../../src/lib/envelope';
import { makeTestApp, type TestApp } from '../helpers/app';
import { newUser, type FactoryUser } from '../factories';

/**
 * The upload facility end to end: per-route limits from metadata (a test-only 9-file route mounted beside the
 * contract), files removed from disk with their records when replaced or deleted, the storage quota, and the
 * signed upload token. Real multipart bodies through the real app.
 */
const c = initContract();
const MANY_MAX_BYTES = 4096;
const testRoutes = c.router({
  uploadMany: {
    method: 'POST',
    path: '/test/uploadMany.xhtml',
    contentType: MULTIPART,
    body: z.object({ pics: fFiles(9) }),
    responses: { 200: envelope(z.object({ sizes: z.array(z.number()) })) },
    metadata: meta('user', 'main', { upload: { files: 9, maxBytes: MANY_MAX_BYTES, types: ['image/png', 'image/jpeg'], purpose: 'test' } }),
  },
});

type Part = { name: string; bytes?: Buffer; value?: string; filename?: string };
/** A multipart body as a browser's FormData sends it. */
function multipart(parts: Part[]) {
  const b = `----uploads${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((p) =>
    p.bytes
      ? [Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename ?? 'x.png'}"\r\nContent-Type: image/png\r\n\r\n`), p.bytes, Buffer.from('\r\n')]
      : [Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value}\r\n`)],
  );
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${b}--\r\n`)]), contentType: `multipart/form-data; boundary=${b}` };
}

let t: TestApp;
let me: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp({
    extraRoutes: (scope, s) =>
      s.registerRouter(
        testRoutes,
        {
          uploadMany: async ({ body, request }) => ok(request.lang, { sizes: body.pics.map((p) => p.length) }),
        },
        scope,
        {
          logInitialization: false,
          requestValidationErrorHandler: (err) => {
            throw err;
          },
        },
      ),
  });
  me = await newUser(t.ctx, { vip: 'active' });
});
afterAll(async () => {
  await t.close();
});

const send = (url: string, parts: Part[], auth: { token?: string; uploadToken?: string; lang?: 'en' } = {}) => {
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType, ...(auth.token ? { authorization: auth.token } : {}), ...(auth.uploadToken ? { 'x-upload-token': auth.uploadToken } : {}) },
    ...(auth.lang ? { cookies: { lang: auth.lang } } : {}),
  });
};
const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Bytes that sniff as PNG, of exactly n bytes (the test route stores nothing, so pixels do not matter). */
const pngOfSize = (n: number) => Buffer.concat([PNG_HEAD, Buffer.alloc(n - PNG_HEAD.length, 7)]);
const png = (color = '#1f6feb', w = 64, h = 48) =>
  sharp({ create: { width: w, height: h, channels: 3, background: color } })
    .png()
    .toBuffer();
const pics = (n: number, size = 100) => Array.from({ length: n }, () => ({ name: 'pics', bytes: pngOfSize(size) }));
const onDisk = (url: string) => fs.existsSync(path.join(t.ctx.config.uploadDir, url.replace(/^\/files\//, '')));
const rowOf = (url: string) => t.ctx.db.storedFile.findUnique({ where: { key: url.replace(/^\/files\//, '') } });

describe('per-route limits from metadata (a 9-file route)', () => {
  it('takes 9 files in one field; refuses the 10th with a listSize error on the field', async () => {
    const nine = await send('/test/uploadMany.xhtml', pics(9), { token: me.token });
    expect(nine.json()).toMatchObject({ status: 200, resultSets: { sizes: Array(9).fill(100) } });
    const ten = await send('/test/uploadMany.xhtml', pics(10), { token: me.token });
    expect(ten.statusCode).toBe(400);
    expect(ten.json().errors[0]).toMatchObject({ field: 'pics', rule: 'listSize' });
  });

  it('one file arrives as a list of one', async () => {
    expect((await send('/test/uploadMany.xhtml', pics(1), { token: me.token })).json().resultSets).toEqual({ sizes: [100] });
  });

  it("a file of exactly the route's cap passes; one byte more is UPLOAD_TOO_LARGE on the field", async () => {
    expect((await send('/test/uploadMany.xhtml', [{ name: 'pics', bytes: pngOfSize(MANY_MAX_BYTES) }], { token: me.token })).json().status).toBe(200);
    const over = await send('/test/uploadMany.xhtml', [...pics(2), { name: 'pics', bytes: pngOfSize(MANY_MAX_BYTES + 1) }], { token: me.token });
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ code: 'UPLOAD_TOO_LARGE', errors: [{ field: 'pics' }] });
  });

  it('a type the route does not allow (GIF bytes named .png) is UPLOAD_TYPE_ERROR on the field', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const res = await send('/test/uploadMany.xhtml', [...pics(1), { name: 'pics', bytes: gif, filename: 'a.png' }], { token: me.token });
    expect(res.json()).toMatchObject({ code: 'UPLOAD_TYPE_ERROR', errors: [{ field: 'pics' }] });
  });

  it('a single-file route refuses a second file as a batch, naming the field', async () => {
    const res = await send(
      '/acc/uploadAvatar.xhtml',
      [
        { name: 'file', bytes: await png() },
        { name: 'file', bytes: await png() },
      ],
      { token: me.token },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_BATCH_NOT_SUPPORTED', errors: [{ field: 'file' }] });
  });

  it("a route without upload metadata takes no file part; past the parser's own limit is still a 4xx", async () => {
    const res = await send(
      '/acc/updateMpTitle.xhtml',
      [
        { name: 'title', value: 'x' },
        { name: 'title', bytes: await png() },
      ],
      { token: me.token },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_BAD_FORMAT', errors: [{ field: 'title' }] });
    const flood = await send('/test/uploadMany.xhtml', pics(LIMITS.upload.filesMax + 3), { token: me.token });
    expect(flood.statusCode).toBeGreaterThanOrEqual(400);
    expect(flood.statusCode).toBeLessThan(500);
  });
});

describe('replaced and deleted files leave storage with their records', () => {
  it('replacing the avatar removes the old file from disk and its record', async () => {
    const first = (await send('/acc/uploadAvatar.xhtml', [{ name: 'file', bytes: await png('#ff0000') }], { token: me.token })).json().resultSets.avatarUrl as string;
    expect(onDisk(first)).toBe(true);
    expect(await rowOf(first)).toMatchObject({ userId: me.id, purpose: 'avatar', bytes: fs.statSync(path.join(t.ctx.config.uploadDir, first.slice(7))).size });
    const second = (await send('/acc/uploadAvatar.xhtml', [{ name: 'file', bytes: await png('#00ff00') }], { token: me.token })).json().resultSets.avatarUrl as string;
    expect(second).not.toBe(first);
    expect(onDisk(first)).toBe(false);
    expect(await rowOf(first)).toBeNull();
    expect(onDisk(second)).toBe(true);
  });

  it('replacing the WeChat QR removes the old one; deleting it removes the file and its record', async () => {
    const first = (await send('/acc/uploadWeChatQrCode.xhtml', [{ name: 'file', bytes: await png() }], { token: me.token })).json().resultSets.url as string;
    const second = (await send('/acc/uploadWeChatQrCode.xhtml', [{ name: 'file', bytes: await png('#000000') }], { token: me.token })).json().resultSets.url as string;
    expect([onDisk(first), onDisk(second)]).toEqual([false, true]);
    expect((await t.post('/acc/delWeChatQrCode.xhtml', {}, me.token)).json().resultSets).toEqual({ url: '' });
    expect(onDisk(second)).toBe(false);
    expect(await rowOf(second)).toBeNull();
  });

  it('a new background replaces the previous own one, even after switching to none in between', async () => {
    const first = (await send('/themes/uploadBackground.xhtml', [{ name: 'file', bytes: await png() }], { token: me.token })).json().resultSets.url as string;
    await t.post('/themes/updateMpBackground.xhtml', { backgroundUrl: '' }, me.token);
    const second = (await send('/themes/uploadBackground.xhtml', [{ name: 'file', bytes: await png('#abcdef') }], { token: me.token })).json().resultSets.url as string;
    expect([onDisk(first), onDisk(second)]).toEqual([false, true]);
    expect(await t.ctx.db.storedFile.count({ where: { userId: me.id, purpose: 'background' } })).toBe(1);
  });

  it('deleting an album photo removes its file and record', async () => {
    const album = (await t.post('/photo/addAlbum.xhtml', { name: '相册' }, me.token)).json().resultSets.id as string;
    const photo = (
      await send(
        '/photo/uploadAlbumPhoto.xhtml',
        [
          { name: 'albumId', value: album },
          { name: 'file', bytes: await png() },
        ],
        { token: me.token },
      )
    ).json().resultSets;
    expect(await rowOf(photo.url)).toMatchObject({ purpose: 'albumPhoto' });
    await t.post('/photo/delAlbumPhoto.xhtml', { id: photo.id }, me.token);
    expect(onDisk(photo.url)).toBe(false);
    expect(await rowOf(photo.url)).toBeNull();
  });
});

describe('storage quota', () => {
  /** Fills a user's record up to `used` bytes with one filler file. */
  const fill = (userId: string, used: number) => t.ctx.db.storedFile.create({ data: { key: `filler/${userId}.bin`, userId, purpose: 'test', bytes: used } });

  it('an upload that fills the quota exactly is stored; one byte over is refused with the catalogue message', async () => {
    const image = await png('#123456');
    const probe = await newUser(t.ctx);
    const url = (await send('/acc/uploadWeChatQrCode.xhtml', [{ name: 'file', bytes: image }], { token: probe.token })).json().resultSets.url as string;
    const size = (await rowOf(url))!.bytes; // the stored (re-encoded) size, the same for the same image

    const exact = await newUser(t.ctx);
    await fill(exact.id, LIMITS.upload.quotaBytes - size);
    expect((await send('/acc/uploadWeChatQrCode.xhtml', [{ name: 'file', bytes: image }], { token: exact.token })).json().status).toBe(200);

    const over = await newUser(t.ctx);
    await fill(over.id, LIMITS.upload.quotaBytes - size + 1);
    const res = await send('/acc/uploadWeChatQrCode.xhtml', [{ name: 'file', bytes: image }], { token: over.token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 1050012, code: 'UPLOAD_QUOTA_EXCEEDED', msg: '存储空间已用完，请删除不用的图片后再上传', errors: [{ field: 'file' }] });
    const en = await send('/acc/uploadWeChatQrCode.xhtml', [{ name: 'file', bytes: image }], { token: over.token, lang: 'en' });
    expect(en.json().msg).toBe('Upload: your storage space is full; delete files you no longer need first');
    expect(await t.ctx.db.storedFile.count({ where: { userId: over.id } })).toBe(1); // the filler only
  });
});

describe('signed upload token', () => {
  const tokenFor = async (purpose: string, who = me) => (await t.post('/acc/getUploadToken.xhtml', { purpose }, who.token)).json().resultSets as { token: string; uploadUrl: string };

  it("opens its purpose's upload route without a session, for the user it names", async () => {
    const { token, uploadUrl } = await tokenFor('wechatQr');
    expect(uploadUrl).toBe('/acc/uploadWeChatQrCode.xhtml');
    const res = await send(uploadUrl, [{ name: 'file', bytes: await png() }], { uploadToken: token });
    expect(res.json().status).toBe(200);
    expect((await rowOf(res.json().resultSets.url))!.userId).toBe(me.id);
  });

  it('a forged token (claims rewritten to another user) is UPLOAD_AUTH_FAILED', async () => {
    const victim = await newUser(t.ctx);
    const [v, , sig] = (await tokenFor('avatar')).token.split('.');
    const claims = Buffer.from(JSON.stringify({ u: victim.id, p: 'avatar', e: Date.now() + 600_000 })).toString('base64url');
    const res = await send('/acc/uploadAvatar.xhtml', [{ name: 'file', bytes: await png() }], { uploadToken: `${v}.${claims}.${sig}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 1050002, code: 'UPLOAD_AUTH_FAILED' });
    expect(await t.ctx.db.storedFile.count({ where: { userId: victim.id } })).toBe(0);
  });

  it('a token of another purpose, or an expired one, is refused', async () => {
    const albumToken = (await tokenFor('albumPhoto')).token;
    expect((await send('/acc/uploadAvatar.xhtml', [{ name: 'file', bytes: await png() }], { uploadToken: albumToken })).json().code).toBe('UPLOAD_AUTH_FAILED');
    const avatarToken = (await tokenFor('avatar')).token;
    t.clock.advance(LIMITS.upload.tokenMinutes * 60_000);
    expect((await send('/acc/uploadAvatar.xhtml', [{ name: 'file', bytes: await png() }], { uploadToken: avatarToken })).json().code).toBe('UPLOAD_AUTH_FAILED');
  });

  it('an unknown purpose is a field error; no session, no token', async () => {
    expect((await t.post('/acc/getUploadToken.xhtml', { purpose: 'movie' }, me.token)).json().errors[0]).toMatchObject({ field: 'purpose', rule: 'enum' });
    // Purposes only the server writes (drawn posters, transcoded videos) have no upload route: no token opens them.
    for (const purpose of ['poster', 'video']) {
      expect((await t.post('/acc/getUploadToken.xhtml', { purpose }, me.token)).json().errors[0]).toMatchObject({ field: 'purpose', rule: 'enum' });
    }
    expect((await t.post('/acc/getUploadToken.xhtml', {})).json().status).toBe(302);
  });
});
