import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Writes packages/contract/src/routes.ts: each call's method, path, content type, service base and idempotency,
 * which is all the app's API client reads at run time. Importing the full contract for that put zod and every
 * schema into the app's entry file (about 35 kB gzip of the first screen); the screens that validate forms still
 * import the schemas, so those load with them. `src/lib/contract-routes.test.ts` fails when the file is stale.
 *
 * Regenerate: `cd packages/client && npx tsx build/contract-routes.ts`
 */

interface RouteLike { method: string; path: string; contentType?: string; metadata?: { base?: string; idempotent?: boolean; tokenHeader?: boolean } }
type RouterLike = { [key: string]: RouterLike | RouteLike };

const isRoute = (v: RouterLike | RouteLike): v is RouteLike => typeof (v as RouteLike).method === 'string' && typeof (v as RouteLike).path === 'string';

const CONTENT = { 'application/x-www-form-urlencoded': 'FORM', 'multipart/form-data': 'MULTIPART' } as Record<string, string>;

function routeLine(name: string, r: RouteLike, indent: string): string {
  const args = [`'${r.method}'`, `'${r.path}'`, r.contentType ? CONTENT[r.contentType] ?? `'${r.contentType}'` : 'undefined', `'${r.metadata?.base ?? 'main'}'`];
  if (r.metadata?.idempotent || r.metadata?.tokenHeader) args.push(r.metadata.idempotent ? 'true' : 'false');
  // The material host's calls send the session as a `Token` header (lib/api.ts reads it).
  if (r.metadata?.tokenHeader) args.push('true');
  return `${indent}${name}: r(${args.join(', ')}),`;
}

function routerLines(router: RouterLike, indent: string): string[] {
  return Object.entries(router).flatMap(([name, v]) => (isRoute(v)
    ? [routeLine(name, v, indent)]
    : [`${indent}${name}: {`, ...routerLines(v, `${indent}  `), `${indent}},`]));
}

/** The envelope statuses every answer is read by (contract common/error-codes.ts). */
export interface EnvelopeStatuses { STATUS_NOT_LOGGED_IN: number; STATUS_REDIRECT: number }

/** The text of routes.ts for this contract. */
export function renderRoutes(contract: object, statuses: EnvelopeStatuses): string {
  return [
    '// Generated from the contract by packages/client/build/contract-routes.ts; do not edit by hand (a client test',
    '// compares it with the contract). Regenerate: `cd packages/client && npx tsx build/contract-routes.ts`.',
    '//',
    '// Each call\'s method, path, content type, service base, idempotency and Token header, with no zod: what a client needs at run',
    '// time to reach a call (ts-rest `initClient` reads these fields). Types come from the contract itself.',
    '',
    "export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded' as const;",
    'const FORM = FORM_CONTENT_TYPE;',
    "const MULTIPART = 'multipart/form-data' as const;",
    '',
    '/** Envelope statuses the client acts on (the error catalogue holds them with every other code). */',
    `export const STATUS_NOT_LOGGED_IN = ${statuses.STATUS_NOT_LOGGED_IN};`,
    `export const STATUS_REDIRECT = ${statuses.STATUS_REDIRECT};`,
    '',
    'const r = (method: string, path: string, contentType: string | undefined, base: string, idempotent?: boolean, tokenHeader?: boolean) => ({',
    '  method, path, ...(contentType ? { contentType } : {}), responses: {},',
    '  metadata: { base, ...(idempotent ? { idempotent } : {}), ...(tokenHeader ? { tokenHeader } : {}) },',
    '});',
    '',
    'export const contractRoutes = {',
    ...routerLines(contract as RouterLike, '  '),
    '};',
    '',
  ].join('\n');
}

export const ROUTES_FILE = fileURLToPath(new URL('../../contract/src/routes.ts', import.meta.url));

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { contract, STATUS_NOT_LOGGED_IN, STATUS_REDIRECT } = await import('@card/contract');
  writeFileSync(ROUTES_FILE, renderRoutes(contract, { STATUS_NOT_LOGGED_IN, STATUS_REDIRECT }));
  console.log(`wrote ${ROUTES_FILE}`);
}
