import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newAlbum, newMaterialLabel, newMoment, newPhotoMaterial, newPictureLabel, newUser, type FactoryUser } from '../factories';

let t: TestApp;
let me: FactoryUser;
let other: FactoryUser;

beforeAll(async () => {
  t = await makeTestApp();
  [me, other] = await Promise.all([newUser(t.ctx, { vip: 'active' }), newUser(t.ctx, { vip: 'active' })]);
});
afterAll(async () => {
  await t.close();
});

const png = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#2a9d8f' } })
    .png()
    .toBuffer();

describe('photo material', () => {
  it("getPhotoMaterial: items in ANY of several comma-joined labels, the platform's and my own, never someone else's; paged", async () => {
    const [a, b, c] = [await newMaterialLabel(t.ctx, null, '节日'), await newMaterialLabel(t.ctx, null, '商务'), await newMaterialLabel(t.ctx, null, '风景')];
    const inA = await newPhotoMaterial(t.ctx, null, [a.id], '春节');
    const inB = await newPhotoMaterial(t.ctx, null, [b.id], '握手');
    const inBoth = await newPhotoMaterial(t.ctx, null, [a.id, b.id], '年会');
    await newPhotoMaterial(t.ctx, null, [c.id], '山水');
    const theirs = await newPhotoMaterial(t.ctx, other, [a.id], '别人的');
    const res = await t.post('/x/material/material/getPhotoMaterial.xhtml', { labelIdArray: `${a.id},${b.id}` }, me.token);
    const page = res.json().resultSets;
    expect(page.items.map((m: { id: string }) => m.id).sort()).toEqual([inA.id, inB.id, inBoth.id].sort());
    expect(page.items.map((m: { id: string }) => m.id)).not.toContain(theirs.id);
    expect(page.total).toBe(3);
    const p1 = okOf(await t.api.content.getPhotoMaterial({ token: me.token, body: { labelIdArray: [a.id, b.id], pageSize: 2 } }));
    expect([p1.items.length, p1.hasMore]).toEqual([2, true]);
    // Someone else's label is NOT_FOUND; a junk id names the field.
    const foreign = await newMaterialLabel(t.ctx, other, '私有');
    expect(refusalOf(await t.api.content.getPhotoMaterial({ token: me.token, body: { labelIdArray: [a.id, foreign.id] } }))).toMatchObject({ code: 'NOT_FOUND', field: 'labelIdArray' });
    expect((await t.post('/x/material/material/getPhotoMaterial.xhtml', { labelIdArray: 'a,,b' }, me.token)).json().errors[0].field).toMatch(/^labelIdArray/);
  });

  it('keyword search: title and keywords, case-insensitive', async () => {
    const l = await newMaterialLabel(t.ctx, null, 'Coffee');
    const m = await newPhotoMaterial(t.ctx, null, [l.id], 'Latte Art');
    for (const kw of ['latte', 'LATTE', 'art']) {
      expect(okOf(await t.api.content.searchPhotoMaterial({ token: me.token, body: { keyword: kw } })).items.map((i) => i.id)).toContain(m.id);
    }
    expect(okOf(await t.api.content.searchPhotoMaterial({ token: me.token, body: { keyword: 'espresso' } })).items).toEqual([]);
    expect(refusalOf(await t.api.content.searchPhotoMaterial({ token: me.token, body: { keyword: '' } })).field).toBe('keyword');
  });

  it('addNewLabel and uploadPhotoFromApply: my own label and item, stored with thumbnails, found by its label and title', async () => {
    const label = okOf(await t.api.content.addNewLabel({ token: me.token, body: { name: '我的门店' } }));
    expect(label).toMatchObject({ name: '我的门店', own: true });
    expect(refusalOf(await t.api.content.addNewLabel({ token: me.token, body: { name: '我的门店' } })).code).toBe('LIBRARY_LABEL_NAME_TAKEN');
    const item = okOf(await t.api.content.uploadPhotoFromApply({ token: me.token, body: { labelIdArray: [label.id], title: 'Front Door', file: await png() } }));
    expect(item).toMatchObject({ own: true, title: 'Front Door', labelIds: [label.id] });
    expect(item.thumbUrl).toMatch(/_m\.webp$/);
    expect(await t.ctx.db.storedFile.count({ where: { userId: me.id, purpose: 'materialPhoto' } })).toBe(4);
    expect(okOf(await t.api.content.getPhotoMaterial({ token: me.token, body: { labelIdArray: [label.id] } })).items.map((i) => i.id)).toEqual([item.id]);
    expect(okOf(await t.api.content.searchPhotoMaterial({ token: me.token, body: { keyword: 'front' } })).items.map((i) => i.id)).toEqual([item.id]);
    // The other user sees neither my label nor my item.
    expect(okOf(await t.api.content.getPhotoMaterialLabels({ token: other.token })).map((l) => l.id)).not.toContain(label.id);
    expect(refusalOf(await t.api.content.uploadPhotoFromApply({ token: other.token, body: { labelIdArray: [label.id], file: await png() } }))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'labelIdArray',
    });
    expect(refusalOf(await t.api.content.uploadPhotoFromApply({ token: me.token, body: { labelIdArray: [], file: await png() } })).field).toBe('labelIdArray');
  });

  it("use: saves an item into my picture library (into my label); someone else's own item is NOT_FOUND", async () => {
    const l = await newMaterialLabel(t.ctx, null);
    const m = await newPhotoMaterial(t.ctx, null, [l.id]);
    const myLabel = await newPictureLabel(t.ctx, me, '素材收藏');
    const pic = okOf(await t.api.content.usePhotoMaterial({ token: me.token, body: { id: m.id, labelId: myLabel.id } }));
    expect(pic).toMatchObject({ url: m.url, labelId: myLabel.id });
    const theirs = await newPhotoMaterial(t.ctx, other, [l.id]);
    expect(refusalOf(await t.api.content.usePhotoMaterial({ token: me.token, body: { id: theirs.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    // Deleting the saved picture leaves the material's file alone.
    okOf(await t.api.content.delPictures({ token: me.token, body: { ids: [pic.id] } }));
    expect(await t.ctx.db.photoMaterial.count({ where: { id: m.id } })).toBe(1);
  });

  it('photo albums: my albums with their photos as a material source', async () => {
    const u = await newUser(t.ctx);
    const album = await newAlbum(t.ctx, u, { photos: 2, isOpen: false, name: '门店' });
    const albums = okOf(await t.api.content.findMaterialAlbums({ token: u.token }));
    expect(albums).toEqual([{ id: album.id, name: '门店', photos: album.photoIds.map((id) => ({ id, url: expect.any(String), thumbs: {} })) }]);
  });
});

describe('moments material (module 49)', () => {
  it('lists by category, newest or popular; copy and save count uses', async () => {
    const u = await newUser(t.ctx, { vip: 'active' });
    const a = await newMoment(t.ctx, null, { category: 'festival', text: '中秋快乐', uses: 5 });
    t.clock.advance(1000);
    const b = await newMoment(t.ctx, null, { category: 'festival', text: '国庆快乐', uses: 1 });
    await newMoment(t.ctx, null, { category: 'product', text: '新品上市' });
    const theirs = await newMoment(t.ctx, other, { category: 'festival', text: '别人的' });
    const newest = okOf(await t.api.content.findMoments({ token: u.token, body: { category: 'festival' } }));
    expect(newest.items.map((m) => m.id)).toEqual([b.id, a.id]);
    const popular = okOf(await t.api.content.findMoments({ token: u.token, body: { category: 'festival', order: 'popular' } }));
    expect(popular.items.map((m) => m.id)).toEqual([a.id, b.id]);
    expect(okOf(await t.api.content.useMoment({ token: u.token, body: { id: b.id, way: 'copy' } }))).toEqual({ id: b.id, uses: 2 });
    // biome-ignore lint/correctness/useHookAtTopLevel: useMoment is the contract call's name, not a React hook
    for (let i = 0; i < 4; i++) okOf(await t.api.content.useMoment({ token: u.token, body: { id: b.id, way: 'save' } }));
    expect(okOf(await t.api.content.findMoments({ token: u.token, body: { category: 'festival', order: 'popular' } })).items.map((m) => m.id)).toEqual([b.id, a.id]);
    expect(refusalOf(await t.api.content.useMoment({ token: u.token, body: { id: theirs.id, way: 'copy' } }))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    expect(refusalOf(await t.api.content.useMoment({ token: u.token, body: { id: a.id, way: 'print' as 'copy' } })).field).toBe('way');
  });

  it("own texts: add (filtered, own images only), edit, delete; the platform's and others' are NOT_FOUND", async () => {
    const u = await newUser(t.ctx, { vip: 'active' });
    const pic = okOf(await t.api.content.uploadPicture({ token: u.token, body: { file: await png() } }));
    const m = okOf(await t.api.content.addMoment({ token: u.token, body: { category: 'life', text: '周末愉快\n第二行', images: [pic.url] } }));
    expect(m).toMatchObject({ own: true, images: [pic.url], uses: 0 });
    expect(refusalOf(await t.api.content.addMoment({ token: u.token, body: { category: 'life', text: '一起去赌 博吧' } }))).toMatchObject({ code: 'SENSITIVE_WORDS', field: 'text' });
    expect(refusalOf(await t.api.content.addMoment({ token: u.token, body: { category: 'life', text: '好', images: ['https://evil.example/x.png'] } }))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'images',
    });
    expect(refusalOf(await t.api.content.addMoment({ token: u.token, body: { category: 'life', text: '字'.repeat(LIMITS.content.momentTextMax + 1) } })).field).toBe('text');
    expect(okOf(await t.api.content.updateMoment({ token: u.token, body: { id: m.id, category: 'company', text: '改过', images: [] } }))).toMatchObject({
      category: 'company',
      text: '改过',
      images: [],
    });
    const platform = await newMoment(t.ctx, null);
    expect(refusalOf(await t.api.content.updateMoment({ token: u.token, body: { id: platform.id, category: 'life', text: '改' } }))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    expect(refusalOf(await t.api.content.delMoment({ token: other.token, body: { id: m.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    expect(okOf(await t.api.content.findMoments({ token: u.token, body: { mine: true } })).items.map((x) => x.id)).toEqual([m.id]);
    okOf(await t.api.content.delMoment({ token: u.token, body: { id: m.id } }));
    expect(await t.ctx.db.momentMaterial.count({ where: { id: m.id } })).toBe(0);
  });

  it('is locked with module 49 for a user without VIP', async () => {
    const plain = await newUser(t.ctx);
    expect(refusalOf(await t.api.content.findMoments({ token: plain.token, body: {} })).code).toBe('MODULE_LOCKED');
  });
});
