import { readSearch, type SearchOutcome } from '@card/contract';
import { read, reach, type Ok } from './api';

/**
 * Reads a search call (contract common/search.ts): success (1666666), no result, VIP needed and search failed are
 * outcomes the screen shows in place, not errors; anything else (not logged in, a field error...) goes the way of
 * `call`. Its own module, so the search reader (and the catalogue it imports) loads with the search screens only.
 */
export async function callSearch<R extends { status: number; body: unknown }>(request: Promise<R>): Promise<SearchOutcome<Ok<R>>> {
  const res = await reach(request);
  const env = res.body as { status?: unknown } | null;
  const outcome = env && typeof env.status === 'number' ? readSearch<Ok<R>>(env as { status: number }) : null;
  if (outcome) return outcome;
  return read(res) as never; // not a search outcome, so never a success: read throws the ordinary ApiError
}
