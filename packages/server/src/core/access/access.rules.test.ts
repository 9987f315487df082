import { describe, expect, it } from 'vitest';
import type { RouteMeta } from '@card/contract';
import { BUILT_MODULES, MODULES } from '@card/contract';
import {
  accessDecision,
  accessStateOf,
  custodyDecision,
  holdsSessionRole,
  isModuleLocked,
  isVipAt,
  keyUnlockable,
  lockedModules,
  metadataProblem,
  moduleState,
  stateOfModule,
  type AccessRow,
  type AccessState,
} from './access.rules';

const now = new Date('2026-11-22T12:00:00Z');
const later = new Date(now.getTime() + 1000);
const earlier = new Date(now.getTime() - 1000);
const state = (over: Partial<AccessState> = {}): AccessState => ({
  isVip: false,
  companyId: null,
  companyRole: null,
  roles: new Set(),
  unlockedModules: new Set(),
  ...over,
});
const m = (over: Partial<RouteMeta>): RouteMeta => ({ base: 'main', auth: 'user', ...over });

describe('isVipAt', () => {
  it('counts active and temporary VIP until the very millisecond they end', () => {
    expect(isVipAt(later, null, now)).toBe(true);
    expect(isVipAt(null, later, now)).toBe(true);
    expect(isVipAt(now, null, now)).toBe(false);
    expect(isVipAt(earlier, earlier, now)).toBe(false);
    expect(isVipAt(null, null, now)).toBe(false);
  });
});

describe('accessStateOf (the session row read once)', () => {
  const row = (over: Partial<AccessRow> = {}): AccessRow => ({
    vipExpiresAt: null,
    tempVipExpiresAt: null,
    companyId: null,
    companyRole: null,
    roles: [],
    unlockedModules: [],
    ...over,
  });
  it('reads VIP, temporary VIP, platform roles and golden-key unlocks', () => {
    const s = accessStateOf(row({ tempVipExpiresAt: later, roles: [{ role: 'dealer' }], unlockedModules: [{ moduleId: 54 }] }), now);
    expect(s).toMatchObject({ isVip: true, companyId: null, companyRole: null });
    expect([...s.roles]).toEqual(['dealer']);
    expect([...s.unlockedModules]).toEqual([54]);
    expect(accessStateOf(row({ vipExpiresAt: now }), now).isVip).toBe(false);
  });
  it('keeps the company role only with a company and a known value', () => {
    expect(accessStateOf(row({ companyId: 'c1', companyRole: 'admin' }), now).companyRole).toBe('admin');
    expect(accessStateOf(row({ companyId: 'c1', companyRole: 'member' }), now).companyRole).toBe('member');
    expect(accessStateOf(row({ companyId: null, companyRole: 'admin' }), now).companyRole).toBeNull();
    expect(accessStateOf(row({ companyId: 'c1', companyRole: 'owner' }), now).companyRole).toBeNull();
  });
});

describe('isModuleLocked', () => {
  it('leaves basic modules open for everyone', () => expect(isModuleLocked(46, state())).toBe(false));
  it('locks an advanced module without VIP or key', () => expect(isModuleLocked(54, state())).toBe(true));
  it('opens an advanced module with VIP', () => expect(isModuleLocked(54, state({ isVip: true }))).toBe(false));
  it('opens an advanced module unlocked with golden keys, and only that one', () => {
    const s = state({ unlockedModules: new Set([54]) });
    expect(isModuleLocked(54, s)).toBe(false);
    expect(isModuleLocked(55, s)).toBe(true);
  });
  it('keeps an unknown module closed', () => expect(isModuleLocked(999, state({ isVip: true }))).toBe(true));
});

describe('moduleState: one answer for tiles, lock calls, the unlock and the guard (issue 31)', () => {
  const built = new Set([3, 4, 36, 45]);
  it('says soon for a module with no calls, whoever asks, and for one not in the catalogue', () => {
    expect(moduleState(48, state(), built)).toBe('soon');
    expect(moduleState(48, state({ isVip: true, unlockedModules: new Set([48]) }), built)).toBe('soon');
    expect(moduleState(999, state({ isVip: true }), new Set([999]))).toBe('soon');
  });
  it('opens a basic module for everyone, an advanced one with VIP or its own unlock', () => {
    expect(moduleState(4, state(), built)).toBe('open');
    expect(moduleState(36, state(), built)).toBe('locked');
    expect(moduleState(36, state({ isVip: true }), built)).toBe('open');
    expect(moduleState(36, state({ unlockedModules: new Set([36]) }), built)).toBe('open');
    expect(moduleState(45, state({ unlockedModules: new Set([36]) }), built)).toBe('locked');
  });
  it('keeps a VIP-only module for VIP: an unlock does not open it', () => {
    const vipOnly = { id: 70, key: 'x', isAdvanced: true, vipOnly: true };
    expect(stateOfModule(vipOnly, true, state())).toBe('vip');
    expect(stateOfModule(vipOnly, true, state({ unlockedModules: new Set([70]) }))).toBe('vip');
    expect(stateOfModule(vipOnly, true, state({ isVip: true }))).toBe('open');
    expect(stateOfModule(vipOnly, false, state({ isVip: true }))).toBe('soon');
  });
  it('lets keys buy only what they open: built, advanced, not VIP only', () => {
    expect([3, 4, 36, 45, 48, 999].filter((id) => keyUnlockable(id, built))).toEqual([3, 36, 45]);
  });
  it('the contract builds every module with calls: mirror sync and data analysis are built, online consultation is not', () => {
    expect(BUILT_MODULES.has(36)).toBe(true);
    expect(BUILT_MODULES.has(45)).toBe(true);
    expect(BUILT_MODULES.has(48)).toBe(false);
    expect(moduleState(48, state({ isVip: true }))).toBe('soon');
    expect(isModuleLocked(48, state({ isVip: true }))).toBe(true); // nothing is usable that is not built
  });
  it('lists for golden keys exactly the modules whose state is locked', () => {
    const locked = lockedModules(state()).map((m) => m.moduleId);
    expect(locked).toEqual(MODULES.filter((m) => moduleState(m.id, state()) === 'locked').map((m) => m.id));
    expect(locked).not.toContain(48);
    expect(lockedModules(state({ isVip: true }))).toEqual([]);
  });
});

describe('accessDecision', () => {
  it('lets a route that needs nothing through, session or not', () => {
    expect(accessDecision(m({}), null)).toBeNull();
  });
  it("answers VIP routes with MODULE_LOCKED, or the route's own code", () => {
    expect(accessDecision(m({ vip: true }), state())).toBe('MODULE_LOCKED');
    expect(accessDecision(m({ vip: true, vipCode: 'SEARCH_NEED_VIP' }), state())).toBe('SEARCH_NEED_VIP');
    expect(accessDecision(m({ vip: true }), state({ isVip: true }))).toBeNull();
  });
  it('needs a session for any requirement', () => expect(accessDecision(m({ module: 46 }), null)).toBe('NOT_LOGGED_IN'));
  it('checks the module after VIP', () => {
    expect(accessDecision(m({ module: 54 }), state())).toBe('MODULE_LOCKED');
    expect(accessDecision(m({ module: 54 }), state({ unlockedModules: new Set([54]) }))).toBeNull();
  });
  it('refuses without any of the roles, allows with one of them', () => {
    const route = m({ roles: [{ role: 'dealer' }, { role: 'operator' }] });
    expect(accessDecision(route, state())).toBe('NO_PERMISSION');
    expect(accessDecision(route, state({ roles: new Set(['operator']) }))).toBeNull();
  });
  it("takes company admin from the session and object roles from the resolvers' answers", () => {
    expect(accessDecision(m({ roles: [{ role: 'companyAdmin' }] }), state({ companyId: 'c1', companyRole: 'member' }))).toBe('NO_PERMISSION');
    expect(accessDecision(m({ roles: [{ role: 'companyAdmin' }] }), state({ companyId: 'c1', companyRole: 'admin' }))).toBeNull();
    const circle = m({ roles: [{ role: 'circleAdmin', from: 'body.cid' }] });
    expect(accessDecision(circle, state(), new Map([['circleAdmin', false]]))).toBe('NO_PERMISSION');
    expect(accessDecision(circle, state(), new Map([['circleAdmin', true]]))).toBeNull();
    expect(accessDecision(circle, state())).toBe('NO_PERMISSION');
  });
  it('checks every requirement: VIP + module 54 + role', () => {
    const route = m({ vip: true, module: 54, roles: [{ role: 'dealer' }] });
    expect(accessDecision(route, state({ roles: new Set(['dealer']) }))).toBe('MODULE_LOCKED');
    expect(accessDecision(route, state({ isVip: true }))).toBe('NO_PERMISSION');
    expect(accessDecision(route, state({ isVip: true, roles: new Set(['dealer']) }))).toBeNull();
  });
});

describe('holdsSessionRole', () => {
  it('does not make an admin of a company-less user', () => expect(holdsSessionRole('companyAdmin', state({ companyRole: 'admin' }))).toBe(false));
  it('never answers object roles from the session', () => expect(holdsSessionRole('circleAdmin', state({ roles: new Set(['circleAdmin']) }))).toBe(false));
});

describe('metadataProblem (start-up check)', () => {
  const none = new Set<string>();
  it('refuses a route without metadata or auth level', () => {
    expect(metadataProblem(undefined, none)).toMatch(/no metadata/);
    expect(metadataProblem({ base: 'main' }, none)).toMatch(/auth level/);
  });
  it('refuses unknown modules and roles', () => {
    expect(metadataProblem(m({ module: 7 }), none)).toMatch(/unknown module 7/);
    expect(metadataProblem(m({ roles: [{ role: 'king' as never }] }), none)).toMatch(/unknown role/);
  });
  it('refuses requirements on routes without a session', () => {
    expect(metadataProblem(m({ auth: 'public', vip: true }), none)).toMatch(/does not require a session/);
  });
  it('refuses an object role nobody resolves or without its id field', () => {
    expect(metadataProblem(m({ roles: [{ role: 'circleAdmin', from: 'body.cid' }] }), none)).toMatch(/no resolver/);
    expect(metadataProblem(m({ roles: [{ role: 'circleAdmin' }] }), new Set(['circleAdmin']))).toMatch(/id field/);
    expect(metadataProblem(m({ roles: [{ role: 'circleAdmin', from: 'body.cid' }] }), new Set(['circleAdmin']))).toBeNull();
  });
  it('accepts plain valid metadata', () => expect(metadataProblem(m({ module: 54, vip: true }), none)).toBeNull());
});

describe('lockedModules', () => {
  it('lists the advanced modules not unlocked, none for VIP', async () => {
    const { lockedModules } = await import('./access.rules');
    const all = lockedModules(state()).map((m) => m.moduleId);
    expect(all).toContain(54);
    expect(all).not.toContain(46); // basic modules are never locked
    expect(lockedModules(state({ unlockedModules: new Set([54]) })).map((m) => m.moduleId)).toEqual(all.filter((id) => id !== 54));
    expect(lockedModules(state({ isVip: true }))).toEqual([]);
  });
});

describe('custodyDecision (a trusteeship state blocks some features)', () => {
  it('refuses a marked route only while the card is in custody', () => {
    expect(custodyDecision(m({ blockedInCustody: true }), true)).toBe('CUSTODY_BLOCKED');
    expect(custodyDecision(m({ blockedInCustody: true }), false)).toBeNull();
    expect(custodyDecision(m({}), true)).toBeNull();
    expect(custodyDecision(m({ blockedInCustody: false }), true)).toBeNull();
  });
});
