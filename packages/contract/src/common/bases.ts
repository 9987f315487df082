/**
 * The spec's service bases. All are served by the one server, each under its own prefix; the client reads
 * each base URL from configuration (default: same origin + prefix), so a base can move to its own host later.
 * The main base sits at the root so the legacy paths stay verbatim (`/acc/userLogin.xhtml`).
 */
export const SERVICE_BASES = {
  main: '',
  article: '/x/article',
  shop: '/x/shop',
  material: '/x/material',
  miniApp: '/x/miniapp',
  openPlatform: '/x/open',
  statistics: '/x/statistics',
  websiteBuilder: '/x/website',
  videoStatistics: '/x/videostat',
  activity: '/x/activity',
  catering: '/x/catering',
} as const;
export type ServiceBase = keyof typeof SERVICE_BASES;

/**
 * Roles of spec section 6 that a route can require. Platform roles (customer service, dealer, operator) and the
 * company role come with the session; object roles (circle creator or admin) are resolved by the area that owns
 * the object, from the id named in `RoleRequirement.from`. Areas add their roles here.
 */
export const ROLES = ['companyAdmin', 'circleCreator', 'circleAdmin', 'customerService', 'dealer', 'operator', 'ambassador', 'distributor'] as const;
export type Role = (typeof ROLES)[number];

/** A role the caller must hold; for object roles, `from` names the input field holding the object id (`body.cid`). */
export interface RoleRequirement {
  role: Role;
  from?: `${'body' | 'query' | 'params'}.${string}`;
}

/** Upload limits of a multipart route: how many files, how large each, which real types (sniffed from bytes). */
export interface UploadLimits {
  /** Most files in one request (1 for a single image; 9 for an announcement's pictures). */
  files: number;
  /** Largest size of one file in bytes. */
  maxBytes: number;
  /** Allowed real types, decided from the bytes, never from the name. */
  types: readonly string[];
  /** What the files are for (names the folder and counts towards the owner's storage quota). */
  purpose: string;
}

/** Route metadata every contract entry carries: which base serves it, who may call it, and what it needs. */
export interface RouteMeta {
  base: ServiceBase;
  /** 'user': needs a valid session (else status 302); 'optional': session read when present; 'public': never read. */
  auth: 'user' | 'optional' | 'public';
  /** Needs VIP, active or temporary (else MODULE_LOCKED, or `vipCode` when the route says so). */
  vip?: boolean;
  /** Which catalogue entry answers a caller without VIP (search calls answer SEARCH_NEED_VIP). */
  vipCode?: 'MODULE_LOCKED' | 'SEARCH_NEED_VIP';
  /** Belongs to this module of spec section 1; an advanced module must be unlocked (VIP or golden key). */
  module?: number;
  /** The caller must hold at least one of these roles. */
  roles?: readonly RoleRequirement[];
  /** A multipart route's limits; a route without them accepts no files. */
  upload?: UploadLimits;
  /** Must not take effect twice: the client sends a request id, repeats get the first answer (see idempotency). */
  idempotent?: boolean;
  /**
   * A GET call that changes something (the legacy wire has several, e.g. cancelOrAddMpCollection): guarded against
   * cross-site requests like a POST (decision 0011). Every other method always counts as changing state; a GET
   * whose name starts like a write (add, del, update, cancel...) must say true or false, or the server will not start.
   */
  changesState?: boolean;
  /**
   * The material host's calls (spec: "a Token header taken out of the payload"): the session comes from the `Token`
   * header (the app's Authorization header and cookie are still read when it is absent); the body never carries it.
   */
  tokenHeader?: boolean;
  /**
   * Refused while the caller's card is in custody (trusteeship, issue 18: spec section 6 "a trusteeship state blocks
   * some features"): the custodian looks after the card, so the owner cannot change what custody protects.
   */
  blockedInCustody?: boolean;
}

/** The requirements beyond auth that a route can declare; spread into `meta(...)`. */
export type RouteNeeds = Omit<RouteMeta, 'base' | 'auth'>;
