import type { AppConfig } from './config';
import type { Db } from './db';
import type { Clock } from './lib/clock';
import type { IdSource } from './lib/ids';
import type { Providers } from './providers';
import type { RateLimiter } from './core/rate';

/** Everything a domain service may depend on; built once in app.ts and handed to each area's router. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  clock: Clock;
  ids: IdSource;
  providers: Providers;
  /** Budgets of how often something may happen (SMS, anonymous writes, renders): `core/rate`. */
  limiter: RateLimiter;
  /** What the areas do inside an account's creation transaction (core/users/account-opened), from their area modules. */
  accountOpened: readonly import('./core/users').AccountOpenedHook[];
  /** What the areas write with each batch of card visits (domains/card/card-visits), from their area modules. */
  visitBatch: readonly import('./core/visit-batch').VisitBatchStatements[];
  /** Every order line of the app (core/orders), from the areas' modules: the order core pays, refunds and closes through these. */
  orderLines: import('./core/orders').OrderLineRegistry;
  /** The public card's sections, from the areas' modules (core/card-sections): the share page loads and shows these. */
  cardSections: import('./core/card-sections').CardSections<AppContext>;
  /** The app's logger, for what the operator must hear about outside a request (a budget of the whole platform spent). */
  log: import('fastify').FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyRequest {
    lang: import('@card/contract').Lang;
    /** The live session and what the permission guard needs (read with the session in one query). */
    session: { userId: string; sessionId: string; access: import('./core/access/access.rules').AccessState } | null;
  }
}
