import { z } from 'zod';
import { STATUS_OK, STATUS_SEARCH_SUCCESS, type ErrorCode } from './error-codes';

/**
 * Search calls speak the legacy search codes through the one envelope (spec section 8): success is status 1666666,
 * no match is NO_SEARCH_RESULT, a search that needs VIP is SEARCH_NEED_VIP, a search the back end could not run is
 * SEARCH_FAILED. All four are outcomes of a search, not failures of the app, so a client reads them with
 * `readSearch` (the client's `callSearch`) as one discriminated result instead of an error toast.
 */
export function searchEnvelope<T extends z.ZodTypeAny>(payload: T) {
  return z.object({
    status: z.union([z.literal(STATUS_SEARCH_SUCCESS), z.literal(STATUS_OK)]),
    code: z.literal('OK'),
    msg: z.string(),
    resultSets: payload,
  });
}

export const SEARCH_OUTCOME_CODES = { NO_SEARCH_RESULT: 'empty', SEARCH_NEED_VIP: 'needVip', SEARCH_FAILED: 'failed' } as const satisfies Partial<Record<ErrorCode, string>>;

export type SearchOutcome<T> = { kind: 'results'; data: T } | { kind: 'empty'; message: string } | { kind: 'needVip'; message: string } | { kind: 'failed'; message: string };

/**
 * An envelope read as a search outcome; null when it is neither a search success nor a search code (the caller
 * treats it as an ordinary error: not logged in, a field error, a 5xx).
 */
export function readSearch<T>(env: { status: number; code?: string; msg?: string; resultSets?: unknown }): SearchOutcome<T> | null {
  if (env.status === STATUS_SEARCH_SUCCESS || env.status === STATUS_OK) return { kind: 'results', data: env.resultSets as T };
  const kind = env.code ? (SEARCH_OUTCOME_CODES as Record<string, SearchOutcome<T>['kind']>)[env.code] : undefined;
  if (!kind || kind === 'results') return null;
  return { kind, message: env.msg ?? '' };
}
