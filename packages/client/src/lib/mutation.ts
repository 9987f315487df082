import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * One cache-refresh policy for every feature: a mutation names the query keys it makes stale, and they are
 * invalidated in order once it succeeds (or settles, for a call whose failure can also change what the server
 * holds). Each area's keys start with the area's name (`areaKeys`), so `[keys.all]` refreshes every screen of
 * that area. `EVERYTHING` is for data shown across areas (the user centre's avatar, name, modules).
 */
export const EVERYTHING = 'everything' as const;
export type Refresh = readonly QueryKey[] | typeof EVERYTHING;

/** The key factory of one area: `all` is the area's root, `key(...)` a key below it. */
export function areaKeys<const Area extends string>(area: Area) {
  return {
    all: [area] as const,
    key: <const Parts extends readonly unknown[]>(...parts: Parts) => [area, ...parts] as const,
  };
}

/**
 * Every area's key factory, here rather than in each feature so one feature can name another area's keys
 * when its change shows there (features may not import each other).
 */
export const areas = {
  account: areaKeys('account'),
  album: areaKeys('album'),
  card: areaKeys('card'),
  links: areaKeys('links'),
  security: areaKeys('security'),
  share: areaKeys('share'),
  usercentre: areaKeys('usercentre'),
  vip: areaKeys('vip'),
};

/** The transaction password's state (set, locked until, tries left): security's screens and the wallet's payment sheet read the same cache entry. */
export const txPasswordKey = areas.security.key('txPassword');

/** Marks the named queries stale (active ones refetch); one after another, so a later area sees the earlier one's data. */
export async function refresh(qc: QueryClient, keys: Refresh): Promise<void> {
  if (keys === EVERYTHING) return qc.invalidateQueries();
  for (const queryKey of keys) await qc.invalidateQueries({ queryKey });
}

export interface AreaMutationOptions {
  when?: 'success' | 'settled';
}

/** The mutation options behind useAreaMutation, apart so a test can run them without React. */
export function areaMutationOptions<A, R>(qc: QueryClient, keys: Refresh, fn: (arg: A) => Promise<R>, opts: AreaMutationOptions = {}) {
  const after = () => refresh(qc, keys);
  return { mutationFn: fn, ...(opts.when === 'settled' ? { onSettled: after } : { onSuccess: after }) };
}

/** A mutation of `fn` that refreshes `keys` when it succeeds (`when: 'settled'`: also when it fails). */
export function useAreaMutation<A = void, R = unknown>(keys: Refresh, fn: (arg: A) => Promise<R>, opts: AreaMutationOptions = {}) {
  const qc = useQueryClient();
  return useMutation(areaMutationOptions(qc, keys, fn, opts));
}
