import type { FactoryCtx } from '../factories';
import { fundWallet } from '../factories';
import { hashPassword } from '../../src/lib/hash';
import { SAMPLES } from './samples';

/**
 * What one area tells the foreign-id sweep (issue 33): written in the area's folder as `domains/<area>/<area>.sweep.ts`
 * (`export const sweep = areaSweep({...})`) and found by foreign-kinds.ts with import.meta.glob, so no file of the
 * sweep lists the areas. Test code: src never imports a `*.sweep.ts` (.dependency-cruiser.cjs `sweep-files-are-tests`).
 *
 * How an id field's kind is decided: first the route's own area's `byRouteField` (a field that means another object
 * in one call), then every area's `byField` (a field named after its object decides by itself, wherever it appears),
 * then the route's own area's `byRoute` (a bare `id`/`ids` by the call's name). Within an area the first match wins,
 * so "AlbumPhoto" is listed before "Album". A kind is `null` for what nobody owns (catalogue rows, public card ids,
 * objects any role holder acts on by design); nothing deciding fails the sweep's first test, naming the field.
 */
export type Build = (o: OwnedObjects) => Promise<string[]>;
export interface AreaSweep {
  /** The kinds of owned object the area's routes name, each with how an owner's objects of it are made. */
  kinds?: Readonly<Record<string, Build>>;
  byField?: Readonly<Record<string, string | null>>;
  byRoute?: readonly (readonly [RegExp, string | null])[];
  byRouteField?: readonly (readonly [RegExp, string, string | null])[];
  /** Kinds that sum up others of the owner's (every published video), so they are made after the rest. */
  last?: readonly string[];
}
export const areaSweep = (s: AreaSweep) => s;

type Owner = { id: string };

/** Orders are priced at the sample amount, and the wallet of their owner holds it. */
export const amountFen = Number(SAMPLES.amountFen);
/** The sample transaction password's hash, made once (scrypt is slow on purpose; any user may store the same hash). */
let txPwdHash: Promise<string> | undefined;

export const one = async (row: Promise<{ id: string }>) => [(await row).id];
export const twice = async (make: () => Promise<{ id: string }>) => [(await make()).id, (await make()).id];

/**
 * One owner's objects, made by the areas' builders kind by kind on first use, so a route pays only for the kinds it
 * names. A kind's ids are made once per owner and then stay the same: two where order matters, and a list field gets
 * all of a kind, which is exactly what a sort call of that owner sends (the photos of its one album, and so on).
 * Steps several kinds share (the owner's one shop) are made once too (`step`).
 */
export class OwnedObjects {
  readonly #kinds = new Map<string, Promise<string[]>>();
  readonly #steps = new Map<string, Promise<unknown>>();
  constructor(
    readonly ctx: FactoryCtx,
    readonly owner: Owner,
    readonly builds: Readonly<Record<string, Build>>,
  ) {}

  /** The ids of the owner's objects of `kind`, made now if this owner has none yet. */
  ids(kind: string): Promise<string[]> {
    let ids = this.#kinds.get(kind);
    if (!ids) {
      const build = this.builds[kind];
      if (!build) throw new Error(`no area builds the kind ${kind} (add it to the kinds of the area's <area>.sweep.ts)`);
      this.#kinds.set(kind, (ids = build(this)));
    }
    return ids;
  }

  /** A step several of the owner's kinds share (their one shop, the album the photos are in): made on first use. */
  step<T>(name: string, make: () => Promise<T>): Promise<T> {
    let made = this.#steps.get(name) as Promise<T> | undefined;
    if (!made) this.#steps.set(name, (made = make()));
    return made;
  }

  /** The sample amount in the wallet and the sample transaction password, so the owner's payments can succeed. */
  wallet() {
    return this.step('wallet', async () => {
      await fundWallet(this.ctx, this.owner.id, amountFen);
      await this.ctx.db.user.update({ where: { id: this.owner.id }, data: { txPwdHash: await (txPwdHash ??= hashPassword(String(SAMPLES.txPwd))) } });
    });
  }
}
