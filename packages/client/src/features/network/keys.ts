import { areaKeys, useAreaMutation } from '../../lib/mutation';

/**
 * Query keys of the network all start with 'network': a change anywhere (an exchange accepted, a company joined)
 * refreshes every network screen. Each part keeps its hooks in its own api file (api-exchange.ts, api-company.ts,
 * api-mirror.ts, api-radar.ts) and builds its keys with `networkKeys.key(...)`.
 */
export const networkKeys = areaKeys('network');
export const useNetworkMutation = <A, R>(fn: (arg: A) => Promise<R>) => useAreaMutation([networkKeys.all], fn);
