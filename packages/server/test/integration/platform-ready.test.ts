import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createDb, type Db } from '../../src/db';
import { READINESS_TIMEOUT_MS } from '../../src/plugins/readiness';
import { copyBaseDatabase } from '../helpers/database';
import { startTestRedis } from '../helpers/redis';

/**
 * Issue 10: `/health` says the process answers; `/ready` says it can serve (the database and each configured outside
 * service reachable), with each service's state and never the reason (that goes to the log).
 */
type App = Awaited<ReturnType<typeof buildApp>>;
const build = (over: Parameters<typeof buildApp>[0] = {}) => buildApp({ config: { databaseUrl: copyBaseDatabase(), logLevel: 'silent', clientDist: '/nonexistent' }, ...over });

/** A database client whose probe fails, as when the database server went away after the start. */
function unreachable(db: Db): Db {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === '$queryRawUnsafe') {
        return (sql: string, ...args: unknown[]) => (sql === 'SELECT 1' ? Promise.reject(new Error('connect ECONNREFUSED db.internal:5432')) : target.$queryRawUnsafe(sql, ...args));
      }
      return Reflect.get(target, prop);
    },
  });
}

describe('/health and /ready', () => {
  let ok: App;
  beforeAll(async () => {
    ok = await build();
  });
  afterAll(async () => {
    await ok.app.close();
  });

  it('ready when the database answers; both probes are never cached', async () => {
    const ready = await ok.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(200);
    // The local disk storage is checked too (its folder is writable).
    expect(ready.json()).toEqual({ ready: true, checks: { database: 'ok', storage: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect((await ok.app.inject({ method: 'GET', url: '/health' })).json()).toMatchObject({ status: 'ok' });
  });

  it('not ready (503) when the database is unreachable, naming it but not the reason; alive all the same', async () => {
    const url = copyBaseDatabase();
    const broken = await build({ config: { databaseUrl: url, logLevel: 'silent', clientDist: '/nonexistent' }, db: unreachable(createDb(url)) });
    try {
      const ready = await broken.app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ ready: false, checks: { database: 'failed', storage: 'ok' } });
      expect(ready.body).not.toContain('db.internal');
      expect((await broken.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await broken.app.close();
    }
  });

  it('each configured service is checked; one that hangs fails after the timeout, the others still answer', async () => {
    const slow = await build({
      readinessChecks: [
        { name: 'redis', check: () => new Promise(() => {}) },
        { name: 'search', check: async () => undefined },
      ],
    });
    try {
      const t0 = Date.now();
      const ready = await slow.app.inject({ method: 'GET', url: '/ready' });
      expect(Date.now() - t0).toBeGreaterThanOrEqual(READINESS_TIMEOUT_MS - 50);
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ ready: false, checks: { database: 'ok', storage: 'ok', redis: 'failed', search: 'ok' } });
    } finally {
      await slow.app.close();
    }
  });
});

describe('/ready with Redis configured', () => {
  it('checks Redis: ok while it answers, failed once it is gone', async () => {
    const redis = await startTestRedis();
    if (!redis) return; // startTestRedis printed why (no redis-server on this machine)
    const app = await build({ config: { databaseUrl: copyBaseDatabase(), logLevel: 'silent', clientDist: '/nonexistent', redisUrl: redis.url } });
    try {
      expect((await app.app.inject({ method: 'GET', url: '/ready' })).json()).toEqual({ ready: true, checks: { database: 'ok', storage: 'ok', redis: 'ok' } });
      await redis.stop();
      const ready = await app.app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json().checks).toEqual({ database: 'ok', storage: 'ok', redis: 'failed' });
    } finally {
      await redis.stop().catch(() => undefined);
      await app.app.close();
    }
  }, 20_000);
});
