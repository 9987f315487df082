import { MODULES, ROLES, type ErrorCode, type Role, type RouteMeta } from '@card/contract';

/**
 * Who the caller is, as far as permissions go: everything here comes with the session lookup (one query), so no
 * guard reads the database again. Object roles (circle admin...) are not here: they depend on the object and are
 * answered by the owning area's resolver.
 */
export interface AccessState {
  isVip: boolean;
  companyId: string | null;
  companyRole: 'member' | 'admin' | null;
  /** Platform roles granted to the user (customerService, dealer, operator). */
  roles: ReadonlySet<string>;
  /** Modules unlocked with golden keys. */
  unlockedModules: ReadonlySet<number>;
}

/** Roles whose answer the session carries; every other role needs a resolver registered by its area. */
export const SESSION_ROLES: ReadonlySet<Role> = new Set<Role>(['companyAdmin', 'customerService', 'dealer', 'operator']);

const moduleById = new Map<number, (typeof MODULES)[number]>(MODULES.map((m) => [m.id, m]));

/** VIP of spec section 4: active or temporary VIP both count. Pure: `now` is passed in. */
export function isVipAt(vipExpiresAt: Date | null, tempVipExpiresAt: Date | null, now: Date): boolean {
  return (vipExpiresAt !== null && vipExpiresAt > now) || (tempVipExpiresAt !== null && tempVipExpiresAt > now);
}

/** The user row behind an access state (what `ACCESS_USER_SELECT` reads). */
export interface AccessRow {
  vipExpiresAt: Date | null; tempVipExpiresAt: Date | null; companyId: string | null; companyRole: string | null;
  roles: { role: string }[]; unlockedModules: { moduleId: number }[];
}

/** The access state of a user row at `now`: the one place VIP, company role, platform roles and unlocks are read. */
export function accessStateOf(u: AccessRow, now: Date): AccessState {
  return {
    isVip: isVipAt(u.vipExpiresAt, u.tempVipExpiresAt, now),
    companyId: u.companyId,
    // An unknown role string or a role without a company grants nothing.
    companyRole: u.companyId && (u.companyRole === 'admin' || u.companyRole === 'member') ? u.companyRole : null,
    roles: new Set(u.roles.map((r) => r.role)),
    unlockedModules: new Set(u.unlockedModules.map((m) => m.moduleId)),
  };
}

/** The one module-lock rule: an advanced module is locked unless the user is VIP or unlocked it with golden keys. */
export function isModuleLocked(moduleId: number, state: Pick<AccessState, 'isVip' | 'unlockedModules'>): boolean {
  const m = moduleById.get(moduleId);
  if (!m) return true; // an unknown module is never open: fail closed
  return m.isAdvanced && !state.isVip && !state.unlockedModules.has(moduleId);
}

/** The advanced modules the user has not unlocked (by VIP or golden key), in catalogue order. */
export function lockedModules(state: Pick<AccessState, 'isVip' | 'unlockedModules'>) {
  return MODULES.filter((m) => isModuleLocked(m.id, state)).map((m) => ({ moduleId: m.id, isAdvanced: m.isAdvanced, locked: true }));
}

/** Whether the session alone grants a role (false for object roles: those go to a resolver). */
export function holdsSessionRole(role: Role, state: AccessState): boolean {
  if (role === 'companyAdmin') return state.companyId !== null && state.companyRole === 'admin';
  return SESSION_ROLES.has(role) && state.roles.has(role);
}

/**
 * The guard's decision for what the session can answer: VIP, then the module, then session-borne roles.
 * `objectRoles` holds the answers of the resolvers for the route's object roles (computed by the caller).
 * Returns null when allowed, else the catalogue entry to answer.
 */
export function accessDecision(meta: RouteMeta, state: AccessState | null, objectRoles: ReadonlyMap<Role, boolean> = new Map()): ErrorCode | null {
  const needsSomething = meta.vip || meta.module !== undefined || (meta.roles?.length ?? 0) > 0;
  if (!needsSomething) return null;
  if (!state) return 'NOT_LOGGED_IN';
  if (meta.vip && !state.isVip) return meta.vipCode ?? 'MODULE_LOCKED';
  if (meta.module !== undefined && isModuleLocked(meta.module, state)) return 'MODULE_LOCKED';
  if (meta.roles && meta.roles.length > 0) {
    const allowed = meta.roles.some((r) => (SESSION_ROLES.has(r.role) ? holdsSessionRole(r.role, state) : objectRoles.get(r.role) === true));
    if (!allowed) return 'NO_PERMISSION';
  }
  return null;
}

/**
 * The custody rule (issue 18, spec section 6 "a trusteeship state blocks some features"): a route marked
 * `blockedInCustody` is refused while the caller's card is in an active custody. `inCustody` is asked only for such
 * routes (one indexed read), so other routes cost nothing.
 */
export function custodyDecision(meta: Pick<RouteMeta, 'blockedInCustody'>, inCustody: boolean): ErrorCode | null {
  return meta.blockedInCustody && inCustody ? 'CUSTODY_BLOCKED' : null;
}

/**
 * Why a route's metadata cannot be enforced, or null. The server refuses to start on any answer but null, so a
 * route is never silently public. `resolvable` says which object roles have a resolver.
 */
export function metadataProblem(meta: unknown, resolvable: ReadonlySet<string>): string | null {
  if (!meta || typeof meta !== 'object') return 'has no metadata';
  const m = meta as Partial<RouteMeta>;
  if (m.auth !== 'user' && m.auth !== 'optional' && m.auth !== 'public') return `has no valid auth level (${String(m.auth)})`;
  if (m.module !== undefined && !moduleById.has(m.module)) return `names unknown module ${m.module}`;
  const needsSession = m.vip || m.module !== undefined || (m.roles?.length ?? 0) > 0;
  if (needsSession && m.auth !== 'user') return 'requires VIP, a module or a role but does not require a session';
  for (const r of m.roles ?? []) {
    if (!(ROLES as readonly string[]).includes(r.role)) return `names unknown role ${r.role}`;
    if (!SESSION_ROLES.has(r.role) && !resolvable.has(r.role)) return `requires role ${r.role}, which has no resolver`;
    if (!SESSION_ROLES.has(r.role) && !r.from) return `requires object role ${r.role} without naming the id field (from)`;
  }
  return null;
}
