import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, type TModuleEntry } from '@card/contract';
import { keysService } from '../../src/domains/wallet/keys.service';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { giveKeys, newUser, unlockBoughtEarlier } from '../factories';

/**
 * Modules that tell the truth (issue 31, item 1): one state per module and user (open, locked, VIP only, not built)
 * in every list; golden keys buy only a built module that is locked, and keys spent on one that is not built come
 * back once, with a record and a message.
 */
const M = LIMITS.money;
const MIRROR = 36;
const ANALYSIS = 45;
const CONSULTATION = 48; // online consultation: no call of the contract opens it, so it is not built
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const keysOf = async (userId: string) => (await t.ctx.db.user.findUniqueOrThrow({ where: { id: userId }, select: { goldenKeys: true } })).goldenKeys;
/** Keys are conserved: the count is the sum of the user's entries, whatever happened. */
async function expectKeysAccounted(userId: string) {
  const sum = await t.ctx.db.goldenKeyEntry.aggregate({ where: { userId }, _sum: { delta: true } });
  expect(await keysOf(userId)).toBe(sum._sum.delta ?? 0);
}
const modules = async (token: string) => okOf(await t.api.account.in2userMainModules({ token }));
const stateOf = (list: TModuleEntry[], id: number) => list.find((m) => m.id === id)!;
const written = async (userId: string) => ({
  keys: await keysOf(userId),
  entries: await t.ctx.db.goldenKeyEntry.count({ where: { userId } }),
  unlocks: await t.ctx.db.unlockedModule.count({ where: { userId } }),
});

describe('one state per module, in every list', () => {
  it('a user without VIP: mirror and data analysis locked, online consultation coming, basic modules open', async () => {
    const u = await newUser(t.ctx);
    const list = await modules(u.token);
    expect(stateOf(list, MIRROR)).toMatchObject({ state: 'locked', locked: true, isAdvanced: true });
    expect(stateOf(list, ANALYSIS)).toMatchObject({ state: 'locked', locked: true });
    expect(stateOf(list, CONSULTATION)).toMatchObject({ state: 'soon', locked: true, name: '在线咨询' });
    expect(stateOf(list, 4)).toMatchObject({ state: 'open', locked: false });
    // What keys could unlock leaves out what is not built; the card's lock call says the same.
    const lockable = okOf(await t.api.account.findUserLockModule({ token: u.token })).map((m) => m.moduleId);
    expect(lockable).toContain(MIRROR);
    expect(lockable).not.toContain(CONSULTATION);
    expect(okOf(await t.api.account.findSystemModuleIsLock({ params: { phoneIdEcr: u.phoneIdEcr }, query: { moduleId: CONSULTATION } }))).toEqual([
      { moduleId: CONSULTATION, isAdvanced: true, locked: true, state: 'soon' },
    ]);
  });

  it('a VIP: every built module open, online consultation still coming', async () => {
    const vip = await newUser(t.ctx, { vip: 'active' });
    const list = await modules(vip.token);
    expect(list.filter((m) => m.state !== 'open').map((m) => m.id)).toEqual([CONSULTATION]);
    expect(okOf(await t.api.account.findUserLockModule({ token: vip.token }))).toEqual([]);
  });
});

describe('unlocking with golden keys', () => {
  it('a built module: keys spent once, the module open in the lists and its calls usable (mirror is not VIP only)', async () => {
    const u = await newUser(t.ctx);
    await giveKeys(t.ctx, u.id, M.unlockModuleKeys * 2);
    expect(refusalOf(await t.api.network.upgradeMaster({ body: {}, token: u.token })).code).toBe('MODULE_LOCKED');
    expect(okOf(await t.api.wallet.unlockModule({ body: { moduleId: MIRROR }, token: u.token }))).toEqual({ moduleId: MIRROR, count: M.unlockModuleKeys });
    expect(stateOf(await modules(u.token), MIRROR)).toMatchObject({ state: 'open', locked: false });
    expect(okOf(await t.api.network.upgradeMaster({ body: {}, token: u.token })).role).toBe('master');
    expect(okOf(await t.api.network.getMyMirrorState({ body: {}, token: u.token })).role).toBe('master');
    // Data analysis likewise: its screen's call answers once unlocked.
    expect(refusalOf(await t.api.programme.findVisitAnalysis({ body: { days: 7 }, token: u.token })).code).toBe('MODULE_LOCKED');
    okOf(await t.api.wallet.unlockModule({ body: { moduleId: ANALYSIS }, token: u.token }));
    okOf(await t.api.programme.findVisitAnalysis({ body: { days: 7 }, token: u.token }));
    expect(await keysOf(u.id)).toBe(0);
    await expectKeysAccounted(u.id);
  });

  it('a module that is not built: refused with the catalogue message, nothing written, for VIP and not', async () => {
    const u = await newUser(t.ctx);
    await giveKeys(t.ctx, u.id, M.unlockModuleKeys * 3);
    const before = await written(u.id);
    const refusal = refusalOf(await t.api.wallet.unlockModule({ body: { moduleId: CONSULTATION }, token: u.token }));
    expect(refusal).toMatchObject({ code: 'MODULE_NOT_BUILT', field: 'moduleId' });
    expect(refusal.msg).toBe('该模块即将上线，暂不能解锁，金钥匙未扣除');
    const en = refusalOf(await t.api.wallet.unlockModule({ body: { moduleId: CONSULTATION }, token: u.token, cookies: { lang: 'en' } }));
    expect(en.msg).toBe('This module is coming soon and cannot be unlocked yet; no golden keys were spent');
    expect(await written(u.id)).toEqual(before);
    expect(stateOf(await modules(u.token), CONSULTATION).state).toBe('soon');

    const vip = await newUser(t.ctx, { vip: 'active' });
    await giveKeys(t.ctx, vip.id, M.unlockModuleKeys);
    const vipBefore = await written(vip.id);
    expect(refusalOf(await t.api.wallet.unlockModule({ body: { moduleId: CONSULTATION }, token: vip.token })).code).toBe('MODULE_NOT_BUILT');
    expect(refusalOf(await t.api.wallet.unlockModule({ body: { moduleId: MIRROR }, token: vip.token })).code).toBe('MODULE_ALREADY_OPEN');
    expect(await written(vip.id)).toEqual(vipBefore);
    await expectKeysAccounted(u.id);
    await expectKeysAccounted(vip.id);
  });
});

describe('keys spent on a module that is not built come back (refundUnusableUnlocks)', () => {
  it("gives each spend back once, with a record and a message in the user's language, and takes the unlock back", async () => {
    const zh = await newUser(t.ctx);
    await giveKeys(t.ctx, zh.id, M.unlockModuleKeys * 2);
    await unlockBoughtEarlier(t.ctx, zh.id, CONSULTATION);
    await unlockBoughtEarlier(t.ctx, zh.id, MIRROR); // built: bought what it paid for, left alone
    const en = await newUser(t.ctx);
    await t.ctx.db.user.update({ where: { id: en.id }, data: { language: 'en' } });
    await giveKeys(t.ctx, en.id, M.unlockModuleKeys + 2);
    await unlockBoughtEarlier(t.ctx, en.id, CONSULTATION);
    const other = await newUser(t.ctx, { vip: 'active' }); // nothing to give back
    await giveKeys(t.ctx, other.id, 3);
    expect(await keysOf(zh.id)).toBe(0);
    const otherBefore = await written(other.id);

    const refund = keysService(t.ctx).refundUnusableUnlocks;
    // Other test files' users may hold such unlocks too (each file has its own database, so only ours count here).
    expect(await refund()).toEqual({ unlocks: 2, refunded: 2 });

    expect(await keysOf(zh.id)).toBe(M.unlockModuleKeys);
    expect(await keysOf(en.id)).toBe(M.unlockModuleKeys + 2);
    expect(await t.ctx.db.unlockedModule.findMany({ where: { userId: zh.id }, select: { moduleId: true } })).toEqual([{ moduleId: MIRROR }]);
    expect(await t.ctx.db.unlockedModule.count({ where: { userId: en.id } })).toBe(0);
    const gains = okOf(await t.api.wallet.findGoldenKeyGainRecords({ token: zh.token })).items;
    expect(gains.filter((g) => g.kind === 'unlockRefund')).toMatchObject([{ delta: M.unlockModuleKeys, title: '解锁退回' }]);
    const zhMessages = okOf(await t.api.usercentre.in2userMainMessage({ body: {}, token: zh.token })).items;
    expect(zhMessages).toHaveLength(1);
    expect(zhMessages[0]).toMatchObject({
      kind: 'system',
      title: '金钥匙已退回',
      subject: { type: 'goldenKeys', id: zhMessages[0]!.id },
      read: false,
      content: `您曾用 ${M.unlockModuleKeys} 把金钥匙解锁“在线咨询”，该模块尚未上线，金钥匙已全部退回，可用于解锁其他模块或兑换VIP时长。`,
    });
    const enMessages = okOf(await t.api.usercentre.in2userMainMessage({ body: {}, token: en.token })).items;
    expect(enMessages[0]).toMatchObject({ title: 'Golden keys returned' });
    expect(enMessages[0]!.content).toContain(`${M.unlockModuleKeys} golden keys unlocking “Online consultation”, which is not available yet`);
    expect(await written(other.id)).toEqual(otherBefore);

    // Run again: nothing left to do. Even an unlock row put back by hand brings no second refund and no second message.
    expect(await refund()).toEqual({ unlocks: 0, refunded: 0 });
    await t.ctx.db.unlockedModule.create({ data: { userId: zh.id, moduleId: CONSULTATION, createdAt: t.clock.now() } });
    expect(await refund()).toEqual({ unlocks: 1, refunded: 0 });
    expect(await keysOf(zh.id)).toBe(M.unlockModuleKeys);
    expect(await t.ctx.db.goldenKeyEntry.count({ where: { userId: zh.id, kind: 'unlockRefund' } })).toBe(1);
    expect(okOf(await t.api.usercentre.in2userMainMessage({ body: {}, token: zh.token })).items).toHaveLength(1);
    expect(await t.ctx.db.unlockedModule.count({ where: { userId: zh.id, moduleId: CONSULTATION } })).toBe(0);
    for (const u of [zh, en, other]) await expectKeysAccounted(u.id);
  });
});
