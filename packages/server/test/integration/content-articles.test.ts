import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newArticle, newArticleFold, newArticleImage, newCompany, newMirrorLink, newUser, type FactoryUser } from '../factories';

/**
 * Articles and folds (issue 14) through the typed client on a real database: the owner's folds and articles, the
 * visitors' reads of a card (own and mirrored from its master, top and non-top, folds with their rewritten url,
 * keyword filters), hidden articles, views, someone else's ids, the company article centre's permissions, paging.
 */
let t: TestApp;
let owner: FactoryUser;
let other: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  owner = await newUser(t.ctx, { name: '作者甲' });
  other = await newUser(t.ctx, { name: '访客乙' });
});
afterAll(async () => {
  await t.close();
});

const api = () => t.api.content;
const titles = (p: { items: { title: string }[] }) => p.items.map((a) => a.title);
const paragraphs = [{ type: 'text' as const, text: '第一段' }];

describe("the owner's folds and articles", () => {
  it('adds a fold and an article with an own image, pins it; visitors see it in the fold top list through the rewritten url', async () => {
    const fold = okOf(await api().addArticleFold({ token: owner.token, body: { name: '公司动态' } }));
    const cover = await newArticleImage(t.ctx, owner);
    const img = await newArticleImage(t.ctx, owner);
    const a = okOf(
      await api().addArticle({
        token: owner.token,
        body: {
          title: '新品发布',
          summary: '春季新品',
          coverUrl: cover,
          foldId: fold.foldId,
          keywords: ['Tea', '新品'],
          paragraphs: [
            { type: 'text', text: '欢迎了解' },
            { type: 'image', url: img },
          ],
        },
      }),
    );
    okOf(await api().topArticle({ token: owner.token, body: { articleId: a.articleId, top: true } }));
    const { folds } = okOf(await api().getFolds({ body: { phoneIdEcr: owner.phoneIdEcr } }));
    expect(folds).toEqual([{ foldId: fold.foldId, name: '公司动态', sort: 0, articleCount: 1, url: `/multipleWdy/micro/show/fold?foldId=${fold.foldId}&phoneIdEcr=${owner.phoneIdEcr}` }]);
    const top = okOf(await api().getFoldTopList({ body: { phoneIdEcr: owner.phoneIdEcr, foldId: fold.foldId } }));
    expect(top.items).toMatchObject([{ title: '新品发布', isTop: true, keywords: ['tea', '新品'], mirrored: false, phoneIdEcr: owner.phoneIdEcr }]);
    expect(okOf(await api().getFoldNotTopList({ body: { phoneIdEcr: owner.phoneIdEcr, foldId: fold.foldId } })).items).toEqual([]);
    const detail = okOf(await api().getArticle({ body: { articleId: a.articleId } }));
    expect(detail).toMatchObject({
      title: '新品发布',
      coverUrl: cover,
      paragraphs: [
        { type: 'text', text: '欢迎了解' },
        { type: 'image', url: img },
      ],
      views: 1,
      isOwner: false,
    });
    // the owner's read is no view
    expect(okOf(await api().getArticle({ token: owner.token, body: { articleId: a.articleId } }))).toMatchObject({ views: 1, isOwner: true });
    expect(okOf(await api().getMcpInfo({ body: { phoneIdEcr: owner.phoneIdEcr } }))).toMatchObject({ name: '作者甲', phoneIdEcr: owner.phoneIdEcr });
    // a fold with an article is not deleted
    expect(refusalOf(await api().deleteArticleFold({ token: owner.token, body: { foldId: fold.foldId } }))).toMatchObject({ code: 'ARTICLE_FOLD_NOT_EMPTY', field: 'foldId' });
  });

  it("refuses someone else's images, folds and articles (NOT_FOUND, nothing changed), and sensitive words", async () => {
    const theirs = await newArticleImage(t.ctx, other);
    expect(refusalOf(await api().addArticle({ token: owner.token, body: { title: '借图', coverUrl: theirs, paragraphs } }))).toMatchObject({ code: 'NOT_FOUND', field: 'coverUrl' });
    expect(refusalOf(await api().addArticle({ token: owner.token, body: { title: '外链', paragraphs: [{ type: 'image', url: 'https://evil.example/x.png' }] } }))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'paragraphs',
    });
    const theirFold = await newArticleFold(t.ctx, other, { name: '他的' });
    const theirArticle = await newArticle(t.ctx, other, { title: '他的文章' });
    expect(refusalOf(await api().addArticle({ token: owner.token, body: { title: '放他夹', foldId: theirFold.id, paragraphs } }))).toMatchObject({ code: 'NOT_FOUND', field: 'foldId' });
    expect(refusalOf(await api().renameArticleFold({ token: owner.token, body: { foldId: theirFold.id, name: '改名' } }))).toMatchObject({ code: 'NOT_FOUND', field: 'foldId' });
    expect(refusalOf(await api().deleteArticleFold({ token: owner.token, body: { foldId: theirFold.id } })).code).toBe('NOT_FOUND');
    for (const call of [
      () => api().deleteArticle({ token: owner.token, body: { articleId: theirArticle.id } }),
      () => api().hideArticle({ token: owner.token, body: { articleId: theirArticle.id, hidden: true } }),
      () => api().topArticle({ token: owner.token, body: { articleId: theirArticle.id, top: true } }),
      () => api().updateArticle({ token: owner.token, body: { articleId: theirArticle.id, title: '改', paragraphs } }),
    ])
      expect(refusalOf(await call())).toMatchObject({ code: 'NOT_FOUND', field: 'articleId' });
    expect(await t.ctx.db.article.findUnique({ where: { id: theirArticle.id }, select: { title: true, state: true, isTop: true } })).toEqual({
      title: '他的文章',
      state: 'published',
      isTop: false,
    });
    await t.ctx.db.sensitiveWord.create({ data: { word: '违禁词丁' } });
    expect(refusalOf(await api().addArticle({ token: owner.token, body: { title: '好标题', paragraphs: [{ type: 'text', text: '含违禁词丁' }] } }))).toMatchObject({
      code: 'SENSITIVE_WORDS',
      field: 'paragraphs',
    });
    expect(refusalOf(await api().addArticleFold({ token: owner.token, body: { name: '违禁词丁' } }))).toMatchObject({ code: 'SENSITIVE_WORDS', field: 'name' });
    // JSON only: a form body is refused
    const res = await t.app.inject({
      method: 'POST',
      url: '/x/article/mini/edit/addArticle.xhtml',
      headers: { authorization: owner.token, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'title=x',
    });
    expect(res.json()).toMatchObject({ code: 'REQUEST_FORMAT_ERROR' });
  });

  it('hidden articles reach only their owner; renames, sorts, deletes an empty fold', async () => {
    const u = await newUser(t.ctx);
    const at = t.ctx.clock.now().getTime();
    const hidden = await newArticle(t.ctx, u, { title: '草稿', createdAt: new Date(at - 1000) });
    okOf(await api().hideArticle({ token: u.token, body: { articleId: hidden.id, hidden: true } }));
    await newArticle(t.ctx, u, { title: '公开', createdAt: new Date(at) });
    expect(titles(okOf(await api().getNotTopList({ body: { phoneIdEcr: u.phoneIdEcr } })))).toEqual(['公开']);
    expect(refusalOf(await api().getArticle({ token: other.token, body: { articleId: hidden.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'articleId' });
    expect(titles(okOf(await api().getMyArticles({ token: u.token, body: {} })))).toEqual(['公开', '草稿']);
    const f1 = okOf(await api().addArticleFold({ token: u.token, body: { name: '甲' } }));
    const f2 = okOf(await api().addArticleFold({ token: u.token, body: { name: '乙' } }));
    okOf(await api().renameArticleFold({ token: u.token, body: { foldId: f1.foldId, name: '甲二' } }));
    expect(refusalOf(await api().sortArticleFolds({ token: u.token, body: { foldIds: [f2.foldId] } })).code).toBe('ARTICLE_FOLD_SORT_MISMATCH');
    const sorted = okOf(await api().sortArticleFolds({ token: u.token, body: { foldIds: [f2.foldId, f1.foldId] } }));
    expect(sorted.folds.map((f) => f.name)).toEqual(['乙', '甲二']);
    okOf(await api().deleteArticleFold({ token: u.token, body: { foldId: f2.foldId } }));
    expect(okOf(await api().getMyFolds({ token: u.token, body: {} })).folds.map((f) => f.name)).toEqual(['甲二']);
  });
});

describe('own and mirror lists, keyword filters, paging', () => {
  it("a bound sub card lists its master's published articles, marked mirrored, until forbidden or switched off", async () => {
    const master = await newUser(t.ctx, { name: '主卡' });
    const sub = await newUser(t.ctx, { name: '子卡' });
    const base = t.ctx.clock.now().getTime();
    await newArticle(t.ctx, master, { title: '主卡置顶', top: true, createdAt: new Date(base - 3000) });
    await newArticle(t.ctx, master, { title: '主卡普通', keywords: ['green'], createdAt: new Date(base - 2000) });
    await newArticle(t.ctx, master, { title: '主卡隐藏', hidden: true });
    await newArticle(t.ctx, sub, { title: '子卡普通 Green Tea', createdAt: new Date(base - 1000) });
    const masterFold = await newArticleFold(t.ctx, master, { name: '主卡夹' });
    await newArticle(t.ctx, master, { title: '夹中文', foldId: masterFold.id, createdAt: new Date(base - 4000) });
    const notTop = async () => okOf(await api().getNotTopList({ body: { phoneIdEcr: sub.phoneIdEcr } })).items;
    expect((await notTop()).map((a) => a.title)).toEqual(['子卡普通 Green Tea']);
    expect(okOf(await api().getMotherFolds({ body: { phoneIdEcr: sub.phoneIdEcr } })).folds).toEqual([]);

    const link = await newMirrorLink(t.ctx, master, sub);
    expect((await notTop()).map((a) => [a.title, a.mirrored])).toEqual([
      ['子卡普通 Green Tea', false],
      ['主卡普通', true],
      ['夹中文', true],
    ]);
    expect(okOf(await api().getTopList({ body: { phoneIdEcr: sub.phoneIdEcr } })).items).toMatchObject([{ title: '主卡置顶', mirrored: true, phoneIdEcr: master.phoneIdEcr }]);
    const mother = okOf(await api().getMotherFolds({ body: { phoneIdEcr: sub.phoneIdEcr } })).folds;
    expect(mother).toMatchObject([{ name: '主卡夹', url: `/multipleWdy/micro/show/fold?foldId=${masterFold.id}&phoneIdEcr=${sub.phoneIdEcr}` }]);
    expect(titles(okOf(await api().getFoldNotTopList({ body: { phoneIdEcr: sub.phoneIdEcr, foldId: masterFold.id } })))).toEqual(['夹中文']);
    // keyword filters: title or keywords, any letter case
    expect(titles(okOf(await api().getArticlesByKeyword({ body: { phoneIdEcr: sub.phoneIdEcr, keyword: 'GREEN' } })))).toEqual(['子卡普通 Green Tea', '主卡普通']);
    expect(titles(okOf(await api().getNotTopList({ body: { phoneIdEcr: sub.phoneIdEcr, keyword: 'green' } })))).toEqual(['子卡普通 Green Tea', '主卡普通']);
    // paging: a feed of one per page walks all three
    const p1 = okOf(await api().getNotTopList({ body: { phoneIdEcr: sub.phoneIdEcr, pageSize: 2 } }));
    expect(p1).toMatchObject({ hasMore: true, total: null });
    const p2 = okOf(await api().getNotTopList({ body: { phoneIdEcr: sub.phoneIdEcr, pageSize: 2, cursor: p1.nextCursor! } }));
    expect([...titles(p1), ...titles(p2)]).toEqual(['子卡普通 Green Tea', '主卡普通', '夹中文']);
    expect(p2.hasMore).toBe(false);
    expect(refusalOf(await api().getTopList({ body: { phoneIdEcr: sub.phoneIdEcr, cursor: p1.nextCursor! } }))).toMatchObject({ code: 'CURSOR_INVALID', field: 'cursor' });

    // switched off by the sub: gone; the master's fold no longer reachable through the sub
    await t.ctx.db.mirrorSwitch.create({ data: { subId: sub.id, contentType: 'articles', allowed: false } });
    expect((await notTop()).map((a) => a.title)).toEqual(['子卡普通 Green Tea']);
    expect(refusalOf(await api().getFoldNotTopList({ body: { phoneIdEcr: sub.phoneIdEcr, foldId: masterFold.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'foldId' });
    await t.ctx.db.mirrorSwitch.update({ where: { subId_contentType: { subId: sub.id, contentType: 'articles' } }, data: { allowed: true } });
    // forbidden by the master: gone
    await t.ctx.db.mirrorLink.update({ where: { id: link.id }, data: { state: 'forbidden' } });
    expect((await notTop()).map((a) => a.title)).toEqual(['子卡普通 Green Tea']);
  });

  it("the sub card switches articles off and on with the network's allow-mirror switches (updateMirrorModule)", async () => {
    const master = await newUser(t.ctx, { vip: 'active' });
    const sub = await newUser(t.ctx, { vip: 'active' });
    await newMirrorLink(t.ctx, master, sub);
    await newArticle(t.ctx, master, { title: '主卡文章' });
    const list = async () => titles(okOf(await api().getNotTopList({ body: { phoneIdEcr: sub.phoneIdEcr } })));
    expect(await list()).toEqual(['主卡文章']);
    const off = okOf(await t.api.network.updateMirrorModule({ token: sub.token, body: { switches: [{ contentType: 'articles', allowed: false }] } }));
    expect(off.switches).toContainEqual({ contentType: 'articles', allowed: false });
    expect(await list()).toEqual([]);
    okOf(await t.api.network.updateMirrorModule({ token: sub.token, body: { switches: [{ contentType: 'articles', allowed: true }] } }));
    expect(await list()).toEqual(['主卡文章']);
  });

  it('unknown cards and folds answer NOT_FOUND naming the field', async () => {
    expect(refusalOf(await api().getFolds({ body: { phoneIdEcr: 'nobody-at-all' } }))).toMatchObject({ code: 'NOT_FOUND', field: 'phoneIdEcr' });
    const f = await newArticleFold(t.ctx, other);
    expect(refusalOf(await api().getFoldTopList({ body: { phoneIdEcr: owner.phoneIdEcr, foldId: f.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'foldId' });
  });
});

describe('the company article centre', () => {
  it('admins write, members read, non-admins cannot write, outsiders cannot read', async () => {
    const admin = await newUser(t.ctx, { name: '管理员' });
    const member = await newUser(t.ctx, { name: '员工' });
    const outsider = await newUser(t.ctx);
    const rival = await newUser(t.ctx, { companyRole: 'admin' });
    await newCompany(t.ctx, {
      members: [
        { id: admin.id, role: 'admin' },
        { id: member.id, role: 'member' },
      ],
    });

    expect(refusalOf(await api().addCompanyArticleFold({ token: member.token, body: { name: '制度' } })).code).toBe('NO_PERMISSION');
    expect(refusalOf(await api().addCompanyArticle({ token: member.token, body: { title: '员工写', paragraphs } })).code).toBe('NO_PERMISSION');
    const fold = okOf(await api().addCompanyArticleFold({ token: admin.token, body: { name: '制度' } }));
    const a = okOf(await api().addCompanyArticle({ token: admin.token, body: { title: '考勤制度', foldId: fold.foldId, keywords: ['HR'], paragraphs } }));
    const hidden = okOf(await api().addCompanyArticle({ token: admin.token, body: { title: '未发布', paragraphs } }));
    okOf(await api().hideArticle({ token: admin.token, body: { articleId: hidden.articleId, hidden: true } }));

    const center = okOf(await api().articleCenter({ token: member.token, body: {} }));
    expect(center.items).toMatchObject([{ title: '考勤制度', foldId: fold.foldId }]);
    expect(titles(okOf(await api().articleCenter({ token: member.token, body: { keyword: 'hr', foldId: fold.foldId } })))).toEqual(['考勤制度']);
    expect(okOf(await api().getCompanyFolds({ token: member.token })).folds).toMatchObject([{ name: '制度', articleCount: 1 }]);
    expect(okOf(await api().getArticle({ token: member.token, body: { articleId: a.articleId } })).title).toBe('考勤制度');
    // the member cannot change it; the admin's own card does not show company articles
    expect(refusalOf(await api().hideArticle({ token: member.token, body: { articleId: a.articleId, hidden: true } })).code).toBe('NOT_FOUND');
    expect(refusalOf(await api().getMyFolds({ token: member.token, body: { scope: 'company' } })).code).toBe('NO_PERMISSION');
    expect(okOf(await api().getNotTopList({ body: { phoneIdEcr: admin.phoneIdEcr } })).items).toEqual([]);
    // outsiders: no centre, no article, another company's admin cannot touch it
    expect(refusalOf(await api().articleCenter({ token: outsider.token, body: {} })).code).toBe('ARTICLE_NO_COMPANY');
    expect(refusalOf(await api().getArticle({ token: outsider.token, body: { articleId: a.articleId } })).code).toBe('NOT_FOUND');
    expect(refusalOf(await api().getArticle({ body: { articleId: a.articleId } })).code).toBe('NOT_FOUND');
    expect(refusalOf(await api().deleteArticle({ token: rival.token, body: { articleId: a.articleId } })).code).toBe('NOT_FOUND');
    expect(refusalOf(await api().articleCenter({ token: rival.token, body: { foldId: fold.foldId } }))).toMatchObject({ code: 'NOT_FOUND', field: 'foldId' });
    // the admin sees hidden ones in the company scope
    // (both written within the same moment: the order between them is not the point)
    expect(titles(okOf(await api().getMyArticles({ token: admin.token, body: { scope: 'company' } }))).sort()).toEqual(['未发布', '考勤制度'].sort());
  });
});

describe('the fold limit under simultaneous adds', () => {
  it('two folds added together with room for one: exactly one is added, the other is refused (the count is taken in the creating transaction)', async () => {
    const u = await newUser(t.ctx);
    for (let i = 0; i < LIMITS.content.articleFoldsMax - 1; i++) await newArticleFold(t.ctx, u);
    const answers = await Promise.all(['甲', '乙'].map((name) => api().addArticleFold({ token: u.token, body: { name } })));
    expect(answers.map((a) => (a.body as { code: string }).code).sort()).toEqual(['ARTICLE_FOLDS_FULL', 'OK']);
    expect(await t.ctx.db.articleFold.count({ where: { userId: u.id } })).toBe(LIMITS.content.articleFoldsMax);
  });
});
