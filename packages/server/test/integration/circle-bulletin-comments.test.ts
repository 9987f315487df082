import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { addCircleMember, newBulletin, newCircle, newComment, newUser, type FactoryUser } from '../factories';

let t: TestApp;
let owner: FactoryUser;
let admin: FactoryUser;
let publisher: FactoryUser;
let author: FactoryUser;
let bystander: FactoryUser;
let outsider: FactoryUser;
let cid: string;

beforeAll(async () => {
  t = await makeTestApp();
  [owner, admin, publisher, author, bystander, outsider] = await Promise.all(Array.from({ length: 6 }, () => newUser(t.ctx)));
  cid = (await newCircle(t.ctx, owner)).id;
  await addCircleMember(t.ctx, cid, admin, { role: 'admin' });
  for (const u of [publisher, author, bystander]) await addCircleMember(t.ctx, cid, u);
});
afterAll(async () => {
  await t.close();
});

const png = () =>
  sharp({ create: { width: 20, height: 20, channels: 3, background: '#e33' } })
    .png()
    .toBuffer();

describe('comments and replies', () => {
  it('members comment (filtered, 200 characters at most); outsiders cannot', async () => {
    const b = await newBulletin(t.ctx, cid, publisher);
    const c = okOf(await t.api.circle.addCircleBulletinComment({ token: author.token, body: { cid, bulletinId: b.id, content: '赞同' } }));
    expect(c).toMatchObject({ content: '赞同', parentId: null, replyTo: null, canReply: true, canDelete: true });
    expect(refusalOf(await t.api.circle.addCircleBulletinComment({ token: author.token, body: { cid, bulletinId: b.id, content: '一起去赌 博吧' } }))).toMatchObject({
      code: 'SENSITIVE_WORDS',
      field: 'content',
    });
    expect(refusalOf(await t.api.circle.addCircleBulletinComment({ token: author.token, body: { cid, bulletinId: b.id, content: '评'.repeat(201) } })).field).toBe('content');
    okOf(await t.api.circle.addCircleBulletinComment({ token: author.token, body: { cid, bulletinId: b.id, content: '评'.repeat(200) } }));
    expect(refusalOf(await t.api.circle.addCircleBulletinComment({ token: outsider.token, body: { cid, bulletinId: b.id, content: '你好' } })).code).toBe('CIRCLE_NOT_MEMBER');
  });

  it("replies: admins, the publisher and the comment's author may; another member gets COMMENT_NOT_ALLOWED; the author is messaged", async () => {
    const b = await newBulletin(t.ctx, cid, publisher);
    const c = await newComment(t.ctx, b, author);
    for (const who of [admin, owner, publisher, author]) {
      t.clock.advance(1000); // time order: the comment, then the admin's reply first
      okOf(await t.api.circle.replyCircleBulletinComment({ token: who.token, body: { cid, commentId: c.id, content: '收到' } }));
    }
    expect(refusalOf(await t.api.circle.replyCircleBulletinComment({ token: bystander.token, body: { cid, commentId: c.id, content: '收到' } }))).toMatchObject({
      code: 'COMMENT_NOT_ALLOWED',
      msg: '不能回复或删除他人的评论',
    });
    expect(await t.ctx.db.message.count({ where: { userId: author.id, title: '您的评论有新回复' } })).toBe(3); // not for the author's own reply
    const list = okOf(await t.api.circle.findCircleBulletinComments({ token: bystander.token, body: { cid, bulletinId: b.id } }));
    expect(list.total).toBe(5);
    expect(list.items[1]).toMatchObject({ parentId: c.id, replyTo: { phoneIdEcr: author.phoneIdEcr }, canReply: false, canDelete: false });
    // A reply to a reply stays in the thread and answers the reply's author.
    const r = okOf(await t.api.circle.replyCircleBulletinComment({ token: publisher.token, body: { cid, commentId: list.items[1]!.commentId, content: '好的' } }));
    expect(refusalOf(await t.api.circle.replyCircleBulletinComment({ token: author.token, body: { cid, commentId: list.items[1]!.commentId, content: '好的' } })).code).toBe(
      'COMMENT_NOT_ALLOWED',
    );
    expect(r).toMatchObject({ parentId: c.id, replyTo: { phoneIdEcr: admin.phoneIdEcr } });
  });

  it('deleting: the author, an admin or the publisher may; another member may not; a thread goes with its replies', async () => {
    const b = await newBulletin(t.ctx, cid, publisher);
    const [c1, c2, c3] = [await newComment(t.ctx, b, author), await newComment(t.ctx, b, author), await newComment(t.ctx, b, author)];
    await newComment(t.ctx, b, publisher, { parentId: c1.id });
    expect(refusalOf(await t.api.circle.deleteCircleBulletinComment({ token: bystander.token, body: { cid, commentId: c1.id } })).code).toBe('COMMENT_NOT_ALLOWED');
    okOf(await t.api.circle.deleteCircleBulletinComment({ token: author.token, body: { cid, commentId: c1.id } }));
    okOf(await t.api.circle.deleteCircleBulletinComment({ token: admin.token, body: { cid, commentId: c2.id } }));
    okOf(await t.api.circle.deleteCircleBulletinComment({ token: publisher.token, body: { cid, commentId: c3.id } }));
    expect(okOf(await t.api.circle.findCircleBulletinComments({ token: author.token, body: { cid, bulletinId: b.id } })).total).toBe(0);
    expect(refusalOf(await t.api.circle.deleteCircleBulletinComment({ token: author.token, body: { cid, commentId: c1.id } })).code).toBe('COMMENT_NOT_FOUND');
  });

  it('bulletin messages: comments on my bulletins and replies to my comments, newest first', async () => {
    const c = (await newCircle(t.ctx, owner)).id;
    await addCircleMember(t.ctx, c, publisher);
    await addCircleMember(t.ctx, c, author);
    const b = await newBulletin(t.ctx, c, publisher);
    const cm = okOf(await t.api.circle.addCircleBulletinComment({ token: author.token, body: { cid: c, bulletinId: b.id, content: '第一' } }));
    t.clock.advance(1000);
    okOf(await t.api.circle.replyCircleBulletinComment({ token: publisher.token, body: { cid: c, commentId: cm.commentId, content: '谢谢' } }));
    expect(okOf(await t.api.circle.findCircleBulletinMsgs({ token: publisher.token, body: { cid: c } })).items).toMatchObject([
      { kind: 'comment', content: '第一', author: { phoneIdEcr: author.phoneIdEcr } },
    ]);
    expect(okOf(await t.api.circle.findCircleBulletinMsgs({ token: author.token, body: { cid: c } })).items).toMatchObject([{ kind: 'reply', content: '谢谢' }]);
  });
});

describe('complaints', () => {
  it('1-4 bulletins of this circle, up to 9 own pictures as one comma string; the owner is messaged', async () => {
    const bs = await Promise.all([1, 2].map(() => newBulletin(t.ctx, cid, publisher)));
    const pics = await Promise.all([1, 2].map(async () => okOf(await t.api.circle.uploadCircleComplaintPicture({ token: outsider.token, body: { cid, file: await png() } }))));
    const ok = okOf(
      await t.api.circle.complaintCircle({
        token: outsider.token,
        body: { cid, bulletinIds: bs.map((b) => b.id).join(',') as never, fileNames: pics.map((p) => p.fileName).join(',') as never, content: '发布违规广告' },
      }),
    );
    const row = await t.ctx.db.circleComplaint.findUnique({ where: { id: ok.complaintId } });
    expect(row).toMatchObject({ userId: outsider.id, fileNames: pics.map((p) => p.fileName).join(','), content: '发布违规广告' });
    expect(JSON.parse(row!.bulletinIds)).toEqual(bs.map((b) => b.id));
    expect(await t.ctx.db.message.count({ where: { userId: owner.id, title: '您的圈子收到投诉' } })).toBe(1);
  });

  it("refuses 0 or 5 evidences, another circle's bulletin, someone else's picture, 201 characters; writes nothing", async () => {
    const before = await t.ctx.db.circleComplaint.count();
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => newBulletin(t.ctx, cid, publisher)));
    const body = (o: Record<string, string>) => ({ cid, bulletinIds: five[0]!.id, content: '投诉', ...o }) as never;
    expect(refusalOf(await t.api.circle.complaintCircle({ token: outsider.token, body: body({ bulletinIds: '' }) })).code).toBe('COMPLAINT_EVIDENCE_RANGE');
    expect(refusalOf(await t.api.circle.complaintCircle({ token: outsider.token, body: body({ bulletinIds: five.map((b) => b.id).join(',') }) }))).toMatchObject({
      code: 'COMPLAINT_EVIDENCE_RANGE',
      field: 'bulletinIds',
      msg: '请选择1至4条公告作为证据',
    });
    const foreign = await newBulletin(t.ctx, (await newCircle(t.ctx, outsider)).id, outsider);
    expect(refusalOf(await t.api.circle.complaintCircle({ token: outsider.token, body: body({ bulletinIds: `${five[0]!.id},${foreign.id}` }) }))).toMatchObject({
      code: 'BULLETIN_NOT_FOUND',
      field: 'bulletinIds',
    });
    const theirs = okOf(await t.api.circle.uploadCircleComplaintPicture({ token: author.token, body: { cid, file: await png() } }));
    expect(refusalOf(await t.api.circle.complaintCircle({ token: outsider.token, body: body({ fileNames: theirs.fileName }) })).code).toBe('BULLETIN_FILE_INVALID');
    expect(refusalOf(await t.api.circle.complaintCircle({ token: outsider.token, body: body({ fileNames: Array.from({ length: 10 }, (_, i) => `x/${i}.webp`).join(',') }) }))).toMatchObject({
      code: 'BULLETIN_IMAGE_LIMIT',
      field: 'fileNames',
    });
    expect(refusalOf(await t.api.circle.complaintCircle({ token: outsider.token, body: body({ content: '投'.repeat(201) }) })).field).toBe('content');
    expect(await t.ctx.db.circleComplaint.count()).toBe(before);
  });

  it('a paid-viewing circle refuses complaints from visitors who cannot see it', async () => {
    const paid = await newCircle(t.ctx, owner, { viewPriceFen: 300 });
    const b = await newBulletin(t.ctx, paid.id, owner);
    expect(refusalOf(await t.api.circle.complaintCircle({ token: outsider.token, body: { cid: paid.id, bulletinIds: b.id as never, content: '投诉' } as never })).code).toBe(
      'CIRCLE_VIEW_NEEDS_PAYMENT',
    );
  });
});
