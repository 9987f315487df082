import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newPicture, newPictureLabel, newUser, type FactoryUser } from '../factories';

let t: TestApp;
let me: FactoryUser;
let other: FactoryUser;
const removed: string[] = [];

beforeAll(async () => {
  t = await makeTestApp();
  [me, other] = await Promise.all([newUser(t.ctx), newUser(t.ctx)]);
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

const png = (w: number, h: number) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#1f6feb' } })
    .png()
    .toBuffer();
const usedBytes = async (userId: string) => (await t.ctx.db.storedFile.aggregate({ where: { userId }, _sum: { bytes: true } }))._sum.bytes ?? 0;
const widthOf = async (url: string) => (await sharp((await t.ctx.providers.storage.read(t.ctx.providers.storage.keyOf(url)!))!).metadata()).width;

describe('picture library: upload with thumbnails', () => {
  it('stores the picture and three webp thumbnails sized by LIMITS, all counted in the quota; delete releases all four', async () => {
    const before = await usedBytes(me.id);
    const p = okOf(await t.api.content.uploadPicture({ token: me.token, body: { file: await png(1600, 800) } }));
    expect(p).toMatchObject({ width: 1080, height: 540, labelId: null });
    expect(Object.keys(p.thumbs).sort()).toEqual(['l', 'm', 's']);
    expect(await widthOf(p.thumbs.s!)).toBe(LIMITS.content.thumbSizes.s);
    expect(await widthOf(p.thumbs.m!)).toBe(LIMITS.content.thumbSizes.m);
    expect(await widthOf(p.thumbs.l!)).toBe(LIMITS.content.thumbSizes.l);
    expect((await usedBytes(me.id)) - before).toBe(p.bytes);
    expect(await t.ctx.db.storedFile.count({ where: { userId: me.id, purpose: 'picture' } })).toBe(4);

    expect(okOf(await t.api.content.delPictures({ token: me.token, body: { ids: [p.id] } }))).toEqual({ ids: [p.id] });
    expect(removed.filter((k) => k.startsWith('pictures/')).length).toBe(4);
    expect(await usedBytes(me.id)).toBe(before);
  });

  it('a small image is never enlarged; a non-image is refused naming the file', async () => {
    const p = okOf(await t.api.content.uploadPicture({ token: me.token, body: { file: await png(100, 50) } }));
    expect(await widthOf(p.thumbs.s!)).toBe(100);
    const bad = refusalOf(await t.api.content.uploadPicture({ token: me.token, body: { file: Buffer.from('not an image at all') } }));
    expect(bad.field).toBe('file');
  });

  it('several pictures at once (issue 32): each is its own call, so a bad file in the middle refuses only itself', async () => {
    // The client sends up to LIMITS.content.pictureUploadFilesMax picked files one after another (useUploadPictures).
    const files = [await png(40, 40), Buffer.from('a text file named like a picture'), await png(60, 30), Buffer.alloc(LIMITS.upload.imageMaxBytes + 1, 1)];
    expect(files.length).toBeLessThanOrEqual(LIMITS.content.pictureUploadFilesMax);
    const before = await t.ctx.db.picture.count({ where: { userId: me.id } });
    const answers = [];
    for (const file of files) answers.push(await t.api.content.uploadPicture({ token: me.token, body: { file } }));
    expect(okOf(answers[0]!)).toMatchObject({ width: 40, height: 40 });
    expect(refusalOf(answers[1]!)).toMatchObject({ code: 'UPLOAD_TYPE_ERROR', field: 'file' });
    expect(okOf(answers[2]!)).toMatchObject({ width: 60, height: 30 });
    expect(refusalOf(answers[3]!)).toMatchObject({ code: 'UPLOAD_TOO_LARGE', field: 'file' });
    expect(await t.ctx.db.picture.count({ where: { userId: me.id } })).toBe(before + 2);
  });

  it("uploads into a label of mine; someone else's label is NOT_FOUND and stores nothing", async () => {
    const mine = await newPictureLabel(t.ctx, me, '产品');
    const theirs = await newPictureLabel(t.ctx, other, '他的');
    const p = okOf(await t.api.content.uploadPicture({ token: me.token, body: { file: await png(30, 30), labelId: mine.id } }));
    expect(p.labelId).toBe(mine.id);
    const files = await t.ctx.db.storedFile.count({ where: { userId: me.id } });
    expect(refusalOf(await t.api.content.uploadPicture({ token: me.token, body: { file: await png(30, 30), labelId: theirs.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'labelId' });
    expect(await t.ctx.db.storedFile.count({ where: { userId: me.id } })).toBe(files);
  });
});

describe('picture library: list, labels, move, delete', () => {
  it('lists newest first, pages by cursor, filters by label', async () => {
    const u = await newUser(t.ctx);
    const label = await newPictureLabel(t.ctx, u, '风景');
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      ids.push((await newPicture(t.ctx, u, i === 1 ? { labelId: label.id } : {})).id);
      t.clock.advance(1000);
    }
    const first = okOf(await t.api.content.findPictures({ token: u.token, body: { pageSize: 2 } }));
    expect(first.items.map((p) => p.id)).toEqual([ids[2], ids[1]]);
    const next = okOf(await t.api.content.findPictures({ token: u.token, body: { pageSize: 2, cursor: first.nextCursor! } }));
    expect(next.items.map((p) => p.id)).toEqual([ids[0]]);
    expect(okOf(await t.api.content.findPictures({ token: u.token, body: { labelId: label.id } })).items.map((p) => p.id)).toEqual([ids[1]]);
    expect(refusalOf(await t.api.content.findPictures({ token: other.token, body: { labelId: label.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'labelId' });
  });

  it('labels: unique per user (case-insensitive), renamed, limit, deleted leaving pictures unlabelled', async () => {
    const u = await newUser(t.ctx);
    const a = okOf(await t.api.content.addPictureLabel({ token: u.token, body: { name: 'Logo' } }));
    expect(refusalOf(await t.api.content.addPictureLabel({ token: u.token, body: { name: 'logo ' } }))).toMatchObject({ code: 'LIBRARY_LABEL_NAME_TAKEN', field: 'name' });
    okOf(await t.api.content.addPictureLabel({ token: other.token, body: { name: 'Logo' } })); // another user's names do not count
    expect(refusalOf(await t.api.content.addPictureLabel({ token: u.token, body: { name: '字'.repeat(LIMITS.content.labelNameMax + 1) } })).field).toBe('name');
    expect(okOf(await t.api.content.updatePictureLabel({ token: u.token, body: { id: a.id, name: '标志' } })).name).toBe('标志');
    const pic = await newPicture(t.ctx, u, { labelId: a.id });
    expect(okOf(await t.api.content.findPictureLabels({ token: u.token }))).toEqual([{ id: a.id, name: '标志', count: 1 }]);
    expect(refusalOf(await t.api.content.delPictureLabel({ token: other.token, body: { id: a.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    okOf(await t.api.content.delPictureLabel({ token: u.token, body: { id: a.id } }));
    expect((await t.ctx.db.picture.findUnique({ where: { id: pic.id } }))!.labelId).toBeNull();
    for (let i = 0; i < LIMITS.content.pictureLabelsPerUser; i++) await newPictureLabel(t.ctx, u, `L${i}`);
    expect(refusalOf(await t.api.content.addPictureLabel({ token: u.token, body: { name: '再一个' } })).code).toBe('LIBRARY_LABELS_FULL');
  });

  it("moves pictures into a label and out; someone else's picture is NOT_FOUND and nothing moves", async () => {
    const u = await newUser(t.ctx);
    const label = await newPictureLabel(t.ctx, u);
    const [p1, p2] = [await newPicture(t.ctx, u), await newPicture(t.ctx, u)];
    const foreign = await newPicture(t.ctx, other);
    expect(refusalOf(await t.api.content.movePictures({ token: u.token, body: { ids: [p1.id, foreign.id], labelId: label.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'ids' });
    expect((await t.ctx.db.picture.findUnique({ where: { id: p1.id } }))!.labelId).toBeNull();
    okOf(await t.api.content.movePictures({ token: u.token, body: { ids: [p1.id, p2.id], labelId: label.id } }));
    expect(await t.ctx.db.picture.count({ where: { labelId: label.id } })).toBe(2);
    okOf(await t.api.content.movePictures({ token: u.token, body: { ids: [p1.id], labelId: '' } }));
    expect(await t.ctx.db.picture.count({ where: { labelId: label.id } })).toBe(1);
    expect(refusalOf(await t.api.content.delPictures({ token: u.token, body: { ids: [foreign.id] } }))).toMatchObject({ code: 'NOT_FOUND', field: 'ids' });
    expect(await t.ctx.db.picture.count({ where: { id: foreign.id } })).toBe(1);
  });
});
