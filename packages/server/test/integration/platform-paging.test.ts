import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { MUSIC } from '../../src/domains/card/music.seed';
import { makeTestApp, type TestApp } from '../helpers/app';
import { newSubscription, newUser, type FactoryUser } from '../factories';

/** The one paging shape on today's lists: a cursor feed (messages), counted pages (subscriptions), a search. */
let t: TestApp;
let me: FactoryUser;
const base = Date.parse('2026-11-01T08:00:00.000Z');
beforeAll(async () => {
  t = await makeTestApp();
  me = await newUser(t.ctx);
  await t.ctx.db.music.createMany({ data: MUSIC });
  // 25 messages; pairs share a timestamp so the id tie-break is exercised across page edges.
  await t.ctx.db.message.createMany({
    data: Array.from({ length: 25 }, (_, i) => ({
      id: `pagedMsg${String(i).padStart(8, '0')}`,
      userId: me.id,
      title: `m${i}`,
      content: 'x',
      createdAt: new Date(base + Math.floor(i / 2) * 1000),
    })),
  });
});
afterAll(async () => {
  await t.close();
});

const messages = (form: Record<string, string> = {}, lang?: 'en') => t.post('/acc/in2userMainMessage.xhtml', form, me.token, lang ? { cookies: { lang } } : {});

describe('a cursor feed: messages', () => {
  it('walks 25 messages in 3 pages of 10, 10, 5: newest first, no row twice or missed', async () => {
    const seen: string[] = [];
    const pages: { items: { id: string }[]; total: null; hasMore: boolean; nextCursor: string | null; unread: number }[] = [];
    let cursor: string | null = null;
    do {
      const res = await messages(cursor ? { cursor } : {});
      expect(res.statusCode).toBe(200);
      const page = res.json().resultSets;
      pages.push(page);
      seen.push(...page.items.map((m: { id: string }) => m.id));
      cursor = page.nextCursor;
    } while (cursor && pages.length < 5);
    expect(pages.map((p) => p.items.length)).toEqual([10, 10, 5]);
    expect(pages.map((p) => p.hasMore)).toEqual([true, true, false]);
    expect(pages.every((p) => p.total === null && p.unread === 25)).toBe(true);
    const expected = Array.from({ length: 25 }, (_, i) => ({ id: `pagedMsg${String(i).padStart(8, '0')}`, at: Math.floor(i / 2) }))
      .sort((a, b) => b.at - a.at || a.id.localeCompare(b.id))
      .map((m) => m.id);
    expect(seen).toEqual(expected);
  });

  it('a message arriving meanwhile does not shift the next page (keyset, not offset)', async () => {
    const first = (await messages()).json().resultSets;
    await t.ctx.db.message.create({ data: { id: 'pagedMsgLATE0001', userId: me.id, title: 'late', content: 'x', createdAt: new Date(base + 99_000) } });
    const second = (await messages({ cursor: first.nextCursor })).json().resultSets;
    expect(second.items[0].id).not.toBe(first.items[9].id);
    expect(second.items.map((m: { id: string }) => m.id)).not.toContain('pagedMsgLATE0001');
    await t.ctx.db.message.delete({ where: { id: 'pagedMsgLATE0001' } });
  });

  it('takes the largest page size and refuses one more, naming the field', async () => {
    expect((await messages({ pageSize: String(LIMITS.paging.pageSizeMax) })).json().resultSets.items).toHaveLength(25);
    const res = await messages({ pageSize: String(LIMITS.paging.pageSizeMax + 1) }, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'pageSize', message: 'page size must be between 1 and 50' })]);
  });

  it("a junk cursor is a field error in the caller's language, never a 5xx", async () => {
    for (const cursor of ['not a cursor!', 'eyJqdW5rIjp0cnVlfQ', Buffer.from('{"v":1,"l":"subscriptions","t":1,"i":"abcdefgh"}').toString('base64url')]) {
      const res = await messages({ cursor });
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json()).toMatchObject({ status: 1000015, code: 'CURSOR_INVALID', msg: '列表位置无效，请从头加载' });
      expect(res.json().errors[0].field).toMatch(/cursor$/);
    }
    expect((await messages({ cursor: 'x'.repeat(LIMITS.paging.cursorMax + 1) }, 'en')).json()).toMatchObject({ code: 'CURSOR_INVALID' });
  });
});

describe('counted pages: subscriptions', () => {
  it('pages with pageIndex, counts the total, and a page past the end is empty', async () => {
    const fan = await newUser(t.ctx);
    for (let i = 0; i < 12; i++) {
      t.clock.advance(1000);
      await newSubscription(t.ctx, fan, await newUser(t.ctx));
    }
    const page = async (pageIndex: string) => (await t.post('/acc/mySubscription.xhtml', { pageIndex }, fan.token)).json().resultSets;
    const p1 = await page('');
    expect(p1).toMatchObject({ total: 12, hasMore: true, nextCursor: null });
    expect(p1.items).toHaveLength(10);
    const p2 = await page('2');
    expect(p2).toMatchObject({ total: 12, hasMore: false });
    expect(p2.items).toHaveLength(2);
    expect(new Set([...p1.items, ...p2.items].map((s: { phoneIdEcr: string }) => s.phoneIdEcr)).size).toBe(12);
    expect((await page('3')).items).toEqual([]);
    expect((await t.post('/acc/mySubscription.xhtml', { pageIndex: '0' }, fan.token)).json().code).toBe('SUBMIT_DATA_ERROR');
  });
});

describe('search answers the legacy search codes', () => {
  it('results come as status 1666666 with a page; nothing matching is NO_SEARCH_RESULT', async () => {
    const hit = (await t.post('/themes/searchMusics.xhtml', { keyword: 'a', pageSize: '1' }, me.token)).json();
    expect(hit).toMatchObject({ status: 1666666, code: 'OK', resultSets: { items: [expect.anything()], hasMore: true } });
    const none = await t.post('/themes/searchMusics.xhtml', { keyword: '不存在的曲子' }, me.token, { cookies: { lang: 'en' } });
    expect(none.json()).toMatchObject({ status: 1002002, code: 'NO_SEARCH_RESULT', msg: 'No search result', errors: [{ field: 'keyword' }] });
  });
});
