import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { authService } from '../../src/domains/account/auth.service';
import { makeTestApp, type TestApp } from '../helpers/app';
import { allRoutes, requiresFields, schemaKeys, urlOf, type WalkedRoute } from '../helpers/contract-walk';

/**
 * The generic sweep: every route of the contract, without a token and with malformed input. Protected routes
 * must answer status 302; every malformed request must get a clear catalogue envelope, never a 5xx.
 */
let t: TestApp;
let token = '';
let user: { id: string; phoneIdEcr: string };
beforeAll(async () => {
  t = await makeTestApp();
  const reg = await t.register('13700000001');
  user = (await t.ctx.db.user.findUniqueOrThrow({ where: { phoneIdEcr: reg.phoneIdEcr }, select: { id: true, phoneIdEcr: true } }));
});
afterAll(async () => { await t.close(); });

const routes = allRoutes();

function expectEnvelope(res: LightMyRequestResponse, label: string) {
  expect(res.statusCode, `${label}: HTTP ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  const body = res.json();
  expect(typeof body.status, label).toBe('number');
  expect(typeof body.msg, label).toBe('string');
  expect(body.msg.length, label).toBeGreaterThan(0);
  expect(res.body, label).not.toMatch(/at .*\.(ts|js):\d+|prisma|stack/i);
  return body;
}

const send = (w: WalkedRoute, opts: { payload?: string; contentType?: string; query?: string; auth?: boolean }) =>
  t.app.inject({
    method: w.route.method as 'GET' | 'POST',
    url: `${urlOf(w)}${opts.query ? `?${opts.query}` : ''}`,
    headers: { ...(opts.auth ? { authorization: token } : {}), ...(opts.contentType ? { 'content-type': opts.contentType } : {}) },
    ...(opts.payload !== undefined ? { payload: opts.payload } : {}),
  });

it('walks a non-trivial contract', () => {
  expect(routes.length).toBeGreaterThan(10);
});

describe.each(routes.map((w) => [w.name, w] as const))('%s', (name, w) => {
  // A session of its own per route, so a route that ends sessions (logout) cannot spoil the others.
  beforeAll(async () => { token = (await authService(t.ctx).issueSession(user)).token; });
  const isGet = w.route.method === 'GET';
  const bodySchema = 'body' in w.route ? w.route.body : undefined;
  const keys = isGet ? schemaKeys(w.route.query) : schemaKeys(bodySchema);

  if (w.meta.auth === 'user') {
    it('answers status 302 without a token', async () => {
      const res = await send(w, isGet ? {} : { payload: '', contentType: 'application/x-www-form-urlencoded' });
      expect(res.statusCode).toBe(401);
      expect(expectEnvelope(res, name).status).toBe(302);
    });
    it('answers status 302 with a forged token', async () => {
      const res = await t.app.inject({ method: w.route.method as 'GET', url: urlOf(w), headers: { authorization: 'forged-token-value' } });
      expect(expectEnvelope(res, name).status).toBe(302);
    });
  }

  if (!isGet && requiresFields(bodySchema)) {
    it('refuses an empty body with a field message', async () => {
      const body = expectEnvelope(await send(w, { payload: '', contentType: 'application/x-www-form-urlencoded', auth: true }), name);
      expect(body.status).not.toBe(200);
    });
  }

  it('refuses over-long strings and wrong types without a 5xx', async () => {
    const long = keys.map((k) => `${encodeURIComponent(k)}=${'x'.repeat(5000)}`).join('&');
    expectEnvelope(await send(w, isGet ? { query: long, auth: true } : { payload: long, contentType: 'application/x-www-form-urlencoded', auth: true }), name);
    if (!isGet) {
      const wrong = JSON.stringify(Object.fromEntries(keys.map((k) => [k, { nested: [1, 2] }])));
      const res = await send(w, { payload: wrong, contentType: 'application/json', auth: true });
      const body = expectEnvelope(res, name);
      if (keys.length) expect(body.status, `${name} accepted objects for every field`).not.toBe(200);
    }
  });

  if (!isGet) {
    it('refuses junk form encoding', async () => {
      const body = expectEnvelope(await send(w, { payload: `${keys[0] ?? 'a'}=%E0%A4%A&x=%FF%FE`, contentType: 'application/x-www-form-urlencoded', auth: true }), name);
      expect(body.status).toBe(1000001);
    });
    it('refuses a body sent with the wrong content type', async () => {
      const body = expectEnvelope(await send(w, { payload: 'hello', contentType: 'text/plain', auth: true }), name);
      expect(body.status).toBe(1000010);
    });
    it('refuses broken JSON and a broken multipart upload', async () => {
      expect(expectEnvelope(await send(w, { payload: '{"a":', contentType: 'application/json', auth: true }), name).status).not.toBe(200);
      const broken = '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc';
      expect(expectEnvelope(await send(w, { payload: broken, contentType: 'multipart/form-data; boundary=XyZ', auth: true }), name).status).not.toBe(200);
    });
  } else {
    it('survives junk query encoding', async () => {
      expectEnvelope(await send(w, { query: 'moduleId=%E0%A4%A&x=%FF', auth: true }), name);
    });
  }
});
