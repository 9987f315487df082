import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf } from '../helpers/client';
import { newUser } from '../factories';

/**
 * The first-run walkthrough's flag (issue 35, item 5): an account opened by registering has it to see, once; finishing
 * (or skipping) it is remembered on the server for that account only; accounts that existed before (here: made by the
 * factory, as seeded and migrated accounts are) never see it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const state = async (token: string) => okOf(await t.api.usercentre.findFirstRun({ body: {}, token }));
const finish = async (token: string) => okOf(await t.api.usercentre.finishFirstRun({ body: {}, token }));
const idOf = async (phoneIdEcr: string) => (await t.ctx.db.user.findUniqueOrThrow({ where: { phoneIdEcr }, select: { id: true } })).id;

describe('first run', () => {
  it('is pending for a newly registered account until it is finished, then stays done', async () => {
    const me = await t.register('13935000001');
    const other = await t.register('13935000002');
    expect(await state(me.token)).toEqual({ pending: true });

    expect(await finish(me.token)).toEqual({ pending: false });
    expect(await state(me.token)).toEqual({ pending: false });
    const row = await t.ctx.db.firstRun.findUniqueOrThrow({ where: { userId: await idOf(me.phoneIdEcr) } });
    expect(row.doneAt).toEqual(t.clock.now());

    // A repeat (a second device, a double tap) changes nothing: the first finish's time stays.
    t.clock.advance(60_000);
    expect(await finish(me.token)).toEqual({ pending: false });
    expect((await t.ctx.db.firstRun.findUniqueOrThrow({ where: { userId: row.userId } })).doneAt).toEqual(row.doneAt);

    // Another account's walkthrough is its own.
    expect(await state(other.token)).toEqual({ pending: true });
  });

  it('is never pending for an account opened before the walkthrough existed, and finishing one writes nothing', async () => {
    const old = await newUser(t.ctx);
    expect(await state(old.token)).toEqual({ pending: false });
    expect(await finish(old.token)).toEqual({ pending: false });
    expect(await t.ctx.db.firstRun.count({ where: { userId: old.id } })).toBe(0);
  });

  it('asks for a session (the wire answers 302, not signed in)', async () => {
    expect((await t.api.usercentre.findFirstRun({ body: {} })).body).toMatchObject({ status: 302 });
    expect((await t.api.usercentre.finishFirstRun({ body: {} })).body).toMatchObject({ status: 302 });
  });
});
