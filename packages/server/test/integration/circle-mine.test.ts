import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf } from '../helpers/client';
import { testEngine } from '../helpers/database';
import { addCircleMember, newCircle, newUser } from '../factories';

/**
 * "My circles" read in one statement per page (circle-mine.repository, issue 30): created circles (not dissolved)
 * and joined ones (as member or admin, not owner), newest first and paged, each with its labels in key order and the
 * caller's relation; another user's circles, other membership states and a dissolved circle stay out.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});
const api = () => t.api.circle;

describe(`my circles (${testEngine()})`, () => {
  it('created: newest first, ties by id, labels in key order, my owner relation; dissolved and others stay out; the last page ends', async () => {
    const me = await newUser(t.ctx);
    const other = await newUser(t.ctx);
    const old = await newCircle(t.ctx, me, { name: '老圈', labels: ['b', 'a'], city: '杭州', industry: '互联网', joinWay: 'paid', joinPriceFen: 990, viewPriceFen: 10 });
    t.clock.advance(1000);
    const tied = [await newCircle(t.ctx, me, { name: '同刻一' }), await newCircle(t.ctx, me, { name: '同刻二' })].sort((x, y) => (x.id < y.id ? 1 : -1));
    await newCircle(t.ctx, me, { state: 'dissolved' });
    await newCircle(t.ctx, other);

    const p1 = okOf(await api().findMyCircles({ body: { tab: 'newCircle', pageSize: 2 }, token: me.token }));
    expect(p1.items.map((c) => c.cid)).toEqual(tied.map((c) => c.id));
    expect(p1.hasMore).toBe(true);
    const p2 = okOf(await api().findMyCircles({ body: { tab: 'newCircle', pageSize: 2, cursor: p1.nextCursor! }, token: me.token }));
    expect(p2).toMatchObject({ hasMore: false, nextCursor: null, total: null });
    expect(p2.items).toEqual([
      {
        cid: old.id,
        name: '老圈',
        avatarUrl: null,
        description: '一个测试圈子',
        labels: ['a', 'b'],
        city: '杭州',
        industry: '互联网',
        joinWay: 'paid',
        joinPriceFen: 990,
        viewPriceFen: 10,
        memberCount: 1,
        state: 'normal',
        my: { state: 'joined', role: 'owner', disabled: false, paidUntil: null, viewPaidUntil: null },
      },
    ]);
    expect(okOf(await api().findMyCircles({ body: { tab: 'newCircle' }, token: (await newUser(t.ctx)).token }))).toEqual({ items: [], total: null, hasMore: false, nextCursor: null });
  });

  it('joined: member or admin rows newest first, with my role, a paid term and a disabled flag; applied, owner and dissolved stay out', async () => {
    const me = await newUser(t.ctx);
    const owner = await newUser(t.ctx);
    const asMember = await newCircle(t.ctx, owner, { labels: ['读书'] });
    const asAdmin = await newCircle(t.ctx, owner);
    const applied = await newCircle(t.ctx, owner);
    const gone = await newCircle(t.ctx, owner);
    await newCircle(t.ctx, me); // owned: the created tab's
    const until = new Date(t.ctx.clock.now().getTime() + 86_400_000);
    await addCircleMember(t.ctx, asMember.id, me, { paidUntil: until, disabled: true });
    t.clock.advance(1000);
    await addCircleMember(t.ctx, asAdmin.id, me, { role: 'admin' });
    await addCircleMember(t.ctx, applied.id, me, { state: 'applied' });
    t.clock.advance(1000);
    await addCircleMember(t.ctx, gone.id, me);
    await t.ctx.db.circle.update({ where: { id: gone.id }, data: { state: 'dissolved' } });

    // The dissolved circle's membership is the newest row: it fills the first page's slot and is left out after paging.
    const p1 = okOf(await api().findMyCircles({ body: { tab: 'joinCircle', pageSize: 2 }, token: me.token }));
    expect(p1.items.map((c) => [c.cid, c.my.role])).toEqual([[asAdmin.id, 'admin']]);
    expect(p1.hasMore).toBe(true);
    const p2 = okOf(await api().findMyCircles({ body: { tab: 'joinCircle', pageSize: 2, cursor: p1.nextCursor! }, token: me.token }));
    expect(p2).toMatchObject({ hasMore: false, nextCursor: null });
    expect(p2.items).toEqual([
      expect.objectContaining({
        cid: asMember.id,
        labels: ['读书'],
        memberCount: 2,
        my: { state: 'joined', role: 'member', disabled: true, paidUntil: until.toISOString(), viewPaidUntil: null },
      }),
    ]);
  });
});
