import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indexDoc, removeDoc, searchDocs } from '../../src/core/fulltext';
import { makeTestApp, type TestApp } from '../helpers/app';
import { testEngine } from '../helpers/database';

/** core/fulltext on the engine of this run (SQLite FTS5, or PostgreSQL with TEST_POSTGRES_URL). */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const page = { skip: 0, take: 10 };

describe(`full-text search (${testEngine()})`, () => {
  it('finds a Chinese word inside a sentence, and a title hit ranks before a body hit', async () => {
    const scope = `t-${t.ctx.ids.id()}`;
    await t.ctx.db.$transaction(async (tx) => {
      await indexDoc(tx, scope, 'body-hit', { title: '常见问题', body: '打开管理中心以后，点击编辑名片按钮即可修改头像和职位。' });
      await indexDoc(tx, scope, 'title-hit', { title: '如何编辑名片', body: '进入页面后修改信息并保存。' });
      await indexDoc(tx, scope, 'other', { title: '钱包提现', body: '提现到微信零钱，一个工作日内到账。' });
    });
    const hits = await searchDocs(t.ctx.db, scope, '名片', page);
    expect(hits).toEqual({ refIds: ['title-hit', 'body-hit'], total: 2 });
    // Every word of the query must be there (AND), in any order.
    expect(await searchDocs(t.ctx.db, scope, '编辑 头像', page)).toEqual({ refIds: ['body-hit'], total: 1 });
    expect(await searchDocs(t.ctx.db, scope, '提现', page)).toEqual({ refIds: ['other'], total: 1 });
    expect(await searchDocs(t.ctx.db, scope, '名片 提现', page)).toEqual({ refIds: [], total: 0 });
    // Paging and punctuation-only queries.
    expect(await searchDocs(t.ctx.db, scope, '名片', { skip: 1, take: 1 })).toEqual({ refIds: ['body-hit'], total: 2 });
    expect(await searchDocs(t.ctx.db, scope, '？！', page)).toEqual({ refIds: [], total: 0 });
  });

  it('reindexing replaces a document, removing takes it out, and scopes never mix', async () => {
    const scope = `t-${t.ctx.ids.id()}`;
    await indexDoc(t.ctx.db, scope, 'a', { title: '会员权益', body: 'VIP会员可以使用全部模板。' });
    await indexDoc(t.ctx.db, `${scope}-x`, 'a', { title: '会员权益', body: '另一个范围' });
    expect((await searchDocs(t.ctx.db, scope, 'vip', page)).refIds).toEqual(['a']);
    await indexDoc(t.ctx.db, scope, 'a', { title: '交换名片', body: '扫一扫即可交换。' });
    expect((await searchDocs(t.ctx.db, scope, '会员', page)).total).toBe(0);
    expect((await searchDocs(t.ctx.db, scope, '交换', page)).refIds).toEqual(['a']);
    await removeDoc(t.ctx.db, scope, 'a');
    expect((await searchDocs(t.ctx.db, scope, '交换', page)).total).toBe(0);
    expect((await searchDocs(t.ctx.db, `${scope}-x`, '会员', page)).refIds).toEqual(['a']);
  });
});
