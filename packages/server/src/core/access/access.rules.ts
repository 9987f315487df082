import { BUILT_MODULES, MODULES, ROLES, type ErrorCode, type ModuleCatalogueEntry, type ModuleState, type Role, type RouteMeta } from '@card/contract';

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

const moduleById = new Map<number, ModuleCatalogueEntry>(MODULES.map((m) => [m.id, m]));

/** VIP of spec section 4: active or temporary VIP both count. Pure: `now` is passed in. */
export function isVipAt(vipExpiresAt: Date | null, tempVipExpiresAt: Date | null, now: Date): boolean {
  return (vipExpiresAt !== null && vipExpiresAt > now) || (tempVipExpiresAt !== null && tempVipExpiresAt > now);
}

/** The user row behind an access state (what `ACCESS_USER_SELECT` reads). */
export interface AccessRow {
  vipExpiresAt: Date | null;
  tempVipExpiresAt: Date | null;
  companyId: string | null;
  companyRole: string | null;
  roles: { role: string }[];
  unlockedModules: { moduleId: number }[];
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

type ModuleAccess = Pick<AccessState, 'isVip' | 'unlockedModules'>;

/**
 * The one module rule (issue 31), read by the permission guard, the management centre's tiles, the lock calls and
 * the golden-key unlock: a module that is not built (no call opens it, `BUILT_MODULES`) is `soon`; a basic module
 * is `open`; an advanced one is `open` with VIP or a golden-key unlock of it (never a key for a VIP-only one), else
 * `locked` (keys or VIP open it) or `vip` (only VIP does). `built` is the contract's, passed in by tests.
 */
export function moduleState(moduleId: number, state: ModuleAccess, built: ReadonlySet<number> = BUILT_MODULES): ModuleState {
  return stateOfModule(moduleById.get(moduleId), built.has(moduleId), state);
}

/** The rule for one catalogue entry (`undefined`: not in the catalogue) and whether it is built. */
export function stateOfModule(m: ModuleCatalogueEntry | undefined, built: boolean, state: ModuleAccess): ModuleState {
  if (!m || !built) return 'soon';
  if (!m.isAdvanced || state.isVip) return 'open';
  if (m.vipOnly) return 'vip';
  return state.unlockedModules.has(m.id) ? 'open' : 'locked';
}

const NO_ACCESS: ModuleAccess = { isVip: false, unlockedModules: new Set() };

/** Whether golden keys can open the module at all: it is `locked` for someone without VIP or unlocks (what an unlock may buy). */
export function keyUnlockable(moduleId: number, built: ReadonlySet<number> = BUILT_MODULES): boolean {
  return moduleState(moduleId, NO_ACCESS, built) === 'locked';
}

/** The guard's question: the module is not usable now (locked, VIP only, not built, or unknown: fail closed). */
export function isModuleLocked(moduleId: number, state: ModuleAccess): boolean {
  return moduleState(moduleId, state) !== 'open';
}

/** What golden keys could still unlock for the user (state `locked`), in catalogue order. */
export function lockedModules(state: ModuleAccess) {
  return MODULES.filter((m) => moduleState(m.id, state) === 'locked').map((m) => ({ moduleId: m.id, isAdvanced: m.isAdvanced, locked: true, state: 'locked' as const }));
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
