import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { addCircleMember, newBulletin, newCircle, newUser, type FactoryUser } from '../factories';

let t: TestApp;
let owner: FactoryUser;
let admin: FactoryUser;
let member: FactoryUser;
let outsider: FactoryUser;
let cid: string;

beforeAll(async () => {
  t = await makeTestApp();
  [owner, admin, member, outsider] = await Promise.all([newUser(t.ctx), newUser(t.ctx), newUser(t.ctx), newUser(t.ctx)]);
  cid = (await newCircle(t.ctx, owner)).id;
  await addCircleMember(t.ctx, cid, admin, { role: 'admin' });
  await addCircleMember(t.ctx, cid, member);
});
afterAll(async () => {
  await t.close();
});

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#1f6feb' } })
    .png()
    .toBuffer();
const MP4 = Buffer.concat([Buffer.from('\0\0\0\x18ftypisom', 'latin1'), Buffer.alloc(64)]);
/** Publish with form values as the wire carries them (lists comma-joined); `as never` lets a test send what the schema refuses. */
const publish = (token: string, body: Record<string, unknown>) => t.api.circle.publishCircleBulletin({ token, body: { cid, kind: 'imageText', content: '本周六开会', ...body } as never });
const bulletinCount = () => t.ctx.db.circleBulletin.count({ where: { circleId: cid } });
/** A fresh circle whose rate budget nothing else has spent. */
async function freshCircle(o: Parameters<typeof newCircle>[2] = {}) {
  const c = await newCircle(t.ctx, owner, o);
  await addCircleMember(t.ctx, c.id, member);
  return c.id;
}

describe('publishing', () => {
  it('publishes each kind: image-text with uploaded images, link with links (a repeat counts once), video from an upload', async () => {
    const img = okOf(await t.api.circle.uploadCircleBulletinImage({ token: member.token, body: { cid, file: await png() } }));
    expect(img.url).toMatch(/circle-bulletins\/.+\.webp$/);
    const a = okOf(await publish(member.token, { images: [img.url] as never }));
    expect(a).toMatchObject({ kind: 'imageText', images: [img.url], links: [], commentCount: 0, readCount: 0, canDelete: true });

    const links = ['https://a.example/1', 'https://a.example/2', 'https://a.example/3', 'https://a.example/4'];
    const b = okOf(await publish(member.token, { kind: 'link', links: [...links, links[0]].join(',') as never }));
    expect(b.links).toEqual(links);

    const video = okOf(await t.api.circle.uploadCircleBulletinVideo({ token: member.token, body: { cid, file: MP4 } }));
    const v = okOf(await publish(member.token, { kind: 'video', videoUrl: video.url }));
    expect(v.videoUrl).toBe(video.url);
    // searchVideo: the admin reuses the member's video in a bulletin of their own.
    const found = okOf(await t.api.circle.searchCircleBulletinVideos({ token: admin.token, body: { cid } }));
    expect(found.items.map((x) => x.videoUrl)).toEqual([video.url]);
    expect(okOf(await publish(admin.token, { kind: 'video', videoUrl: video.url })).videoUrl).toBe(video.url);
  });

  it("refuses 5 different links, 10 images, a link bulletin without links, someone else's image, and writes nothing", async () => {
    const before = await bulletinCount();
    const five = Array.from({ length: 5 }, (_, i) => `https://b.example/${i}`).join(',');
    expect(refusalOf(await publish(member.token, { kind: 'link', links: five as never }))).toMatchObject({ code: 'BULLETIN_LINK_LIMIT', field: 'links', msg: '最多4个不同链接' });
    const ten = Array.from({ length: 10 }, (_, i) => `/files/x${i}.webp`).join(',');
    expect(refusalOf(await publish(member.token, { images: ten as never }))).toMatchObject({ code: 'BULLETIN_IMAGE_LIMIT', field: 'images' });
    expect(refusalOf(await publish(member.token, { kind: 'link' }))).toMatchObject({ code: 'BULLETIN_KIND_MISMATCH', field: 'links' });
    const theirs = okOf(await t.api.circle.uploadCircleBulletinImage({ token: admin.token, body: { cid, file: await png() } }));
    expect(refusalOf(await publish(member.token, { images: theirs.url as never }))).toMatchObject({ code: 'BULLETIN_FILE_INVALID', field: 'images' });
    expect(refusalOf(await publish(member.token, { content: '公'.repeat(201) }))).toMatchObject({ field: 'content' });
    expect(refusalOf(await publish(member.token, { merchandiseTitle: '茶叶' }))).toMatchObject({ code: 'BULLETIN_ATTACHMENT_INCOMPLETE', field: 'merchandisePriceFen' });
    expect(await bulletinCount()).toBe(before);
  });

  it('keeps merchandise and micro-fold attachments', async () => {
    const b = okOf(
      await publish(admin.token, {
        merchandiseTitle: '明前龙井',
        merchandisePriceFen: 12800,
        merchandiseUrl: 'https://shop.example/1',
        microFoldTitle: '公司介绍',
        microFoldUrl: 'https://fold.example/1',
      }),
    );
    expect(b.attachments).toEqual({
      merchandise: { title: '明前龙井', priceFen: 12800, url: 'https://shop.example/1', imageUrl: null },
      microFold: { title: '公司介绍', url: 'https://fold.example/1' },
    });
  });

  it('refuses sensitive words inside text, spaced out and full-width, naming content, in both languages', async () => {
    const before = await bulletinCount();
    for (const content of ['大家来参加赌博活动', '这里有违 禁-测。试词', 'ＢＡＤＷＯＲＤ here']) {
      expect(refusalOf(await publish(member.token, { content }))).toMatchObject({ code: 'SENSITIVE_WORDS', field: 'content', msg: '内容含有敏感词' });
    }
    expect(refusalOf(await publish(member.token, { content: '赌博' })).code).toBe('SENSITIVE_WORDS');
    const en = await t.api.circle.publishCircleBulletin({ token: member.token, cookies: { lang: 'en' }, body: { cid, kind: 'imageText', content: 'casino night' } as never });
    expect(refusalOf(en).msg).toBe('Sensitive words present');
    expect(await bulletinCount()).toBe(before);
  });

  it('a word added to the list is refused at once (the automaton is rebuilt)', async () => {
    expect(okOf(await publish(admin.token, { content: '新出现的词语甲乙' })).content).toBe('新出现的词语甲乙');
    await t.ctx.db.sensitiveWord.create({ data: { word: '词语甲乙' } });
    expect(refusalOf(await publish(admin.token, { content: '新出现的词语甲乙' })).code).toBe('SENSITIVE_WORDS');
    await t.ctx.db.sensitiveWord.delete({ where: { word: '词语甲乙' } });
  });

  it("announcement too frequent past the window's budget, per publisher and circle; the next window is open again", async () => {
    const c2 = await freshCircle();
    const N = LIMITS.circle.announcementsPerWindow;
    for (let i = 0; i < N; i++) okOf(await t.api.circle.publishCircleBulletin({ token: member.token, body: { cid: c2, kind: 'imageText', content: `第${i}条` } as never }));
    const refused = refusalOf(await t.api.circle.publishCircleBulletin({ token: member.token, body: { cid: c2, kind: 'imageText', content: '再来一条' } as never }));
    expect(refused).toMatchObject({ code: 'ANNOUNCE_TOO_FREQUENT', msg: '发布公告太频繁' });
    expect((refused.data as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(0);
    // The owner's budget in the same circle is their own.
    okOf(await t.api.circle.publishCircleBulletin({ token: owner.token, body: { cid: c2, kind: 'imageText', content: '圈主的公告' } as never }));
    t.clock.advance(LIMITS.circle.announcementWindowMinutes * 60_000);
    okOf(await t.api.circle.publishCircleBulletin({ token: member.token, body: { cid: c2, kind: 'imageText', content: '新窗口' } as never }));
  });

  it('restrictions: outsiders, disabled members, members of a circle that lets only admins publish', async () => {
    expect(refusalOf(await publish(outsider.token, {})).code).toBe('CIRCLE_NOT_MEMBER');
    const c3 = await freshCircle();
    const muted = await newUser(t.ctx);
    await addCircleMember(t.ctx, c3, muted, { disabled: true });
    expect(refusalOf(await t.api.circle.publishCircleBulletin({ token: muted.token, body: { cid: c3, kind: 'imageText', content: '你好' } as never })).code).toBe('CIRCLE_MEMBER_DISABLED');
    await t.ctx.db.circle.update({ where: { id: c3 }, data: { noMemberBulletin: true } });
    expect(refusalOf(await t.api.circle.publishCircleBulletin({ token: member.token, body: { cid: c3, kind: 'imageText', content: '你好' } as never }))).toMatchObject({
      code: 'CIRCLE_RESTRICTED_BY_ADMIN',
      msg: '管理员已限制该操作',
    });
    okOf(await t.api.circle.publishCircleBulletin({ token: owner.token, body: { cid: c3, kind: 'imageText', content: '你好' } as never }));
  });
});

describe('reading', () => {
  it('lists newest first with counts; the detail marks it read once per user; readers for publisher and admins only', async () => {
    const c = await freshCircle();
    const b = await newBulletin(t.ctx, c, owner, { content: '第一条' });
    t.clock.advance(1000);
    await newBulletin(t.ctx, c, owner, { content: '第二条' });
    const page = okOf(await t.api.circle.findCircleBulletins({ token: member.token, body: { cid: c } }));
    expect(page.items.map((x) => x.content)).toEqual(['第二条', '第一条']);
    expect(page.items[1]).toMatchObject({ readByMe: false, readCount: 0, canDelete: false });
    const d = okOf(await t.api.circle.findCircleBulletinDetail({ token: member.token, body: { cid: c, bulletinId: b.id } }));
    expect(d).toMatchObject({ readCount: 1, readByMe: true, circleName: expect.any(String) });
    expect(okOf(await t.api.circle.findCircleBulletinDetail({ token: member.token, body: { cid: c, bulletinId: b.id } })).readCount).toBe(1);
    const readers = okOf(await t.api.circle.findCircleBulletinReaders({ token: owner.token, body: { cid: c, bulletinId: b.id } }));
    expect(readers.items.map((r) => r.phoneIdEcr)).toEqual([member.phoneIdEcr]);
    expect(refusalOf(await t.api.circle.findCircleBulletinReaders({ token: member.token, body: { cid: c, bulletinId: b.id } })).code).toBe('CIRCLE_NOT_ADMIN');
  });

  it('paid viewing gates the list for visitors; free viewing and members pass', async () => {
    const paid = await freshCircle({ viewPriceFen: 500 });
    expect(refusalOf(await t.api.circle.findCircleBulletins({ token: outsider.token, body: { cid: paid } }))).toMatchObject({ code: 'CIRCLE_VIEW_NEEDS_PAYMENT', msg: '该圈子需付费查看' });
    expect(refusalOf(await t.api.circle.findCircleBulletins({ body: { cid: paid } })).code).toBe('CIRCLE_VIEW_NEEDS_PAYMENT');
    okOf(await t.api.circle.findCircleBulletins({ token: member.token, body: { cid: paid } }));
    okOf(await t.api.circle.findCircleBulletins({ body: { cid } }));
    const viewer = await newUser(t.ctx);
    await t.ctx.db.circleMember.create({ data: { id: t.ctx.ids.id(), circleId: paid, userId: viewer.id, state: 'left', viewPaidUntil: new Date(t.ctx.clock.now().getTime() + 86_400_000) } });
    okOf(await t.api.circle.findCircleBulletins({ token: viewer.token, body: { cid: paid } }));
  });

  it('deleted by its author: not found; removed by an operator: illegal, and the author is told', async () => {
    const c = await freshCircle();
    const mine = await newBulletin(t.ctx, c, member);
    expect(refusalOf(await t.api.circle.deleteCircleBulletin({ token: outsider.token, body: { cid: c, bulletinId: mine.id } })).code).toBe('CIRCLE_NOT_ADMIN');
    okOf(await t.api.circle.deleteCircleBulletin({ token: member.token, body: { cid: c, bulletinId: mine.id } }));
    expect(refusalOf(await t.api.circle.findCircleBulletinDetail({ token: member.token, body: { cid: c, bulletinId: mine.id } })).code).toBe('BULLETIN_NOT_FOUND');

    const other = await newBulletin(t.ctx, c, member, { content: '违规内容' });
    const notOperator = await t.api.circle.removeIllegalCircleBulletin({ token: owner.token, body: { cid: c, bulletinId: other.id, reason: '广告' } });
    expect(notOperator.status).toBe(403);
    expect(await t.ctx.db.circleBulletin.findUnique({ where: { id: other.id } })).toMatchObject({ state: 'normal' });
    const operator = await newUser(t.ctx, { roles: ['operator'] });
    okOf(await t.api.circle.removeIllegalCircleBulletin({ token: operator.token, body: { cid: c, bulletinId: other.id, reason: '广告' } }));
    expect(refusalOf(await t.api.circle.findCircleBulletinDetail({ token: member.token, body: { cid: c, bulletinId: other.id } }))).toMatchObject({
      code: 'ANNOUNCE_ILLEGAL_DELETED',
      msg: '公告违规，已被系统删除',
    });
    expect(await t.ctx.db.message.findFirst({ where: { userId: member.id, title: '公告已被删除' } })).not.toBeNull();
    // An admin deletes a member's bulletin.
    const third = await newBulletin(t.ctx, c, member);
    okOf(await t.api.circle.deleteCircleBulletin({ token: owner.token, body: { cid: c, bulletinId: third.id } }));
  });

  it("issuer info: restricted for members when others' info is hidden; mobile hidden when adding contacts is", async () => {
    const c = await freshCircle();
    const info = okOf(await t.api.circle.findCircleIssuerInfo({ token: member.token, body: { cid: c, phoneIdEcr: owner.phoneIdEcr } }));
    expect(info).toMatchObject({ phoneIdEcr: owner.phoneIdEcr, role: 'owner' });
    await t.ctx.db.circle.update({ where: { id: c }, data: { noAddContacts: true } });
    expect(okOf(await t.api.circle.findCircleIssuerInfo({ token: member.token, body: { cid: c, phoneIdEcr: owner.phoneIdEcr } })).mobile).toBeNull();
    await t.ctx.db.circle.update({ where: { id: c }, data: { noViewOthers: true } });
    expect(refusalOf(await t.api.circle.findCircleIssuerInfo({ token: member.token, body: { cid: c, phoneIdEcr: owner.phoneIdEcr } })).code).toBe('CIRCLE_RESTRICTED_BY_ADMIN');
    okOf(await t.api.circle.findCircleIssuerInfo({ token: owner.token, body: { cid: c, phoneIdEcr: member.phoneIdEcr } }));
  });
});
