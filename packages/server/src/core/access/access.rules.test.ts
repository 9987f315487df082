import { describe, expect, it } from 'vitest';
import type { RouteMeta } from '@card/contract';
import { accessDecision, accessStateOf, custodyDecision, holdsSessionRole, isModuleLocked, isVipAt, metadataProblem, type AccessRow, type AccessState } from './access.rules';

const now = new Date('2026-11-22T12:00:00Z');
const later = new Date(now.getTime() + 1000);
const earlier = new Date(now.getTime() - 1000);
const state = (over: Partial<AccessState> = {}): AccessState => ({
  isVip: false, companyId: null, companyRole: null, roles: new Set(), unlockedModules: new Set(), ...over,
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
    vipExpiresAt: null, tempVipExpiresAt: null, companyId: null, companyRole: null, roles: [], unlockedModules: [], ...over,
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

describe('accessDecision', () => {
  it('lets a route that needs nothing through, session or not', () => {
    expect(accessDecision(m({}), null)).toBeNull();
  });
  it('answers VIP routes with MODULE_LOCKED, or the route\'s own code', () => {
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
  it('takes company admin from the session and object roles from the resolvers\' answers', () => {
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
