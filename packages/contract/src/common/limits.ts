import { mergeTables, type AreaTables, type UnionToIntersection } from './define-area';
import { AREA_TABLES } from '../area-tables';
import { MONEY_LIMITS } from '../orders/orders.limits';
export type { ReferralRole, ReferralLine, ReferralTier } from '../programme/programme-referral.limits';
// The money limits on their own too: the management centre's first screen needs two of them, and importing LIMITS
// there carries every area's limits (4 kB gzip) into that screen.
export { MONEY_LIMITS };

// The groups no single area owns: the server's read caches, lists and uploads (every area pages and uploads).
/**
 * Ours: entries the server's read caches keep (core/read-cache, decision 0013; least recently used go first).
 * `perUser`: small values keyed by user or session (sessions, home data, unread counts); `cardPages`: card views and
 * rendered card pages, a few kB each.
 */
export const CACHE_LIMITS = { perUser: 20_000, cardPages: 2000 } as const;

/** Lists (spec sections 5 and 9: page index from 1, ten a page); the maximum page size and cursor length are ours. */
export const PAGING_LIMITS = {
  pageIndexDefault: 1,
  /** A deeper page is refused rather than asking the database to skip that many rows. */
  pageIndexMax: 10_000,
  pageSizeDefault: 10,
  pageSizeMax: 50,
  cursorMax: 200,
  /** Lists shown whole without paging, bounded by a cap of ours (bind requests, unread wallet tips). */
  smallListMax: 20,
} as const;

export const UPLOAD_LIMITS = {
  imageMaxBytes: 2 * 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const,
  /** Ours: the most files any route may declare (a 9-image announcement or complaint); multipart is registered with it. */
  filesMax: 9,
  /** Ours: the largest file any route may declare (room for a short micro video); a route declares its own, smaller. */
  fileMaxBytes: 50 * 1024 * 1024,
  /** Ours: what one user may keep in file storage, summed over every stored file (after re-encoding). */
  quotaBytes: 200 * 1024 * 1024,
  /** Ours: how long a signed upload token stays valid. */
  tokenMinutes: 10,
} as const;

const COMMON_LIMITS = { cache: CACHE_LIMITS, paging: PAGING_LIMITS, upload: UPLOAD_LIMITS } as const;

/** The common limit groups, then each area's (a test builds them with a dummy area). */
export function limitsOf(areas: readonly AreaTables[]): Record<string, object> {
  return mergeTables<object>('limit group', [['common', COMMON_LIMITS], ...areas.map((a) => [a.key, a.limits] as const)]);
}

type AreaLimits = UnionToIntersection<(typeof AREA_TABLES)[number]['limits']>;

/**
 * Every limit of the product in one place, grouped by the area that enforces it: spec section 9's numbers and our
 * own where the spec is silent (marked "ours"). Schemas, rules, services and screens read `LIMITS.<group>.<name>`;
 * nothing declares a limit of its own. An area's groups live in its folder (`<area>/<area>.limits.ts`) and come in
 * through its tables (`<area>.tables.ts`, listed from areas.list.ts); a group two areas declare stops the package from loading.
 */
export const LIMITS = limitsOf(AREA_TABLES) as typeof COMMON_LIMITS & AreaLimits;

export type Limits = typeof LIMITS;
