import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newCaseImage, newCompany, newMicroVideo, newMirrorLink, newUser, newVideoAd, newVideoSync, newVideoType, type FactoryUser } from '../factories';
import { adForVideo } from '../../src/domains/video/video.access';

/**
 * Micro video share part through the typed client on a real database: shares with link and QR, choiceness, a
 * card's videos by type, syncs from a master card to its bound sub cards (messages, show-in-batch copies made once),
 * company videos (admins pick; colleagues and visitors read), and ads (switch, history, default, a video's own ad,
 * adForVideo's precedence). Someone else's id answers NOT_FOUND and writes nothing.
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
const me = { phoneIdEcr: '0' };

describe('shares', () => {
  it('shares a shown video with its link and QR; lists latest shared first; unshares', async () => {
    const a = await newMicroVideo(t.ctx, owner, { title: '第一条' });
    const b = await newMicroVideo(t.ctx, owner, { title: '第二条' });
    const shared = okOf(await api().shareMicroVideo({ token: owner.token, params: me, body: { id: a.id } }));
    expect(shared.video).toMatchObject({ id: a.id, shared: true });
    expect(shared.shareUrl).toMatch(new RegExp(`/multipage/microvideo/shortVideo/${a.id}$`));
    expect(shared.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    t.clock.advance(1000);
    okOf(await api().shareMicroVideo({ token: owner.token, params: { phoneIdEcr: owner.phoneIdEcr }, body: { id: b.id } }));
    const list = okOf(await api().findShareMicroVideos({ token: owner.token, query: { pageSize: 10 } }));
    expect(list.items.map((i) => i.video.id)).toEqual([b.id, a.id]);
    expect(okOf(await api().delShareMicroVideo({ token: owner.token, query: { id: a.id } })).shared).toBe(false);
    expect(okOf(await api().findShareMicroVideos({ token: owner.token, query: {} })).items.map((i) => i.video.id)).toEqual([b.id]);
  });

  it("refuses a draft, hidden or taken-down video, and someone else's (NOT_FOUND, nothing written)", async () => {
    for (const opts of [{ state: 'draft' as const }, { hidden: true }, { takenDown: '违规' }]) {
      const v = await newMicroVideo(t.ctx, owner, opts);
      expect(refusalOf(await api().shareMicroVideo({ token: owner.token, params: me, body: { id: v.id } }))).toMatchObject({ code: 'VIDEO_SHARE_NOT_VISIBLE', field: 'id' });
    }
    const theirs = await newMicroVideo(t.ctx, other);
    expect(refusalOf(await api().shareMicroVideo({ token: owner.token, params: me, body: { id: theirs.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    expect(refusalOf(await api().delShareMicroVideo({ token: owner.token, query: { id: theirs.id } })).code).toBe('NOT_FOUND');
    // naming their card in the path does not make their video the caller's to share
    expect(refusalOf(await api().shareMicroVideo({ token: owner.token, params: { phoneIdEcr: other.phoneIdEcr }, body: { id: theirs.id } })).code).toBe('NOT_FOUND');
    const theirShare = await newMicroVideo(t.ctx, other);
    expect(refusalOf(await api().pushMicroVideoSync({ token: owner.token, body: { ids: [theirShare.id] } }))).toMatchObject({ code: 'NOT_FOUND', field: 'ids' });
    expect((await t.ctx.db.microVideo.findUnique({ where: { id: theirs.id } }))?.shared).toBe(false);
  });

  it('the module is needed: a user without VIP is refused', async () => {
    const plain = await newUser(t.ctx);
    const v = await newMicroVideo(t.ctx, plain);
    expect(refusalOf(await api().shareMicroVideo({ token: plain.token, params: me, body: { id: v.id } })).code).not.toBe('OK');
    expect((await t.ctx.db.microVideo.findUnique({ where: { id: v.id } }))?.shared).toBe(false);
  });
});

describe("choiceness and a card's videos by type", () => {
  it('caps the set; chosen videos come first for visitors; filters by type', async () => {
    const u = await newUser(t.ctx, { vip: 'active' });
    const type = await newVideoType(t.ctx, u, { name: '探店' });
    const plain = await newMicroVideo(t.ctx, u, { title: '普通', typeId: type.id });
    const vids = [];
    for (let i = 0; i < LIMITS.video.choicenessMax; i++) vids.push(await newMicroVideo(t.ctx, u, { title: `精选${i}` }));
    for (const v of vids) okOf(await api().joinOrCancelChoicenessVideo({ token: u.token, body: { id: v.id, on: true } }));
    expect(refusalOf(await api().joinOrCancelChoicenessVideo({ token: u.token, body: { id: plain.id, on: true } }))).toMatchObject({ code: 'VIDEO_CHOICENESS_FULL' });
    okOf(await api().joinOrCancelChoicenessVideo({ token: u.token, body: { id: vids[0]!.id, on: false } }));
    okOf(await api().joinOrCancelChoicenessVideo({ token: u.token, body: { id: plain.id, on: true } }));
    await newMicroVideo(t.ctx, u, { title: '隐藏', hidden: true });
    const page = okOf(await api().findShowMicroVideoByType({ params: { phoneIdEcr: u.phoneIdEcr }, body: { pageSize: 20 } }));
    expect(page.total).toBe(LIMITS.video.choicenessMax + 1);
    expect(page.items.slice(0, LIMITS.video.choicenessMax).every((i) => i.choiceness)).toBe(true);
    expect(page.items.at(-1)?.title).toBe('精选0');
    expect(page.types).toEqual([{ id: type.id, name: '探店' }]);
    const typed = okOf(await api().findShowMicroVideoByType({ params: { phoneIdEcr: u.phoneIdEcr }, body: { typeId: type.id } }));
    expect(typed.items.map((i) => i.id)).toEqual([plain.id]);
    expect(refusalOf(await api().findShowMicroVideoByType({ params: me, body: {} })).code).toBe('NOT_LOGGED_IN');
  });
});

describe('syncs to sub cards', () => {
  it('only a master pushes, only to bound sub cards; the sub card gets a message, shows in batch once, deletes', async () => {
    const master = await newUser(t.ctx, { vip: 'active', name: '总部' });
    const sub = await newUser(t.ctx, { vip: 'active' });
    const sub2 = await newUser(t.ctx, { vip: 'active' });
    const stranger = await newUser(t.ctx, { vip: 'active' });
    const v = await newMicroVideo(t.ctx, master, { title: '品牌宣传片' });
    const w = await newMicroVideo(t.ctx, master, { title: '产品介绍' });
    expect(refusalOf(await api().pushMicroVideoSync({ token: master.token, body: { ids: [v.id] } })).code).toBe('VIDEO_SYNC_NOT_MASTER');
    await newMirrorLink(t.ctx, master, sub);
    await newMirrorLink(t.ctx, master, sub2);
    expect(refusalOf(await api().pushMicroVideoSync({ token: master.token, body: { ids: [v.id], subIds: [stranger.phoneIdEcr] } }))).toMatchObject({ code: 'NOT_FOUND', field: 'subIds' });
    const theirs = await newMicroVideo(t.ctx, other);
    expect(refusalOf(await api().pushMicroVideoSync({ token: master.token, body: { ids: [v.id, theirs.id] } }))).toMatchObject({ code: 'NOT_FOUND', field: 'ids' });
    expect(await t.ctx.db.videoSync.count({ where: { fromUserId: master.id } })).toBe(0);
    expect(
      okOf(await api().findMicroVideoSubCards({ token: master.token }))
        .map((s) => s.phoneIdEcr)
        .sort(),
    ).toEqual([sub.phoneIdEcr, sub2.phoneIdEcr].sort());

    expect(okOf(await api().pushMicroVideoSync({ token: master.token, body: { ids: [v.id, w.id], subIds: [sub.phoneIdEcr] } }))).toEqual({ pushed: 2, subCards: 1 });
    expect(okOf(await api().pushMicroVideoSync({ token: master.token, body: { ids: [v.id] } }))).toEqual({ pushed: 1, subCards: 1 });
    const msgs = await t.ctx.db.message.findMany({ where: { userId: sub.id, kind: 'system' } });
    expect(msgs).toHaveLength(1);
    expect(msgs[0]!.content).toContain('总部');
    expect(msgs[0]).toMatchObject({ subjectType: 'videoShare', subjectId: master.phoneIdEcr });
    expect(await t.ctx.db.message.count({ where: { userId: stranger.id } })).toBe(0);

    const waiting = okOf(await api().findShowSyncMicroVideoList({ token: sub.token, body: {} }));
    expect(waiting.total).toBe(2);
    const found = okOf(await api().searchSyncMicroVideo({ token: sub.token, body: { keyword: '宣传' } }));
    expect(found.items.map((s) => s.video.id)).toEqual([v.id]);
    // someone else's sync id: NOT_FOUND, nothing shown
    const sub2Sync = (await t.ctx.db.videoSync.findFirst({ where: { targetUserId: sub2.id } }))!;
    expect(refusalOf(await api().showSyncMicroVideo({ token: sub.token, body: { ids: [found.items[0]!.id, sub2Sync.id] } }))).toMatchObject({ code: 'NOT_FOUND', field: 'ids' });
    expect(await t.ctx.db.microVideo.count({ where: { userId: sub.id } })).toBe(0);

    const shown = okOf(await api().showSyncMicroVideo({ token: sub.token, body: { ids: [found.items[0]!.id] } }));
    expect(shown[0]).toMatchObject({ state: 'shown' });
    okOf(await api().showSyncMicroVideo({ token: sub.token, body: { ids: [found.items[0]!.id] } }));
    const copies = await t.ctx.db.microVideo.findMany({ where: { userId: sub.id } });
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ syncSourceId: v.id, videoUrl: v.videoUrl, coverUrl: v.coverUrl, title: '品牌宣传片' });
    // pushing again what was shown pushes nothing
    expect(okOf(await api().pushMicroVideoSync({ token: master.token, body: { ids: [v.id], subIds: [sub.phoneIdEcr] } })).pushed).toBe(0);

    const rest = okOf(await api().findShowSyncMicroVideoList({ token: sub.token, body: {} }));
    expect(rest.items.map((s) => s.video.id)).toEqual([w.id]);
    expect(okOf(await api().delSyncMicroVideo({ token: sub.token, body: { ids: [rest.items[0]!.id] } }))).toEqual({ ids: [rest.items[0]!.id] });
    expect(okOf(await api().findShowSyncMicroVideoList({ token: sub.token, body: {} })).total).toBe(0);
  });

  it('a source no longer shown cannot be shown', async () => {
    const master = await newUser(t.ctx, { vip: 'active' });
    const sub = await newUser(t.ctx, { vip: 'active' });
    await newMirrorLink(t.ctx, master, sub);
    const v = await newMicroVideo(t.ctx, master, { hidden: true });
    const sync = await newVideoSync(t.ctx, v, sub);
    expect(refusalOf(await api().showSyncMicroVideo({ token: sub.token, body: { ids: [sync.id] } }))).toMatchObject({ code: 'VIDEO_SYNC_SOURCE_GONE', field: 'ids' });
  });
});

describe('company videos', () => {
  it('an admin picks own shown videos; colleagues and visitors list them in order, single and prev/next; members may not pick', async () => {
    const admin = await newUser(t.ctx, { vip: 'active' });
    const member = await newUser(t.ctx, { vip: 'active' });
    const company = await newCompany(t.ctx, {
      members: [
        { id: admin.id, role: 'admin' },
        { id: member.id, role: 'member' },
      ],
    });
    void company;
    const a = await newMicroVideo(t.ctx, admin, { title: 'A' });
    const b = await newMicroVideo(t.ctx, admin, { title: 'B' });
    const mine = await newMicroVideo(t.ctx, member);
    expect(refusalOf(await api().pickCompanyMicroVideo({ token: member.token, body: { id: mine.id, on: true } })).code).not.toBe('OK');
    const theirs = await newMicroVideo(t.ctx, other);
    expect(refusalOf(await api().pickCompanyMicroVideo({ token: admin.token, body: { id: theirs.id, on: true } })).code).toBe('NOT_FOUND');
    expect(okOf(await api().pickCompanyMicroVideo({ token: admin.token, body: { id: a.id, on: true } }))).toEqual({ id: a.id, picked: true, count: 1 });
    okOf(await api().pickCompanyMicroVideo({ token: admin.token, body: { id: b.id, on: true } }));
    expect(okOf(await api().countCompanyMicroVideo({ token: member.token }))).toEqual({ count: 2, max: LIMITS.video.companyVideosMax });
    const list = okOf(await api().findCompanyMicroVideoList({ params: { phoneIdEcr: member.phoneIdEcr }, body: {} }));
    expect(list.items.map((i) => i.title)).toEqual(['A', 'B']);
    expect(okOf(await api().findCompanyMicroVideo({ token: member.token, params: me, body: { id: b.id } })).title).toBe('B');
    expect(okOf(await api().findCompanyPrevOrNextMicroVideo({ params: { phoneIdEcr: member.phoneIdEcr }, body: { id: a.id, direction: 'next' } }))?.id).toBe(b.id);
    expect(okOf(await api().findCompanyPrevOrNextMicroVideo({ params: { phoneIdEcr: member.phoneIdEcr }, body: { id: a.id, direction: 'prev' } }))).toBeNull();
    expect(refusalOf(await api().findCompanyMicroVideo({ params: { phoneIdEcr: other.phoneIdEcr }, body: { id: a.id } })).code).toBe('NOT_FOUND');
    expect(okOf(await api().pickCompanyMicroVideo({ token: admin.token, body: { id: a.id, on: false } })).count).toBe(1);
  });
});

describe('ads', () => {
  it("adds with an own picture and an http(s) link; refuses others' pictures, bad links and sensitive words; sets default and switch", async () => {
    const u = await newUser(t.ctx, { vip: 'active' });
    const img = await newCaseImage(t.ctx, u);
    const ad = okOf(await api().addMicroVideoAd({ token: u.token, body: { title: '到店有礼', imageUrl: img, linkUrl: 'https://shop.example/a' } }));
    expect(ad).toMatchObject({ title: '到店有礼', isDefault: false });
    const theirs = await newCaseImage(t.ctx, other);
    expect(refusalOf(await api().addMicroVideoAd({ token: u.token, body: { title: '甲', imageUrl: theirs, linkUrl: '' } }))).toMatchObject({ code: 'NOT_FOUND', field: 'imageUrl' });
    expect(refusalOf(await api().addMicroVideoAd({ token: u.token, body: { title: '甲', imageUrl: img, linkUrl: 'javascript:alert(1)' } })).field).toBe('linkUrl');
    await t.ctx.db.sensitiveWord.create({ data: { word: '禁词广' } });
    expect(refusalOf(await api().addMicroVideoAd({ token: u.token, body: { title: '禁词广告', imageUrl: img, linkUrl: '' } }))).toMatchObject({ code: 'SENSITIVE_WORDS', field: 'title' });
    expect(await t.ctx.db.videoAd.count({ where: { userId: u.id } })).toBe(1);

    expect(okOf(await api().setDefaultMicroVideoAd({ token: u.token, body: { id: ad.id } }))).toMatchObject({ adSwitch: false, defaultAd: { id: ad.id, isDefault: true } });
    expect(okOf(await api().updateMicroVideoAdSwitch({ token: u.token, body: { on: true } })).adSwitch).toBe(true);
    expect(okOf(await api().getMicroVideoAdSwitch({ token: u.token }))).toMatchObject({ adSwitch: true, defaultAd: { id: ad.id } });
    expect(okOf(await api().getDefaultMicroVideoAd({ token: u.token }))?.id).toBe(ad.id);
    expect(okOf(await api().findMicroVideoAdHistory({ token: u.token, body: {} })).items.map((a) => a.id)).toEqual([ad.id]);
    const foreignAd = await newVideoAd(t.ctx, other);
    expect(refusalOf(await api().setDefaultMicroVideoAd({ token: u.token, body: { id: foreignAd.id } })).code).toBe('NOT_FOUND');
    expect(refusalOf(await api().delMicroVideoAd({ token: u.token, body: { id: foreignAd.id } })).code).toBe('NOT_FOUND');
    okOf(await api().delMicroVideoAd({ token: u.token, body: { id: ad.id } }));
    expect(okOf(await api().getMicroVideoAdSwitch({ token: u.token })).defaultAd).toBeNull();
  });

  it("adForVideo: the video's own ad wins; else the default when the switch is on; a removed ad is never shown", async () => {
    const u = await newUser(t.ctx, { vip: 'active' });
    const def = await newVideoAd(t.ctx, u, { title: '默认', asDefault: true, adSwitch: false });
    const own = await newVideoAd(t.ctx, u, { title: '专属' });
    const v = await newMicroVideo(t.ctx, u);
    expect(await adForVideo(t.ctx, v)).toBeNull();
    okOf(await api().updateMicroVideoAdSwitch({ token: u.token, body: { on: true } }));
    expect((await adForVideo(t.ctx, v))?.id).toBe(def.id);
    const set = okOf(await api().setMicroVideoAd({ token: u.token, body: { id: v.id, adId: own.id } }));
    expect(set.adId).toBe(own.id);
    const row = (await t.ctx.db.microVideo.findUnique({ where: { id: v.id } }))!;
    expect((await adForVideo(t.ctx, row))?.title).toBe('专属');
    okOf(await api().updateMicroVideoAdSwitch({ token: u.token, body: { on: false } }));
    expect((await adForVideo(t.ctx, row))?.title).toBe('专属');
    okOf(await api().updateMicroVideoAdSwitch({ token: u.token, body: { on: true } }));
    okOf(await api().delMicroVideoAd({ token: u.token, body: { id: own.id } }));
    expect((await adForVideo(t.ctx, row))?.id).toBe(def.id);
    expect(okOf(await api().setMicroVideoAd({ token: u.token, body: { id: v.id, adId: '' } })).adId).toBeNull();
    const foreignAd = await newVideoAd(t.ctx, other);
    expect(refusalOf(await api().setMicroVideoAd({ token: u.token, body: { id: v.id, adId: foreignAd.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'adId' });
    const theirVideo = await newMicroVideo(t.ctx, other);
    expect(refusalOf(await api().setMicroVideoAd({ token: u.token, body: { id: theirVideo.id, adId: def.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
  });

  it('the ad history is capped', async () => {
    const u = await newUser(t.ctx, { vip: 'active' });
    for (let i = 0; i < LIMITS.video.adHistoryMax; i++) await newVideoAd(t.ctx, u);
    const img = await newCaseImage(t.ctx, u);
    expect(refusalOf(await api().addMicroVideoAd({ token: u.token, body: { title: '再来一个', imageUrl: img, linkUrl: '' } })).code).toBe('VIDEO_AD_HISTORY_FULL');
  });
});
