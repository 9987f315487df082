import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP_SEARCH_SCOPE, LIMITS } from '@card/contract';
import { serviceHelpService } from '../../src/domains/service/service-help.service';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { testEngine } from '../helpers/database';
import { newAgent, newUser, type FactoryUser } from '../factories';

/**
 * The help centre (issue 17, help part) through the typed client on a real database: agents write articles (indexed
 * in the same transaction), visitors read the home, lists, details and the ranked Chinese full-text search.
 */
let t: TestApp;
let agent: FactoryUser;
let user: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  agent = await newAgent(t.ctx);
  user = await newUser(t.ctx);
});
afterAll(async () => {
  await t.close();
});

const api = () => t.api.service;
const save = (body: Record<string, unknown>, token = agent.token) => api().saveHelpArticle({ token, body: body as never });
const search = (keyword: string, extra: Record<string, unknown> = {}) => api().searchHelp({ query: { keyword, ...extra } });

describe(`help centre (${testEngine()})`, () => {
  it('an agent saves articles; visitors find a Chinese word inside text, the title hit first; hiding takes one out of search', async () => {
    const tag = `测${t.ctx.ids
      .id()
      .slice(0, 6)
      .replace(/[^a-z]/gi, '')}`;
    const inBody = okOf(await save({ kind: 'guide', title: `常见问题${tag}`, body: `在管理中心点击编辑名片，修改头像后保存。${tag}` }));
    const inTitle = okOf(await save({ kind: 'article', title: `如何编辑名片${tag}`, summary: '三步完成', body: `进入页面后修改信息。${tag}`, sort: 1 }));
    expect(inTitle).toMatchObject({ kind: 'article', hidden: false, sort: 1, views: 0 });

    const hits = okOf(await search(`名片 ${tag}`));
    expect(hits.items.map((a) => a.id)).toEqual([inTitle.id, inBody.id]);
    expect(hits).toMatchObject({ total: 2, hasMore: false });
    expect(okOf(await search(`头像 ${tag}`)).items.map((a) => a.id)).toEqual([inBody.id]);
    expect(okOf(await search(`名片 ${tag}`, { pageSize: 1, pageIndex: 2 }))).toMatchObject({ total: 2, hasMore: false, items: [{ id: inBody.id }] });

    // Editing reindexes: the old words are gone, the new ones found.
    okOf(await save({ id: inBody.id, kind: 'guide', title: `钱包提现${tag}`, body: `提现到微信零钱。${tag}` }));
    expect(okOf(await search(`头像 ${tag}`)).total).toBe(0);
    expect(okOf(await search(`提现 ${tag}`)).items.map((a) => a.id)).toEqual([inBody.id]);

    // Hidden: out of search, lists and detail (NOT_FOUND); shown again: back in search.
    expect(okOf(await api().hideHelpArticle({ token: agent.token, body: { id: inTitle.id, hidden: 'true' } })).hidden).toBe(true);
    expect(okOf(await search(`名片 ${tag}`)).total).toBe(0);
    expect(refusalOf(await api().findHelpDetail({ query: { id: inTitle.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    const admin = okOf(await api().findHelpArticles({ token: agent.token, body: { kind: 'article', pageSize: 50 } }));
    expect(admin.items.find((a) => a.id === inTitle.id)).toMatchObject({ hidden: true });
    okOf(await api().hideHelpArticle({ token: agent.token, body: { id: inTitle.id, hidden: 'false' } }));
    expect(okOf(await search(`名片 ${tag}`)).items.map((a) => a.id)).toEqual([inTitle.id]);
  });

  it('articles indexed by another segmenter are cut again by the index job; one hidden meanwhile leaves the index', async () => {
    const tag = `测${t.ctx.ids
      .id()
      .slice(0, 6)
      .replace(/[^a-z]/gi, '')}`;
    const kept = okOf(await save({ kind: 'guide', title: `门店地址${tag}`, body: `上海市浦东新区世纪大道。${tag}` }));
    const gone = okOf(await save({ kind: 'guide', title: `旧门店${tag}`, body: `浦东新区。${tag}` }));
    // As an older dictionary left them: other terms, and no version (rows from before the column have '').
    for (const id of [kept.id, gone.id]) {
      await t.ctx.db.searchDoc.update({ where: { scope_refId: { scope: HELP_SEARCH_SCOPE, refId: id } }, data: { terms: '旧词', segmenter: '' } });
      if (testEngine() === 'sqlite') await t.ctx.db.$executeRawUnsafe('UPDATE search_fts SET terms = ? WHERE scope = ? AND ref_id = ?', '旧词', HELP_SEARCH_SCOPE, id);
    }
    // Hidden behind the index's back: the job must take it out rather than index it again.
    await t.ctx.db.helpArticle.update({ where: { id: gone.id }, data: { hidden: true } });
    expect(okOf(await search(`浦东 ${tag}`)).total).toBe(0);

    expect(await serviceHelpService(t.ctx).reindexStale()).toBe(2);
    expect(okOf(await search(`浦东 ${tag}`)).items.map((a) => a.id)).toEqual([kept.id]);
    expect(okOf(await search(`浦东新区 ${tag}`)).items.map((a) => a.id)).toEqual([kept.id]);
    expect(await t.ctx.db.searchDoc.count({ where: { refId: gone.id } })).toBe(0);
    // Nothing stale is left: the next pass (hourly) cuts nothing.
    expect(await serviceHelpService(t.ctx).reindexStale()).toBe(0);
  });

  it("home counts shown articles per kind; a kind's list pages in order; detail counts views", async () => {
    const before = okOf(await api().findHelpHome({ query: {} }));
    const countOf = (home: typeof before, kind: string) => home.kinds.find((k) => k.kind === kind)!.count;
    const first = okOf(await save({ kind: 'ebook', title: '名片使用手册', body: '第一章', sort: 0 }));
    okOf(await save({ kind: 'ebook', title: '会员手册', body: '第二章', sort: 9999 }));
    const hidden = okOf(await save({ kind: 'ebook', title: '旧手册', body: '过时' }));
    okOf(await api().hideHelpArticle({ token: agent.token, body: { id: hidden.id, hidden: true } }));
    const home = okOf(await api().findHelpHome({ query: {} }));
    expect(home.kinds.map((k) => k.kind)).toEqual(['ebook', 'video', 'guide', 'article']);
    expect(countOf(home, 'ebook')).toBe(countOf(before, 'ebook') + 2);
    expect(home.kinds.every((k) => k.newest.length <= LIMITS.service.helpHomeNewest)).toBe(true);

    const all = okOf(await api().findHelpList({ query: { kind: 'ebook', pageSize: 50 } }));
    expect(all.items.some((a) => a.id === hidden.id)).toBe(false);
    const p1 = okOf(await api().findHelpList({ query: { kind: 'ebook', pageSize: 1 } }));
    expect(p1).toMatchObject({ total: all.total, hasMore: all.total! > 1 });

    const d1 = okOf(await api().findHelpDetail({ query: { id: first.id }, token: user.token }));
    expect(d1).toMatchObject({ id: first.id, body: '第一章', views: 1 });
    expect(okOf(await api().findHelpDetail({ query: { id: first.id } })).views).toBe(2);
  });

  it('refusals: blank keyword, too long keyword, bad kind, bad id, unknown id, non-agents, bad save body (nothing written)', async () => {
    expect(refusalOf(await search('   '))).toMatchObject({ code: 'HELP_KEYWORD_REQUIRED', field: 'keyword' });
    expect(refusalOf(await search('名'.repeat(LIMITS.service.helpKeywordMax + 1))).field).toBe('keyword');
    expect(okOf(await search('名'.repeat(LIMITS.service.helpKeywordMax))).items).toBeInstanceOf(Array);
    expect(refusalOf(await api().findHelpList({ query: { kind: 'movie' as never } })).field).toBe('kind');
    expect(refusalOf(await api().findHelpDetail({ query: { id: '!' } })).field).toBe('id');
    expect(refusalOf(await api().findHelpDetail({ query: { id: 'nosucharticle1' } }))).toMatchObject({ code: 'NOT_FOUND' });
    const count = await t.ctx.db.helpArticle.count();
    expect(refusalOf(await save({ kind: 'guide', title: '用户不能写' }, user.token)).code).not.toBe('OK');
    expect(refusalOf(await api().findHelpArticles({ token: user.token, body: {} })).code).not.toBe('OK');
    expect(refusalOf(await save({ kind: 'guide', title: '' })).field).toBe('title');
    expect(refusalOf(await save({ kind: 'guide', title: '标'.repeat(LIMITS.service.helpTitleMax + 1) })).field).toBe('title');
    expect(refusalOf(await save({ kind: 'guide', title: '排序', sort: LIMITS.service.helpSortMax + 1 })).field).toBe('sort');
    expect(refusalOf(await save({ id: 'nosucharticle1', kind: 'guide', title: '改' }))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    expect(await t.ctx.db.helpArticle.count()).toBe(count);
  });
});
