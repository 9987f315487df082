import type { AppRoute, InitClientReturn } from '@ts-rest/core';
import type { Contract } from '@card/contract';
import { contractRouteLoaders } from '@card/contract/route-loaders';

/** What a call hands to the fetcher: the route, the finished path, and the caller's body as given. */
export interface CallArgs {
  route: AppRoute;
  path: string;
  method: string;
  headers: Record<string, string>;
  rawBody: unknown;
}

interface CallInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
}

/** `/rel/:id/x` with `{ id }`: the same substitution as ts-rest (a missing optional segment is left out). */
const withParams = (path: string, params: Record<string, unknown> = {}) =>
  path.replace(/\/?:([^/?]+)\??/g, (matched, p: string) => (params[p] ? `${matched.startsWith('/') ? '/' : ''}${String(params[p])}` : ''));

/** Query pairs as ts-rest writes them: arrays and objects in bracket notation, undefined left out, null empty. */
function pairs(key: string, value: unknown): [string, string][] {
  if (value === undefined) return [];
  if (value === null) return [[key, '']];
  if (value instanceof Date) return [[key, value.toISOString()]];
  if (Array.isArray(value)) return value.flatMap((v, i) => pairs(`${key}[${i}]`, v));
  if (typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => pairs(`${key}[${k}]`, v));
  return [[key, String(value)]];
}
const queryString = (query: Record<string, unknown> = {}) => {
  const q = Object.entries(query)
    .flatMap(([k, v]) => pairs(k, v))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&');
  return q ? `?${q}` : '';
};

type Area = keyof typeof contractRouteLoaders;

/**
 * The typed client of the contract (the same call shapes as ts-rest's `initClient`), built from the contract's
 * light route table. ts-rest's runtime builds a zod schema when its module loads and the full contract builds
 * every schema, so using either here put zod and all schemas in the app's entry file (issue 9: about 35 kB gzip
 * of the first screen); the screens that validate forms import their schemas and load them with their own code.
 *
 * Each area's table is loaded the first time one of its calls is made (`contractRouteLoaders`, one small chunk per
 * area), so the first screen carries the tables of the areas it calls, not all seventeen (issue 30: the whole table
 * was 12 kB of the first screen's gzip). `api.<area>.<call>` is the same function every time it is read.
 */
export function contractClient(fetcher: (args: CallArgs) => Promise<{ status: number; body: unknown; headers: Headers }>, opts: { preload?: readonly Area[] } = {}) {
  const tables = new Map<Area, Promise<Record<string, AppRoute>>>();
  const tableOf = (area: Area) => {
    let table = tables.get(area);
    if (!table) {
      table = (contractRouteLoaders[area] as () => Promise<unknown>)() as Promise<Record<string, AppRoute>>;
      // A failed load (the network) is tried again by the next call, not remembered.
      table.catch(() => tables.delete(area));
      tables.set(area, table);
    }
    return table;
  };
  const areaClient = (area: Area) => {
    const calls = new Map<string, (input?: CallInput) => Promise<unknown>>();
    return new Proxy(
      {},
      {
        get(_t, call) {
          if (typeof call !== 'string') return undefined;
          let fn = calls.get(call);
          if (!fn) {
            fn = async (input: CallInput = {}) => {
              const route = (await tableOf(area))[call];
              if (!route) throw new Error(`no call ${area}.${call} in the contract`);
              return fetcher({
                route,
                method: route.method,
                headers: { ...input.headers },
                rawBody: input.body,
                path: `${withParams(route.path, input.params)}${queryString(input.query)}`,
              });
            };
            calls.set(call, fn);
          }
          return fn;
        },
      },
    );
  };
  // Asked for now, beside the screen's own code, so the first call does not wait for its table.
  for (const area of opts.preload ?? []) void tableOf(area).catch(() => undefined);
  const areas = Object.fromEntries((Object.keys(contractRouteLoaders) as Area[]).map((a) => [a, areaClient(a)]));
  // biome-ignore lint/complexity/noBannedTypes: ts-rest's own type for no base headers is `{}`
  return areas as unknown as InitClientReturn<Contract, { baseUrl: ''; baseHeaders: {} }>;
}
