import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Writes packages/contract/src/routes.ts (and its per-area tables in route-table/): each call's method, path, content type, service base and idempotency,
 * which is all the app's API client reads at run time. Importing the full contract for that put zod and every
 * schema into the app's entry file (about 35 kB gzip of the first screen); the screens that validate forms still
 * import the schemas, so those load with them. `src/lib/contract-routes.test.ts` fails when the file is stale.
 *
 * Regenerate: `cd packages/client && npx tsx build/contract-routes.ts`
 */

interface RouteLike {
  method: string;
  path: string;
  contentType?: string;
  metadata?: { base?: string; idempotent?: boolean; tokenHeader?: boolean };
}
type RouterLike = { [key: string]: RouterLike | RouteLike };

const isRoute = (v: RouterLike | RouteLike): v is RouteLike => typeof (v as RouteLike).method === 'string' && typeof (v as RouteLike).path === 'string';

const CONTENT = { 'application/x-www-form-urlencoded': 'FORM', 'multipart/form-data': 'MULTIPART' } as Record<string, string>;

function routeLine(name: string, r: RouteLike, indent: string): string {
  const args = [`'${r.method}'`, `'${r.path}'`, r.contentType ? (CONTENT[r.contentType] ?? `'${r.contentType}'`) : 'undefined', `'${r.metadata?.base ?? 'main'}'`];
  if (r.metadata?.idempotent || r.metadata?.tokenHeader) args.push(r.metadata.idempotent ? 'true' : 'false');
  // The material host's calls send the session as a `Token` header (lib/api.ts reads it).
  if (r.metadata?.tokenHeader) args.push('true');
  return `${indent}${name}: r(${args.join(', ')}),`;
}

function routerLines(router: RouterLike, indent: string): string[] {
  return Object.entries(router).flatMap(([name, v]) => (isRoute(v) ? [routeLine(name, v, indent)] : [`${indent}${name}: {`, ...routerLines(v, `${indent}  `), `${indent}},`]));
}

/** The envelope statuses every answer is read by (contract common/error-codes.ts). */
export interface EnvelopeStatuses {
  STATUS_NOT_LOGGED_IN: number;
  STATUS_REDIRECT: number;
}

const HEADER = [
  '// Generated from the contract by packages/client/build/contract-routes.ts; do not edit by hand (a client test',
  '// compares it with the contract). Regenerate: `cd packages/client && npx tsx build/contract-routes.ts`.',
];

/** The generated files' folder: one table per contract area beside routes.ts, which joins them. */
export const ROUTES_FILE = fileURLToPath(new URL('../../contract/src/routes.ts', import.meta.url));
export const ROUTE_TABLE_DIR = fileURLToPath(new URL('../../contract/src/route-table/', import.meta.url));
export const LOADERS_FILE = fileURLToPath(new URL('../../contract/src/route-loaders.ts', import.meta.url));

/**
 * The route table of this contract, as files (absolute path -> text): `route-table/route-entry.ts` (the entry
 * maker), one `route-table/<area>.ts` per contract area, and `routes.ts`, which joins the areas and holds the
 * envelope statuses. Split by area so no generated file grows past a readable size as areas are added.
 */
export function renderRoutes(contract: object, statuses: EnvelopeStatuses): Record<string, string> {
  const areas = Object.keys(contract);
  const files: Record<string, string> = {};
  files[`${ROUTE_TABLE_DIR}route-entry.ts`] = [
    ...HEADER,
    '',
    "export const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded' as const;",
    'export const FORM = FORM_CONTENT_TYPE;',
    "export const MULTIPART = 'multipart/form-data' as const;",
    '',
    '/** One call: what ts-rest `initClient` reads (method, path, content type) and our metadata (base, idempotency, Token header). */',
    'export const r = (method: string, path: string, contentType: string | undefined, base: string, idempotent?: boolean, tokenHeader?: boolean) => ({',
    '  method, path, ...(contentType ? { contentType } : {}), responses: {},',
    '  metadata: { base, ...(idempotent ? { idempotent } : {}), ...(tokenHeader ? { tokenHeader } : {}) },',
    '});',
    '',
  ].join('\n');
  for (const area of areas) {
    const body = routerLines((contract as RouterLike)[area] as RouterLike, '  ');
    const used = ['r', ...(body.some((l) => l.includes(', FORM, ')) ? ['FORM'] : []), ...(body.some((l) => l.includes(', MULTIPART, ')) ? ['MULTIPART'] : [])];
    files[`${ROUTE_TABLE_DIR}${area}.ts`] = [
      ...HEADER,
      '',
      `import { ${used.sort().join(', ')} } from './route-entry';`,
      '',
      `/** The ${area} area's calls. */`,
      `export const ${area}Routes = {`,
      ...body,
      '};',
      '',
    ].join('\n');
  }
  files[ROUTES_FILE] = [
    ...HEADER,
    '//',
    "// Each call's method, path, content type, service base, idempotency and Token header, with no zod: what a client needs at run",
    '// time to reach a call (ts-rest `initClient` reads these fields). Types come from the contract itself. One file per',
    '// area in route-table/.',
    '',
    ...areas.map((a) => `import { ${a}Routes } from './route-table/${a}';`),
    '',
    "export { FORM_CONTENT_TYPE } from './route-table/route-entry';",
    '',
    '/** Envelope statuses the client acts on (the error catalogue holds them with every other code). */',
    `export const STATUS_NOT_LOGGED_IN = ${statuses.STATUS_NOT_LOGGED_IN};`,
    `export const STATUS_REDIRECT = ${statuses.STATUS_REDIRECT};`,
    '',
    'export const contractRoutes = {',
    ...areas.map((a) => `  ${a}: ${a}Routes,`),
    '};',
    '',
  ].join('\n');
  files[LOADERS_FILE] = [
    ...HEADER,
    '',
    "import type { contractRoutes } from './routes';",
    '',
    'type Tables = typeof contractRoutes;',
    '',
    '/**',
    " * Each area's table, loaded the first time one of its calls is made (the client's lib/contract-client.ts): the whole",
    " * table was most of the first screen's API code, which needs three or four areas of seventeen.",
    ' */',
    'export const contractRouteLoaders: { [A in keyof Tables]: () => Promise<Tables[A]> } = {',
    ...areas.map((a) => `  ${a}: () => import('./route-table/${a}').then((m) => m.${a}Routes),`),
    '};',
    '',
  ].join('\n');
  return files;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { contract, STATUS_NOT_LOGGED_IN, STATUS_REDIRECT } = await import('@card/contract');
  const files = renderRoutes(contract, { STATUS_NOT_LOGGED_IN, STATUS_REDIRECT });
  mkdirSync(ROUTE_TABLE_DIR, { recursive: true });
  // An area no longer in the contract leaves no table behind.
  for (const f of readdirSync(ROUTE_TABLE_DIR)) if (!files[`${ROUTE_TABLE_DIR}${f}`]) rmSync(`${ROUTE_TABLE_DIR}${f}`);
  for (const [file, text] of Object.entries(files)) writeFileSync(file, text);
  console.log(`wrote ${ROUTES_FILE} and ${Object.keys(files).length - 1} files in ${ROUTE_TABLE_DIR}`);
}
