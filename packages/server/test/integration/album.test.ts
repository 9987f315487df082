import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { LIMITS } from '@card/contract';
import { openAlbums } from '../../src/domains/album/album.service';
import { makeTestApp, type TestApp } from '../helpers/app';

type User = { token: string; phoneIdEcr: string; phone: string };
let t: TestApp;
let me: User;
let other: User;
/** Storage keys the app asked to delete. */
const removed: string[] = [];

beforeAll(async () => {
  t = await makeTestApp();
  me = await t.register('13946000001');
  other = await t.register('13946000002');
  // The real local disk storage, watched: the test sees which files are deleted.
  const storage = t.ctx.providers.storage;
  const remove = storage.remove.bind(storage);
  storage.remove = async (key: string) => {
    removed.push(key);
    await remove(key);
  };
});
afterAll(async () => {
  await t.close();
});

const P = (call: string) => `/photo/${call}.xhtml`;
const rs = async (res: Promise<{ json(): any }>) => (await res).json().resultSets;
const png = (w = 40, h = 30, color = '#1f6feb') =>
  sharp({ create: { width: w, height: h, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A multipart body with the `albumId` field and one `file` part, as a browser's FormData sends it. */
function upload(albumId: string, bytes: Buffer, token: string, filename = 'photo.png') {
  const b = '----albumTestBoundary';
  const payload = Buffer.concat([
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="albumId"\r\n\r\n${albumId}\r\n`),
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${b}--\r\n`),
  ]);
  return t.app.inject({ method: 'POST', url: P('uploadAlbumPhoto'), payload, headers: { 'content-type': `multipart/form-data; boundary=${b}`, authorization: token } });
}
const addAlbum = async (token: string, name: string, isOpen = true) => (await t.post(P('addAlbum'), { name, isOpen: String(isOpen) }, token)).json().resultSets as { id: string };
const publicAlbums = async (phoneIdEcr: string) => (await t.get(`${P('getAlbumsByOpen')}?phoneIdEcr=${phoneIdEcr}`)).json();
const photoCount = (albumId: string) => t.ctx.db.photo.count({ where: { albumId } });

describe('albums of the owner', () => {
  it('adds an album: open by default, 15 characters fit, 16 are refused with the rule', async () => {
    const a = await rs(t.post(P('addAlbum'), { name: '相'.repeat(15) }, me.token));
    expect(a).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), name: '相'.repeat(15), isOpen: true, photoCount: 0, coverUrl: '' });
    const bad = await t.post(P('addAlbum'), { name: '相'.repeat(16), isOpen: 'true' }, me.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'name', rule: 'length', message: '相册名称须为1-15个字符' }]);
    const en = await t.post(P('addAlbum'), { name: '' }, me.token, { headers: { 'accept-language': 'en' }, cookies: { lang: 'en' } });
    expect(en.json().errors[0].message).toBe('album name must be 1-15 characters');
    await t.post(P('delAlbum'), { id: a.id }, me.token);
  });

  it('renames, closes, reorders; lists with counts and covers', async () => {
    const a = await addAlbum(me.token, '团队');
    const b = await addAlbum(me.token, '产品', false);
    expect(await rs(t.post(P('updateAlbum'), { id: a.id, name: '团队风采', isOpen: 'false' }, me.token))).toMatchObject({ id: a.id, name: '团队风采', isOpen: false });
    const photo = await rs(upload(b.id, await png(), me.token));
    const sorted = await rs(t.post(P('sortAlbum'), { ids: `${b.id},${a.id}` }, me.token));
    expect(sorted).toEqual([
      { id: b.id, name: '产品', isOpen: false, photoCount: 1, coverUrl: photo.thumbs.m },
      { id: a.id, name: '团队风采', isOpen: false, photoCount: 0, coverUrl: '' },
    ]);
    expect(await rs(t.post(P('findMyAlbums'), {}, me.token))).toEqual(sorted);
    expect(await rs(t.post(P('findMyAlbums'), {}, other.token))).toEqual([]);
  });

  it('a sort must name every album once', async () => {
    const before = await rs(t.post(P('findMyAlbums'), {}, me.token));
    const res = await t.post(P('sortAlbum'), { ids: before[0].id }, me.token);
    expect(res.json()).toMatchObject({ code: 'ALBUM_SORT_MISMATCH', errors: [{ field: 'ids' }] });
    expect((await t.post(P('sortAlbum'), { ids: `${before[1].id},${before[0].id},${before[0].id}` }, me.token)).json().code).toBe('ALBUM_SORT_MISMATCH');
    expect(await rs(t.post(P('findMyAlbums'), {}, me.token))).toEqual(before);
  });

  it("someone else's album ids are NOT_FOUND and nothing changes", async () => {
    const mine = await rs(t.post(P('findMyAlbums'), {}, me.token));
    const id = mine[0].id;
    for (const [call, form] of [
      ['updateAlbum', { id, name: 'stolen', isOpen: 'true' }],
      ['delAlbum', { id }],
      ['findAlbumPhotos', { albumId: id }],
      ['sortAlbum', { ids: mine.map((a: { id: string }) => a.id).join(',') }],
      ['sortAlbumPhoto', { albumId: id, ids: '' }],
    ] as const) {
      const res = await t.post(P(call), form, other.token);
      expect(res.statusCode, call).toBe(404);
      expect(res.json().code, call).toBe('NOT_FOUND');
    }
    const up = await upload(id, await png(), other.token);
    expect(up.json()).toMatchObject({ code: 'NOT_FOUND', errors: [{ field: 'albumId' }] });
    expect(await rs(t.post(P('findMyAlbums'), {}, me.token))).toEqual(mine);
  });

  it(`allows ${LIMITS.album.albumsPerUser} albums and refuses one more`, async () => {
    const u = await t.register('13946000003');
    for (let i = 0; i < LIMITS.album.albumsPerUser - 1; i++) await addAlbum(u.token, `相册${i}`);
    expect((await t.post(P('addAlbum'), { name: '第二十个' }, u.token)).json().status).toBe(200);
    const over = await t.post(P('addAlbum'), { name: '第二十一个' }, u.token);
    expect(over.json()).toMatchObject({ code: 'ALBUMS_FULL', msg: '相册数量已达上限' });
    expect((await rs(t.post(P('findMyAlbums'), {}, u.token))).length).toBe(LIMITS.album.albumsPerUser);
  });

  it('two adds racing for the last place: one wins, the limit holds', async () => {
    const u = await t.register('13946000004');
    for (let i = 0; i < LIMITS.album.albumsPerUser - 1; i++) await addAlbum(u.token, `相册${i}`);
    const both = await Promise.all([t.post(P('addAlbum'), { name: 'A' }, u.token), t.post(P('addAlbum'), { name: 'B' }, u.token)]);
    expect(both.map((r) => r.json().code).sort()).toEqual(['ALBUMS_FULL', 'OK']);
    expect((await rs(t.post(P('findMyAlbums'), {}, u.token))).length).toBe(LIMITS.album.albumsPerUser);
  });
});

describe('photos', () => {
  let album: { id: string };
  beforeAll(async () => {
    album = await addAlbum(me.token, '照片测试');
  });

  it('accepts a real PNG, re-encodes it and stores it under an opaque key', async () => {
    const res = await upload(album.id, await png(2000, 1000), me.token);
    expect(res.statusCode).toBe(200);
    const photo = res.json().resultSets;
    expect(photo.url).toMatch(/^\/files\/albums\/[A-Za-z0-9_-]{22}\.webp$/);
    expect(photo.url).not.toContain(me.phoneIdEcr);
    const file = await t.app.inject({ method: 'GET', url: photo.url });
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1080, 540]);
    expect(await rs(t.post(P('findAlbumPhotos'), { albumId: album.id }, me.token))).toEqual({ album: { id: album.id, name: '照片测试', isOpen: true }, photos: [photo] });
    // Thumbnails in three sizes (the album screens show the middle one), each a stored file of the owner.
    for (const k of ['s', 'm', 'l'] as const) {
      const thumb = await sharp((await t.app.inject({ method: 'GET', url: photo.thumbs[k] })).rawPayload).metadata();
      expect(thumb.width).toBe(LIMITS.content.thumbSizes[k]);
    }
  });

  it('refuses a text file renamed .png, PNG magic followed by junk, and an oversize file; nothing is added', async () => {
    const before = await photoCount(album.id);
    const text = await upload(album.id, Buffer.from('just some text, not an image'), me.token, 'evil.png');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'UPLOAD_TYPE_ERROR', errors: [{ field: 'file' }] });
    const junk = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('junk'.repeat(40))]);
    expect((await upload(album.id, junk, me.token)).json().code).toBe('UPLOAD_TYPE_ERROR');
    const big = await upload(album.id, Buffer.concat([await png(), Buffer.alloc(LIMITS.upload.imageMaxBytes)]), me.token);
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('UPLOAD_TOO_LARGE');
    expect(await photoCount(album.id)).toBe(before);
  });

  it('an upload without a file or album is a field message', async () => {
    expect((await t.post(P('uploadAlbumPhoto'), { albumId: album.id }, me.token)).json().errors[0]).toMatchObject({ field: 'file' });
    expect((await t.post(P('uploadAlbumPhoto'), {}, me.token)).json().errors.map((e: { field: string }) => e.field)).toContain('albumId');
  });

  it('reorders photos; an id of another album is NOT_FOUND; a partial list is a mismatch', async () => {
    const second = await rs(upload(album.id, await png(30, 30, '#d1242f'), me.token));
    const { photos } = await rs(t.post(P('findAlbumPhotos'), { albumId: album.id }, me.token));
    const reversed = [...photos].reverse();
    expect(reversed[0].id).toBe(second.id);
    expect(await rs(t.post(P('sortAlbumPhoto'), { albumId: album.id, ids: reversed.map((p: { id: string }) => p.id).join(',') }, me.token))).toEqual(reversed);
    const elsewhere = await addAlbum(me.token, '别处');
    const foreign = await rs(upload(elsewhere.id, await png(), me.token));
    const mixed = await t.post(P('sortAlbumPhoto'), { albumId: album.id, ids: `${reversed[0].id},${foreign.id}` }, me.token);
    expect(mixed.json()).toMatchObject({ code: 'NOT_FOUND', errors: [{ field: 'ids' }] });
    expect((await t.post(P('sortAlbumPhoto'), { albumId: album.id, ids: reversed[0].id }, me.token)).json().code).toBe('ALBUM_SORT_MISMATCH');
    expect((await rs(t.post(P('findAlbumPhotos'), { albumId: album.id }, me.token))).photos).toEqual(reversed);
  });

  it('deletes a photo with its file; someone else cannot', async () => {
    const photo = await rs(upload(album.id, await png(), me.token));
    const stranger = await t.post(P('delAlbumPhoto'), { id: photo.id }, other.token);
    expect(stranger.json().code).toBe('NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);
    expect(await rs(t.post(P('delAlbumPhoto'), { id: photo.id }, me.token))).toEqual({ id: photo.id });
    expect(removed).toContain(photo.url.replace('/files/', ''));
    expect((await t.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
    expect((await t.post(P('delAlbumPhoto'), { id: photo.id }, me.token)).json().code).toBe('NOT_FOUND');
  });

  it(`allows ${LIMITS.album.photosPerAlbum} photos in an album and refuses one more`, async () => {
    const full = await addAlbum(me.token, '满了');
    await t.ctx.db.photo.createMany({
      data: Array.from({ length: LIMITS.album.photosPerAlbum - 1 }, (_, i) => ({
        id: `seeded-photo-${String(i).padStart(3, '0')}`,
        albumId: full.id,
        url: `/files/albums/seeded${i}.webp`,
        sort: i,
      })),
    });
    expect((await upload(full.id, await png(), me.token)).json().status).toBe(200);
    const over = await upload(full.id, await png(), me.token);
    expect(over.json()).toMatchObject({ code: 'ALBUM_PHOTOS_FULL', errors: [{ field: 'file' }] });
    expect(await photoCount(full.id)).toBe(LIMITS.album.photosPerAlbum);
    await t.post(P('delAlbum'), { id: full.id }, me.token);
  });

  it('deleting an album takes its photos and their stored files', async () => {
    const doomed = await addAlbum(me.token, '将删除');
    const photos = [await rs(upload(doomed.id, await png(), me.token)), await rs(upload(doomed.id, await png(), me.token))];
    expect((await t.post(P('delAlbum'), { id: doomed.id }, other.token)).json().code).toBe('NOT_FOUND');
    expect(await photoCount(doomed.id)).toBe(2);
    expect(await rs(t.post(P('delAlbum'), { id: doomed.id }, me.token))).toEqual({ id: doomed.id });
    expect(await photoCount(doomed.id)).toBe(0);
    for (const p of photos) {
      expect(removed).toContain(p.url.replace('/files/', ''));
      expect((await t.app.inject({ method: 'GET', url: p.url })).statusCode).toBe(404);
    }
    expect((await t.post(P('findAlbumPhotos'), { albumId: doomed.id }, me.token)).json().code).toBe('NOT_FOUND');
  });
});

describe('what visitors see', () => {
  let owner: User;
  let ownerId: string;
  const made: Record<string, { id: string }> = {};
  beforeAll(async () => {
    owner = await t.register('13946000005');
    ownerId = (await t.ctx.db.user.findUniqueOrThrow({ where: { phoneIdEcr: owner.phoneIdEcr }, select: { id: true } })).id;
    made.open = await addAlbum(owner.token, '公开相册');
    made.closed = await addAlbum(owner.token, '私密相册', false);
    made.empty = await addAlbum(owner.token, '空相册');
    made.first = await upload(made.open.id, await png(20, 20, '#000000'), owner.token).then((r) => r.json().resultSets);
    made.second = await upload(made.open.id, await png(20, 20, '#ffffff'), owner.token).then((r) => r.json().resultSets);
    await upload(made.closed.id, await png(), owner.token);
  });

  it('getAlbumsByOpen: open albums in order with their photos in order; closed ones never; no login needed', async () => {
    const res = await publicAlbums(owner.phoneIdEcr);
    expect(res.status).toBe(200);
    expect(res.resultSets).toEqual([
      { id: made.open.id, name: '公开相册', photos: [made.first, made.second] },
      { id: made.empty.id, name: '空相册', photos: [] },
    ]);
    expect(JSON.stringify(res)).not.toContain('私密相册');
  });

  it("follows the owner's reordering and closing", async () => {
    await t.post(P('sortAlbumPhoto'), { albumId: made.open.id, ids: `${made.second.id},${made.first.id}` }, owner.token);
    await t.post(P('sortAlbum'), { ids: `${made.empty.id},${made.closed.id},${made.open.id}` }, owner.token);
    expect((await publicAlbums(owner.phoneIdEcr)).resultSets.map((a: { id: string }) => a.id)).toEqual([made.empty.id, made.open.id]);
    expect((await publicAlbums(owner.phoneIdEcr)).resultSets[1].photos).toEqual([made.second, made.first]);
    await t.post(P('updateAlbum'), { id: made.empty.id, name: '空相册', isOpen: 'false' }, owner.token);
    expect((await publicAlbums(owner.phoneIdEcr)).resultSets.map((a: { id: string }) => a.id)).toEqual([made.open.id]);
    await t.post(P('updateAlbum'), { id: made.empty.id, name: '空相册', isOpen: 'true' }, owner.token);
  });

  it('openAlbums (for the card page) leaves out closed and empty albums', async () => {
    expect(await openAlbums(t.ctx, ownerId)).toEqual([{ id: made.open.id, name: '公开相册', photos: [made.second, made.first] }]);
  });

  it('an unknown card is NOT_FOUND; a missing or malformed id is a field message', async () => {
    const unknown = await t.get(`${P('getAlbumsByOpen')}?phoneIdEcr=AAAAAAAAAAAAAAAAAAAAAA`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    const missing = await t.get(P('getAlbumsByOpen'));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ field: 'phoneIdEcr', rule: 'required', message: '名片标识不能为空' });
    expect((await t.get(`${P('getAlbumsByOpen')}?phoneIdEcr=bad!`)).json().errors[0]).toMatchObject({ field: 'phoneIdEcr', rule: 'idFormat' });
  });
});
