import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
let me: { token: string; phoneIdEcr: string };
let other: { token: string; phoneIdEcr: string };
beforeAll(async () => {
  t = await makeTestApp();
  me = await t.register('13620000001');
  other = await t.register('13620000002');
});
afterAll(async () => {
  await t.close();
});

const columns = async (token: string) => (await t.post('/mpbase/findMpColumns.xhtml', {}, token)).json().resultSets as { id: string; name: string; content: string }[];
const honours = async (token: string) => (await t.post('/mpbase/findMpHonors.xhtml', {}, token)).json().resultSets as { id: string; title: string }[];

describe('custom columns', () => {
  it('adds, lists in order and shows them on the public card', async () => {
    const a = (await t.post('/mpbase/addMpColumn.xhtml', { name: '公司简介', content: '十年经验' }, me.token)).json().resultSets;
    expect(a).toMatchObject({ id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), name: '公司简介', content: '十年经验' });
    await t.post('/mpbase/addMpColumn.xhtml', { name: '服务范围', content: '全国' }, me.token);
    await t.post('/mpbase/addMpColumn.xhtml', { name: '联系我们' }, me.token);
    expect((await columns(me.token)).map((c) => c.name)).toEqual(['公司简介', '服务范围', '联系我们']);
    const card = (await t.post(`/acc/${me.phoneIdEcr}/findMpBasicById.xhtml`)).json().resultSets;
    expect(card.columns.map((c: { name: string }) => c.name)).toEqual(['公司简介', '服务范围', '联系我们']);
  });

  it('refuses a 9-character name with the length rule', async () => {
    const res = await t.post('/mpbase/addMpColumn.xhtml', { name: '栏'.repeat(9) }, me.token);
    expect(res.json().errors[0]).toMatchObject({ field: 'name', rule: 'length', message: '栏目名称须为1-8个字符' });
    expect(await columns(me.token)).toHaveLength(3);
  });

  it("updates its own column; someone else's id is NOT_FOUND and nothing changes", async () => {
    const [first] = await columns(me.token);
    expect((await t.post('/mpbase/updateMpColumn.xhtml', { id: first.id, name: '简介', content: '新内容' }, me.token)).json().resultSets).toEqual({
      id: first.id,
      name: '简介',
      content: '新内容',
    });
    const res = await t.post('/mpbase/updateMpColumn.xhtml', { id: first.id, name: '偷改', content: 'x' }, other.token);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
    expect((await columns(me.token))[0]).toMatchObject({ name: '简介', content: '新内容' });
  });

  it("sorts by exactly the owner's ids", async () => {
    const ids = (await columns(me.token)).map((c) => c.id);
    const res = await t.post('/mpbase/sortMpColumn.xhtml', { ids: [ids[2], ids[0], ids[1]].join(',') }, me.token);
    expect(res.json().resultSets.map((c: { id: string }) => c.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect((await columns(me.token)).map((c) => c.id)).toEqual([ids[2], ids[0], ids[1]]);
  });

  it('refuses a sort with a foreign id, a missing id or a repeat, leaving the order as it was', async () => {
    const before = (await columns(me.token)).map((c) => c.id);
    const foreign = (await t.post('/mpbase/addMpColumn.xhtml', { name: '他的' }, other.token)).json().resultSets.id;
    const withForeign = await t.post('/mpbase/sortMpColumn.xhtml', { ids: [before[1], before[0], foreign].join(',') }, me.token);
    expect(withForeign.json().code).toBe('NOT_FOUND');
    const plusForeign = await t.post('/mpbase/sortMpColumn.xhtml', { ids: [...before, foreign].join(',') }, me.token);
    expect(plusForeign.json().code).toBe('NOT_FOUND');
    expect((await t.post('/mpbase/sortMpColumn.xhtml', { ids: [before[1], before[0]].join(',') }, me.token)).json().code).toBe('CARD_SORT_MISMATCH');
    expect((await t.post('/mpbase/sortMpColumn.xhtml', { ids: [before[1], before[1], before[0]].join(',') }, me.token)).json().code).toBe('CARD_SORT_MISMATCH');
    expect((await columns(me.token)).map((c) => c.id)).toEqual(before);
    expect((await columns(other.token)).map((c) => c.id)).toEqual([foreign]);
  });

  it('deletes its own column only', async () => {
    const [theirs] = await columns(other.token);
    const del = await t.post('/mpbase/delMpColumn.xhtml', { id: theirs.id }, me.token);
    expect(del.json().code).toBe('NOT_FOUND');
    expect(await columns(other.token)).toHaveLength(1);
    const [mine] = await columns(me.token);
    expect((await t.post('/mpbase/delMpColumn.xhtml', { id: mine.id }, me.token)).json().resultSets).toEqual({ id: mine.id });
    expect(await columns(me.token)).toHaveLength(2);
  });

  it(`stops at ${LIMITS.card.columnsMax} columns`, async () => {
    const have = (await columns(me.token)).length;
    for (let i = have; i < LIMITS.card.columnsMax; i++) {
      expect((await t.post('/mpbase/addMpColumn.xhtml', { name: `栏${i}` }, me.token)).json().status).toBe(200);
    }
    const res = await t.post('/mpbase/addMpColumn.xhtml', { name: '多一个' }, me.token);
    expect(res.json()).toMatchObject({ code: 'CARD_COLUMNS_FULL', msg: '自定义栏目已达上限' });
    expect(await columns(me.token)).toHaveLength(LIMITS.card.columnsMax);
  });
});

describe('honours', () => {
  it('adds, updates and lists; the public card shows them', async () => {
    const h = (await t.post('/mpbase/addMpHonor.xhtml', { title: '年度最佳销售', content: '全国冠军', awardedOn: '2025-12' }, me.token)).json().resultSets;
    expect(h).toMatchObject({ title: '年度最佳销售', content: '全国冠军', awardedOn: '2025-12', imageUrl: '' });
    await t.post('/mpbase/addMpHonor.xhtml', { title: '优秀讲师' }, me.token);
    const upd = await t.post('/mpbase/updateMpHonor.xhtml', { id: h.id, title: '年度销售冠军', content: '全国第一', awardedOn: '2025-11' }, me.token);
    expect(upd.json().resultSets).toMatchObject({ id: h.id, title: '年度销售冠军', awardedOn: '2025-11' });
    expect((await honours(me.token)).map((x) => x.title)).toEqual(['年度销售冠军', '优秀讲师']);
    const card = (await t.post(`/acc/${me.phoneIdEcr}/findMpBasicById.xhtml`)).json().resultSets;
    expect(card.honours[0]).toMatchObject({ title: '年度销售冠军', awardedOn: '2025-11' });
  });

  it('refuses a bad month and an empty title', async () => {
    const res = await t.post('/mpbase/addMpHonor.xhtml', { title: '', awardedOn: '2025-13' }, me.token);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['awardedOn', 'title']);
  });

  it("someone else's honour id is NOT_FOUND for update and delete, and nothing changes", async () => {
    const [mine] = await honours(me.token);
    expect((await t.post('/mpbase/updateMpHonor.xhtml', { id: mine.id, title: '偷改' }, other.token)).json().code).toBe('NOT_FOUND');
    expect((await t.post('/mpbase/delMpHonor.xhtml', { id: mine.id }, other.token)).json().code).toBe('NOT_FOUND');
    expect((await honours(me.token))[0]).toMatchObject({ id: mine.id, title: '年度销售冠军' });
    expect((await t.post('/mpbase/delMpHonor.xhtml', { id: mine.id }, me.token)).json().resultSets).toEqual({ id: mine.id });
    expect(await honours(me.token)).toHaveLength(1);
  });
});
