import { expect, it } from 'vitest';
import { appServingBuild } from '../helpers/client-build';

/** The URL the README names, http://localhost:3000/multipage/, opens the app (it answered a 400 envelope). */
const served = appServingBuild({
  'index.html': '<!doctype html><title>名片</title><div id="root"></div>',
  'favicon.ico': new Uint8Array([0, 0, 1, 0, 1, 0]),
});

it.each(['/multipage/', '/multipage', '/multipage/acc/acc_home'])('%s answers the app shell', async (url) => {
  const res = await served.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.body).toContain('<div id="root">');
});

it('answers /favicon.ico at the root (browsers ask it on every page) and under /multipage', async () => {
  for (const url of ['/favicon.ico', '/multipage/favicon.ico']) {
    const res = await served.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  }
});
