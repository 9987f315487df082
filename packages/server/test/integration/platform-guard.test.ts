import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { initContract } from '@ts-rest/core';
import { envelope, formPost, meta, ZNoBody, type Role } from '@card/contract';
import { areaRoleResolvers, buildApp } from '../../src/app';
import { metadataProblem, type RoleResolver } from '../../src/core/access';
import { allRoutes } from '../helpers/contract-walk';
import { ok } from '../../src/lib/envelope';
import { makeTestApp, type TestApp } from '../helpers/app';
import { newUser, type FactoryUser } from '../factories';

/**
 * The permission guard end to end: routes that declare VIP, an advanced module, company admin, a platform role and
 * an object role, mounted on the real app beside the contract, called by users who may and users who may not.
 */
const c = initContract();
const ZDone = z.object({ done: z.literal(true) });
const guarded = c.router({
  vipOnly: formPost('/test/vipOnly.xhtml', ZNoBody, ZDone, 'user', { needs: { vip: true } }),
  vipSearch: formPost('/test/vipSearch.xhtml', ZNoBody, ZDone, 'user', { needs: { vip: true, vipCode: 'SEARCH_NEED_VIP' } }),
  video: formPost('/test/video.xhtml', ZNoBody, ZDone, 'user', { needs: { module: 54 } }),
  companyAdmin: formPost('/test/companyAdmin.xhtml', ZNoBody, ZDone, 'user', { needs: { roles: [{ role: 'companyAdmin' }] } }),
  dealer: formPost('/test/dealer.xhtml', ZNoBody, ZDone, 'user', { needs: { roles: [{ role: 'dealer' }] } }),
  circleAdmin: formPost('/test/circleAdmin.xhtml', z.object({ cid: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) }), ZDone, 'user', {
    needs: { roles: [{ role: 'circleAdmin', from: 'body.cid' }] },
  }),
  everything: formPost('/test/everything.xhtml', ZNoBody, ZDone, 'user', { needs: { vip: true, module: 54, roles: [{ role: 'dealer' }] } }),
});
const done = async ({ request }: { request: { lang: 'zh-CN' | 'en' } }) => ok(request.lang, { done: true as const });
const ADMIN_OF = 'circleOfAdmin01';
const circleResolver: RoleResolver = async (_ctx, _userId, cid) => {
  resolverCalls++;
  return cid === ADMIN_OF;
};
let resolverCalls = 0;

let t: TestApp;
const users: Record<string, FactoryUser> = {};
beforeAll(async () => {
  t = await makeTestApp({
    roleResolvers: new Map<Role, RoleResolver>([['circleAdmin', circleResolver]]),
    extraRoutes: (scope, s) =>
      s.registerRouter(
        guarded,
        {
          vipOnly: done,
          vipSearch: done,
          video: done,
          companyAdmin: done,
          dealer: done,
          circleAdmin: done,
          everything: done,
        },
        scope,
        {
          logInitialization: false,
          requestValidationErrorHandler: (err) => {
            throw err;
          },
        },
      ),
  });
  users.plain = await newUser(t.ctx);
  users.vip = await newUser(t.ctx, { vip: 'active' });
  users.temp = await newUser(t.ctx, { vip: 'temporary' });
  users.expired = await newUser(t.ctx, { vip: 'expired' });
  users.keyed = await newUser(t.ctx, { unlockedModules: [54] });
  users.member = await newUser(t.ctx, { companyRole: 'member' });
  users.admin = await newUser(t.ctx, { companyRole: 'admin' });
  users.dealer = await newUser(t.ctx, { roles: ['dealer'] });
  users.vipDealer = await newUser(t.ctx, { vip: 'active', roles: ['dealer'] });
});
afterAll(async () => {
  await t.close();
});

const call = async (route: string, who: string, form: Record<string, string> = {}, lang?: 'en') => {
  const res = await t.post(`/test/${route}.xhtml`, form, users[who].token, lang ? { cookies: { lang } } : {});
  return { ...res.json(), http: res.statusCode } as { http: number; status: number; code: string; msg: string; errors?: { field: string }[] };
};

describe('VIP', () => {
  it('lets active and temporary VIP in', async () => {
    expect((await call('vipOnly', 'vip')).status).toBe(200);
    expect((await call('vipOnly', 'temp')).status).toBe(200);
  });
  it("refuses no VIP and expired VIP with MODULE_LOCKED in the caller's language", async () => {
    expect(await call('vipOnly', 'plain')).toMatchObject({ http: 403, status: 1060004, code: 'MODULE_LOCKED', msg: '该功能需要开通VIP或解锁' });
    expect(await call('vipOnly', 'expired', {}, 'en')).toMatchObject({ code: 'MODULE_LOCKED', msg: 'This feature needs VIP or unlocking' });
  });
  it('answers search routes with the legacy "open VIP to use search" code', async () => {
    expect(await call('vipSearch', 'plain')).toMatchObject({ status: 1001004, code: 'SEARCH_NEED_VIP' });
  });
  it('follows the clock: temporary VIP ends and the route closes', async () => {
    const u = await newUser(t.ctx, { vip: 'temporary' });
    users.later = u;
    expect((await call('vipOnly', 'later')).status).toBe(200);
    await t.ctx.db.user.update({ where: { id: u.id }, data: { tempVipExpiresAt: new Date(t.clock.now().getTime() - 1) } });
    expect((await call('vipOnly', 'later')).code).toBe('MODULE_LOCKED');
  });
});

describe('advanced module 54 (micro video)', () => {
  it('is locked for a plain user, open with VIP or a golden-key unlock', async () => {
    expect((await call('video', 'plain')).code).toBe('MODULE_LOCKED');
    expect((await call('video', 'vip')).status).toBe(200);
    expect((await call('video', 'keyed')).status).toBe(200);
  });
});

describe('roles', () => {
  it('company admin: the admin may, a member and a company-less user may not', async () => {
    expect((await call('companyAdmin', 'admin')).status).toBe(200);
    expect(await call('companyAdmin', 'member')).toMatchObject({ http: 403, code: 'NO_PERMISSION', msg: '没有权限' });
    expect((await call('companyAdmin', 'plain', {}, 'en')).msg).toBe('No permission');
  });
  it('platform role: a dealer may, others may not', async () => {
    expect((await call('dealer', 'dealer')).status).toBe(200);
    expect((await call('dealer', 'admin')).code).toBe('NO_PERMISSION');
  });
  it("object role: the area's resolver decides for the named circle", async () => {
    expect((await call('circleAdmin', 'plain', { cid: ADMIN_OF })).status).toBe(200);
    expect((await call('circleAdmin', 'plain', { cid: 'someOtherCircle' })).code).toBe('NO_PERMISSION');
  });
  it('object role with a missing or malformed id: validation names the field, the resolver is not asked', async () => {
    const before = resolverCalls;
    const res = await call('circleAdmin', 'plain', { cid: '../x' });
    expect(res).toMatchObject({ http: 400 });
    expect(res.errors?.[0].field).toBe('cid');
    const missing = await call('circleAdmin', 'plain', {}, 'en');
    expect(missing).toMatchObject({ http: 400 });
    expect(missing.errors?.[0].field).toBe('cid');
    expect(resolverCalls).toBe(before);
  });
  it('VIP + module 54 + dealer: every requirement holds or the first missing one answers', async () => {
    expect((await call('everything', 'dealer')).code).toBe('MODULE_LOCKED');
    expect((await call('everything', 'vip')).code).toBe('NO_PERMISSION');
    expect((await call('everything', 'vipDealer')).status).toBe(200);
  });
  it('without a session a guarded route answers status 302 like any signed-in route', async () => {
    const res = await t.post('/test/everything.xhtml', {});
    expect(res.json().status).toBe(302);
  });
});

describe('the guard costs no query beyond the session lookup', () => {
  it('reads the session with its VIP, company, roles and unlocks in one Prisma query', async () => {
    // Every Prisma operation made through ctx.db during the request is counted (the session plugin and the
    // guard read ctx.db per request; the test route's handler makes none).
    const queries: string[] = [];
    const plain = t.ctx.db;
    t.ctx.db = plain.$extends({
      query: {
        $allOperations: ({ model, operation, args, query }) => {
          queries.push(`${model ?? ''}.${operation}`);
          return query(args);
        },
      },
    }) as unknown as typeof plain;
    try {
      expect((await call('everything', 'vipDealer')).status).toBe(200);
      expect(queries).toEqual(['Session.findUnique']);
      queries.length = 0;
      expect((await call('circleAdmin', 'plain', { cid: ADMIN_OF })).status).toBe(200);
      expect(queries).toEqual(['Session.findUnique']); // this test's resolver makes none of its own
    } finally {
      t.ctx.db = plain;
    }
  });
});

describe('fail closed at start-up', () => {
  it('finds every route of the real contract enforceable, and module ids on the module calls', () => {
    const routes = allRoutes();
    const resolvable = new Set<string>(areaRoleResolvers.map(([role]) => role));
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.map((w) => [w.name, metadataProblem(w.meta, resolvable)]).filter(([, p]) => p !== null)).toEqual([]);
    // Every signed-in call of the link and album areas, and the map-point calls, belong to their module.
    const declared = (w: (typeof routes)[number]) => w.meta.module;
    const mapCalls = ['findMapPointList', 'addMapPoint', 'updateMapPoint', 'delMapPoint', 'setNavigationPoint'].map((n) => `card.${n}`);
    const owned = routes.filter((w) => w.meta.auth === 'user');
    expect(owned.filter((w) => w.name.startsWith('links.')).map(declared)).toEqual(expect.arrayContaining([4]));
    expect(owned.filter((w) => w.name.startsWith('links.') && declared(w) !== 4).map((w) => w.name)).toEqual([]);
    expect(owned.filter((w) => w.name.startsWith('album.') && declared(w) !== 46).map((w) => w.name)).toEqual([]);
    expect(mapCalls.map((n) => routes.find((w) => w.name === n)?.meta.module)).toEqual([6, 6, 6, 6, 6]);
  });

  const build = (router: ReturnType<typeof c.router>) =>
    buildApp({
      config: { databaseUrl: 'file::memory:', logLevel: 'silent', clientDist: '/nonexistent', housekeeping: false },
      extraRoutes: (scope, s) => s.registerRouter(router as never, Object.fromEntries(Object.keys(router).map((k) => [k, done])) as never, scope, { logInitialization: false }),
    }).then(async ({ app }) => {
      try {
        await app.ready();
      } finally {
        await app.close();
      }
    });

  it('refuses to start with a route that has no metadata', async () => {
    const bare = c.router({ bare: { method: 'POST', path: '/test/bare.xhtml', body: ZNoBody, responses: { 200: envelope(ZDone) } } });
    await expect(build(bare)).rejects.toThrow(/bare\.xhtml has no metadata/);
  });
  it('refuses an object role without a resolver, and a public route that needs VIP', async () => {
    // The circle area resolves circleAdmin; without its resolvers the same route stops the start.
    const saved = areaRoleResolvers.splice(0);
    try {
      await expect(build(c.router({ r: formPost('/test/r.xhtml', ZNoBody, ZDone, 'user', { needs: { roles: [{ role: 'circleAdmin', from: 'body.cid' }] } }) }))).rejects.toThrow(
        /circleAdmin, which has no resolver/,
      );
    } finally {
      areaRoleResolvers.push(...saved);
    }
    await expect(
      build(c.router({ p: { method: 'POST', path: '/test/p.xhtml', body: ZNoBody, responses: { 200: envelope(ZDone) }, metadata: meta('public', 'main', { vip: true }) } })),
    ).rejects.toThrow(/does not require a session/);
  });
});
