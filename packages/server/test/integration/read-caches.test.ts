import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';

/**
 * The public card view and the sessions are kept in memory (core/read-cache, decision 0013). Each test reads first
 * (so the value is cached), changes something in a way the cache can only learn from the database's change feed,
 * and reads again: the second read must show the change.
 */
let t: TestApp;
let me: { token: string; phoneIdEcr: string; phone: string };
beforeAll(async () => {
  t = await makeTestApp();
  me = await t.register('13610000071');
});
afterAll(async () => {
  await t.close();
});

const publicCard = async () => (await t.post(`/acc/${me.phoneIdEcr}/findMpBasicById.xhtml`, {}, undefined, { remoteAddress: '10.9.9.9' })).json();
const userIdOf = async () => (await t.ctx.db.user.findUniqueOrThrow({ where: { phoneIdEcr: me.phoneIdEcr }, select: { id: true } })).id;

describe('the cached card view', () => {
  it("shows an edit at once, also one made in a transaction (mobiles) and one keyed by the row's own id (honour)", async () => {
    expect((await publicCard()).resultSets.name).not.toBe('缓存测试');
    await t.post('/acc/updateMpUserName.xhtml', { name: '缓存测试' }, me.token);
    expect((await publicCard()).resultSets.name).toBe('缓存测试');

    await t.post('/acc/updateMpUserPhone.xhtml', { mobiles: '13610000072' }, me.token);
    expect((await publicCard()).resultSets.mobiles).toEqual(['13610000072']);

    const h = (await t.post('/mpbase/addMpHonor.xhtml', { title: '第一' }, me.token)).json().resultSets;
    expect((await publicCard()).resultSets.honours.map((x: { title: string }) => x.title)).toEqual(['第一']);
    await t.ctx.db.honour.update({ where: { id: h.id }, data: { title: '第二' } });
    expect((await publicCard()).resultSets.honours.map((x: { title: string }) => x.title)).toEqual(['第二']);
  });

  it('applies privacy per viewer on every read: a hidden phone and a hidden card', async () => {
    const privacy = (over: Record<string, boolean>) =>
      t.api.usercentre.updateUserPrivacy({
        body: { allowStrangerSearch: true, allowColleagueView: true, hidePhone: false, showInMobileSite: true, ...over },
        token: me.token,
      });
    expect((await publicCard()).resultSets.mobiles).toEqual(['13610000072']);
    await privacy({ hidePhone: true });
    expect((await publicCard()).resultSets).toMatchObject({ mobiles: [], phoneHidden: true });
    // The owner still gets the numbers from the same cached view.
    expect((await t.post(`/acc/${me.phoneIdEcr}/findMpBasicById.xhtml`, {}, me.token)).json().resultSets.mobiles).toEqual(['13610000072']);
    await privacy({ showInMobileSite: false });
    expect((await publicCard()).code).toBe('CARD_HIDDEN');
    await privacy({});
    expect((await publicCard()).resultSets.mobiles).toEqual(['13610000072']);
  });

  it('shows a change made by raw SQL (which names no model) too', async () => {
    // Quoted names: PostgreSQL folds unquoted ones to lower case (SQLite takes either).
    await t.ctx.db.$executeRaw`UPDATE "Card" SET "company" = ${'原始写入'} WHERE "userId" = ${await userIdOf()}`;
    expect((await publicCard()).resultSets.company).toBe('原始写入');
  });
});

describe('the cached session', () => {
  it('a logged-out token is refused by the very next request, another session of the user still works', async () => {
    const other = (await t.post('/acc/userLogin.xhtml', { phone: me.phone, password: 'abc12345', agree: 'true' })).json().resultSets.token as string;
    const info = (token: string) => t.post('/acc/in2userMainUserInfo.xhtml', {}, token);
    expect((await info(me.token)).json().status).toBe(200);
    expect((await info(other)).json().status).toBe(200);
    await t.post('/acc/userLogout.xhtml', {}, other);
    expect((await info(other)).json().code).toBe('LOGIN_TIMEOUT');
    expect((await info(me.token)).json().status).toBe(200);
  });

  it('a session expired since it was cached is refused (expiry is checked on every request, not cached)', async () => {
    const token = (await t.post('/acc/userLogin.xhtml', { phone: me.phone, password: 'abc12345', agree: 'true' })).json().resultSets.token as string;
    expect((await t.post('/acc/in2userMainUserInfo.xhtml', {}, token)).json().status).toBe(200);
    const row = await t.ctx.db.session.findFirstOrThrow({ orderBy: { createdAt: 'desc' }, select: { expiresAt: true } });
    t.clock.set(new Date(row.expiresAt.getTime() + 1));
    expect((await t.post('/acc/in2userMainUserInfo.xhtml', {}, token)).json().code).toBe('LOGIN_TIMEOUT');
  });
});
