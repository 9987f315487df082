import { idFieldsOf, type IdField, type WalkedRoute } from '../helpers/contract-walk';
import type { AreaSweep, Build } from './area-sweep';

/**
 * Which kind of owned object an id field names, route by route (the foreign-id sweep's rules), and how each kind is
 * made: contributed by the areas (`domains/<area>/<area>.sweep.ts`, area-sweep.ts says how the rules are read),
 * found here by the bundler's glob, so a new area adds its own file and nothing here. foreign-objects.ts makes them.
 */

/** A kind of owned object a route can name by id (each area's `kinds` keys); `null` marks what nobody owns. */
export type Kind = string;

// Vite's glob import, as vitest (which runs on Vite) transforms it (tsconfig's `vite/client` types).
const FILES = import.meta.glob<AreaSweep>('../../src/domains/*/*.sweep.ts', { eager: true, import: 'sweep' });

/**
 * The areas' sweeps by the contract router's key of their routes: the file's own name (`<key>.sweep.ts`). Mostly the
 * folder's name too; the orders area serves the contract's `vip` router (its URLs' prefix), so its file is vip.sweep.ts.
 */
export function sweepsByArea(files: Readonly<Record<string, AreaSweep>> = FILES): Map<string, AreaSweep> {
  return new Map(
    Object.entries(files).map(([file, sweep]) => [
      file
        .split('/')
        .at(-1)!
        .replace(/\.sweep\.ts$/, ''),
      sweep,
    ]),
  );
}

/** One table joined from every area, refusing a key two areas declare (a spread would let one silently win). */
function joined<V>(areas: Map<string, AreaSweep>, part: (s: AreaSweep) => Readonly<Record<string, V>> | undefined, what: string): Record<string, V> {
  const out: Record<string, V> = {};
  const ownerOf = new Map<string, string>();
  for (const [area, sweep] of areas) {
    for (const [key, value] of Object.entries(part(sweep) ?? {})) {
      const taken = ownerOf.get(key);
      if (taken !== undefined) throw new Error(`${what} ${key} is declared by both ${taken} and ${area}`);
      ownerOf.set(key, area);
      out[key] = value;
    }
  }
  return out;
}

/** The sweep's knowledge of ids, from a set of areas' sweeps (the sweep's own from every area; a test's from others). */
export function sweepRules(areas: Map<string, AreaSweep> = sweepsByArea()) {
  const byField = joined(areas, (s) => s.byField, 'id field');
  const builds: Record<string, Build> = joined(areas, (s) => s.kinds, 'kind');
  const last = new Set([...areas.values()].flatMap((s) => s.last ?? []));
  /** The kind of object an id field names: a Kind, null for what nobody owns, undefined when nothing decides. */
  function kindOf(w: WalkedRoute, f: IdField): Kind | null | undefined {
    const own = areas.get(w.name.split('.')[0]!);
    const special = own?.byRouteField?.find(([re, field]) => field === f.field && re.test(w.name));
    if (special) return special[2];
    if (f.field in byField) return byField[f.field];
    return own?.byRoute?.find(([re]) => re.test(w.name))?.[1];
  }
  return { kindOf, builds, last };
}

const RULES = sweepRules();
export const { kindOf } = RULES;
/** How each kind is made for its owner, from the areas. */
export const BUILDS = RULES.builds;
/** Kinds that sum up others of the owner's, made after the rest. */
export const LAST_KINDS: ReadonlySet<string> = RULES.last;

/** The sweep's completeness check: `route.field` of every id field of `routes` whose kind nothing decides. */
export const undecidedIdFields = (routes: readonly WalkedRoute[], decide: typeof kindOf = kindOf) =>
  routes.flatMap((w) => idFieldsOf(w).flatMap((f) => (decide(w, f) === undefined ? [`${w.name}.${f.field}`] : [])));
