import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerJsonParser } from '../../plugins/json-parser';
import { PAY_NOTIFY_PATH, REFUND_NOTIFY_PATH } from './paths';

/**
 * The notification paths get the body exactly as sent (the signature covers its bytes: spacing, key order,
 * escapes); other JSON routes keep the usual parser and its control-character refusal.
 */
async function appWithRoutes() {
  const app = Fastify();
  registerJsonParser(app);
  for (const url of [PAY_NOTIFY_PATH, REFUND_NOTIFY_PATH, '/other']) {
    app.post(url, async (req) => ({ raw: req.rawBody ?? null, body: req.body }));
  }
  await app.ready();
  return app;
}

describe('raw bodies on the notification paths', () => {
  it('kept byte for byte on both paths (also with a query string), parsed beside it', async () => {
    const app = await appWithRoutes();
    const raw = '{"id":"EV-1",  "summary":"\\u652f\\u4ed8\\u6210\\u529f"}';
    for (const url of [PAY_NOTIFY_PATH, `${REFUND_NOTIFY_PATH}?x=1`]) {
      const res = await app.inject({ method: 'POST', url, payload: raw, headers: { 'content-type': 'application/json' } });
      expect(res.json()).toEqual({ raw, body: { id: 'EV-1', summary: '支付成功' } });
    }
    await app.close();
  });

  it('a body that is not JSON still reaches the handler (it answers WeChat, after the signature check)', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'POST', url: PAY_NOTIFY_PATH, payload: '{broken', headers: { 'content-type': 'application/json' } });
    expect(res.json()).toEqual({ raw: '{broken', body: null });
    await app.close();
  });

  it('other routes: no raw body, control characters still refused', async () => {
    const app = await appWithRoutes();
    expect((await app.inject({ method: 'POST', url: '/other', payload: '{"a":1}', headers: { 'content-type': 'application/json' } })).json()).toEqual({ raw: null, body: { a: 1 } });
    expect((await app.inject({ method: 'POST', url: '/other', payload: '{"a":"\\u0000"}', headers: { 'content-type': 'application/json' } })).statusCode).not.toBe(200);
    await app.close();
  });
});
