import type { FastifyInstance } from 'fastify';
import type { AppRouter } from '@ts-rest/core';
import type { RouterImplementation } from '@ts-rest/fastify';
import { contract, type Role } from '@card/contract';
import type { AppContext } from '../context';
import type { Db } from '../db';
import type { VisitBatchStatements } from './visit-batch';
import type { CardSections } from './card-sections';
import type { StorageProvider } from '../providers/storage';
import type { RoleResolver } from './access';
import type { Job } from './jobs';
import type { OrderLines } from './orders';
import type { QueueHandler } from './queue';
import type { AccountOpenedHook } from './users';

/**
 * One server area's manifest (issue 33): everything the app, the seed and the tests need of an area, so a new area
 * adds its folder and one line to src/areas.ts instead of editing app.ts, the seed and the order core. Every part
 * but the name is optional; buildApp and the seed read the list, never an area by name.
 */
export type Contract = typeof contract;
export type ContractKey = keyof Contract;

/** What an area's seed gets: the database, and the storage when the seed may draw files (the server's start, npm start). */
export interface SeedEnv {
  db: Db;
  storage?: StorageProvider;
}

export interface ServerArea {
  /** The area's name; for an area with contract routes, its router key in the contract (contractArea checks it). */
  name: string;
  /** Its contract router and the implementation of it (thin handlers over the area's services). */
  routes?: { contract: AppRouter; router(ctx: AppContext): object };
  /** Scheduled work (core/jobs): each job makes conditional changes only, so every instance may run it. */
  jobs?(ctx: AppContext): readonly Job[];
  /** Work-queue handlers (core/queue), run by the instances that have workers on. */
  queueHandlers?(ctx: AppContext): readonly QueueHandler<any>[];
  /** Object roles the area answers (circle admin...): the guard asks these for routes that require them. */
  roleResolvers?: readonly (readonly [Role, RoleResolver])[];
  /** What the area does inside an account's creation transaction (core/users/account-opened). */
  accountOpened?: readonly AccountOpenedHook[];
  /** HTTP routes outside the contract (payment notifications, redirects, sockets), mounted after the contract's. */
  http?(app: FastifyInstance, ctx: AppContext): void | Promise<void>;
  /** Work at build time, before any request (writing what a killed process had answered but not written). */
  start?(ctx: AppContext): void;
  /** Work at close, before the database closes (flushing what is written behind requests). */
  close?(ctx: AppContext): Promise<void>;
  /**
   * Demo and catalogue data, idempotent: `platform` before the demo user exists (catalogues, demo staff), `demo`
   * after it (data of the demo user's own).
   */
  seed?: { platform?(env: SeedEnv): Promise<unknown>; demo?(env: SeedEnv): Promise<unknown> };
  /** What the area writes with each batch of card visits (core/visit-batch.ts). */
  visitBatch?: readonly VisitBatchStatements[];
  /** The order lines the area sells (handlers of the order model's payment, refund and close). */
  orderLines?: OrderLines;
  /** The sections of the public card made of the area's content (core/card-sections.ts); the share page collects them. */
  cardSections?: CardSections<AppContext>;
}

/** The parts of an area with contract routes, typed by its contract router: a misspelt key or a handler missing fails to compile. */
export type ContractAreaParts<K extends ContractKey> = Omit<ServerArea, 'name' | 'routes'> & {
  router(ctx: AppContext): RouterImplementation<Contract[K]>;
};

/**
 * The manifest of the area serving the contract's router `key`. Its card sections keep their own type (not the
 * general ServerArea's), so src/areas.ts can check at compile time that every section has an area.
 */
export function contractArea<K extends ContractKey, P extends ContractAreaParts<K>>(key: K, parts: P): ServerArea & { name: K } & Pick<P, 'cardSections' & keyof P> {
  const { router, ...rest } = parts;
  return { name: key, routes: { contract: contract[key] as unknown as AppRouter, router }, ...rest } as ServerArea & { name: K } & Pick<P, 'cardSections' & keyof P>;
}

/** An area without contract routes of its own (or a test's, with a contract of its own). */
export const serverArea = <N extends string>(area: ServerArea & { name: N }) => area;

/** An area's sections of the public card (core/card-sections.ts), each checked against its key's value type. */
export const cardSections = <S extends CardSections<AppContext>>(s: S) => s;
