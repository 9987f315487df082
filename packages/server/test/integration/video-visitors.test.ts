import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newMicroVideo, newUser, newVideoAdSetting, newVideoComplaintPicture, type FactoryUser } from '../factories';

/**
 * Micro video, visitors' side, through the typed client on a real database: the discover feed's keyset paging (ties on
 * the share time, no duplicates), visibility (draft, hidden and taken-down videos are NOT_FOUND for visitors, the
 * owner sees their own), the player's view with its ad and epilogue, views, prev/next, search, a card's videos,
 * collections (idempotent, exact counter), complaints (once, never one's own) and saving a copy (once).
 */
let t: TestApp;
let owner: FactoryUser;
let visitor: FactoryUser;
let third: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  owner = await newUser(t.ctx, { name: '视频主甲', vip: 'active' });
  visitor = await newUser(t.ctx, { name: '访客乙', vip: 'active' });
  third = await newUser(t.ctx, { name: '访客丙' });
});
afterAll(async () => {
  await t.close();
});

const api = () => t.api.video;
const ids = (page: { items: { id: string }[] }) => page.items.map((v) => v.id);
const show = (u: FactoryUser | null, card: string, id: string) => api().findShowMicroVideobyId({ ...(u ? { token: u.token } : {}), params: { phoneIdEcr: card }, query: { id } });
const png = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: '#3a3' } })
    .png()
    .toBuffer();

describe('the discover feed', () => {
  it('pages newest shared first with ties on the share time, no duplicates, only shared visible videos', async () => {
    await t.ctx.db.microVideo.deleteMany({});
    const base = t.clock.now().getTime();
    const made: string[] = [];
    // 7 videos in 3 share times (ties), plus ones that must never appear
    for (let i = 0; i < 7; i++) {
      const v = await newMicroVideo(t.ctx, owner, { shared: true, title: `分享${i}` });
      await t.ctx.db.microVideo.update({ where: { id: v.id }, data: { sharedAt: new Date(base - Math.floor(i / 3) * 60_000) } });
      made.push(v.id);
    }
    await newMicroVideo(t.ctx, owner, { shared: false });
    await newMicroVideo(t.ctx, owner, { shared: true, hidden: true });
    await newMicroVideo(t.ctx, owner, { shared: true, state: 'draft' });
    await newMicroVideo(t.ctx, owner, { shared: true, takenDown: '违规' });
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let n = 0; n < 10; n++) {
      const page = okOf(await api().findShowMicroVideo({ body: { pageSize: 3, ...(cursor ? { cursor } : {}) } }));
      expect(page.total).toBeNull();
      seen.push(...ids(page));
      if (!page.hasMore) {
        expect(page.nextCursor).toBeNull();
        break;
      }
      cursor = page.nextCursor!;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(new Set(seen)).toEqual(new Set(made));
    // newest first: the three of the latest share time come before the rest
    expect(new Set(seen.slice(0, 3))).toEqual(new Set(made.slice(0, 3)));
    const first = okOf(await api().findShowMicroVideo({ body: {} })).items[0]!;
    expect(first.owner).toMatchObject({ phoneIdEcr: owner.phoneIdEcr, name: '视频主甲' });
  });

  it('refuses a forged cursor or one of another list, naming cursor', async () => {
    expect(refusalOf(await api().findShowMicroVideo({ body: { cursor: 'bm9wZQ' } }))).toMatchObject({ code: 'CURSOR_INVALID', field: 'cursor' });
    const s = okOf(await api().searchShowMicroVideo({ body: { keyword: '分享', pageSize: 1 } }));
    expect(refusalOf(await api().findShowMicroVideo({ body: { cursor: s.nextCursor! } })).code).toBe('CURSOR_INVALID');
  });

  it('search finds shared visible videos by title and pages them; a missing or long keyword names keyword', async () => {
    const page = okOf(await api().searchShowMicroVideo({ body: { keyword: '分享1' } }));
    expect(page.items.map((v) => v.title)).toEqual(['分享1']);
    expect(okOf(await api().searchShowMicroVideo({ body: { keyword: '没有这个' } })).items).toEqual([]);
    expect(refusalOf(await api().searchShowMicroVideo({ body: { keyword: '' } })).field).toBe('keyword');
    expect(refusalOf(await api().searchShowMicroVideo({ body: { keyword: '长'.repeat(LIMITS.video.searchKeywordMax + 1) } })).field).toBe('keyword');
  });

  it('prev/next follow the feed order and end with null', async () => {
    const all: string[] = ids(okOf(await api().findShowMicroVideo({ body: { pageSize: 50 } })));
    const next = okOf(await api().findShowPrevOrNextMicroVideo({ body: { id: all[0]!, direction: 'next' } }));
    expect(next?.id).toBe(all[1]);
    expect(okOf(await api().findShowPrevOrNextMicroVideo({ body: { id: all[1]!, direction: 'prev' } }))?.id).toBe(all[0]);
    expect(okOf(await api().findShowPrevOrNextMicroVideo({ body: { id: all[0]!, direction: 'prev' } }))).toBeNull();
    expect(okOf(await api().findShowPrevOrNextMicroVideo({ body: { id: all.at(-1)!, direction: 'next' } }))).toBeNull();
    expect(refusalOf(await api().findShowPrevOrNextMicroVideo({ body: { id: all[0]!, direction: 'up' as never } })).field).toBe('direction');
  });
});

describe('the player', () => {
  it("shows a visible video with the owner's default ad, epilogue and button, counting views of others only", async () => {
    await newVideoAdSetting(t.ctx, owner, { title: '新品八折', buttonType: 'products', epilogue: { name: '谢谢观看', imageUrl: '/files/picture/e.png' } });
    const v = await newMicroVideo(t.ctx, owner, { shared: true, title: '播放测试' });
    const seen = okOf(await show(null, owner.phoneIdEcr, v.id));
    expect(seen).toMatchObject({ id: v.id, title: '播放测试', views: 1, mine: false, collected: false, watermark: true, buttonType: 'products', hasProducts: false });
    expect(seen.ad).toMatchObject({ title: '新品八折', linkUrl: 'https://example.com/shop' });
    expect(seen.epilogue).toMatchObject({ name: '谢谢观看' });
    // a shared link names only the video: `_` is whichever card owns it
    expect(okOf(await show(visitor, '_', v.id)).views).toBe(2);
    // the owner: their own card as 0, not counted
    expect(okOf(await show(owner, '0', v.id))).toMatchObject({ views: 2, mine: true });
    expect((await t.ctx.db.microVideo.findUnique({ where: { id: v.id } }))!.views).toBe(2);
  });

  it('with the ad switch off there is no default ad', async () => {
    const o = await newUser(t.ctx);
    await newVideoAdSetting(t.ctx, o, { adSwitch: false });
    const v = await newMicroVideo(t.ctx, o);
    expect(okOf(await show(null, o.phoneIdEcr, v.id)).ad).toBeNull();
  });

  it('hidden, draft and taken-down videos are NOT_FOUND for visitors but the owner sees them; a wrong card too', async () => {
    for (const opts of [{ hidden: true }, { state: 'draft' as const }, { takenDown: '违规' }]) {
      const v = await newMicroVideo(t.ctx, owner, opts);
      expect(refusalOf(await show(visitor, owner.phoneIdEcr, v.id))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
      expect(refusalOf(await show(null, owner.phoneIdEcr, v.id)).code).toBe('NOT_FOUND');
      expect(okOf(await show(owner, owner.phoneIdEcr, v.id)).id).toBe(v.id);
      expect((await t.ctx.db.microVideo.findUnique({ where: { id: v.id } }))!.views).toBe(0);
    }
    const v = await newMicroVideo(t.ctx, owner);
    expect(refusalOf(await show(null, visitor.phoneIdEcr, v.id))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    expect(refusalOf(await show(null, 'nobody-here-123', v.id))).toMatchObject({ code: 'NOT_FOUND', field: 'phoneIdEcr' });
    expect(refusalOf(await show(null, '0', v.id)).code).toBe('NOT_LOGGED_IN');
    expect(refusalOf(await show(null, '_', (await newMicroVideo(t.ctx, owner, { hidden: true })).id)).code).toBe('NOT_FOUND');
    expect(refusalOf(await show(null, owner.phoneIdEcr, 'bad')).field).toBe('id');
  });
});

describe("a card's videos", () => {
  it("lists visible ones: choiceness first, then pinned, then the owner's order; prev/next in that order", async () => {
    const o = await newUser(t.ctx);
    const a = await newMicroVideo(t.ctx, o, { title: 'a' });
    const b = await newMicroVideo(t.ctx, o, { title: 'b', top: true });
    const c = await newMicroVideo(t.ctx, o, { title: 'c', choiceness: true });
    await newMicroVideo(t.ctx, o, { title: 'hidden', hidden: true });
    const page = okOf(await api().findCardMicroVideos({ params: { phoneIdEcr: o.phoneIdEcr }, body: {} }));
    expect(ids(page)).toEqual([c.id, b.id, a.id]);
    expect(page.total).toBe(3);
    expect(okOf(await api().findShowPrevOrNextMicroVideo({ body: { id: b.id, direction: 'next', phoneIdEcr: o.phoneIdEcr } }))?.id).toBe(a.id);
    expect(okOf(await api().findShowPrevOrNextMicroVideo({ body: { id: b.id, direction: 'prev', phoneIdEcr: o.phoneIdEcr } }))?.id).toBe(c.id);
    expect(refusalOf(await api().findCardMicroVideos({ params: { phoneIdEcr: 'nobody-here-123' }, body: {} })).field).toBe('phoneIdEcr');
  });
});

describe('collections', () => {
  it('collect is idempotent and the counter exact under repeats, also concurrent ones; the list drops invisible videos', async () => {
    const v = await newMicroVideo(t.ctx, owner, { shared: true });
    const w = await newMicroVideo(t.ctx, owner, { shared: true });
    await Promise.all([1, 2, 3].map(() => api().collectMicroVideo({ token: visitor.token, body: { id: v.id, on: true } })));
    expect(okOf(await api().collectMicroVideo({ token: visitor.token, body: { id: v.id, on: true } }))).toEqual({ id: v.id, collected: true, collects: 1 });
    okOf(await api().collectMicroVideo({ token: third.token, body: { id: v.id, on: true } }));
    t.clock.advance(1000);
    okOf(await api().collectMicroVideo({ token: visitor.token, body: { id: w.id, on: true } }));
    expect(okOf(await show(visitor, owner.phoneIdEcr, v.id)).collected).toBe(true);
    expect(ids(okOf(await api().findCollectMicroVideos({ token: visitor.token, body: {} })))).toEqual([w.id, v.id]);
    // w hidden: drops out
    await t.ctx.db.microVideo.update({ where: { id: w.id }, data: { hidden: true } });
    const page = okOf(await api().findCollectMicroVideos({ token: visitor.token, body: { pageSize: 1 } }));
    expect(ids(page)).toEqual([v.id]);
    expect(page.hasMore).toBe(false);
    expect(okOf(await api().collectMicroVideo({ token: visitor.token, body: { id: v.id, on: false } }))).toEqual({ id: v.id, collected: false, collects: 1 });
    expect(okOf(await api().collectMicroVideo({ token: visitor.token, body: { id: v.id, on: false } })).collects).toBe(1);
    expect((await t.ctx.db.microVideo.findUnique({ where: { id: v.id } }))!.collects).toBe(1);
    expect(refusalOf(await api().collectMicroVideo({ token: visitor.token, body: { id: w.id, on: true } }))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    expect(refusalOf(await api().collectMicroVideo({ body: { id: v.id, on: true } })).code).toBe('NOT_LOGGED_IN');
  });

  it('pages many collections with some invisible between them, without duplicates', async () => {
    const u = await newUser(t.ctx);
    const visible: string[] = [];
    for (let i = 0; i < 9; i++) {
      const v = await newMicroVideo(t.ctx, owner);
      t.clock.advance(10);
      okOf(await api().collectMicroVideo({ token: u.token, body: { id: v.id, on: true } }));
      if (i % 3 === 1) await t.ctx.db.microVideo.update({ where: { id: v.id }, data: { takenDownAt: t.clock.now() } });
      else visible.unshift(v.id);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let n = 0; n < 10; n++) {
      const page = okOf(await api().findCollectMicroVideos({ token: u.token, body: { pageSize: 2, ...(cursor ? { cursor } : {}) } }));
      seen.push(...ids(page));
      if (!page.hasMore) break;
      expect(page.items).toHaveLength(2);
      cursor = page.nextCursor!;
    }
    expect(seen).toEqual(visible);
  });
});

describe('complaints', () => {
  it("a visitor complains once with their own pictures; the video counts it; own video, repeats and others' pictures are refused", async () => {
    const v = await newMicroVideo(t.ctx, owner, { shared: true });
    const pic = okOf(await api().uploadMicroVideoComplaintPicture({ token: visitor.token, body: { file: await png() } }));
    const theirs = await newVideoComplaintPicture(t.ctx, third);
    const body = { videoId: v.id, reason: 'fraud' as const, text: '虚假宣传', pictures: [pic.url] };
    expect(refusalOf(await api().addMicroVideoComplaint({ token: visitor.token, params: { phoneIdEcr: owner.phoneIdEcr }, body: { ...body, pictures: [theirs] } }))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'pictures',
    });
    expect(refusalOf(await api().addMicroVideoComplaint({ token: owner.token, params: { phoneIdEcr: '0' }, body }))).toMatchObject({ code: 'VIDEO_OWN_COMPLAINT', field: 'videoId' });
    await t.ctx.db.sensitiveWord.create({ data: { word: '禁词戊' } });
    expect(refusalOf(await api().addMicroVideoComplaint({ token: visitor.token, params: { phoneIdEcr: owner.phoneIdEcr }, body: { ...body, text: '含禁词戊' } }))).toMatchObject({
      code: 'SENSITIVE_WORDS',
      field: 'text',
    });
    expect(
      refusalOf(
        await api().addMicroVideoComplaint({ token: visitor.token, params: { phoneIdEcr: owner.phoneIdEcr }, body: { ...body, text: '长'.repeat(LIMITS.video.complaintTextMax + 1) } }),
      ).field,
    ).toBe('text');
    expect(refusalOf(await api().addMicroVideoComplaint({ token: visitor.token, params: { phoneIdEcr: owner.phoneIdEcr }, body: { ...body, reason: 'x' as never } })).field).toBe('reason');
    expect(
      refusalOf(await api().addMicroVideoComplaint({ token: visitor.token, params: { phoneIdEcr: owner.phoneIdEcr }, body: { ...body, pictures: ['/a', '/b', '/c', '/d'] } })).field,
    ).toBe('pictures');
    expect(await t.ctx.db.videoComplaint.count({ where: { videoId: v.id } })).toBe(0);
    const made = okOf(await api().addMicroVideoComplaint({ token: visitor.token, params: { phoneIdEcr: owner.phoneIdEcr }, body }));
    expect(made.state).toBe('open');
    expect(refusalOf(await api().addMicroVideoComplaint({ token: visitor.token, params: { phoneIdEcr: owner.phoneIdEcr }, body }))).toMatchObject({
      code: 'VIDEO_COMPLAINT_EXISTS',
      field: 'videoId',
    });
    const row = await t.ctx.db.videoComplaint.findUniqueOrThrow({ where: { id: made.id } });
    expect(row).toMatchObject({ reporterId: visitor.id, reason: 'fraud', state: 'open', text: '虚假宣传' });
    expect(JSON.parse(row.pictures)).toEqual([pic.url]);
    expect((await t.ctx.db.microVideo.findUnique({ where: { id: v.id } }))!.complaints).toBe(1);
    // a video of another card named with this card is NOT_FOUND
    expect(refusalOf(await api().addMicroVideoComplaint({ token: third.token, params: { phoneIdEcr: visitor.phoneIdEcr }, body: { ...body, pictures: [] } }))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'videoId',
    });
  });
});

describe("saving someone else's video as my draft", () => {
  it("copies once per source with the same files; one's own and invisible ones are refused; module 54 needed", async () => {
    const v = await newMicroVideo(t.ctx, owner, { shared: true, title: '好视频' });
    const copy = okOf(await api().changedToMyVideo({ token: visitor.token, query: { id: v.id } }));
    expect(copy).toMatchObject({ title: '好视频', state: 'draft', syncSourceId: v.id, videoUrl: v.videoUrl, coverUrl: v.coverUrl });
    const again = okOf(await api().changedToMyVideo({ token: visitor.token, query: { id: v.id } }));
    expect(again.id).toBe(copy.id);
    expect(await t.ctx.db.microVideo.count({ where: { userId: visitor.id, syncSourceId: v.id } })).toBe(1);
    expect(refusalOf(await api().changedToMyVideo({ token: owner.token, query: { id: v.id } }))).toMatchObject({ code: 'VIDEO_COPY_OWN', field: 'id' });
    const hidden = await newMicroVideo(t.ctx, owner, { hidden: true });
    expect(refusalOf(await api().changedToMyVideo({ token: visitor.token, query: { id: hidden.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    // `third` has no VIP: the module is locked
    expect(refusalOf(await api().changedToMyVideo({ token: third.token, query: { id: v.id } })).code).toBe('MODULE_LOCKED');
    expect(await t.ctx.db.microVideo.count({ where: { userId: third.id } })).toBe(0);
  });
});
