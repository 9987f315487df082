import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@card/contract';
import { newUser, type FactoryUser } from '../factories';
import { makeTestApp, type TestApp } from '../helpers/app';
import { allRoutes, idFieldsOf, type IdField, type WalkedRoute } from '../helpers/contract-walk';
import { changesSince, watchWrites, writeMark } from './db-snapshot';
import { kindOf, undecidedIdFields, type Kind } from './foreign-kinds';
import { BUILT_KINDS, buildKinds, idValue, inBuildOrder, ownedObjects, sweepCatalogue, type OwnedObjects } from './foreign-objects';
import { inputSchemaOf, sampleFields, schemaProblems, type WireFields } from './samples';
import { expectEnvelope, sendRoute } from './send';

/**
 * The second user: every route that names an owned object by id is called with another user's token against a
 * real object of the first user, with an otherwise valid body. It must answer NOT_FOUND or NO_PERMISSION and
 * change nothing in the database. A control call proves the same body succeeds for the object's owner, so the
 * refusal really comes from ownership. Routes added later join automatically (each area's kinds and rules: its
 * domains/<area>/<area>.sweep.ts, collected by foreign-kinds.ts).
 *
 * Objects are made kind by kind on first use (foreign-objects.ts), so each route pays only for the kinds it names:
 * the first user's are made once for the file (refused calls change nothing, so they stay as made); each route's
 * second user gets objects of its own of the route's kinds, refused against the first user's, then (the control)
 * succeeding with its own, so the one user is refused and served by the same call: only ownership differs.
 *
 * The routes are dealt to `SWEEP_PARTS` test files (foreign-id-sweep-<n>.test.ts), which the runner's workers take
 * side by side.
 */
export const SWEEP_PARTS = 2;
let t: TestApp;
let owner: FactoryUser;
let ownerObjs: OwnedObjects;

interface IdInput {
  f: IdField;
  kind: Kind;
}
const candidates = allRoutes().map((w) => ({ w, ids: idFieldsOf(w).map((f) => ({ f, kind: kindOf(w, f) })) }));
const foreignRoutes = candidates.filter((r) => r.ids.some((x) => x.kind)).map((r) => ({ w: r.w, ids: r.ids.filter((x): x is IdInput => Boolean(x.kind)) }));

/** What the route's guard asks for, granted to both users so the refusal cannot come from the guard. */
const PLATFORM_ROLES = new Set<Role>(ROLES.filter((r) => !['companyAdmin', 'circleCreator', 'circleAdmin'].includes(r)));
const rolesFor = (w: WalkedRoute) => (w.meta.roles ?? []).map((r) => r.role).filter((r) => PLATFORM_ROLES.has(r));
const privileged = (w: WalkedRoute) => newUser(t.ctx, { vip: 'active', companyRole: 'admin', roles: rolesFor(w) });

function findsTheRoutes() {
  it('finds the routes that take ids, and every id field names a known kind', () => {
    expect(foreignRoutes.length).toBeGreaterThanOrEqual(20);
    const undecided = undecidedIdFields(candidates.map((r) => r.w));
    expect(undecided, "add the kind of these id fields to the area's <area>.sweep.ts (byField / byRoute / byRouteField) and a builder of it").toEqual([]);
    const unbuilt = [...new Set(foreignRoutes.flatMap((r) => r.ids.map((x) => x.kind)))].filter((k) => !BUILT_KINDS.has(k));
    expect(unbuilt, "add a builder of these kinds to the kinds of the owning area's <area>.sweep.ts").toEqual([]);
  });
}

/** The call's inputs: each id field from `source(field)`, the rest from the sample table. */
async function inputs(w: WalkedRoute, ids: IdInput[], source: (f: IdField) => OwnedObjects) {
  const fixed: WireFields = {};
  let param: string | undefined;
  for (const { f, kind } of inBuildOrder(ids)) {
    const v = await idValue(source(f), kind, f);
    if (f.place === 'params') param = v;
    else fixed[f.field] = v;
  }
  const { fields, missing } = await sampleFields(inputSchemaOf(w), fixed);
  expect(missing, `${w.name}: no sample value fits these fields; add them to SAMPLES in samples.ts`).toEqual([]);
  expect(schemaProblems(inputSchemaOf(w), fields), `${w.name}: the sample body fails the route's schema`).toBe('');
  return { fields, param };
}

/** The sweep of part `part` (1..SWEEP_PARTS): every SWEEP_PARTS-th route, so each part gets a mix of areas. */
export function foreignIdSweep(part: number) {
  beforeAll(async () => {
    t = await makeTestApp();
    owner = await newUser(t.ctx, { vip: 'active', companyRole: 'admin' });
    ownerObjs = ownedObjects(t.ctx, owner);
    await sweepCatalogue(t.ctx);
    await watchWrites(t.ctx.db);
  });
  afterAll(async () => {
    await t.close();
  });
  if (part === 1) {
    findsTheRoutes();
    it('the write watch notes a real write and nothing for an update that matches no row', async () => {
      const mark = await writeMark(t.ctx.db);
      await t.ctx.db.microVideo.updateMany({ where: { id: 'no-such-video' }, data: { title: 'x' } });
      expect(await changesSince(t.ctx.db, mark)).toEqual([]);
      await t.ctx.db.videoType.create({ data: { id: t.ctx.ids.id(), userId: owner.id, name: '水印检查', createdAt: t.ctx.clock.now() } });
      await t.ctx.db.videoType.updateMany({ where: { userId: owner.id, name: '水印检查' }, data: { sort: 1 } });
      expect(await changesSince(t.ctx.db, mark)).toEqual(['VideoType']);
      await t.ctx.db.videoType.deleteMany({ where: { userId: owner.id, name: '水印检查' } });
    });
  }
  const mine = foreignRoutes.filter((_, i) => i % SWEEP_PARTS === part - 1);
  it(`part ${part} of ${SWEEP_PARTS} has routes to sweep`, () => {
    expect(mine.length).toBeGreaterThan(0);
  });
  describe.each(mine.map((r) => [r.w.name, r] as const))('%s', (name, { w, ids }) => routeSweep(name, w, ids));
}

/** An area's own "not found" where its contract names one (the chat's CHAT_NOT_FOUND for someone else's conversation). */
const AREA_NOT_FOUND = ['CHAT_NOT_FOUND', 'TICKET_NOT_FOUND', 'SERVICE_MESSAGE_NOT_FOUND', 'CUSTODY_NOT_FOUND', 'PERSONA_CUSTOM_NOT_FOUND', 'SHAKE_DEVICE_NOT_FOUND'];

function routeSweep(name: string, w: WalkedRoute, ids: IdInput[]) {
  let intruder: FactoryUser;
  let intruderObjs: OwnedObjects;
  beforeAll(async () => {
    intruder = await privileged(w);
    intruderObjs = ownedObjects(t.ctx, intruder);
    // Objects of the route's kinds of the intruder's own before it is refused (a shop of its own, an album of its
    // own...), as the owner has, so a refusal cannot come from the intruder having none.
    await buildKinds(
      intruderObjs,
      ids.map((x) => x.kind),
    );
  });

  // Every id foreign at once, then (for routes with several) each alone beside the intruder's own objects,
  // e.g. sorting the first user's photos "inside" the intruder's own album.
  const variants = [null, ...(ids.length > 1 ? ids.map((x) => x.f.field) : [])];
  it.each(variants.map((v) => [v ?? 'every id', v] as const))("refuses a second user naming the first user's objects (%s foreign)", async (_l, only) => {
    const { fields, param } = await inputs(w, ids, (f) => (only === null || f.field === only ? ownerObjs : intruderObjs));
    const mark = await writeMark(t.ctx.db);
    const body = expectEnvelope(await sendRoute(t.app, w, { fields, param, token: intruder.token }), name);
    expect(['NOT_FOUND', 'NO_PERMISSION', ...AREA_NOT_FOUND], `${name}: ${JSON.stringify(body)}`).toContain(body.code);
    expect(await changesSince(t.ctx.db, mark), `${name} changed the database for a foreign id (tables written)`).toEqual([]);
  });

  // The same user that was refused, with its own objects: after the refusals, which changed nothing.
  it("control: the same kind of body succeeds for the objects' owner", async () => {
    const { fields, param } = await inputs(w, ids, () => intruderObjs);
    const res = await sendRoute(t.app, w, { fields, param, token: intruder.token });
    // A file answer (a CSV export) succeeds with the file itself, not an envelope.
    if (String(res.headers['content-type'] ?? '').startsWith('text/csv')) return expect(res.statusCode, name).toBe(200);
    const body = expectEnvelope(res, name);
    expect(body.status, `${name}: ${JSON.stringify(body)}`).toBe(200);
  });
}

// Programmes (sms part): someone else's sign, send record or grant answers the part's own not-found.
AREA_NOT_FOUND.push('SMS_SIGN_NOT_FOUND', 'SMS_RECORD_NOT_FOUND', 'SMS_GRANT_NOT_FOUND');
