import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, MODULES } from '@card/contract';
import { keysService } from '../../src/domains/wallet/keys.service';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { giveKeys, newUser, randomMobile, setTxPwd } from '../factories';

const M = LIMITS.money;
const ADVANCED = MODULES.filter((m) => m.isAdvanced).map((m) => m.id);
const OPEN_MODULE = MODULES.find((m) => !m.isAdvanced)!.id;
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const keysOf = async (token: string) => okOf(await t.api.wallet.findGoldenKeyNumber({ token })).count;
async function keyUser(keys: number, opts: Parameters<typeof newUser>[1] = {}) {
  const u = await newUser(t.ctx, opts);
  if (keys) await giveKeys(t.ctx, u.id, keys);
  await setTxPwd(t.ctx, u.id);
  return u;
}

describe('golden key number and registration', () => {
  it('answers the count and the rates', async () => {
    const u = await keyUser(7);
    expect(okOf(await t.api.wallet.findGoldenKeyNumber({ token: u.token }))).toEqual({
      count: 7,
      unlockCost: M.unlockModuleKeys,
      exchangeKeys: M.exchangeKeys,
      exchangeVipDays: M.exchangeVipDays,
    });
  });

  it('a new registration comes with the welcome keys and their gain record', async () => {
    const { token } = await t.register(randomMobile());
    expect(await keysOf(token)).toBe(M.registerWelcomeKeys);
    const gains = okOf(await t.api.wallet.findGoldenKeyGainRecords({ token }));
    expect(gains.items).toMatchObject([{ delta: M.registerWelcomeKeys, kind: 'register', title: '注册奖励' }]);
  });
});

describe('unlockModule', () => {
  const locked = async (token: string) => okOf(await t.api.account.findUserLockModule({ token })).map((m) => m.moduleId);

  it('opens a module with exactly enough keys; the next request sees it open', async () => {
    const u = await keyUser(M.unlockModuleKeys);
    expect(await locked(u.token)).toContain(ADVANCED[0]);
    expect(okOf(await t.api.wallet.unlockModule({ body: { moduleId: ADVANCED[0]! }, token: u.token }))).toEqual({ moduleId: ADVANCED[0], count: 0 });
    expect(await locked(u.token)).not.toContain(ADVANCED[0]);
    expect(okOf(await t.api.wallet.findGoldenKeyUseRecords({ token: u.token })).items).toMatchObject([{ delta: -M.unlockModuleKeys, kind: 'unlock' }]);
  });

  it('refuses one key short, twice the same module, an open module, VIP, and a bad id, spending nothing', async () => {
    const u = await keyUser(M.unlockModuleKeys - 1);
    expect(refusalOf(await t.api.wallet.unlockModule({ body: { moduleId: ADVANCED[1]! }, token: u.token })).code).toBe('GOLDEN_KEYS_NOT_ENOUGH');
    expect(await keysOf(u.token)).toBe(M.unlockModuleKeys - 1);
    const rich = await keyUser(M.unlockModuleKeys * 3);
    okOf(await t.api.wallet.unlockModule({ body: { moduleId: ADVANCED[1]! }, token: rich.token }));
    expect(refusalOf(await t.api.wallet.unlockModule({ body: { moduleId: ADVANCED[1]! }, token: rich.token }))).toMatchObject({ code: 'MODULE_ALREADY_OPEN', field: 'moduleId' });
    expect(refusalOf(await t.api.wallet.unlockModule({ body: { moduleId: OPEN_MODULE }, token: rich.token })).code).toBe('MODULE_NOT_UNLOCKABLE');
    expect(refusalOf(await t.api.wallet.unlockModule({ body: { moduleId: 9999 }, token: rich.token })).code).toBe('MODULE_NOT_UNLOCKABLE');
    expect(await keysOf(rich.token)).toBe(M.unlockModuleKeys * 2);
    const vip = await keyUser(M.unlockModuleKeys, { vip: 'active' });
    expect(refusalOf(await t.api.wallet.unlockModule({ body: { moduleId: ADVANCED[0]! }, token: vip.token })).code).toBe('MODULE_ALREADY_OPEN');
  });
});

describe('exchangeVIPTime', () => {
  it('turns keys into VIP days; one portion short is refused', async () => {
    const u = await keyUser(M.exchangeKeys * 2);
    const before = t.clock.now().getTime();
    const r = okOf(await t.api.wallet.exchangeVIPTime({ body: { times: 2 }, token: u.token }));
    expect(r.count).toBe(0);
    expect(new Date(r.vipExpiresAt).getTime() - before).toBe(2 * M.exchangeVipDays * 86_400_000);
    expect(refusalOf(await t.api.wallet.exchangeVIPTime({ body: { times: 1 }, token: u.token })).code).toBe('GOLDEN_KEYS_NOT_ENOUGH');
    expect(refusalOf(await t.api.wallet.exchangeVIPTime({ body: { times: M.exchangeTimesMax + 1 }, token: u.token })).field).toBe('times');
    expect(refusalOf(await t.api.wallet.exchangeVIPTime({ body: { times: 0 }, token: u.token })).field).toBe('times');
  });
});

describe('exchangeVIPTime run again for the same request', () => {
  it('spends the keys and grants the days once (a re-run after a crash changes nothing)', async () => {
    const u = await keyUser(M.exchangeKeys * 2);
    const svc = keysService(t.ctx);
    const first = await svc.exchangeVip(u.id, 1, 'sameRequest0001');
    const again = await svc.exchangeVip(u.id, 1, 'sameRequest0001');
    expect(again).toEqual(first);
    expect(await keysOf(u.token)).toBe(M.exchangeKeys);
  });
});

describe('transferGoldenKey', () => {
  it('moves keys with both entries and a message; never to oneself, never below zero', async () => {
    const a = await keyUser(5);
    const b = await keyUser(0);
    expect(okOf(await t.api.wallet.transferGoldenKey({ body: { toPhoneIdEcr: b.phoneIdEcr, count: 5, txPwd: '123456' }, token: a.token }))).toEqual({ count: 0 });
    expect(await keysOf(b.token)).toBe(5);
    expect(okOf(await t.api.wallet.findGoldenKeyGainRecords({ token: b.token })).items[0]).toMatchObject({ delta: 5, kind: 'transferIn' });
    expect(await t.ctx.db.message.count({ where: { userId: b.id, title: '收到金钥匙', subjectType: 'goldenKeys' } })).toBe(1);
    expect(refusalOf(await t.api.wallet.transferGoldenKey({ body: { toPhoneIdEcr: b.phoneIdEcr, count: 1, txPwd: '123456' }, token: a.token })).code).toBe('GOLDEN_KEYS_NOT_ENOUGH');
    expect(refusalOf(await t.api.wallet.transferGoldenKey({ body: { toPhoneIdEcr: b.phoneIdEcr, count: 1, txPwd: '123456' }, token: b.token })).code).toBe('KEY_TRANSFER_SELF');
    expect(refusalOf(await t.api.wallet.transferGoldenKey({ body: { toPhoneIdEcr: 'nobodyHere123', count: 1, txPwd: '123456' }, token: b.token })).code).toBe('KEY_RECEIVER_MISSING');
    expect(refusalOf(await t.api.wallet.transferGoldenKey({ body: { toPhoneIdEcr: a.phoneIdEcr, count: 1, txPwd: '000000' }, token: b.token })).code).toBe('TX_PWD_WRONG');
    expect(refusalOf(await t.api.wallet.transferGoldenKey({ body: { toPhoneIdEcr: a.phoneIdEcr, count: M.transferKeysMax + 1, txPwd: '123456' }, token: b.token })).field).toBe('count');
    expect(await keysOf(b.token)).toBe(5);
  });

  it('20 simultaneous transfers over a count for 5: exactly 5, never below zero, each once', async () => {
    const a = await keyUser(5);
    const b = await keyUser(0);
    const svc = keysService(t.ctx);
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => svc.move(a.id, b.id, 1, `burst-${i}`)));
    expect(outcomes.filter((o) => o.status === 'fulfilled').length).toBe(5);
    expect(new Set(outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as { code?: string }).code] : [])))).toEqual(new Set(['GOLDEN_KEYS_NOT_ENOUGH']));
    expect(await keysOf(a.token)).toBe(0);
    expect(await keysOf(b.token)).toBe(5);
    expect(await t.ctx.db.goldenKeyEntry.count({ where: { userId: b.id, kind: 'transferIn' } })).toBe(5);
    // A reference that was transferred, again, changes nothing and sends no second message (which five of the twenty
    // got through is up to the race).
    const done = outcomes.findIndex((o) => o.status === 'fulfilled');
    const messages = await t.ctx.db.message.count({ where: { userId: b.id } });
    await giveKeys(t.ctx, a.id, 1);
    await svc.move(a.id, b.id, 1, `burst-${done}`);
    expect(await keysOf(a.token)).toBe(1);
    expect(await t.ctx.db.message.count({ where: { userId: b.id } })).toBe(messages);
  }, 60_000);
});

describe('user search', () => {
  it('by name needs VIP, refuses an empty keyword, honours the stranger-search setting and never finds oneself', async () => {
    const tag = `检索${Math.floor(Math.random() * 1e6)}`;
    const shown = await newUser(t.ctx, { name: `${tag}甲` });
    const hidden = await newUser(t.ctx, { name: `${tag}乙` });
    await t.ctx.db.user.update({ where: { id: hidden.id }, data: { allowStrangerSearch: false } });
    const vip = await newUser(t.ctx, { vip: 'active', name: `${tag}丙` });
    const plain = await newUser(t.ctx);
    expect(refusalOf(await t.api.wallet.searchUserByName({ body: { keyword: tag }, token: plain.token })).code).toBe('SEARCH_NEED_VIP');
    expect(refusalOf(await t.api.wallet.searchUserByName({ body: { keyword: '  ' }, token: vip.token })).field).toBe('keyword');
    const res = await t.api.wallet.searchUserByName({ body: { keyword: tag }, token: vip.token });
    expect((res.body as { status: number }).status).toBe(1666666);
    const found = (res.body as { resultSets: { phoneIdEcr: string; phoneMasked: string }[] }).resultSets;
    expect(found.map((f) => f.phoneIdEcr)).toEqual([shown.phoneIdEcr]);
    expect(found[0]!.phoneMasked).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(refusalOf(await t.api.wallet.searchUserByName({ body: { keyword: `${tag}无此人` }, token: vip.token })).code).toBe('NO_SEARCH_RESULT');
  });

  it('by mobile needs no VIP and an exact mainland number', async () => {
    const target = await newUser(t.ctx);
    const u = await newUser(t.ctx);
    const res = await t.api.wallet.searchUserByMobile({ body: { mobile: target.phone }, token: u.token });
    expect((res.body as { resultSets: { phoneIdEcr: string }[] }).resultSets.map((f) => f.phoneIdEcr)).toEqual([target.phoneIdEcr]);
    expect(refusalOf(await t.api.wallet.searchUserByMobile({ body: { mobile: '1380013' }, token: u.token })).field).toBe('mobile');
    expect(refusalOf(await t.api.wallet.searchUserByMobile({ body: { mobile: '19999999999' === target.phone ? '19999999998' : '19999999999' }, token: u.token })).code).toBe(
      'NO_SEARCH_RESULT',
    );
  });
});
