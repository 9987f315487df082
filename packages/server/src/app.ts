import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import { initServer } from '@ts-rest/fastify';
import type { AppRouter } from '@ts-rest/core';
import { SERVICE_BASES, type Role, type RouteMeta } from '@card/contract';
import { loadConfig, type AppConfig } from './config';
import type { AppContext } from './context';
import { createDb, tuneSqlite, type Db } from './db';
import { systemClock, type Clock } from './lib/clock';
import { randomIds, type IdSource } from './lib/ids';
import { configuredProviders, type Providers } from './providers';
import { memoryRateStore, rateLimiter, redisRateStore, type RateStore } from './core/rate';
import { attachRedis, connectRedis, redisReadinessCheck } from './core/redis';
import { changeChannelOf, shareChangeFeed } from './core/read-cache/shared-feed';
import { changeFeedOf } from './db';
import { registerErrors, notFoundEnvelope, rootErrorHandler } from './plugins/errors';
import { registerFormParser, registerStrictQuery } from './plugins/form-parser';
import { registerJsonParser } from './plugins/json-parser';
import { registerUploads } from './plugins/uploads';
import { registerLanguage } from './plugins/language';
import { registerSession } from './plugins/session';
import { registerCsrf } from './plugins/csrf';
import { registerSecurityHeaders } from './plugins/security-headers';
import { assertRouteMetadata, registerGuard } from './plugins/guard';
import { registerIdempotency } from './plugins/idempotency';
import { registerResponseCheck } from './plugins/response-check';
import type { RoleResolver, RoleResolvers } from './core/access';
import { registerClient, CLIENT_BASE, isHiddenClientPath } from './plugins/client-static';
import { registerOpenApiDocs } from './plugins/openapi-docs';
import { registerSystemRoutes } from './plugins/system-routes';
import type { ReadinessCheck } from './plugins/readiness';
import { registerPublicCardPage } from './plugins/public-card-page';
import { registerPublicMicroPage } from './plugins/public-micro-page';
import { registerShareShells } from './plugins/share-shells';
import { cityPlaces } from './domains/card';
import { directSql } from './core/direct-sql';
import { housekeeping, HOUSEKEEPING_EVERY_MS } from './domains/housekeeping/housekeeping.service';
import { startJobs } from './core/jobs';
import { purgeFinishedTasks, startQueueWorkers, type QueueWorkers } from './core/queue';
import { registerSandboxPayPages } from './providers/pay/sandbox-pages';
import { registerWeChat } from './providers/wechat-sandbox-pages';
import { joinCardSections } from './core/card-sections';
import type { ServerArea } from './core/area';
import { orderLineRegistry } from './core/orders';
import { AREAS } from './areas';

export interface BuildOptions {
  config?: Partial<AppConfig>;
  db?: Db;
  clock?: Clock;
  ids?: IdSource;
  providers?: Partial<Providers>;
  /** Where rate counters live; one in-memory store per app unless given (a shared store serves several instances). */
  rateStore?: RateStore;
  /** Resolvers of object roles (circle admin...), added to the areas' own; tests mount roles of their own here. */
  roleResolvers?: RoleResolvers;
  /** More outside services `/ready` checks besides the database and the storage (tests add failing ones here). */
  readinessChecks?: ReadinessCheck[];
  /** Tests only: mounts extra ts-rest routes in the same scope as the contract's (guard and check included). */
  extraRoutes?: (scope: FastifyInstance, s: ReturnType<typeof initServer>) => void;
  /** Tests only: areas built after the list's (src/areas.ts), each part handled exactly as theirs (test/fixtures/dummy-area.ts). */
  extraAreas?: readonly ServerArea[];
}

/** Object-role resolvers of the areas (their area modules'); a test may take them away to see the start refused. */
export const areaRoleResolvers: [Role, RoleResolver][] = AREAS.flatMap((a) => (a.roleResolvers ?? []).map(([role, r]): [Role, RoleResolver] => [role, r]));

/** Builds the whole application: plugins first, then the contract's routes, then the client. */
export async function buildApp(opts: BuildOptions = {}): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const config = { ...loadConfig(), ...opts.config };
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For is believed only from the proxies the operator lists (TRUST_PROXY); otherwise the socket's
    // address is the client's, so a caller cannot pick its own address for rate limits and visit counting.
    trustProxy: config.trustProxy,
    // Errors raised by the router before any hook (a path parameter past 100 characters, a malformed url
    // component) answer the catalogue envelope too, instead of Fastify's own JSON.
    frameworkErrors: (err, req, reply) => rootErrorHandler(err, req, reply),
  });
  const clock = opts.clock ?? systemClock;
  const extraAreas = opts.extraAreas ?? [];
  const areas: readonly ServerArea[] = [...AREAS, ...extraAreas];
  // Several instances (REDIS_URL): rate counters in Redis and the read caches' change feed shared through it.
  const redis = config.redisUrl ? connectRedis(config.redisUrl, app.log) : null;
  // The app's own store is closed with it: its once-a-minute sweep (a timer) would otherwise keep the closed app, its
  // database client and every route alive for as long as the process lives (a test worker builds hundreds of apps).
  // A store handed in belongs to the caller.
  const rateStore: RateStore = opts.rateStore ?? (redis ? redisRateStore(redis.commands) : memoryRateStore(() => clock.now().getTime()));
  const ctx: AppContext = {
    config,
    db: opts.db ?? createDb(config.databaseUrl),
    clock,
    limiter: rateLimiter(rateStore, clock),
    ids: opts.ids ?? randomIds,
    log: app.log,
    providers: { ...configuredProviders(config, app.log, cityPlaces()), ...opts.providers },
    // Inside an account's creation transaction, each area's hook (a visitor's activity registrations become the new
    // account's, share backs become exchanges, the first-run walkthrough opens...).
    accountOpened: areas.flatMap((a) => a.accountOpened ?? []),
    visitBatch: areas.flatMap((a) => a.visitBatch ?? []),
    // The order core finds each order's line here: the lines the areas' modules list, no registration by import.
    orderLines: orderLineRegistry(areas.map((a) => a.orderLines ?? {})),
    // The public card's sections: each area's own, joined (a key two areas claim is refused).
    cardSections: joinCardSections(areas.map((a) => [a.name, a.cardSections])),
  };

  await tuneSqlite(ctx.db);
  if (redis) attachRedis(ctx, redis);
  const sharedFeed = redis ? shareChangeFeed(changeFeedOf(ctx.db), redis, { channel: changeChannelOf(config.databaseUrl), log: app.log }) : null;
  for (const area of areas) area.start?.(ctx); // e.g. visits a killed process had answered but not written (its spool)

  // External plugins, then our own hooks (language before session so 302 messages are localised).
  await app.register(cookie);
  await registerUploads(app, ctx); // multipart with per-route upload limits; its token hook runs before the session's
  registerFormParser(app);
  registerJsonParser(app); // control characters refused as in forms
  registerLanguage(app);
  registerStrictQuery(app); // after the language: a refused query is worded in the caller's language
  registerCsrf(app, ctx); // before the session: a forged request never reaches a lookup
  registerSession(app, ctx);
  const resolvers: RoleResolvers = new Map([...areaRoleResolvers, ...extraAreas.flatMap((a) => a.roleResolvers ?? []), ...(opts.roleResolvers ?? new Map())]);
  registerGuard(app, ctx, resolvers);
  registerIdempotency(app, ctx); // after the guard: a caller who may not call claims no key
  registerErrors(app);
  registerSecurityHeaders(app, ctx); // nosniff and Referrer-Policy everywhere, CSP and no framing on pages
  if (config.checkResponses) registerResponseCheck(app);

  // Each contract route must declare who may call it (fail closed: no metadata, no start) and is mounted under
  // its service base's prefix, read from the same metadata.
  app.addHook('onRoute', (route) => {
    const tsRestRoute = (route.config as { tsRestRoute?: { metadata?: RouteMeta } } | undefined)?.tsRestRoute;
    if (!tsRestRoute) return;
    assertRouteMetadata(route.url, String(route.method), tsRestRoute.metadata, resolvers);
    const metaOf = tsRestRoute.metadata!;
    if (metaOf.base !== 'main') route.url = `${SERVICE_BASES[metaOf.base]}${route.url}`;
  });

  const s = initServer();
  await app.register(async (scope) => {
    // One router object of every area's (ts-rest needs them together: a second registerRouter in the scope sets the
    // error handler again). Each area's router was type-checked against its contract router by contractArea, and
    // areas.ts fails to compile when a contract router has no area.
    const routed = areas.flatMap((a) => (a.routes ? [[a.name, a.routes] as const] : []));
    s.registerRouter(Object.fromEntries(routed.map(([name, r]) => [name, r.contract])) as AppRouter, Object.fromEntries(routed.map(([name, r]) => [name, r.router(ctx)])) as never, scope, {
      logInitialization: false,
      // Validation failures go to the root error handler, which speaks the envelope.
      requestValidationErrorHandler: (err) => {
        throw err;
      },
    });
    opts.extraRoutes?.(scope, s);
  });

  // The areas' routes outside the contract (the live chat's WebSocket, WeChat Pay's notifications, the micro links'
  // counting redirect...).
  for (const area of areas) await area.http?.(app, ctx);
  // The local WeChat Pay's cashier page, and its way to post notifications to the routes above (PAY_PROVIDER=sandbox).
  registerSandboxPayPages(app, ctx);
  registerWeChat(app, ctx); // the WeChat sandbox's authorise page, or the official account's clock, log and Redis (issue 29)

  registerSystemRoutes(app, ctx, [{ name: 'storage', check: () => ctx.providers.storage.ping() }, ...redisReadinessCheck(ctx), ...(opts.readinessChecks ?? [])]);
  registerPublicCardPage(app, ctx);
  registerPublicMicroPage(app, ctx);
  registerShareShells(app, ctx); // shared app pages answer index.html with their preview tags (issue 29)
  if (config.docs) registerOpenApiDocs(app); // /docs: the OpenAPI document and swagger-ui
  const client = await registerClient(app, ctx);
  app.setNotFoundHandler((req, reply) => {
    if (client.indexHtml && (req.url === CLIENT_BASE || req.url.startsWith(`${CLIENT_BASE}/`)) && req.method === 'GET' && !isHiddenClientPath(req.url)) {
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(client.indexHtml);
    }
    return notFoundEnvelope(req, reply);
  });

  // Expired codes, captchas, OAuth states and dead sessions are deleted hourly (and once at start).
  let sweeper: NodeJS.Timeout | undefined;
  // Money's scheduled work (issue 11): every job only makes conditional changes, so several instances may run it.
  let stopJobs: (() => void) | undefined;
  const sweep = () =>
    housekeeping(ctx).then(
      (n) => app.log.info({ housekeeping: n }, 'housekeeping'),
      (err) => app.log.error({ err }, 'housekeeping failed'),
    );
  app.addHook('onReady', async () => {
    if (!config.housekeeping) return;
    void sweep();
    sweeper = setInterval(sweep, HOUSEKEEPING_EVERY_MS);
    sweeper.unref();
    stopJobs = startJobs([...areas.flatMap((a) => a.jobs?.(ctx) ?? []), { name: 'queue-purge', everyMs: 3_600_000, run: () => purgeFinishedTasks(ctx) }], app.log);
  });
  // Work-queue tasks (transcoding, issue 15) run in every instance that has workers on; tasks are rows, so a task a
  // stopped instance held is taken again by any instance once its lease lapses.
  let workers: QueueWorkers | undefined;
  app.addHook('onReady', async () => {
    if (config.queueWorkers)
      workers = startQueueWorkers(
        ctx,
        areas.flatMap((a) => a.queueHandlers?.(ctx) ?? []),
      );
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    if (!opts.rateStore) rateStore.close?.();
    stopJobs?.();
    await workers?.stop();
    // What the areas write behind requests (card visits, micro link clicks, product views) goes to the database before
    // it closes, through failures (a locked database) until each queue's deadline: a reader's flush would give up at
    // the first failure.
    for (const area of areas) await area.close?.(ctx);
    await directSql(ctx).close();
    await ctx.db.$disconnect();
    sharedFeed?.stop();
    await redis?.close();
  });
  return { app, ctx };
}
