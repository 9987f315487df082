import type { CatalogueEntry } from './error-entry';

/**
 * What one area brings to the contract's shared tables: its error codes (merged into the catalogue) and its limit
 * groups (merged into LIMITS). Written in the area's folder (`<area>/<area>.area.ts`) and named once in
 * areas.list.ts; the catalogue, LIMITS and the contract's area keys are derived from that list, so a new area edits
 * no shared table (issue 33).
 *
 * The manifest holds no router and no schema on purpose: the client reads LIMITS and the catalogue on its first
 * screen, and the bundler keeps whatever a used object refers to, so a router here would carry every area's zod
 * schemas into that screen (issue 9). The routers are joined by area key in routers.ts, typed against this list.
 */
export interface AreaManifest<
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

/** Declares an area's manifest with its exact literal types (codes stay a union of strings, limits stay numbers). */
export const defineArea = <const K extends string, const E extends Readonly<Record<string, CatalogueEntry>>, const L extends Readonly<Record<string, object>>>(
  area: AreaManifest<K, E, L>,
): AreaManifest<K, E, L> => area;

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
