/**
 * One client area: its paths (joined into `paths`, config/paths.ts) and the locale namespaces it owns (locales/<lang>/
 * <ns>.json). Written in the area's folder (`app/routes/<area>/<area>.area.ts`) and named once in app/areas.ts;
 * `paths`, the router's area table (area-routes.ts) and the catalogue check are derived from that list, so a new area
 * edits no shared file but the list (issue 33).
 *
 * The manifest does not name its routes: area-routes.ts finds the folder's `routes.tsx` by a glob. The screens read
 * `paths`, which the manifests make, so a manifest importing its screens (even lazily) would close a circle; and a
 * manifest that held its route objects would carry every area's table into the first screen (issue 30).
 */
export interface ClientArea<K extends string = string, P extends Readonly<Record<string, unknown>> = Readonly<Record<string, unknown>>> {
  readonly key: K;
  readonly paths: P;
  /** The catalogues (locale namespaces) the area's screens own; a screen may read others' too (route `handle.ns`). */
  readonly namespaces: readonly string[];
}

export const defineClientArea = <const K extends string, const P extends Readonly<Record<string, unknown>>>(area: ClientArea<K, P>): ClientArea<K, P> => area;

/** `A | B` to `A & B`: `paths` has every area's paths at once. */
export type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Joins the areas' path tables, refusing a name two of them declare (a spread would let the later one win in silence). */
export function joinPaths(tables: readonly (readonly [owner: string, table: Readonly<Record<string, unknown>>])[]): Record<string, unknown> {
  const joined: Record<string, unknown> = {};
  const ownerOf = new Map<string, string>();
  for (const [owner, table] of tables) {
    for (const [name, value] of Object.entries(table)) {
      const taken = ownerOf.get(name);
      if (taken !== undefined) throw new Error(`path ${name} is declared by both ${taken} and ${owner}`);
      ownerOf.set(name, owner);
      joined[name] = value;
    }
  }
  return joined;
}
