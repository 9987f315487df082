import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { copyBaseDatabase } from '../helpers/database';

/** The URL the README names, http://localhost:3000/multipage/, opens the app (it answered a 400 envelope). */
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'card-dist-'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>名片</title><div id="root"></div>');
fs.writeFileSync(path.join(dist, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 1, 0]));
let app: Awaited<ReturnType<typeof buildApp>>['app'];
beforeAll(async () => {
  ({ app } = await buildApp({ config: { databaseUrl: copyBaseDatabase(), logLevel: 'silent', clientDist: dist, housekeeping: false } }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

it.each(['/multipage/', '/multipage', '/multipage/acc/acc_home'])('%s answers the app shell', async (url) => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.body).toContain('<div id="root">');
});

it('answers /favicon.ico at the root (browsers ask it on every page) and under /multipage', async () => {
  for (const url of ['/favicon.ico', '/multipage/favicon.ico']) {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  }
});
