import type { AppRouter } from '@ts-rest/core';
import type { CatalogueEntry } from './error-entry';
import type { AreaLabels } from './labels';

/**
 * What one area brings to the contract's light tables: its error codes (merged into the catalogue) and its limit
 * groups (merged into LIMITS). Written in the area's folder (`<area>/<area>.tables.ts`) and held by the area's
 * definition (`<area>.area.ts`, below), which is the one line the area adds to areas.list.ts.
 *
 * Kept apart from the router on purpose: the client reads LIMITS and the catalogue on its first screen, and the
 * bundler keeps whatever a used object refers to, so tables that referred to a router would carry every area's zod
 * schemas into that screen (issue 9). The light list the catalogue and LIMITS read (area-tables.ts) is generated
 * from areas.list.ts (areas.generate.ts), so it names the tables modules only.
 */
export interface AreaTables<
  K extends string = string,
  E extends Readonly<Record<string, CatalogueEntry>> = Readonly<Record<string, CatalogueEntry>>,
  L extends Readonly<Record<string, object>> = Readonly<Record<string, object>>,
> {
  /** The area's top-level key in the contract (`api.<key>.*`). */
  readonly key: K;
  /** Its catalogue entries; a name or a number already taken by another area stops the package from loading. */
  readonly errors: E;
  /** Its limit groups, read as `LIMITS.<group>.<name>` (most areas have one group named like the area). */
  readonly limits: L;
}

/** Declares an area's tables with their exact literal types (codes stay a union of strings, limits stay numbers). */
export const defineTables = <const K extends string, const E extends Readonly<Record<string, CatalogueEntry>>, const L extends Readonly<Record<string, object>>>(
  tables: AreaTables<K, E, L>,
): AreaTables<K, E, L> => tables;

/**
 * A whole area of the contract: its light tables, its field labels (required: an area without labels does not
 * compile) and its router. areas.list.ts lists these, one line an area; the contract's routers are joined from that
 * list, and the light lists (tables, labels) are generated from it.
 */
export interface AreaDefinition<T extends AreaTables = AreaTables, R extends AppRouter = AppRouter> {
  readonly key: T['key'];
  readonly tables: T;
  readonly labels: AreaLabels;
  readonly router: R;
}

/** Declares an area from its parts, keeping the router's exact type (the ts-rest client's typing reads it). */
export const defineArea = <const T extends AreaTables, const R extends AppRouter>(area: { tables: T; labels: AreaLabels; router: R }): AreaDefinition<T, R> => ({
  key: area.tables.key,
  ...area,
});

/** The routers of a list of areas, each under its key: the shape `c.router` takes. */
export type RoutersOf<A extends readonly AreaDefinition[]> = { [D in A[number] as D['key']]: D['router'] };

/** The tables of a list of areas, position for position (the generated light list must equal it). */
export type TablesOf<A extends readonly AreaDefinition[]> = { readonly [I in keyof A]: A[I]['tables'] };

/** Joins the areas' routers by key in the list's order, refusing a key two areas declare. */
export const routersOf = <const A extends readonly AreaDefinition[]>(areas: A): RoutersOf<A> =>
  mergeTables<AppRouter>(
    'area key',
    areas.map((a) => [a.key, { [a.key]: a.router }] as const),
  ) as RoutersOf<A>;

/** `A | B` to `A & B`: the merged table's type is every area's table at once. */
export type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/**
 * Joins tables of named entries, refusing a name two of them declare: an object spread would let the later one win
 * in silence (one area's code or limit group quietly replacing another's).
 */
export function mergeTables<T>(what: string, tables: readonly (readonly [owner: string, table: Readonly<Record<string, T>>])[]): Record<string, T> {
  const merged: Record<string, T> = {};
  const ownerOf = new Map<string, string>();
  for (const [owner, table] of tables) {
    for (const [name, value] of Object.entries(table)) {
      const taken = ownerOf.get(name);
      if (taken !== undefined) throw new Error(`${what} ${name} is declared by both ${taken} and ${owner}`);
      ownerOf.set(name, owner);
      merged[name] = value;
    }
  }
  return merged;
}
