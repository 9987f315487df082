import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { makeTestApp, type TestApp } from '../helpers/app';
import { walkWxSandbox } from '../helpers/wechat-sandbox';

/** WeChat binding through the provider's OAuth: the state belongs to the session, an id belongs to one user. */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

const REDIRECT = 'http://localhost:3000/multipage/acc/acc_home_mine/bindingManagement';
const refusal = (res: LightMyRequestResponse) => {
  const body = res.json();
  return { status: body.status as number, code: body.code as string, field: body.errors?.[0]?.field as string | undefined };
};

/**
 * Asks for the authorization address and walks it through the WeChat sandbox (consent screen, 允许) to read the
 * code and state it sends back. `person`: the sandbox browser, i.e. which WeChat user authorises.
 */
async function authorize(token: string, person?: string) {
  const res = await t.post('/acc/0/findWxAuthorizationUrl.xhtml', { redirectUri: REDIRECT }, token);
  const walk = await walkWxSandbox(t.app, res.json().resultSets.url, { ...(person ? { person } : {}) });
  expect(new URL(walk.location, 'http://localhost:3000').href.split('?')[0]).toBe(REDIRECT);
  return { code: walk.code!, state: walk.state!, person: walk.person };
}
const bind = (token: string, f: { code: string; state: string }) => t.post('/acc/findWxAuthorization.xhtml', { code: f.code, state: f.state }, token);
const states = async (token: string) => ({
  openId: (await t.post('/acc/getLoginUserBindWxOpenId.xhtml', {}, token)).json().resultSets,
  unionId: (await t.post('/acc/getLoginUserBindWxUnionId.xhtml', {}, token)).json().resultSets,
});

describe('binding WeChat', () => {
  let alice = '';
  let bob = '';
  let aliceWx = ''; // the sandbox person (WeChat user) alice binds
  beforeAll(async () => {
    alice = (await t.register('13340000001')).token;
    bob = (await t.register('13340000002')).token;
  });

  it('starts unbound', async () => {
    expect(await states(alice)).toEqual({ openId: { bound: false, idMasked: null }, unionId: { bound: false, idMasked: null } });
  });

  it('accepts only http(s) redirect addresses', async () => {
    expect(refusal(await t.post('/acc/0/findWxAuthorizationUrl.xhtml', { redirectUri: 'javascript:alert(1)' }, alice))).toMatchObject({ code: 'SUBMIT_DATA_ERROR', field: 'redirectUri' });
  });

  it("refuses a state that is unknown, another user's, or expired", async () => {
    const a = await authorize(alice);
    expect(refusal(await bind(alice, { code: a.code, state: 'unknownState000000000' })).code).toBe('WX_AUTH_EXPIRED');
    expect(refusal(await bind(bob, a)).code).toBe('WX_AUTH_EXPIRED');
    t.clock.advance(10 * 60_000);
    expect(refusal(await bind(alice, a)).code).toBe('WX_AUTH_EXPIRED');
  });

  it('binds the open id and union id, shown masked; the state works once', async () => {
    const a = await authorize(alice);
    aliceWx = a.person;
    const res = (await bind(alice, a)).json().resultSets;
    expect(res.openId).toMatchObject({ bound: true, idMasked: expect.stringMatching(/^o.{3}\*{4}.{4}$/) });
    expect(res.unionId).toMatchObject({ bound: true, idMasked: expect.stringMatching(/^u.{3}\*{4}.{4}$/) });
    expect(await states(alice)).toEqual(res);
    const row = await t.ctx.db.user.findFirstOrThrow({ where: { phone: '13340000001' }, select: { wxOpenId: true, wxUnionId: true } });
    expect(row.wxOpenId).toMatch(/^o/);
    expect(refusal(await bind(alice, a)).code).toBe('WX_AUTH_EXPIRED');
  });

  it('refuses a WeChat account that is bound to another user', async () => {
    // Bob authorises in alice's browser: the same WeChat user.
    const b = await authorize(bob, aliceWx);
    const res = await bind(bob, { code: b.code, state: b.state });
    expect(res.statusCode).toBe(409);
    expect(refusal(res)).toMatchObject({ status: 1011001, code: 'WX_ALREADY_BOUND' });
    expect(await states(bob)).toEqual({ openId: { bound: false, idMasked: null }, unionId: { bound: false, idMasked: null } });
  });

  it('unbinds the open id and the union id separately; the WeChat account is free once both are gone', async () => {
    expect((await t.post('/acc/unBindWeChatOpenId.xhtml', {}, alice)).json().resultSets).toEqual({ bound: false, idMasked: null });
    expect((await states(alice)).unionId.bound).toBe(true);
    const again = await authorize(bob, aliceWx);
    expect(refusal(await bind(bob, { code: again.code, state: again.state })).code).toBe('WX_ALREADY_BOUND');
    expect((await t.post('/acc/unBindWeChatUnionId.xhtml', {}, alice)).json().resultSets).toEqual({ bound: false, idMasked: null });
    expect((await states(alice)).unionId.bound).toBe(false);
    const free = await authorize(bob, aliceWx);
    const res = (await bind(bob, { code: free.code, state: free.state })).json();
    expect(res.resultSets.openId.bound).toBe(true);
  });
});
