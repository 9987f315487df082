import sharp from 'sharp';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, QR_FORMATS, QR_SIZES } from '@card/contract';
import { qrCacheOf } from '../../src/domains/share/share.service';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newUser, type FactoryUser } from '../factories';

/**
 * Issue 7 item 6: anonymous clients cycling QR variants made the server draw images without end, and 30 requests at
 * once for one image drew it 30 times. Each variant is drawn once per card version, concurrent identical requests
 * share one drawing, only the documented sizes exist, and the drawings one address may cause are budgeted.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const image = (phoneIdEcr: string, q: { size?: number | string; format?: string; logo?: boolean }, remoteAddress = '192.0.2.1') =>
  t.app.inject({
    method: 'GET',
    remoteAddress,
    url: `/stc/mpQrCode.xhtml?phoneIdEcr=${phoneIdEcr}&format=${q.format ?? 'png'}&size=${q.size ?? 430}&logo=${q.logo ? 1 : 0}`,
  });
const renders = () => qrCacheOf(t.ctx).stats().renders;
const centre = (png: Buffer) => {
  const img = PNG.sync.read(png);
  const i = (img.width * Math.floor(img.height / 2) + Math.floor(img.width / 2)) * 4;
  return [...img.data.subarray(i, i + 3)];
};

describe('QR images', () => {
  it('30 simultaneous requests for one uncached image draw it once, and every one gets it', async () => {
    const card = await newUser(t.ctx);
    const before = renders();
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => image(card.phoneIdEcr, { size: 1280, logo: true }, `198.51.100.${i + 1}`)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
    expect(renders() - before).toBe(1);
    // Asked again later: served from the cache, drawn no more.
    expect((await image(card.phoneIdEcr, { size: 1280, logo: true })).statusCode).toBe(200);
    expect(renders() - before).toBe(1);
  });

  it('only the documented sizes exist; anything else is refused on the size field before any drawing', async () => {
    expect([...QR_SIZES]).toEqual([...LIMITS.share.qrSizes]);
    const card = await newUser(t.ctx);
    for (const size of LIMITS.share.qrSizes) expect((await image(card.phoneIdEcr, { size })).statusCode, String(size)).toBe(200);
    const before = renders();
    for (const size of [0, -1, 257, 259, 429, 431, 1279, 1281, 2000, 10000, '430.0', '0x1ae', '4e2', '']) {
      const res = await image(card.phoneIdEcr, { size });
      expect(res.statusCode, String(size)).toBe(400);
      expect(refusalOf({ status: res.statusCode, body: res.json() }), String(size)).toMatchObject({ field: 'size' });
    }
    expect(renders()).toBe(before);
  });

  it(`one address may cause ${LIMITS.share.qrRendersPerWindow} drawings per ${LIMITS.share.qrRenderWindowMinutes} minutes; cached images and other addresses are not held`, async () => {
    const max = LIMITS.share.qrRendersPerWindow;
    t.clock.set(new Date('2026-11-23T09:00:00Z'));
    const perCard = QR_SIZES.length * QR_FORMATS.length * 2;
    const cards: FactoryUser[] = await Promise.all(Array.from({ length: Math.ceil((max + 1) / perCard) }, () => newUser(t.ctx)));
    const variants = cards.flatMap((c) => QR_SIZES.flatMap((size) => QR_FORMATS.flatMap((format) => [false, true].map((logo) => ({ id: c.phoneIdEcr, size, format, logo })))));
    const address = '203.0.113.66';
    for (const v of variants.slice(0, max)) expect((await image(v.id, v, address)).statusCode).toBe(200);
    const refused = await image(variants[max].id, variants[max], address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'QR_TOO_MANY', msg: '二维码请求太频繁，请稍后再试', data: { retryAfterSeconds: LIMITS.share.qrRenderWindowMinutes * 60 } });
    // What is already drawn is still served to that address; another address may draw.
    expect((await image(variants[0].id, variants[0], address)).statusCode).toBe(200);
    expect((await image(variants[max].id, variants[max], '203.0.113.67')).statusCode).toBe(200);
    // The next window the address draws again.
    t.clock.advance(LIMITS.share.qrRenderWindowMinutes * 60_000);
    expect((await image(variants[max + 1].id, variants[max + 1], address)).statusCode).toBe(200);
  });

  it('a new avatar is a new image: the cached logo code is not served after the change', async () => {
    const card = await newUser(t.ctx);
    const first = await image(card.phoneIdEcr, { size: 430, logo: true });
    const before = renders();
    const red = await sharp({ create: { width: 300, height: 300, channels: 3, background: { r: 220, g: 20, b: 20 } } })
      .png()
      .toBuffer();
    okOf(await t.api.usercentre.uploadAvatar({ body: { file: red }, token: card.token }));
    const second = await image(card.phoneIdEcr, { size: 430, logo: true });
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(false);
    const [r, g] = centre(second.rawPayload);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(80);
    expect(renders() - before).toBe(1);
    // The code without the logo shows no avatar: it stays the cached one.
    await image(card.phoneIdEcr, { size: 258 });
    const plainRenders = renders();
    okOf(await t.api.usercentre.uploadAvatar({ body: { file: red }, token: card.token }));
    await image(card.phoneIdEcr, { size: 258 });
    expect(renders()).toBe(plainRenders);
  });
});
