import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newCompany, newMicroVideo, newUser, newVideoLabel, newVideoType, type FactoryUser } from '../factories';

/**
 * Micro video labels and types through the typed client on a real database: the owner's labels (add, rename,
 * delete, sort, pin) and company labels (admins only), giving a video a label or a type (someone else's → NOT_FOUND,
 * nothing written), a card's videos of a label for its owner and for visitors, platform label feeds paged by keyset,
 * follows and the followed feed, label info and search.
 */
let t: TestApp;
let owner: FactoryUser;
let other: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  owner = await newUser(t.ctx, { vip: 'active', name: '博主甲' });
  other = await newUser(t.ctx, { vip: 'active', name: '路人乙' });
});
afterAll(async () => {
  await t.close();
});

const api = () => t.api.video;
const names = (list: { name: string }[]) => list.map((l) => l.name);

describe("the owner's labels", () => {
  it('adds, renames, pins, sorts and deletes labels; the lists show them with video counts', async () => {
    const u = await newUser(t.ctx, { vip: 'active' });
    const a = okOf(await api().addVideoLabel({ token: u.token, body: { name: '探店' } }));
    const b = okOf(await api().addVideoLabel({ token: u.token, body: { name: '日常vlog' } }));
    expect(a).toMatchObject({ name: '探店', scope: 'own', top: false, videoCount: 0 });
    await newMicroVideo(t.ctx, u, { labelId: a.id });
    expect(okOf(await api().renameVideoLabel({ token: u.token, body: { id: a.id, name: '美食探店' } }))).toMatchObject({ name: '美食探店', videoCount: 1 });
    expect(okOf(await api().topVideoLabel({ token: u.token, body: { id: b.id, on: true } })).top).toBe(true);
    expect(names(okOf(await api().findVideoLibraryTopLabel({ token: u.token })))).toEqual(['日常vlog']);
    expect(names(okOf(await api().sortVideoLabel({ token: u.token, body: { ids: [b.id, a.id] } })))).toEqual(['日常vlog', '美食探店']);
    const platform = await newVideoLabel(t.ctx, null, { name: '平台话题' });
    const all = okOf(await api().findVideoLibraryAllLabel({ token: u.token }));
    expect(all.find((l) => l.id === platform.id)?.scope).toBe('platform');
    expect(all.filter((l) => l.scope === 'own').map((l) => l.id)).toEqual([b.id, a.id]);
    expect(okOf(await api().delVideoLabel({ token: u.token, body: { id: a.id } }))).toEqual({ id: a.id });
    expect((await t.ctx.db.microVideo.findMany({ where: { userId: u.id } })).map((v) => v.labelId)).toEqual([null]);
  });

  it('refuses a duplicate, a name of 9 characters, sensitive words and the cap, naming the field; writes nothing', async () => {
    const u = await newUser(t.ctx, { vip: 'active' });
    okOf(await api().addVideoLabel({ token: u.token, body: { name: '八个字的标签名字' } }));
    expect(refusalOf(await api().addVideoLabel({ token: u.token, body: { name: '八个字的标签名字' } }))).toMatchObject({ code: 'VIDEO_LABEL_DUPLICATE', field: 'name' });
    expect(refusalOf(await api().addVideoLabel({ token: u.token, body: { name: '九个字的标签名字啊' } })).field).toBe('name');
    await t.ctx.db.sensitiveWord.create({ data: { word: '禁词标' } });
    expect(refusalOf(await api().addVideoLabel({ token: u.token, body: { name: '含禁词标' } }))).toMatchObject({ code: 'SENSITIVE_WORDS', field: 'name' });
    for (let i = 1; i < LIMITS.video.ownLabelsMax; i++) await newVideoLabel(t.ctx, u, { name: `L${i}` });
    expect(refusalOf(await api().addVideoLabel({ token: u.token, body: { name: '再来一个' } }))).toMatchObject({ code: 'VIDEO_LABELS_FULL', field: 'name' });
    expect(await t.ctx.db.videoLabel.count({ where: { userId: u.id } })).toBe(LIMITS.video.ownLabelsMax);
  });

  it("someone else's label is NOT_FOUND for rename, pin, delete and sort, and nothing changes", async () => {
    const theirs = await newVideoLabel(t.ctx, other, { name: '别人的' });
    expect(refusalOf(await api().renameVideoLabel({ token: owner.token, body: { id: theirs.id, name: '偷改' } }))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    expect(refusalOf(await api().topVideoLabel({ token: owner.token, body: { id: theirs.id, on: true } })).code).toBe('NOT_FOUND');
    expect(refusalOf(await api().delVideoLabel({ token: owner.token, body: { id: theirs.id } })).code).toBe('NOT_FOUND');
    expect(refusalOf(await api().sortVideoLabel({ token: owner.token, body: { ids: [theirs.id] } }))).toMatchObject({ code: 'NOT_FOUND', field: 'ids' });
    expect(await t.ctx.db.videoLabel.findUnique({ where: { id: theirs.id } })).toMatchObject({ name: '别人的', top: false });
  });

  it('a sort must name every own label once', async () => {
    const u = await newUser(t.ctx, { vip: 'active' });
    const a = await newVideoLabel(t.ctx, u, { name: 'A' });
    await newVideoLabel(t.ctx, u, { name: 'B', sort: 1 });
    expect(refusalOf(await api().sortVideoLabel({ token: u.token, body: { ids: [a.id] } }))).toMatchObject({ code: 'VIDEO_LABEL_ORDER_MISMATCH', field: 'ids' });
  });

  it('the label calls are module 54 calls: a user without VIP is refused', async () => {
    const plain = await newUser(t.ctx);
    expect(refusalOf(await api().addVideoLabel({ token: plain.token, body: { name: '锁住' } })).code).toBe('MODULE_LOCKED');
    expect(await t.ctx.db.videoLabel.count({ where: { userId: plain.id } })).toBe(0);
  });
});

describe('company labels', () => {
  it('only a company admin adds and deletes them; colleagues see and use them; videos keep no label after a delete', async () => {
    const admin = await newUser(t.ctx, { vip: 'active' });
    const member = await newUser(t.ctx, { vip: 'active' });
    const outsider = await newUser(t.ctx, { vip: 'active' });
    await newCompany(t.ctx, {
      members: [
        { id: admin.id, role: 'admin' },
        { id: member.id, role: 'member' },
      ],
    });
    const made = okOf(await api().addCompanyVideoLabel({ token: admin.token, body: { name: '公司产品' } }));
    expect(made.scope).toBe('company');
    expect(refusalOf(await api().addCompanyVideoLabel({ token: member.token, body: { name: '成员加的' } })).code).toBe('NO_PERMISSION');
    expect(names(okOf(await api().findVideoLibraryCompanyLabel({ token: member.token })))).toEqual(['公司产品']);
    expect(okOf(await api().findVideoLibraryCompanyLabel({ token: outsider.token }))).toEqual([]);
    const v = await newMicroVideo(t.ctx, member);
    expect(okOf(await api().updateMicroVideoLabel({ token: member.token, query: { videoId: v.id, labelId: made.id } })).labelName).toBe('公司产品');
    const w = await newMicroVideo(t.ctx, outsider);
    expect(refusalOf(await api().updateMicroVideoLabel({ token: outsider.token, query: { videoId: w.id, labelId: made.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'labelId' });
    expect(refusalOf(await api().delCompanyVideoLabel({ token: member.token, body: { id: made.id } })).code).toBe('NO_PERMISSION');
    expect(okOf(await api().delCompanyVideoLabel({ token: admin.token, body: { id: made.id } }))).toEqual({ id: made.id });
    expect((await t.ctx.db.microVideo.findUnique({ where: { id: v.id } }))?.labelId).toBeNull();
  });
});

describe('giving a video a label or a type', () => {
  it("sets and clears; someone else's video, label or type is NOT_FOUND and writes nothing", async () => {
    const v = await newMicroVideo(t.ctx, owner);
    const mine = await newVideoLabel(t.ctx, owner, { name: '我的' });
    const theirs = await newVideoLabel(t.ctx, other, { name: '他的' });
    const theirVideo = await newMicroVideo(t.ctx, other);
    expect(okOf(await api().updateMicroVideoLabel({ token: owner.token, query: { videoId: v.id, labelId: mine.id } })).labelId).toBe(mine.id);
    expect(refusalOf(await api().updateMicroVideoLabel({ token: owner.token, query: { videoId: v.id, labelId: theirs.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'labelId' });
    expect(refusalOf(await api().updateMicroVideoLabel({ token: owner.token, query: { videoId: theirVideo.id, labelId: mine.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'videoId' });
    expect((await t.ctx.db.microVideo.findUnique({ where: { id: theirVideo.id } }))?.labelId).toBeNull();
    expect(okOf(await api().updateMicroVideoLabel({ token: owner.token, query: { videoId: v.id, labelId: '' } })).labelId).toBeNull();

    const type = okOf(await api().addMicroVideoType({ token: owner.token, body: { name: '产品介绍' } }));
    const theirType = await newVideoType(t.ctx, other, { name: '他的分类' });
    expect(okOf(await api().setMicroVideoType({ token: owner.token, body: { videoId: v.id, typeId: type.id } })).typeName).toBe('产品介绍');
    expect(refusalOf(await api().setMicroVideoType({ token: owner.token, body: { videoId: v.id, typeId: theirType.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'typeId' });
    expect(refusalOf(await api().setMicroVideoType({ token: owner.token, body: { videoId: theirVideo.id, typeId: type.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'videoId' });
    expect((await t.ctx.db.microVideo.findUnique({ where: { id: v.id } }))?.typeId).toBe(type.id);
    expect(okOf(await api().findMicroVideoType({ token: owner.token })).find((x) => x.id === type.id)?.videoCount).toBe(1);
  });
});

describe('types', () => {
  it("adds, renames, sorts and deletes; duplicates, caps and someone else's are refused", async () => {
    const u = await newUser(t.ctx, { vip: 'active' });
    const a = okOf(await api().addMicroVideoType({ token: u.token, body: { name: '案例' } }));
    const b = okOf(await api().addMicroVideoType({ token: u.token, body: { name: '教程' } }));
    expect(refusalOf(await api().addMicroVideoType({ token: u.token, body: { name: '案例' } }))).toMatchObject({ code: 'VIDEO_TYPE_DUPLICATE', field: 'name' });
    expect(refusalOf(await api().updateMicroVideoType({ token: u.token, body: { id: b.id, name: '案例' } })).code).toBe('VIDEO_TYPE_DUPLICATE');
    expect(okOf(await api().updateMicroVideoType({ token: u.token, body: { id: b.id, name: '使用教程' } })).name).toBe('使用教程');
    expect(names(okOf(await api().sortMicroVideoType({ token: u.token, body: { ids: [b.id, a.id] } })))).toEqual(['使用教程', '案例']);
    expect(refusalOf(await api().sortMicroVideoType({ token: u.token, body: { ids: [b.id] } })).code).toBe('VIDEO_TYPE_ORDER_MISMATCH');
    const v = await newMicroVideo(t.ctx, u, { typeId: a.id });
    expect(refusalOf(await api().delMicroVideoType({ token: other.token, body: { id: a.id } })).code).toBe('NOT_FOUND');
    okOf(await api().delMicroVideoType({ token: u.token, body: { id: a.id } }));
    expect((await t.ctx.db.microVideo.findUnique({ where: { id: v.id } }))?.typeId).toBeNull();
    for (let i = 1; i < LIMITS.video.typesMax; i++) await newVideoType(t.ctx, u, { name: `T${i}` });
    expect(refusalOf(await api().addMicroVideoType({ token: u.token, body: { name: '超出' } }))).toMatchObject({ code: 'VIDEO_TYPES_FULL', field: 'name' });
  });
});

describe("a card's videos of a label", () => {
  it('the owner (0) sees every one; a visitor only those visitors may see; a label the card cannot use is NOT_FOUND', async () => {
    const u = await newUser(t.ctx, { vip: 'active' });
    const label = await newVideoLabel(t.ctx, u, { name: '作品' });
    const shown = await newMicroVideo(t.ctx, u, { labelId: label.id });
    await newMicroVideo(t.ctx, u, { labelId: label.id, hidden: true });
    await newMicroVideo(t.ctx, u, { labelId: label.id, state: 'draft' });
    await newMicroVideo(t.ctx, u, { labelId: label.id, takenDown: '违规' });
    await newMicroVideo(t.ctx, u);
    const mine = okOf(await api().findVideoLibraryByLabelId({ token: u.token, params: { phoneIdEcr: '0' }, body: { labelId: label.id } }));
    expect(mine.total).toBe(4);
    const seen = okOf(await api().findVideoLibraryByLabelId({ token: other.token, params: { phoneIdEcr: u.phoneIdEcr }, body: { labelId: label.id } }));
    expect(seen.items.map((v) => v.id)).toEqual([shown.id]);
    expect(refusalOf(await api().findVideoLibraryByLabelId({ params: { phoneIdEcr: '0' }, body: { labelId: label.id } })).code).toBe('NOT_LOGGED_IN');
    const theirs = await newVideoLabel(t.ctx, other);
    expect(refusalOf(await api().findVideoLibraryByLabelId({ params: { phoneIdEcr: u.phoneIdEcr }, body: { labelId: theirs.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'labelId' });
    const info = okOf(await api().findLabelInfo({ token: other.token, params: { phoneIdEcr: u.phoneIdEcr }, query: { labelId: label.id } }));
    expect(info).toMatchObject({ name: '作品', videoCount: 1, followers: 0, following: false });
    expect(okOf(await api().findLabelInfo({ token: u.token, params: { phoneIdEcr: '0' }, query: { labelId: label.id } })).videoCount).toBe(4);
  });
});

describe('platform label feeds and follows', () => {
  it('pages a label feed newest shared first across pages with no duplicates; only shared visible videos', async () => {
    const topic = await newVideoLabel(t.ctx, null, { name: '旅行' });
    const base = t.ctx.clock.now().getTime();
    const made: string[] = [];
    for (let i = 0; i < 7; i++) {
      const v = await newMicroVideo(t.ctx, i % 2 ? owner : other, { labelId: topic.id, shared: true, createdAt: new Date(base - (i % 3) * 60_000) });
      made.push(v.id);
    }
    await newMicroVideo(t.ctx, owner, { labelId: topic.id, shared: true, hidden: true });
    await newMicroVideo(t.ctx, owner, { labelId: topic.id, shared: false });
    await newMicroVideo(t.ctx, owner, { labelId: topic.id, shared: true, takenDown: '违规' });
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = okOf(await api().findLabelVideos({ body: { labelId: topic.id, pageSize: 3, ...(cursor ? { cursor } : {}) } }));
      expect(page.label.name).toBe('旅行');
      seen.push(...page.items.map((v) => v.id));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual([...made].sort());
    const rows = await t.ctx.db.microVideo.findMany({ where: { id: { in: seen } } });
    const at = new Map(rows.map((r) => [r.id, r.sharedAt!.getTime()]));
    expect(seen.map((id) => at.get(id)!)).toEqual([...seen.map((id) => at.get(id)!)].sort((a, b) => b - a));
    const ownLabel = await newVideoLabel(t.ctx, owner);
    expect(refusalOf(await api().findLabelVideos({ body: { labelId: ownLabel.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'labelId' });
  });

  it("follows and unfollows a platform label; the followed list and feed follow it; another's label cannot be followed", async () => {
    const fan = await newUser(t.ctx);
    const topic = await newVideoLabel(t.ctx, null, { name: '美食' });
    const v = await newMicroVideo(t.ctx, owner, { labelId: topic.id, shared: true });
    expect(okOf(await api().followVideoLabel({ token: fan.token, body: { labelId: topic.id, on: true } }))).toMatchObject({ following: true, followers: 1 });
    expect(okOf(await api().followVideoLabel({ token: fan.token, body: { labelId: topic.id, on: true } })).followers).toBe(1);
    expect(okOf(await api().findFollowLabels({ token: fan.token })).items.map((l) => l.id)).toEqual([topic.id]);
    expect(okOf(await api().findFollowLabelVideos({ token: fan.token })).items.map((x) => x.id)).toEqual([v.id]);
    expect(okOf(await api().findLabelVideos({ token: fan.token, body: { labelId: topic.id } })).label.following).toBe(true);
    const own = await newVideoLabel(t.ctx, owner);
    expect(refusalOf(await api().followVideoLabel({ token: fan.token, body: { labelId: own.id, on: true } }))).toMatchObject({ code: 'NOT_FOUND', field: 'labelId' });
    expect(okOf(await api().followVideoLabel({ token: fan.token, body: { labelId: topic.id, on: false } }))).toMatchObject({ following: false, followers: 0 });
    expect(okOf(await api().findFollowLabelVideos({ token: fan.token })).items).toEqual([]);
  });

  it('stops following at the cap', async () => {
    const fan = await newUser(t.ctx);
    for (let i = 0; i < LIMITS.video.labelFollowsMax; i++) {
      const l = await newVideoLabel(t.ctx, null, { name: `话题${i}` });
      await t.ctx.db.videoLabelFollow.create({ data: { userId: fan.id, labelId: l.id } });
    }
    const one = await newVideoLabel(t.ctx, null, { name: '最后' });
    expect(refusalOf(await api().followVideoLabel({ token: fan.token, body: { labelId: one.id, on: true } })).code).toBe('VIDEO_LABEL_FOLLOWS_FULL');
  });

  it("searches platform labels and, signed in, the caller's own", async () => {
    const p = await newVideoLabel(t.ctx, null, { name: '汽车评测' });
    const mine = await newVideoLabel(t.ctx, owner, { name: '汽车改装' });
    await newVideoLabel(t.ctx, other, { name: '汽车私藏' });
    const anon = okOf(await api().searchLabels({ query: { keyword: '汽车' } }));
    expect(anon.items.map((l) => l.id)).toEqual([p.id]);
    const signed = okOf(await api().searchLabels({ token: owner.token, query: { keyword: '汽车' } }));
    expect(signed.items.map((l) => l.id).sort()).toEqual([p.id, mine.id].sort());
  });
});
