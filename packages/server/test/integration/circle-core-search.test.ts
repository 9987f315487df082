import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { addCircleMember, newCircle, newUser } from '../factories';

/** Circle and people searches of the core part: each type, paging, what is never listed, the member restrictions. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});
const api = () => t.api.circle;
const cids = (p: { items: { cid: string }[] }) => p.items.map((i) => i.cid);

describe('searchCircle', () => {
  it('by name (ignoring letter case), label, location, industry and member; dissolved and banned never listed; pages', async () => {
    const owner = await newUser(t.ctx, { name: '搜索圈主' });
    const tag = `Zq${Date.now() % 100000}`;
    const a = await newCircle(t.ctx, owner, { name: `${tag}读书会`, labels: ['读书'], city: '苏州市', industry: '教育' });
    t.clock.advance(1000);
    const b = await newCircle(t.ctx, owner, { name: `${tag}创业营`, labels: ['创业', tag], industry: '教育' });
    await newCircle(t.ctx, owner, { name: `${tag}已解散`, state: 'dissolved', labels: [tag] });
    await newCircle(t.ctx, owner, { name: `${tag}已封禁`, state: 'banned', labels: [tag] });
    const search = async (type: 'name' | 'label' | 'location' | 'industry' | 'member', keyword: string, extra: object = {}) =>
      okOf(await api().searchCircle({ body: { type, keyword, ...extra } }));
    expect(cids(await search('name', tag.toLowerCase()))).toEqual([b.id, a.id]);
    expect(cids(await search('label', tag))).toEqual([b.id]);
    expect(cids(await search('label', '读书'))).toContain(a.id);
    expect(cids(await search('location', '苏州'))).toContain(a.id);
    const edu = await search('industry', '教育');
    expect(cids(edu).indexOf(b.id)).toBeLessThan(cids(edu).indexOf(a.id));
    const member = await newUser(t.ctx, { name: `${tag}成员` });
    await addCircleMember(t.ctx, a.id, member);
    expect(cids(await search('member', `${tag}成员`))).toEqual([a.id]);
    const p1 = await search('name', tag, { pageSize: 1 });
    expect(p1).toMatchObject({ hasMore: true, items: [{ cid: b.id }] });
    const p2 = await search('name', tag, { pageSize: 1, cursor: p1.nextCursor! });
    expect(p2).toMatchObject({ hasMore: false, items: [{ cid: a.id }] });
    expect(refusalOf(await api().searchCircle({ body: { type: 'name', keyword: '   ' } })).field).toBe('keyword');
    expect(refusalOf(await api().searchCircle({ body: { type: 'name', keyword: '长'.repeat(31) } })).field).toBe('keyword');
    expect(refusalOf(await api().searchCircle({ body: { type: 'label', keyword: 'x', cursor: p1.nextCursor! } })).code).toBe('CURSOR_INVALID');
  });

  it('by label pages newest first, skipping banned circles between listed ones, across batches of label rows', async () => {
    const owner = await newUser(t.ctx);
    const tag = `Lb${Date.now() % 100000}`;
    const listed: string[] = [];
    for (let i = 0; i < 5; i++) {
      t.clock.advance(1000);
      listed.push((await newCircle(t.ctx, owner, { labels: [tag] })).id);
      // 120 banned circles after the second: more than one batch of label rows holds nothing listed.
      if (i === 1)
        for (let k = 0; k < 120; k++) {
          t.clock.advance(10);
          await newCircle(t.ctx, owner, { labels: [tag], state: 'banned' });
        }
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const p = okOf(await api().searchCircle({ body: { type: 'label', keyword: tag, pageSize: 2, ...(cursor ? { cursor } : {}) } }));
      seen.push(...cids(p));
      if (!p.hasMore) break;
      cursor = p.nextCursor!;
    }
    expect(seen).toEqual([...listed].reverse());
  }, 60_000);

  it('searchJoinCircle finds only circles I joined', async () => {
    const owner = await newUser(t.ctx);
    const me = await newUser(t.ctx);
    const tag = `Jn${Date.now() % 100000}`;
    const mine = await newCircle(t.ctx, owner, { name: `${tag}甲` });
    await newCircle(t.ctx, owner, { name: `${tag}乙` });
    await addCircleMember(t.ctx, mine.id, me);
    expect(cids(okOf(await api().searchJoinCircle({ body: { keyword: tag }, token: me.token })))).toEqual([mine.id]);
  });
});

describe('people', () => {
  async function circleWith() {
    const owner = await newUser(t.ctx, { name: '甲圈主' });
    const member = await newUser(t.ctx, { name: '乙成员' });
    const outsider = await newUser(t.ctx, { name: '丙路人' });
    const c = await newCircle(t.ctx, owner);
    await addCircleMember(t.ctx, c.id, member);
    return { owner, member, outsider, cid: c.id };
  }

  it('searchMpUser: by name (stranger search honoured) or exact mobile, with the relation; members only', async () => {
    const { owner, member, outsider, cid } = await circleWith();
    const hidden = await newUser(t.ctx, { name: '丙路人隐身' });
    await t.ctx.db.user.update({ where: { id: hidden.id }, data: { allowStrangerSearch: false } });
    const found = okOf(await api().searchMpUser({ body: { cid, keyword: '丙路人' }, token: member.token }));
    expect(found.map((f) => f.phoneIdEcr)).toContain(outsider.phoneIdEcr);
    expect(found.map((f) => f.phoneIdEcr)).not.toContain(hidden.phoneIdEcr);
    expect(found.find((f) => f.phoneIdEcr === outsider.phoneIdEcr)!.state).toBe('none');
    expect(okOf(await api().searchMpUser({ body: { cid, keyword: hidden.phone }, token: owner.token })).map((f) => f.phoneIdEcr)).toEqual([hidden.phoneIdEcr]);
    expect(refusalOf(await api().searchMpUser({ body: { cid, keyword: '甲' }, token: outsider.token })).code).toBe('CIRCLE_NOT_MEMBER');
  });

  it('searchCirUser and circleSearchMpUserInfo: members may, outsiders not; noViewOthers and noAddContacts apply to non-admins', async () => {
    const { owner, member, outsider, cid } = await circleWith();
    const hits = okOf(await api().searchCirUser({ body: { cid, keyword: '乙' }, token: member.token }));
    expect(hits.items).toMatchObject([{ phoneIdEcr: member.phoneIdEcr, role: 'member' }]);
    expect(refusalOf(await api().searchCirUser({ body: { cid, keyword: '乙' }, token: outsider.token })).code).toBe('CIRCLE_NOT_MEMBER');
    const info = okOf(await api().circleSearchMpUserInfo({ body: { cid, phoneIdEcr: owner.phoneIdEcr }, token: member.token }));
    expect(info).toMatchObject({ name: '甲圈主', role: 'owner', mobile: owner.phone });
    expect(refusalOf(await api().circleSearchMpUserInfo({ body: { cid, phoneIdEcr: outsider.phoneIdEcr }, token: member.token })).code).toBe('CIRCLE_NOT_MEMBER');
    await t.ctx.db.circle.update({ where: { id: cid }, data: { noAddContacts: true } });
    expect(okOf(await api().circleSearchMpUserInfo({ body: { cid, phoneIdEcr: owner.phoneIdEcr }, token: member.token })).mobile).toBeNull();
    expect(okOf(await api().circleSearchMpUserInfo({ body: { cid, phoneIdEcr: member.phoneIdEcr }, token: owner.token })).mobile).toBe(member.phone);
    await t.ctx.db.circle.update({ where: { id: cid }, data: { noViewOthers: true } });
    expect(refusalOf(await api().searchCirUser({ body: { cid, keyword: '甲' }, token: member.token })).code).toBe('CIRCLE_RESTRICTED_BY_ADMIN');
    expect(okOf(await api().searchCirUser({ body: { cid, keyword: '乙' }, token: owner.token })).items).toHaveLength(1);
  });

  it('paid viewing: a visitor without it is told to pay', async () => {
    const owner = await newUser(t.ctx);
    const visitor = await newUser(t.ctx);
    const c = await newCircle(t.ctx, owner, { viewPriceFen: 500 });
    expect(refusalOf(await api().searchCirUser({ body: { cid: c.id, keyword: '用户' }, token: visitor.token })).code).toBe('CIRCLE_VIEW_NEEDS_PAYMENT');
  });
});
