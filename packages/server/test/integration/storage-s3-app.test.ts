import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf } from '../helpers/client';
import { startLocalS3, type LocalS3 } from '../helpers/s3-server';
import { newUser } from '../factories';

/**
 * The real server on an S3-compatible store (s3rver, started here): an avatar uploaded through the real upload
 * route lands in the bucket, and the URL the API answers serves it, through this server for a private bucket and
 * from the store itself when a public base is configured. A replaced avatar's object leaves the bucket.
 */
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3(['cards']);
});
afterAll(async () => {
  await s3?.stop();
});

const square = (r: number, g: number, b: number) =>
  sharp({ create: { width: 300, height: 300, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** The stored image is the server's re-encoding: a 256px square webp of the uploaded colour. */
async function expectAvatar(bytes: Buffer, red: number) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([256, 256]);
  expect((await sharp(bytes).metadata()).format).toBe('webp');
  expect(Math.abs(data[0]! - red)).toBeLessThan(12);
}

describe.each([
  { bucket: 'private', publicBase: '' },
  { bucket: 'public', publicBase: 'bucket' },
])('avatar upload on S3 ($bucket bucket)', ({ publicBase }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ providers: { storage: s3.storage({ publicBaseUrl: publicBase ? `${s3.endpoint}/cards` : '' }) } });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Reads what the API answered, the way a browser would: through this server, or from the store for a public base. */
  async function fetchAnswered(url: string): Promise<Buffer> {
    if (url.startsWith('/')) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      return res.rawPayload;
    }
    const res = await fetch(url);
    expect(res.status, url).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    return Buffer.from(await res.arrayBuffer());
  }

  it('stores the avatar in the bucket and serves it at the URL the API answered', async () => {
    const me = await newUser(t.ctx);
    const { avatarUrl } = okOf(await t.api.usercentre.uploadAvatar({ body: { file: await square(220, 20, 20) }, token: me.token }));
    const key = /avatars\/[A-Za-z0-9_-]{22}\.webp$/.exec(avatarUrl)?.[0];
    expect(key, avatarUrl).toBeDefined();
    expect(avatarUrl).toBe(publicBase ? `${s3.endpoint}/cards/${key}` : `/files/${key}`);

    await expectAvatar(await fetchAnswered(avatarUrl), 220);
    // In the bucket (read with a provider of its own), not on this machine's upload folder.
    expect(await s3.storage().read(key!)).not.toBeNull();
    expect(fs.existsSync(`${t.ctx.config.uploadDir}/${key}`)).toBe(false);
    // The home screen's user info carries the same URL.
    expect(okOf(await t.api.usercentre.userInfo({ token: me.token })).avatarUrl).toBe(avatarUrl);
  });

  it('removes the replaced avatar from the bucket', async () => {
    const me = await newUser(t.ctx);
    const first = okOf(await t.api.usercentre.uploadAvatar({ body: { file: await square(20, 200, 20) }, token: me.token })).avatarUrl;
    const second = okOf(await t.api.usercentre.uploadAvatar({ body: { file: await square(20, 20, 200) }, token: me.token })).avatarUrl;
    expect(second).not.toBe(first);
    const firstKey = first.slice(first.indexOf('avatars/'));
    expect(await s3.storage().read(firstKey)).toBeNull();
    await expectAvatar(await fetchAnswered(second), 20);
  });

  it('answers 404 at /files for a missing or unsafe key, without asking the store for it', async () => {
    for (const url of ['/files/avatars/never-stored.webp', '/files/../../etc/passwd', '/files/avatars/%2e%2e/x.webp']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
