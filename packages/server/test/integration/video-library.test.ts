import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newCaseImage, newMicroVideo, newUser, newVideoFiles, newVideoLabel, newVideoType, newVideoUpload, type FactoryUser } from '../factories';

/**
 * The owner's micro video library (module 54) through the typed client on a real database: the list order (pinned
 * first), hide/show, the exact-set order, single and batch delete (all-or-nothing, files released unless a synced copy
 * still plays them), edits with every id checked, drafts and their counts, the premium gate on the watermark, and
 * someone else's id answering NOT_FOUND with nothing written.
 */
let t: TestApp;
let owner: FactoryUser;
let other: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  owner = await newUser(t.ctx, { vip: 'active', name: '视频主甲' });
  other = await newUser(t.ctx, { vip: 'active' });
});
afterAll(async () => {
  await t.close();
});

const api = () => t.api.video;
const titles = (page: { items: { title: string }[] }) => page.items.map((v) => v.title);
const fresh = async () => newUser(t.ctx, { vip: 'active' });
const list = async (u: FactoryUser, query: Record<string, unknown> = {}) => okOf(await api().findMicroVideos({ token: u.token, query: { pageSize: 50, ...query } }));

describe('the library list', () => {
  it("shows published videos pinned first (latest pinned first), then in the owner's order; drafts and taken-down ones apart", async () => {
    const u = await fresh();
    const a = await newMicroVideo(t.ctx, u, { title: 'A' });
    const b = await newMicroVideo(t.ctx, u, { title: 'B' });
    const c = await newMicroVideo(t.ctx, u, { title: 'C' });
    await newMicroVideo(t.ctx, u, { title: 'D', state: 'draft' });
    await newMicroVideo(t.ctx, u, { title: 'X', takenDown: '违规' });
    expect(titles(await list(u))).toEqual(['A', 'B', 'C']);
    okOf(await api().updateMicroVideoTop({ token: u.token, body: { id: b.id, top: true } }));
    t.clock.advance(1000);
    okOf(await api().updateMicroVideoTop({ token: u.token, body: { id: c.id, top: true } }));
    const page = await list(u);
    expect(titles(page)).toEqual(['C', 'B', 'A']);
    expect(page.items[0]).toMatchObject({ top: true, state: 'published' });
    okOf(await api().updateMicroVideoTop({ token: u.token, body: { id: c.id, top: false } }));
    expect(titles(await list(u))).toEqual(['B', 'A', 'C']);
    expect(titles(await list(u, { state: 'draft' }))).toEqual(['D']);
    expect(okOf(await api().findMicroVideo({ token: u.token, query: { id: a.id } })).title).toBe('A');
  });

  it('filters by label and class, and pages with a total', async () => {
    const u = await fresh();
    const label = await newVideoLabel(t.ctx, u, { name: '美食' });
    const type = await newVideoType(t.ctx, u, { name: '教程' });
    await newMicroVideo(t.ctx, u, { title: 'L', labelId: label.id });
    await newMicroVideo(t.ctx, u, { title: 'T', typeId: type.id });
    await newMicroVideo(t.ctx, u, { title: 'N' });
    expect(titles(await list(u, { labelId: label.id }))).toEqual(['L']);
    const typed = await list(u, { typeId: type.id });
    expect(typed.items[0]).toMatchObject({ title: 'T', typeName: '教程' });
    const theirs = await newVideoLabel(t.ctx, other, { name: '他的' });
    expect(refusalOf(await api().findMicroVideos({ token: u.token, query: { labelId: theirs.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'labelId' });
    const theirType = await newVideoType(t.ctx, other);
    expect(refusalOf(await api().findMicroVideos({ token: u.token, query: { typeId: theirType.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'typeId' });
    const first = await list(u, { pageSize: 2 });
    expect(first).toMatchObject({ total: 3, hasMore: true });
  });

  it("searches the caller's titles only", async () => {
    const u = await fresh();
    await newMicroVideo(t.ctx, u, { title: '春天的花' });
    await newMicroVideo(t.ctx, u, { title: '秋天' });
    await newMicroVideo(t.ctx, other, { title: '春天别人' });
    expect(titles(okOf(await api().searchMicroVideo({ token: u.token, query: { keyword: '春天' } })))).toEqual(['春天的花']);
    expect(refusalOf(await api().searchMicroVideo({ token: u.token, query: { keyword: 'k'.repeat(LIMITS.video.searchKeywordMax + 1) } })).field).toBe('keyword');
  });
});

describe('hide, show and the order', () => {
  it('hides and shows a video', async () => {
    const v = await newMicroVideo(t.ctx, owner);
    expect(okOf(await api().microVideoHideOrShow({ token: owner.token, query: { id: v.id, hidden: true } })).hidden).toBe(true);
    expect((await t.ctx.db.microVideo.findUnique({ where: { id: v.id } }))!.hidden).toBe(true);
    expect(okOf(await api().microVideoHideOrShow({ token: owner.token, query: { id: v.id, hidden: false } })).hidden).toBe(false);
  });

  it('takes exactly the published videos, each once, and answers the new order', async () => {
    const u = await fresh();
    const [a, b, c] = [await newMicroVideo(t.ctx, u, { title: 'A' }), await newMicroVideo(t.ctx, u, { title: 'B' }), await newMicroVideo(t.ctx, u, { title: 'C' })];
    const draft = await newMicroVideo(t.ctx, u, { title: 'D', state: 'draft' });
    expect(okOf(await api().findMicroVideoSortList({ token: u.token })).map((v) => v.title)).toEqual(['A', 'B', 'C']);
    expect(okOf(await api().updateMicroVideoSort({ token: u.token, query: { ids: [c.id, a.id, b.id].join(',') } })).map((v) => v.title)).toEqual(['C', 'A', 'B']);
    expect(titles(await list(u))).toEqual(['C', 'A', 'B']);
    expect(refusalOf(await api().updateMicroVideoSort({ token: u.token, query: { ids: [c.id, a.id].join(',') } }))).toMatchObject({ code: 'VIDEO_SORT_MISMATCH', field: 'ids' });
    expect(refusalOf(await api().updateMicroVideoSort({ token: u.token, query: { ids: [c.id, a.id, b.id, b.id].join(',') } }))).toMatchObject({ code: 'VIDEO_SORT_MISMATCH', field: 'ids' });
    expect(refusalOf(await api().updateMicroVideoSort({ token: u.token, query: { ids: [c.id, a.id, b.id, draft.id].join(',') } }))).toMatchObject({ code: 'NOT_FOUND', field: 'ids' });
    expect(titles(await list(u))).toEqual(['C', 'A', 'B']);
  });
});

describe("someone else's video", () => {
  it('answers NOT_FOUND naming the field to every call, and writes nothing', async () => {
    const theirs = await newMicroVideo(t.ctx, other, { title: '别人的' });
    const before = await t.ctx.db.microVideo.findUnique({ where: { id: theirs.id } });
    const tk = { token: owner.token };
    const refusals = [
      await api().findMicroVideo({ ...tk, query: { id: theirs.id } }),
      await api().updateMicroVideo({ ...tk, body: { id: theirs.id, title: '改了', intro: '' } }),
      await api().delMicroVideo({ ...tk, query: { id: theirs.id } }),
      await api().updateMicroVideoTop({ ...tk, body: { id: theirs.id, top: true } }),
      await api().microVideoHideOrShow({ ...tk, query: { id: theirs.id, hidden: true } }),
      await api().editVideo({ ...tk, body: { id: theirs.id, title: '改了' } }),
      await api().updateVideoFirstImg({ ...tk, body: { id: theirs.id, coverUrl: '' } }),
      await api().removeWatermark({ ...tk, body: { id: theirs.id } }),
      await api().setMicroVideoMusic({ ...tk, body: { id: theirs.id, musicId: '' } }),
      await api().publishMicroVideo({ ...tk, body: { id: theirs.id } }),
    ];
    for (const r of refusals) expect(refusalOf(r)).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    expect(await t.ctx.db.microVideo.findUnique({ where: { id: theirs.id } })).toEqual(before);
  });
});

describe('deleting', () => {
  it("a batch is all the caller's or nothing", async () => {
    const u = await fresh();
    const [a, b] = [await newMicroVideo(t.ctx, u), await newMicroVideo(t.ctx, u)];
    const theirs = await newMicroVideo(t.ctx, other);
    expect(refusalOf(await api().batchDelMicroVideo({ token: u.token, body: { ids: [a.id, theirs.id] } }))).toMatchObject({ code: 'NOT_FOUND', field: 'ids' });
    expect(await t.ctx.db.microVideo.count({ where: { id: { in: [a.id, b.id, theirs.id] } } })).toBe(3);
    expect(okOf(await api().batchDelMicroVideo({ token: u.token, body: { ids: [a.id, b.id] } })).ids.sort()).toEqual([a.id, b.id].sort());
    expect(await t.ctx.db.microVideo.count({ where: { userId: u.id } })).toBe(0);
  });

  it("releases the video's files unless a synced copy still plays them; a picture-library cover stays", async () => {
    const u = await fresh();
    const files = await newVideoFiles(t.ctx, u);
    const src = await newMicroVideo(t.ctx, u);
    await t.ctx.db.microVideo.update({ where: { id: src.id }, data: files });
    const copy = await newMicroVideo(t.ctx, other, { syncSourceId: src.id });
    await t.ctx.db.microVideo.update({ where: { id: copy.id }, data: files });
    const keys = [files.videoUrl, files.coverUrl].map((u) => t.ctx.providers.storage.keyOf(u)!);
    const stored = () => t.ctx.db.storedFile.count({ where: { key: { in: keys } } });

    okOf(await api().delMicroVideo({ token: u.token, query: { id: src.id } }));
    expect(await stored()).toBe(2);
    okOf(await api().delMicroVideo({ token: other.token, query: { id: copy.id } }));
    expect(await stored()).toBe(0);

    const pic = await newCaseImage(t.ctx, u);
    const own = await newVideoFiles(t.ctx, u);
    const v = await newMicroVideo(t.ctx, u);
    await t.ctx.db.microVideo.update({ where: { id: v.id }, data: { videoUrl: own.videoUrl, coverUrl: pic } });
    okOf(await api().delMicroVideo({ token: u.token, query: { id: v.id } }));
    expect(await t.ctx.db.storedFile.count({ where: { key: t.ctx.providers.storage.keyOf(own.videoUrl)! } })).toBe(0);
    expect(await t.ctx.db.storedFile.count({ where: { key: t.ctx.providers.storage.keyOf(pic)! } })).toBe(1);
  });
});

describe('editing', () => {
  it("updates title, intro, a usable label and own class; refuses others' label or class and sensitive words, writing nothing", async () => {
    const v = await newMicroVideo(t.ctx, owner, { title: '原标题' });
    const platform = await newVideoLabel(t.ctx, null, { name: '平台' });
    const type = await newVideoType(t.ctx, owner, { name: '我的类' });
    const theirLabel = await newVideoLabel(t.ctx, other, { name: '他的' });
    const theirType = await newVideoType(t.ctx, other, { name: '他的类' });
    const done = okOf(await api().updateMicroVideo({ token: owner.token, body: { id: v.id, title: '新标题', intro: '简介', labelId: platform.id, typeId: type.id } }));
    expect(done).toMatchObject({ title: '新标题', intro: '简介', labelId: platform.id, labelName: '平台', typeName: '我的类' });
    expect(refusalOf(await api().updateMicroVideo({ token: owner.token, body: { id: v.id, title: 'x', intro: '', labelId: theirLabel.id } }))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'labelId',
    });
    expect(refusalOf(await api().updateMicroVideo({ token: owner.token, body: { id: v.id, title: 'x', intro: '', typeId: theirType.id } }))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'typeId',
    });
    await t.ctx.db.sensitiveWord.create({ data: { word: '禁词视' } });
    expect(refusalOf(await api().updateMicroVideo({ token: owner.token, body: { id: v.id, title: '含禁词视', intro: '' } }))).toMatchObject({ code: 'SENSITIVE_WORDS', field: 'title' });
    expect(refusalOf(await api().updateMicroVideo({ token: owner.token, body: { id: v.id, title: '题'.repeat(LIMITS.video.titleMax + 1), intro: '' } })).field).toBe('title');
    expect(okOf(await api().updateMicroVideo({ token: owner.token, body: { id: v.id, title: '题'.repeat(LIMITS.video.titleMax), intro: '' } })).labelId).toBeNull();
    expect(refusalOf(await api().updateMicroVideo({ token: owner.token, body: { id: v.id, title: 'x', intro: '介'.repeat(LIMITS.video.introMax + 1) } })).field).toBe('intro');
  });

  it('editVideo checks the epilogue, music and ad; the cover comes from the picture library or back to the first frame', async () => {
    const upload = await newVideoUpload(t.ctx, owner);
    const v = await newMicroVideo(t.ctx, owner);
    await t.ctx.db.microVideo.update({ where: { id: v.id }, data: { uploadId: upload.id, coverUrl: upload.coverUrl! } });
    const music = await t.ctx.db.music.create({ data: { id: t.ctx.ids.id(), name: '轻音乐', singer: '乐队', url: '/files/builtin/m.mp3', category: '轻松' } });
    const builtIn = await t.ctx.db.videoEpilogue.create({ data: { id: t.ctx.ids.id(), name: '片尾', imageUrl: '/files/builtin/e.png', createdAt: t.clock.now() } });
    const theirEpilogue = await t.ctx.db.videoEpilogue.create({ data: { id: t.ctx.ids.id(), userId: other.id, name: '他的', imageUrl: '/files/x.png', createdAt: t.clock.now() } });
    const ad = await t.ctx.db.videoAd.create({ data: { id: t.ctx.ids.id(), userId: owner.id, title: '广告', imageUrl: '/files/a.png', createdAt: t.clock.now() } });
    const theirAd = await t.ctx.db.videoAd.create({ data: { id: t.ctx.ids.id(), userId: other.id, title: '他的广告', imageUrl: '/files/a.png', createdAt: t.clock.now() } });
    const pic = await newCaseImage(t.ctx, owner);
    const done = okOf(await api().editVideo({ token: owner.token, body: { id: v.id, title: '编辑后', coverUrl: pic, epilogueId: builtIn.id, musicId: music.id, adId: ad.id } }));
    expect(done).toMatchObject({ title: '编辑后', coverUrl: pic, epilogueId: builtIn.id, musicId: music.id, adId: ad.id });
    expect(refusalOf(await api().editVideo({ token: owner.token, body: { id: v.id, epilogueId: theirEpilogue.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'epilogueId' });
    expect(refusalOf(await api().editVideo({ token: owner.token, body: { id: v.id, adId: theirAd.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'adId' });
    expect(refusalOf(await api().editVideo({ token: owner.token, body: { id: v.id, musicId: 'nosuchmusic1' } }))).toMatchObject({ code: 'NOT_FOUND', field: 'musicId' });
    expect(refusalOf(await api().editVideo({ token: owner.token, body: { id: v.id, coverUrl: 'https://evil.example/x.png' } }))).toMatchObject({ code: 'NOT_FOUND', field: 'coverUrl' });
    // blank clears a choice; absent fields stay
    expect(okOf(await api().editVideo({ token: owner.token, body: { id: v.id, adId: '' } }))).toMatchObject({ adId: null, musicId: music.id, title: '编辑后' });
    const theirPic = await newCaseImage(t.ctx, other);
    expect(refusalOf(await api().updateVideoFirstImg({ token: owner.token, body: { id: v.id, coverUrl: theirPic } }))).toMatchObject({ code: 'NOT_FOUND', field: 'coverUrl' });
    expect(okOf(await api().updateVideoFirstImg({ token: owner.token, body: { id: v.id, coverUrl: '' } })).coverUrl).toBe(upload.coverUrl);
    expect(okOf(await api().setMicroVideoMusic({ token: owner.token, body: { id: v.id, musicId: '' } })).musicId).toBeNull();
    const musicPage = okOf(await api().findMicroVideoMusic({ token: owner.token, body: { pageSize: 50 } }));
    expect(musicPage.items.some((m) => m.id === music.id && m.name === '轻音乐')).toBe(true);
  });

  it('removes the watermark with premium only', async () => {
    const plain = await newUser(t.ctx, { unlockedModules: [54] });
    const v = await newMicroVideo(t.ctx, plain);
    expect(refusalOf(await api().removeWatermark({ token: plain.token, body: { id: v.id } }))).toMatchObject({ code: 'VIDEO_WATERMARK_PREMIUM', field: 'id' });
    expect((await t.ctx.db.microVideo.findUnique({ where: { id: v.id } }))!.watermark).toBe(true);
    const mine = await newMicroVideo(t.ctx, owner);
    expect(okOf(await api().removeWatermark({ token: owner.token, body: { id: mine.id } })).watermark).toBe(false);
  });
});

describe('drafts', () => {
  it('counts drafts and published, lists drafts, publishes one at the end of the order', async () => {
    const u = await fresh();
    await newMicroVideo(t.ctx, u, { title: 'P1' });
    const d1 = await newMicroVideo(t.ctx, u, { title: 'D1', state: 'draft' });
    await newMicroVideo(t.ctx, u, { title: 'D2', state: 'draft' });
    expect(okOf(await api().statisticsMicroVideoDraft({ token: u.token }))).toEqual({ drafts: 2, published: 1 });
    expect(titles(okOf(await api().findMicroVideoDraft({ token: u.token, body: {} }))).sort()).toEqual(['D1', 'D2']);
    expect(okOf(await api().publishMicroVideo({ token: u.token, body: { id: d1.id } })).state).toBe('published');
    expect(titles(await list(u))).toEqual(['P1', 'D1']);
    expect(okOf(await api().statisticsMicroVideoDraft({ token: u.token }))).toEqual({ drafts: 1, published: 2 });
    expect(refusalOf(await api().publishMicroVideo({ token: u.token, body: { id: d1.id } }))).toMatchObject({ code: 'VIDEO_NOT_DRAFT', field: 'id' });
  });

  it('refuses to publish past the free quota without premium', async () => {
    const plain = await newUser(t.ctx, { unlockedModules: [54] });
    for (let i = 0; i < LIMITS.video.videoQuotaFree; i++) await newMicroVideo(t.ctx, plain);
    const d = await newMicroVideo(t.ctx, plain, { state: 'draft' });
    expect(refusalOf(await api().publishMicroVideo({ token: plain.token, body: { id: d.id } }))).toMatchObject({ code: 'VIDEO_QUOTA_FULL', field: 'id' });
    expect((await t.ctx.db.microVideo.findUnique({ where: { id: d.id } }))!.state).toBe('draft');
  });
});

describe('settings and the module lock', () => {
  it("keeps the button type and videos per row; reads another card's button type", async () => {
    const u = await fresh();
    expect(okOf(await api().getMicroVideoNumberOfRows({ token: u.token }))).toEqual({ rowsPerLine: 2 });
    expect(okOf(await api().setMicroVideoNumberOfRows({ token: u.token, body: { rowsPerLine: 3 } }))).toEqual({ rowsPerLine: 3 });
    expect(refusalOf(await api().setMicroVideoNumberOfRows({ token: u.token, body: { rowsPerLine: 4 } })).field).toBe('rowsPerLine');
    expect(refusalOf(await api().setMicroVideoNumberOfRows({ token: u.token, body: { rowsPerLine: 0 } })).field).toBe('rowsPerLine');
    okOf(await api().setMicroVideoButtonType({ token: u.token, body: { buttonType: 'call' } }));
    expect(okOf(await api().getMicroVideoButtonType({ token: u.token, params: { phoneIdEcr: '0' } }))).toEqual({ buttonType: 'call' });
    expect(okOf(await api().getMicroVideoButtonType({ params: { phoneIdEcr: u.phoneIdEcr } }))).toEqual({ buttonType: 'call' });
    expect(refusalOf(await api().getMicroVideoButtonType({ params: { phoneIdEcr: '0' } })).code).toBe('NOT_LOGGED_IN');
    expect(refusalOf(await api().getMicroVideoButtonType({ params: { phoneIdEcr: 'nosuchcard1' } }))).toMatchObject({ code: 'NOT_FOUND', field: 'phoneIdEcr' });
  });

  it('refuses the library to a user without module 54', async () => {
    const locked = await newUser(t.ctx);
    expect(refusalOf(await api().findMicroVideos({ token: locked.token, query: {} })).code).toBe('MODULE_LOCKED');
  });
});
