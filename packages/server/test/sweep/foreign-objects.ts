import { newPosterTemplate, type FactoryCtx } from '../factories';
import type { AppContext } from '../../src/context';
import type { IdField } from '../helpers/contract-walk';
import { OwnedObjects } from './area-sweep';
import { BUILDS, LAST_KINDS, type Kind } from './foreign-kinds';
import { SWEEP_POSTER_TEMPLATE } from './samples';

/**
 * Making an owner's objects for the sweep: each kind by its area's builder (`domains/<area>/<area>.sweep.ts`,
 * collected by foreign-kinds.ts), on first use, so a route pays only for the kinds it names (area-sweep.ts OwnedObjects).
 */
export { OwnedObjects } from './area-sweep';
type Owner = { id: string };

/** `xs` with the kinds that sum up others last (a stable sort: otherwise as given). */
export const inBuildOrder = <T extends { kind: Kind }>(xs: T[]): T[] => [...xs].sort((a, b) => Number(LAST_KINDS.has(a.kind)) - Number(LAST_KINDS.has(b.kind)));

/** Makes every kind in `kinds` not made yet for `objs`'s owner (in the order builds must run: inBuildOrder). */
export async function buildKinds(objs: OwnedObjects, kinds: Iterable<Kind>) {
  for (const { kind } of inBuildOrder([...kinds].map((kind) => ({ kind })))) await objs.ids(kind);
}

/** The kinds a builder exists for (the sweep's first test checks every kind a route names is among them). */
export const BUILT_KINDS: ReadonlySet<string> = new Set(Object.keys(BUILDS));

/**
 * The objects of `owner`, each kind made on first use, with what a kind's calls need beside it (credits for a sign,
 * money for an order). A precondition missing for a kind cannot hide a broken ownership check: the user refused is
 * the control's user too, so the control would fail with it.
 */
export const ownedObjects = (ctx: FactoryCtx, owner: Owner) => new OwnedObjects(ctx, owner, BUILDS);

/** The poster template the sample `materialId` names (samples.ts), so calls that take a template reach their real work. */
export async function sweepCatalogue(ctx: AppContext) {
  if (!(await ctx.db.posterMaterial.findUnique({ where: { id: SWEEP_POSTER_TEMPLATE }, select: { id: true } }))) {
    await newPosterTemplate(ctx, { id: SWEEP_POSTER_TEMPLATE });
  }
}

/** The wire value of an id field from an owner's objects: one id, or a comma-joined list. */
export async function idValue(objs: OwnedObjects, kind: Kind, f: IdField): Promise<string> {
  const ids = await objs.ids(kind);
  return f.list ? ids.join(',') : ids[0]!;
}
