import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../src/lib/hash';
import { newSession, newUser, type FactoryUser } from '../factories';
import { makeTestApp, type TestApp } from '../helpers/app';
import { allRoutes, fieldSchemas, isPublicReference, type WalkedRoute } from '../helpers/contract-walk';
import { inputSchemaOf, sampleFields, type WireFields } from './samples';
import { expectAnswer, expectEnvelope, sendRoute } from './send';

/**
 * Sessions on every signed-in route: an expired or a revoked token answers 302 "login timeout"; the session
 * cookie alone (as the browser sends it) works like the Authorization header. Each test uses a session of its own.
 */
let t: TestApp;
let user: FactoryUser;
/** The cookie tests' user: with a valid body the handlers really run and may change its data; nothing reads it. */
let scratch: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  user = await newUser(t.ctx, { vip: 'active', companyRole: 'admin' });
  scratch = await newUser(t.ctx, { vip: 'active', companyRole: 'admin' });
});
afterAll(async () => { await t.close(); });

const userRoutes = allRoutes().filter((w) => w.meta.auth === 'user');

/** A session of `user` changed by `change` (ended in the past, or revoked) straight in the database. */
async function deadToken(change: 'expired' | 'revoked') {
  const token = await newSession(t.ctx, user);
  const past = new Date(t.ctx.clock.now().getTime() - 1000);
  await t.ctx.db.session.update({ where: { tokenHash: sha256(token) }, data: change === 'expired' ? { expiresAt: past } : { revokedAt: past } });
  return token;
}

async function validInput(w: WalkedRoute, cardId: string) {
  const schema = inputSchemaOf(w);
  const fixed: WireFields = Object.fromEntries(Object.keys(fieldSchemas(schema)).filter(isPublicReference).map((k) => [k, cardId]));
  return { fields: (await sampleFields(schema, fixed)).fields, param: cardId };
}

it('walks the signed-in routes', () => { expect(userRoutes.length).toBeGreaterThan(50); });

describe.each(userRoutes.map((w) => [w.name, w] as const))('%s', (name, w) => {
  it.each(['expired', 'revoked'] as const)('answers 302 LOGIN_TIMEOUT to an %s token', async (change) => {
    const res = await sendRoute(t.app, w, { ...(await validInput(w, user.phoneIdEcr)), token: await deadToken(change) });
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
