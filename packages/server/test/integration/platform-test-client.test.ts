import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newAlbum, newUser } from '../factories';

/** The typed test client (helpers/client.ts) puts calls on the wire the way the app's client does. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

it('sends a form body with the token and reads the typed envelope', async () => {
  const me = await newUser(t.ctx, { vip: 'active' });
  const added = okOf(await t.api.album.addAlbum({ body: { name: '旅行', isOpen: true }, token: me.token }));
  expect(added).toMatchObject({ name: '旅行', isOpen: true });
  expect(okOf(await t.api.album.findMyAlbums({ token: me.token })).map((a) => a.id)).toEqual([added.id]);
});

it('sends a list as repeated form fields, as the app does', async () => {
  const me = await newUser(t.ctx, { vip: 'active' });
  const [a, b] = [await newAlbum(t.ctx, me), await newAlbum(t.ctx, me)];
  const sorted = okOf(await t.api.album.sortAlbum({ body: { ids: [b.id, a.id] }, token: me.token }));
  expect(sorted.map((x) => x.id)).toEqual([b.id, a.id]);
});

it('sends files as multipart', async () => {
  const me = await newUser(t.ctx, { vip: 'active' });
  const album = await newAlbum(t.ctx, me);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1f6feb' } })
    .png()
    .toBuffer();
  const photo = okOf(await t.api.album.uploadAlbumPhoto({ body: { albumId: album.id, file: png }, token: me.token }));
  expect(photo.id).toBeTruthy();
  expect(await t.ctx.db.photo.count({ where: { albumId: album.id } })).toBe(1);
});

it('fills path parameters, and reads a refusal with its first field in English with the lang cookie', async () => {
  const me = await newUser(t.ctx);
  expect(okOf(await t.api.card.findMpBasicById({ params: { phoneIdEcr: me.phoneIdEcr } })).isOwner).toBe(false);
  const res = await t.api.account.userLogin({ body: { phone: '12', password: 'abc12345', agree: true }, cookies: { lang: 'en' } });
  expect(refusalOf(res)).toMatchObject({ code: 'MOBILE_INCORRECT', field: 'phone' });
  expect(refusalOf(res).msg).toMatch(/^[ -~]+$/);
  expect(() => okOf(res)).toThrow(/expected a success, got HTTP 400/);
});

it('sends the token as the session cookie when asked, and nothing without one', async () => {
  const me = await newUser(t.ctx);
  expect(okOf(await t.api.card.findMyCard({ token: me.token, tokenAsCookie: true })).isOwner).toBe(true);
  expect(refusalOf(await t.api.card.findMyCard()).status).toBe(302);
});

it('refuses, at compile time, a call or a field the contract does not have', () => {
  const probe = () => {
    // @ts-expect-error a renamed call no longer exists
    void t.api.album.addPhotoAlbum;
    // @ts-expect-error a field of the wrong type
    void t.api.album.addAlbum({ body: { name: 42 } });
  };
  expect(probe).toBeTypeOf('function');
});
