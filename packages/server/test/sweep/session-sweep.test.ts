import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/lib/hash';
import { newSession, newUser, type FactoryUser } from '../factories';
import { makeTestApp, type TestApp } from '../helpers/app';
import { allRoutes, fieldSchemas, isPublicReference, type WalkedRoute } from '../helpers/contract-walk';
import { inputSchemaOf, sampleFields, type WireFields } from './samples';
import { expectAnswer, expectEnvelope, sendRoute } from './send';

/**
 * Sessions on every signed-in route: an expired or a revoked token answers 302 "login timeout"; the session
 * cookie alone (as the browser sends it) works like the Authorization header. The dead sessions are made once, one
 * expired and one revoked, and every route is asked with both: nothing brings a dead session back (and one deleted
 * would answer NOT_LOGGED_IN, failing the tests). Each cookie test issues live sessions of its own just before its
 * calls (a handler that really runs may end the user's other sessions: a password change does).
 */
let t: TestApp;
let user: FactoryUser;
/** The cookie tests' user: with a valid body the handlers really run and may change its data; nothing reads it. */
let scratch: FactoryUser;
/** Sessions of `user` that expired or were revoked a second ago. */
const dead = { expired: '', revoked: '' };
beforeAll(async () => {
  t = await makeTestApp();
  user = await newUser(t.ctx, { vip: 'active', companyRole: 'admin' });
  scratch = await newUser(t.ctx, { vip: 'active', companyRole: 'admin' });
  const past = new Date(t.ctx.clock.now().getTime() - 1000);
  for (const change of ['expired', 'revoked'] as const) {
    dead[change] = await newSession(t.ctx, user);
    await t.ctx.db.session.update({ where: { tokenHash: sha256(dead[change]) }, data: change === 'expired' ? { expiresAt: past } : { revokedAt: past } });
  }
});
afterAll(async () => {
  await t.close();
});

const userRoutes = allRoutes().filter((w) => w.meta.auth === 'user');

async function validInput(w: WalkedRoute, cardId: string) {
  const schema = inputSchemaOf(w);
  const fixed: WireFields = Object.fromEntries(
    Object.keys(fieldSchemas(schema))
      .filter(isPublicReference)
      .map((k) => [k, cardId]),
  );
  return { fields: (await sampleFields(schema, fixed)).fields, param: cardId };
}

it('walks the signed-in routes', () => {
  expect(userRoutes.length).toBeGreaterThan(50);
});

describe.each(userRoutes.map((w) => [w.name, w] as const))('%s', (name, w) => {
  it.each(['expired', 'revoked'] as const)('answers 302 LOGIN_TIMEOUT to an %s token', async (change) => {
    const res = await sendRoute(t.app, w, { ...(await validInput(w, user.phoneIdEcr)), token: dead[change] });
    expect(res.statusCode).toBe(401);
    const body = expectEnvelope(res, name);
    expect([body.status, body.code]).toEqual([302, 'LOGIN_TIMEOUT']);
  });

  it('accepts the session cookie alone, like the header', async () => {
    const me = { ...scratch, token: await newSession(t.ctx, scratch) };
    const input = await validInput(w, user.phoneIdEcr);
    const body = expectAnswer(await sendRoute(t.app, w, { ...input, token: me.token, cookie: true, origin: t.ctx.config.publicOrigin }), name);
    expect(body?.status, `${name} refused the cookie session: ${JSON.stringify(body)}`).not.toBe(302);
    const viaHeader = expectAnswer(await sendRoute(t.app, w, { ...input, token: await newSession(t.ctx, me) }), name);
    expect(viaHeader?.status, `${name} refused the header session`).not.toBe(302);
  });
});
