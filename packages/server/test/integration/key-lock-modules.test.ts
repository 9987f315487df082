import { afterAll, beforeAll, expect, it } from 'vitest';
import { BUILT_MODULES, MODULES } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf } from '../helpers/client';
import { newUser } from '../factories';

/** findUserLockModule: the advanced modules a user could still unlock with golden keys (built ones only: issue 31). */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const advanced = MODULES.filter((m) => m.isAdvanced && BUILT_MODULES.has(m.id)).map((m) => m.id);
const lockedIds = async (token: string) => okOf(await t.api.account.findUserLockModule({ token })).map((m) => m.moduleId);

it('lists every built advanced module for a user without VIP', async () => {
  const u = await newUser(t.ctx);
  expect(await lockedIds(u.token)).toEqual(advanced);
});

it('leaves out a module unlocked with golden keys, and everything for VIP', async () => {
  expect(await lockedIds((await newUser(t.ctx, { unlockedModules: [54] })).token)).toEqual(advanced.filter((id) => id !== 54));
  expect(await lockedIds((await newUser(t.ctx, { vip: 'temporary' })).token)).toEqual([]);
});

it('locks again when VIP has expired', async () => {
  expect(await lockedIds((await newUser(t.ctx, { vip: 'expired' })).token)).toEqual(advanced);
});
