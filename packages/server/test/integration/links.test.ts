import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { publicLinkSets } from '../../src/domains/links/links.service';
import { makeTestApp, type TestApp } from '../helpers/app';

type User = { token: string; phoneIdEcr: string };
type SetRow = { id: string; name: string; linkCount: number };
type LinkRow = { id: string; title: string; url: string };
/** What the owner gets beside id, title and url for a new link: switched on, no schedule, no clicks. */
const OWN = { enabled: true, onAt: null, offAt: null, clicks: 0 };
const forVisitor = ({ id, title, url }: LinkRow) => ({ id, title, url });

let t: TestApp;
let me: User;
let other: User;
beforeAll(async () => {
  t = await makeTestApp();
  me = await t.register('13810000001');
  other = await t.register('13810000002');
});
afterAll(async () => {
  await t.close();
});

const sets = async (u: User) => (await t.post('/themes/findMpMyselfLinkSets.xhtml', {}, u.token)).json().resultSets as SetRow[];
const inner = (u: User, setId: string) => t.post('/themes/findFolderInnerMiniLinks.xhtml', { setId }, u.token);
const links = async (u: User, setId: string) => (await inner(u, setId)).json().resultSets.links as LinkRow[];
const addSet = async (u: User, name: string) => (await t.post('/themes/addMpLinkSet.xhtml', { name }, u.token)).json().resultSets as SetRow;
const addLink = (u: User, setId: string, title: string, url = `https://example.com/${encodeURIComponent(title)}`) => t.post('/themes/addMiniLink.xhtml', { setId, title, url }, u.token);
const publicView = (phoneIdEcr: string) => t.post(`/fun/${phoneIdEcr}/findMpMyselfLinkSet.xhtml`);
const userIdOf = async (u: User) => (await t.ctx.db.user.findUniqueOrThrow({ where: { phoneIdEcr: u.phoneIdEcr }, select: { id: true } })).id;
const expectNotFound = (res: { statusCode: number; json: () => { code: string } }) => {
  expect(res.statusCode).toBe(404);
  expect(res.json().code).toBe('NOT_FOUND');
};

describe('link sets', () => {
  it('adds sets and lists them in order with their link counts', async () => {
    expect(await sets(me)).toEqual([]);
    const work = await addSet(me, '工作');
    expect(work).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), name: '工作', linkCount: 0 });
    await addSet(me, '生活');
    await addLink(me, work.id, '官网');
    expect(await sets(me)).toEqual([{ id: work.id, name: '工作', linkCount: 1 }, expect.objectContaining({ name: '生活', linkCount: 0 })]);
  });

  it('refuses an 11-character or empty name with the length rule', async () => {
    const res = await t.post('/themes/addMpLinkSet.xhtml', { name: '组'.repeat(11) }, me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'name', rule: 'length', message: '链接分组名称须为1-10个字符' });
    expect((await t.post('/themes/addMpLinkSet.xhtml', { name: ' ' }, me.token)).json().errors[0]).toMatchObject({ field: 'name', rule: 'length' });
    expect(await sets(me)).toHaveLength(2);
  });

  it("renames its own set; someone else's id is NOT_FOUND and nothing changes", async () => {
    const [work] = await sets(me);
    expect((await t.post('/themes/updateMpLinkSet.xhtml', { id: work.id, name: '工作常用' }, me.token)).json().resultSets).toEqual({ id: work.id, name: '工作常用', linkCount: 1 });
    expectNotFound(await t.post('/themes/updateMpLinkSet.xhtml', { id: work.id, name: '偷改' }, other.token));
    expect((await sets(me))[0].name).toBe('工作常用');
  });

  it("sorts by exactly the caller's set ids", async () => {
    await addSet(me, '学习');
    const ids = (await sets(me)).map((s) => s.id);
    const res = await t.post('/themes/sortMpLinkSet.xhtml', { ids: [ids[2], ids[0], ids[1]].join(',') }, me.token);
    expect(res.json().resultSets.map((s: SetRow) => s.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect((await sets(me)).map((s) => s.id)).toEqual([ids[2], ids[0], ids[1]]);
  });

  it("refuses a sort with a foreign id, a missing id or a repeat, leaving both users' orders as they were", async () => {
    const before = (await sets(me)).map((s) => s.id);
    const foreign = (await addSet(other, '他的')).id;
    const sort = (ids: string[]) => t.post('/themes/sortMpLinkSet.xhtml', { ids: ids.join(',') }, me.token);
    expectNotFound(await sort([before[1], before[0], foreign]));
    expectNotFound(await sort([...before, foreign]));
    expect((await sort([before[1], before[0]])).json()).toMatchObject({ code: 'LINK_SORT_MISMATCH', status: 1081003 });
    expect((await sort([before[1], before[1], before[0]])).json().code).toBe('LINK_SORT_MISMATCH');
    expect((await sets(me)).map((s) => s.id)).toEqual(before);
    expect((await sets(other)).map((s) => s.id)).toEqual([foreign]);
  });

  it("deletes a set together with its links; someone else's set is NOT_FOUND and keeps its links", async () => {
    const theirs = (await sets(other))[0];
    expect((await addLink(other, theirs.id, '他的链接')).json().status).toBe(200);
    expectNotFound(await t.post('/themes/delMpLinkSet.xhtml', { id: theirs.id }, me.token));
    expect(await links(other, theirs.id)).toHaveLength(1);

    const doomed = await addSet(me, '待删');
    await addLink(me, doomed.id, '一');
    await addLink(me, doomed.id, '二');
    expect(await t.ctx.db.miniLink.count({ where: { setId: doomed.id } })).toBe(2);
    expect((await t.post('/themes/delMpLinkSet.xhtml', { id: doomed.id }, me.token)).json().resultSets).toEqual({ id: doomed.id });
    expect(await t.ctx.db.miniLink.count({ where: { setId: doomed.id } })).toBe(0);
    expect((await sets(me)).map((s) => s.id)).not.toContain(doomed.id);
    expectNotFound(await t.post('/themes/delMpLinkSet.xhtml', { id: doomed.id }, me.token));
  });

  it(`stops at ${LIMITS.links.setsMax} sets`, async () => {
    const have = (await sets(me)).length;
    for (let i = have; i < LIMITS.links.setsMax; i++) expect((await addSet(me, `组${i}`)).name).toBe(`组${i}`);
    const res = await t.post('/themes/addMpLinkSet.xhtml', { name: '多一个' }, me.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 1081001, code: 'LINK_SETS_FULL', msg: '链接分组已达上限' });
    expect(await sets(me)).toHaveLength(LIMITS.links.setsMax);
  });
});

describe('links of a set', () => {
  let set: SetRow;
  beforeAll(async () => {
    set = await addSet(other, '收藏');
  });

  it("adds links and lists them in order; another user's set is NOT_FOUND", async () => {
    const a = (await addLink(other, set.id, '百度', 'https://www.baidu.com')).json().resultSets;
    expect(a).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), title: '百度', url: 'https://www.baidu.com', ...OWN });
    await addLink(other, set.id, '新浪', 'http://www.sina.com.cn/news?a=1&b=2');
    const res = await inner(other, set.id);
    expect(res.json().resultSets).toEqual({ id: set.id, name: '收藏', links: [a, { id: expect.any(String), title: '新浪', url: 'http://www.sina.com.cn/news?a=1&b=2', ...OWN }] });
    expectNotFound(await inner(me, set.id));
    expectNotFound(await addLink(me, set.id, '塞进去'));
    expect(await links(other, set.id)).toHaveLength(2);
  });

  it('refuses script, data, ftp and relative addresses, and an address of 501 characters', async () => {
    for (const url of ['javascript:alert(document.cookie)', 'data:text/html;base64,PHNjcmlwdD4=', 'ftp://files.example.com/a', '/acc/acc_home', 'www.example.com']) {
      const res = await addLink(other, set.id, '坏链接', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors[0], url).toEqual({ field: 'url', rule: 'url', message: '链接地址须为有效链接' });
    }
    const long = (n: number) => `https://a.cn/${'p'.repeat(n - 13)}`;
    expect((await addLink(other, set.id, '长', long(501))).json().errors[0]).toMatchObject({ field: 'url', rule: 'maxLength', message: '链接地址最多500个字符' });
    const ok = (await addLink(other, set.id, '长', long(500))).json().resultSets;
    expect(ok.url).toHaveLength(500);
    await t.post('/themes/delMiniLink.xhtml', { id: ok.id }, other.token);
    expect((await addLink(other, set.id, '标'.repeat(21))).json().errors[0]).toMatchObject({ field: 'title', rule: 'length' });
    expect(await links(other, set.id)).toHaveLength(2);
  });

  it("updates its own link with the same rules; someone else's link is NOT_FOUND and unchanged", async () => {
    const [first] = await links(other, set.id);
    const update = (u: User, body: Record<string, string>) => t.post('/themes/updateMiniLink.xhtml', { id: first.id, ...body }, u.token);
    expect((await update(other, { title: '百度一下', url: 'https://baidu.com/' })).json().resultSets).toEqual({ id: first.id, title: '百度一下', url: 'https://baidu.com/', ...OWN });
    expect((await update(other, { title: 'x', url: 'javascript:void(0)' })).json().errors[0]).toMatchObject({ field: 'url', rule: 'url' });
    expectNotFound(await update(me, { title: '偷改', url: 'https://evil.example' }));
    expect((await links(other, set.id))[0]).toMatchObject({ title: '百度一下', url: 'https://baidu.com/' });
  });

  it("sorts by exactly the set's link ids; foreign or missing ids are refused and the order stays", async () => {
    const ids = (await links(other, set.id)).map((l) => l.id);
    const sort = (u: User, setId: string, order: string[]) => t.post('/themes/sortMiniLink.xhtml', { setId, ids: order.join(',') }, u.token);
    expect((await sort(other, set.id, [ids[1], ids[0]])).json().resultSets.map((l: LinkRow) => l.id)).toEqual([ids[1], ids[0]]);
    expect((await links(other, set.id)).map((l) => l.id)).toEqual([ids[1], ids[0]]);

    const mySet = (await sets(me))[0];
    const myLink = (await addLinkIfRoom(me, mySet.id)).id;
    expectNotFound(await sort(other, set.id, [ids[0], myLink]));
    expectNotFound(await sort(other, set.id, [ids[0], ids[1], myLink]));
    expectNotFound(await sort(me, set.id, [ids[0], ids[1]]));
    expect((await sort(other, set.id, [ids[0]])).json().code).toBe('LINK_SORT_MISMATCH');
    expect((await sort(other, set.id, [ids[0], ids[0]])).json().code).toBe('LINK_SORT_MISMATCH');
    expect((await links(other, set.id)).map((l) => l.id)).toEqual([ids[1], ids[0]]);
  });

  it('deletes its own link only', async () => {
    const [first, second] = await links(other, set.id);
    expectNotFound(await t.post('/themes/delMiniLink.xhtml', { id: first.id }, me.token));
    expect((await t.post('/themes/delMiniLink.xhtml', { id: first.id }, other.token)).json().resultSets).toEqual({ id: first.id });
    expect((await links(other, set.id)).map((l) => l.id)).toEqual([second.id]);
    expectNotFound(await t.post('/themes/delMiniLink.xhtml', { id: first.id }, other.token));
  });

  it(`stops at ${LIMITS.links.linksPerSetMax} links in a set`, async () => {
    const full = await addSet(other, '满的');
    for (let i = 0; i < LIMITS.links.linksPerSetMax; i++) expect((await addLink(other, full.id, `链接${i}`)).json().status).toBe(200);
    const res = await addLink(other, full.id, '多一个');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 1081002, code: 'LINK_SET_LINKS_FULL' });
    expect(await links(other, full.id)).toHaveLength(LIMITS.links.linksPerSetMax);
    // The limit is per set: another set still takes links.
    expect((await addLink(other, set.id, '还能加')).json().status).toBe(200);
  });

  it('adds sent at the same moment cannot slip past the limit together', async () => {
    const busy = await addSet(other, '并发');
    for (let i = 0; i < LIMITS.links.linksPerSetMax - 2; i++) await addLink(other, busy.id, `链接${i}`);
    const res = await Promise.all(Array.from({ length: 5 }, (_, i) => addLink(other, busy.id, `同时${i}`)));
    expect(res.map((r) => r.json().code).sort()).toEqual(['LINK_SET_LINKS_FULL', 'LINK_SET_LINKS_FULL', 'LINK_SET_LINKS_FULL', 'OK', 'OK']);
    expect(await t.ctx.db.miniLink.count({ where: { setId: busy.id } })).toBe(LIMITS.links.linksPerSetMax);
  });
});

/** A link in one of the caller's sets: reuses the first one, or adds one. */
async function addLinkIfRoom(u: User, setId: string) {
  const existing = await links(u, setId);
  return existing[0] ?? ((await addLink(u, setId, '我的')).json().resultSets as LinkRow);
}

describe('what visitors see', () => {
  it("a card's sets with their links in order, empty sets left out, without a session", async () => {
    const fresh = await t.register('13810000003');
    expect((await publicView(fresh.phoneIdEcr)).json().resultSets).toEqual([]);
    const empty = await addSet(fresh, '空的');
    const tools = await addSet(fresh, '工具');
    const a = (await addLink(fresh, tools.id, '地图', 'https://map.example.cn')).json().resultSets;
    const b = (await addLink(fresh, tools.id, '翻译', 'https://fanyi.example.cn')).json().resultSets;
    await t.post('/themes/sortMiniLink.xhtml', { setId: tools.id, ids: [b.id, a.id].join(',') }, fresh.token);
    const res = await publicView(fresh.phoneIdEcr);
    expect(res.statusCode).toBe(200);
    expect(res.json().resultSets).toEqual([{ id: tools.id, name: '工具', links: [b, a].map(forVisitor) }]);
    expect(res.json().resultSets.map((s: SetRow) => s.id)).not.toContain(empty.id);
    expect(await publicLinkSets(t.ctx, await userIdOf(fresh))).toEqual(res.json().resultSets);
  });

  it('an unknown card is NOT_FOUND', async () => {
    expectNotFound(await publicView('AAAAAAAAAAAAAAAAAAAAAA'));
  });

  it('the reads need a session', async () => {
    expect((await t.post('/themes/findMpMyselfLinkSets.xhtml')).json().status).toBe(302);
    expect((await t.post('/themes/findFolderInnerMiniLinks.xhtml', { setId: 'AAAAAAAAAAAAAAAAAAAAAA' })).json().status).toBe(302);
  });
});
