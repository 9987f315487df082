import type { AppRoute, AppRouter, InitClientReturn } from '@ts-rest/core';
import type { Contract } from '@card/contract';
import { contractRoutes } from '@card/contract/routes';

/** What a call hands to the fetcher: the route, the finished path, and the caller's body as given. */
export interface CallArgs { route: AppRoute; path: string; method: string; headers: Record<string, string>; rawBody: unknown }

interface CallInput { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; headers?: Record<string, string> }

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
  const q = Object.entries(query).flatMap(([k, v]) => pairs(k, v)).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return q ? `?${q}` : '';
};

function build(router: AppRouter, fetcher: (args: CallArgs) => Promise<unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(router).map(([key, entry]) => {
    if (!('method' in entry && 'path' in entry)) return [key, build(entry as AppRouter, fetcher)];
    const route = entry as AppRoute;
    return [key, (input: CallInput = {}) => fetcher({
      route, method: route.method, headers: { ...input.headers }, rawBody: input.body,
      path: `${withParams(route.path, input.params)}${queryString(input.query)}`,
    })];
  }));
}

/**
 * The typed client of the contract (the same call shapes as ts-rest's `initClient`), built from the contract's
 * light route table. ts-rest's runtime builds a zod schema when its module loads and the full contract builds
 * every schema, so using either here put zod and all schemas in the app's entry file (issue 9: about 35 kB gzip
 * of the first screen); the screens that validate forms import their schemas and load them with their own code.
 */
export function contractClient(fetcher: (args: CallArgs) => Promise<{ status: number; body: unknown; headers: Headers }>) {
  return build(contractRoutes as unknown as AppRouter, fetcher) as unknown as InitClientReturn<Contract, { baseUrl: ''; baseHeaders: {} }>;
}
