import { afterAll, beforeAll, expect, it } from 'vitest';
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { formPost, ZNoBody } from '@card/contract';
import { makeTestApp, type TestApp } from '../helpers/app';

/** An answer that does not match its contract schema never passes silently in tests. */
const c = initContract();
const drifting = c.router({
  drift: formPost('/test/drift.xhtml', ZNoBody, z.object({ count: z.number() }), 'public'),
  fits: formPost('/test/fits.xhtml', ZNoBody, z.object({ count: z.number() }), 'public'),
});
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({
    extraRoutes: (scope, s) =>
      s.registerRouter(
        drifting,
        {
          // The server "forgot" the contract: a string where a number was promised.
          drift: async () => ({ status: 200, body: { status: 200, code: 'OK', msg: 'ok', resultSets: { count: 'three' } } }) as never,
          fits: async () => ({ status: 200, body: { status: 200 as const, code: 'OK' as const, msg: 'ok', resultSets: { count: 3 } } }),
        },
        scope,
        { logInitialization: false },
      ),
  });
});
afterAll(async () => {
  await t.close();
});

it('turns a drifting answer into a loud 500 naming the field', async () => {
  const res = await t.post('/test/drift.xhtml');
  expect(res.statusCode).toBe(500);
  expect(res.json()).toMatchObject({ code: 'SYSTEM_ERROR', msg: 'contract drift on POST /test/drift.xhtml' });
  expect(res.json().errors[0].message).toMatch(/resultSets\.count/);
});

it('lets a fitting answer through untouched', async () => {
  const res = await t.post('/test/fits.xhtml');
  expect(res.statusCode).toBe(200);
  expect(res.json().resultSets).toEqual({ count: 3 });
});
