import { BUILT_MODULES, MODULES } from '@card/contract';
import { describe, expect, it } from 'vitest';
import { moduleList, vipState } from './home.rules';

const DAY = 86_400_000;
const now = new Date('2026-03-01T04:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);

describe("vipState (the management centre's VIP badge)", () => {
  it('is none without any VIP, expired after paid VIP ended (also exactly at its end)', () => {
    expect(vipState(null, null, now)).toEqual({ state: 'none', daysLeft: 0, isVip: false });
    expect(vipState(at(-1), null, now)).toEqual({ state: 'expired', daysLeft: 0, isVip: false });
    expect(vipState(now, null, now)).toEqual({ state: 'expired', daysLeft: 0, isVip: false });
  });
  it('is expiring with 7 started days or fewer left, active with one more', () => {
    expect(vipState(at(7 * DAY), null, now)).toEqual({ state: 'expiring', daysLeft: 7, isVip: true });
    // 7 days and a minute is an eighth started day.
    expect(vipState(at(7 * DAY + 60_000), null, now)).toEqual({ state: 'active', daysLeft: 8, isVip: true });
    expect(vipState(at(1), null, now)).toEqual({ state: 'expiring', daysLeft: 1, isVip: true });
  });
  it('is temporary while only the trial runs, and paid VIP wins over it', () => {
    expect(vipState(null, at(1), now)).toEqual({ state: 'temporary', daysLeft: 0, isVip: true });
    expect(vipState(at(-DAY), at(1), now)).toMatchObject({ state: 'temporary', isVip: true });
    expect(vipState(null, now, now)).toEqual({ state: 'none', daysLeft: 0, isVip: false });
    expect(vipState(at(30 * DAY), at(DAY), now).state).toBe('active');
  });
});

describe('moduleList', () => {
  const vip = { isVip: true, unlockedModules: new Set<number>() };
  const plain = { isVip: false, unlockedModules: new Set<number>() };
  const nameOf = (id: number) => `m${id}`;

  it('lists every catalogue module once, in catalogue order without rows, in the main zone and visible', () => {
    const list = moduleList([], vip, nameOf);
    expect(list.map((m) => m.id)).toEqual(MODULES.map((m) => m.id));
    expect(list.every((m) => m.zone === 'main' && m.visible)).toBe(true);
    expect(list[0]).toMatchObject({ id: MODULES[0].id, name: `m${MODULES[0].id}`, isAdvanced: MODULES[0].isAdvanced });
  });
  it("takes the user's order, zone and visibility from their rows; rows of unknown modules are ignored", () => {
    const [a, b] = MODULES;
    const list = moduleList(
      [
        { moduleId: b.id, zone: 'top', sort: 1, visible: false },
        { moduleId: 9_999, zone: 'top', sort: 0, visible: true },
      ],
      vip,
      nameOf,
    );
    expect(list).toHaveLength(MODULES.length);
    expect(list[0]).toMatchObject({ id: b.id, zone: 'top', visible: false, sort: 1 });
    expect(list[1]).toMatchObject({ id: a.id, zone: 'main', visible: true });
  });
  it('locks an advanced built module for a non-VIP until it is unlocked; a basic built one is open', () => {
    const advanced = MODULES.find((m) => m.isAdvanced && BUILT_MODULES.has(m.id))!;
    const basic = MODULES.find((m) => !m.isAdvanced && BUILT_MODULES.has(m.id))!;
    const stateOf = (list: ReturnType<typeof moduleList>, id: number) => list.find((m) => m.id === id)!;
    expect(stateOf(moduleList([], plain, nameOf), advanced.id)).toMatchObject({ locked: true, state: 'locked' });
    expect(stateOf(moduleList([], { isVip: false, unlockedModules: new Set([advanced.id]) }, nameOf), advanced.id)).toMatchObject({ locked: false, state: 'open' });
    expect(stateOf(moduleList([], vip, nameOf), advanced.id)).toMatchObject({ locked: false, state: 'open' });
    expect(stateOf(moduleList([], plain, nameOf), basic.id)).toMatchObject({ locked: false, state: 'open' });
  });
});
