import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type FactoryUser } from '../factories';
import { makeTestApp, type TestApp } from '../helpers/app';
import { allRoutes, arrayElementOf, fieldSchemas, isPublicReference, requiresFields, schemaKeys, urlOf, type WalkedRoute } from '../helpers/contract-walk';
import { inputSchemaOf, sampleFields, schemaProblems, type WireFields } from './samples';
import { expectAnswer, expectEnvelope, expectFieldError, isJson, sendRoute } from './send';
import { sessionPool } from './session-pool';

/**
 * The generic sweep: every route of the contract without a token, with malformed input and malformed path
 * parameters, and each declared auth level checked against what the handler needs. Every malformed request gets
 * a clear catalogue envelope naming the field, never a 5xx. Sessions, foreign ids: session-sweep, foreign-id-sweep.
 */
let t: TestApp;
/** The card whose public id fills phoneIdEcr fields and path parameters; nothing here changes it. */
let cardOwner: FactoryUser;
/**
 * A live session of the card owner for each route's calls (from a pool: minted in batches, each handed out once), so
 * a route that ended its session (logout) could not spoil another route's. Every call with a token is malformed and
 * refused before its handler runs, or is a GET that reads nothing; and every check below fails on a 302, so a
 * session that a call did end shows as failures of that route, never as a pass.
 */
let ownToken: () => Promise<string>;
beforeAll(async () => {
  t = await makeTestApp();
  // Staff roles too, and a company admin, so role-gated routes (refund approval, circle operator actions, company
  // management) reach their input checks; who may call them is tested per area.
  cardOwner = await newUser(t.ctx, { vip: 'active', roles: ['customerService', 'operator'], companyRole: 'admin' });
  ownToken = sessionPool(t.ctx, cardOwner);
});
afterAll(async () => {
  await t.close();
});

const routes = allRoutes();
const FORM = 'application/x-www-form-urlencoded';

const raw = (w: WalkedRoute, o: { payload?: string; contentType?: string; query?: string; token?: string; param?: string }) =>
  t.app.inject({
    method: w.route.method as 'GET' | 'POST',
    url: `${urlOf(w, o.param)}${o.query ? `?${o.query}` : ''}`,
    // Idempotent routes refuse a call without a request id before they validate; send one so the body is judged.
    headers: { 'x-request-id': randomBytes(12).toString('base64url'), ...(o.token ? { authorization: o.token } : {}), ...(o.contentType ? { 'content-type': o.contentType } : {}) },
    ...(o.payload !== undefined ? { payload: o.payload } : {}),
  });

/** A valid body for the route, with the card owner's public id wherever a card is named. */
async function validInput(w: WalkedRoute) {
  const schema = inputSchemaOf(w);
  // A JSON array body (its element sampled as a field would be); such a route's refusals name the field `body`.
  const element = arrayElementOf(schema);
  if (element) {
    const { fields, missing } = await sampleFields(z.object({ body: element }));
    expect(missing, `${w.name}: no sample value fits the array's element; add one to SAMPLES in samples.ts`).toEqual([]);
    const list = [fields.body] as unknown as WireFields;
    expect(schemaProblems(schema, list), `${w.name}: the sample body fails the route's schema`).toBe('');
    return { fields: list, param: cardOwner.phoneIdEcr };
  }
  const fixed: WireFields = Object.fromEntries(
    Object.keys(fieldSchemas(schema))
      .filter(isPublicReference)
      .map((k) => [k, cardOwner.phoneIdEcr]),
  );
  const { fields, missing } = await sampleFields(schema, fixed);
  expect(missing, `${w.name}: no sample value fits these fields; add them to SAMPLES in samples.ts`).toEqual([]);
  expect(schemaProblems(schema, fields), `${w.name}: the sample body fails the route's schema`).toBe('');
  return { fields, param: cardOwner.phoneIdEcr };
}

it('walks a non-trivial contract', () => {
  expect(routes.length).toBeGreaterThan(10);
});

describe.each(routes.map((w) => [w.name, w] as const))('%s', (name, w) => {
  const isGet = w.route.method === 'GET';
  const bodySchema = 'body' in w.route ? w.route.body : undefined;
  const keys = arrayElementOf(inputSchemaOf(w)) ? ['body'] : schemaKeys(inputSchemaOf(w));
  const pathParams = schemaKeys((w.route as { pathParams?: unknown }).pathParams);
  let session: Promise<string> | undefined;
  /** This route's session of the card owner (see ownToken). */
  const routeToken = () => (session ??= ownToken());

  it('has a complete sample body (the sample table covers every field)', async () => {
    await validInput(w);
  });

  if (w.meta.auth === 'user') {
    it('answers status 302 without a token', async () => {
      const res = await raw(w, isGet ? {} : { payload: '', contentType: FORM });
      expect(res.statusCode).toBe(401);
      expect(expectEnvelope(res, name).status).toBe(302);
    });
    it('answers status 302 with a forged token', async () => {
      const res = await raw(w, { token: 'forged-token-value' });
      expect(expectEnvelope(res, name).status).toBe(302);
    });
  } else {
    // A public route is never given a session; an optional one must work without it. With a valid body the
    // handler really runs, so one that reads the signed-in user answers 302 here and fails.
    it(`works without a session, as its '${w.meta.auth}' level declares`, async () => {
      const body = expectAnswer(await sendRoute(t.app, w, await validInput(w)), name);
      expect(body?.status, `${name} needs a session but is declared '${w.meta.auth}': ${JSON.stringify(body)}`).not.toBe(302);
    });
  }

  if (pathParams.length) {
    it.each(['!!bad!!', 'short', 'x'.repeat(65), '%00'])('refuses the malformed path parameter %s with a field error', async (bad) => {
      const res = await sendRoute(t.app, w, { ...(await validInput(w)), param: bad, token: await routeToken() });
      expectFieldError(expectEnvelope(res, name), pathParams, name);
    });
    it("refuses a path parameter past the router's length limit with an envelope", async () => {
      const res = await sendRoute(t.app, w, { ...(await validInput(w)), param: 'x'.repeat(300), token: await routeToken() });
      expect(res.statusCode).toBe(400);
      expect(expectEnvelope(res, name).code).toBe('SUBMIT_DATA_ERROR');
    });
  }

  if (!isGet && requiresFields(bodySchema)) {
    it('refuses an empty body with a field message', async () => {
      const empty = isJson(w) ? { payload: '{}', contentType: 'application/json' } : { payload: '', contentType: FORM };
      const body = expectEnvelope(await raw(w, { ...empty, token: await routeToken() }), name);
      expectFieldError(body, keys, name);
    });
  }

  if (keys.length) {
    it('refuses over-long strings and wrong types with a field error', async () => {
      const token = await routeToken();
      const long = Object.fromEntries(keys.map((k) => [k, 'x'.repeat(5000)]));
      const res = await sendRoute(t.app, w, { fields: long, param: cardOwner.phoneIdEcr, token });
      expectFieldError(expectEnvelope(res, name), keys, `${name} (over-long)`);
      if (!isGet) {
        const wrong = JSON.stringify(Object.fromEntries(keys.map((k) => [k, { nested: [1, 2] }])));
        const body = expectEnvelope(await raw(w, { payload: wrong, contentType: 'application/json', token, param: cardOwner.phoneIdEcr }), name);
        expect(body.status, `${name} accepted objects for every field`).not.toBe(200);
        expect(body.status, `${name} refused the session, not the objects`).not.toBe(302);
      }
    });
  }

  if (!isGet) {
    it('refuses junk form encoding', async () => {
      const body = expectEnvelope(await raw(w, { payload: `${keys[0] ?? 'a'}=%E0%A4%A&x=%FF%FE`, contentType: FORM, token: await routeToken() }), name);
      expect(body.status).toBe(1000001);
    });
    it('refuses a body sent with the wrong content type', async () => {
      const body = expectEnvelope(await raw(w, { payload: 'hello', contentType: 'text/plain', token: await routeToken() }), name);
      expect(body.status).toBe(1000010);
    });
    it('refuses broken JSON and a broken multipart upload', async () => {
      const token = await routeToken();
      // Refused for the body: neither accepted (200) nor refused for the session (302).
      expect(expectEnvelope(await raw(w, { payload: '{"a":', contentType: 'application/json', token }), name).status).not.toBeOneOf([200, 302]);
      const broken = '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc';
      expect(expectEnvelope(await raw(w, { payload: broken, contentType: 'multipart/form-data; boundary=XyZ', token }), name).status).not.toBeOneOf([200, 302]);
    });
  } else if (keys.length) {
    it('refuses junk query encoding with a field error', async () => {
      const res = await raw(w, { query: `${keys[0]}=%E0%A4%A&x=%FF`, token: await routeToken(), param: cardOwner.phoneIdEcr });
      expectFieldError(expectEnvelope(res, name), keys, name);
    });
  } else {
    it('ignores a junk query on a route that reads none, without a 5xx', async () => {
      const body = expectAnswer(await raw(w, { query: 'moduleId=%E0%A4%A&x=%FF', token: await routeToken(), param: cardOwner.phoneIdEcr }), name);
      expect(body?.status, `${name} refused the session`).not.toBe(302);
    });
  }
});
