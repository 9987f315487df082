import type { DbClient } from '../../core/db';
import type { Engine } from '../../db';
import type { Statement } from '../../core/direct-sql';
import type { FeedKey } from '../../lib/paging';
import { sqlDateTime } from '../../core/sql-values';
import type { ActionEvent } from './network-radar.rules';

/** Prisma access of the visitor radar (visit events, radar visitors). No decisions here. */
export function radarRepository(db: DbClient) {
  return {
    ownerByPublicId: (phoneIdEcr: string) => db.user.findUnique({ where: { phoneIdEcr }, select: { id: true, language: true, card: { select: { name: true } } } }),

    visitor: (ownerId: string, visitorKey: string) => db.radarVisitor.findUnique({ where: { ownerId_visitorKey: { ownerId, visitorKey } } }),
    /** One visitor's events, newest first, ties by id (the (ownerId, visitorKey, createdAt desc) index). */
    events: (ownerId: string, visitorKey: string, after: FeedKey | null, take: number) =>
      db.visitEvent.findMany({
        where: { ownerId, visitorKey, ...(after ? { OR: [{ createdAt: { lt: after.at } }, { createdAt: after.at, id: { gt: after.id } }] } : {}) },
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        take,
        select: { id: true, action: true, createdAt: true },
      }),

    viewsSince: (ownerId: string, since: Date) => db.visitEvent.count({ where: { ownerId, action: 'view', createdAt: { gte: since } } }),
    visitorsSince: (ownerId: string, since: Date) => db.radarVisitor.count({ where: { ownerId, lastAt: { gte: since } } }),
    totals: async (ownerId: string) => {
      const r = await db.radarVisitor.aggregate({ where: { ownerId }, _sum: { views: true }, _count: { _all: true } });
      return { views: r._sum.views ?? 0, visitors: r._count._all };
    },
    actionsSince: (ownerId: string, since: Date) =>
      db.visitEvent.groupBy({
        by: ['action'],
        where: { ownerId, createdAt: { gte: since }, action: { not: 'view' } },
        _count: { _all: true },
      }),

    /** Signed-in visitors with their card fields, last visit first (the leads export). */
    leads: (ownerId: string, take: number) =>
      db.radarVisitor.findMany({
        where: { ownerId, visitorId: { not: null } },
        orderBy: [{ lastAt: 'desc' }, { visitorKey: 'asc' }],
        take,
        select: { visitorId: true, views: true, actions: true, lastAt: true },
      }),
    leadCards: (userIds: string[]) =>
      db.user.findMany({
        where: { id: { in: userIds } },
        select: {
          id: true,
          hidePhone: true,
          card: { select: { name: true, company: true, department: true, position: true, email: true, mobiles: { select: { number: true }, orderBy: { sort: 'asc' } } } },
        },
      }),
    /** The owner's live notice choice (User.liveVisitAlerts). */
    liveAlertsOf: (userId: string) => db.user.findUnique({ where: { id: userId }, select: { liveVisitAlerts: true } }),
    setLiveAlerts: (userId: string, on: boolean) => db.user.update({ where: { id: userId }, data: { liveVisitAlerts: on }, select: { liveVisitAlerts: true } }),
    languageOf: (userId: string) => db.user.findUnique({ where: { id: userId }, select: { language: true } }),
    /** The consultations sent to the owner, newest first (the leads export lists them beside the visitors, issue 31). */
    leadAdvisories: (ownerId: string, take: number) =>
      db.advisory.findMany({
        where: { ownerId },
        orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
        take,
        select: { name: true, phone: true, content: true, createdAt: true },
      }),

    /** The radar's visitor records of an owner: what the radar lists, and what one-key cleanup counts and reports. */
    visitorRecords: (ownerId: string) => db.radarVisitor.count({ where: { ownerId } }),
    /**
     * One-key cleanup's radar part (in the caller's transaction): the visits, their view and action events and the
     * visitor summaries the radar lists, all of them (issue 31: the summaries used to stay, so the radar still listed
     * what cleanup said it removed). Answers the visitor records removed.
     */
    clearRadar: async (ownerId: string) => {
      await db.cardVisit.deleteMany({ where: { ownerId } });
      await db.visitEvent.deleteMany({ where: { ownerId } });
      return (await db.radarVisitor.deleteMany({ where: { ownerId } })).count;
    },
  };
}

/**
 * The radar's part of a batch of card visits (card-visits.ts), written by core/direct-sql in the same transaction as the
 * CardVisit rows: the visits of `ids` that were written (the CardVisit statement skips repeats) become a `view`
 * event each and count in their visitor's summary. Both statements skip visits that already have their event, so a
 * batch written twice (a retried flush) counts once; the summary statement runs first for that reason.
 */
export function radarViewStatements(engine: Engine, ids: string[]): Statement[] {
  if (!ids.length) return [];
  let n = 0;
  const p = () => (engine === 'postgres' ? `$${++n}` : '?');
  const written = () => `c."id" IN (${ids.map(p).join(', ')}) AND NOT EXISTS (SELECT 1 FROM "VisitEvent" e WHERE e."id" = c."id")`;
  const later = engine === 'postgres' ? 'GREATEST' : 'MAX';
  // Device and city: the visit's when it knew them, else what the summary had (a batch holds one visit per visitor).
  const summary = `INSERT INTO "RadarVisitor" ("ownerId", "visitorKey", "visitorId", "views", "actions", "device", "city", "firstAt", "lastAt")
    SELECT c."ownerId", c."visitorKey", MAX(c."visitorId"), COUNT(*), 0, MAX(c."device"), MAX(c."city"), MIN(c."createdAt"), MAX(c."createdAt") FROM "CardVisit" c
    WHERE ${written()} GROUP BY c."ownerId", c."visitorKey"
    ON CONFLICT ("ownerId", "visitorKey") DO UPDATE SET "views" = "RadarVisitor"."views" + excluded."views",
      "lastAt" = ${later}("RadarVisitor"."lastAt", excluded."lastAt"), "visitorId" = COALESCE(excluded."visitorId", "RadarVisitor"."visitorId"),
      "device" = COALESCE(excluded."device", "RadarVisitor"."device"), "city" = COALESCE(excluded."city", "RadarVisitor"."city")`;
  const first = { sql: summary, args: ids };
  n = 0;
  const events = `INSERT INTO "VisitEvent" ("id", "ownerId", "visitorKey", "visitorId", "action", "createdAt")
    SELECT c."id", c."ownerId", c."visitorKey", c."visitorId", 'view', c."createdAt" FROM "CardVisit" c WHERE ${written()}`;
  return [first, { sql: events, args: ids }];
}

/**
 * A beacon's actions as statements for the visits' writer (core/direct-sql): the events, then the visitor's summary
 * (actions + n, last time). They go through the same single writer as the views: a Prisma transaction of its own
 * beside that writer met its commits under load (the contract sweep once timed out behind one).
 */
export function radarActionStatements(engine: Engine, events: ActionEvent[]): Statement[] {
  const first = events[0];
  const last = events[events.length - 1];
  if (!first || !last) return [];
  let n = 0;
  const p = () => (engine === 'postgres' ? `$${++n}` : '?');
  const at = (d: Date) => sqlDateTime(engine, d);
  const ts = engine === 'postgres' ? '::timestamp(3)' : '';
  const rows = events.map(() => `(${p()}, ${p()}, ${p()}, ${p()}, ${p()}, ${p()}${ts})`).join(', ');
  const insert = {
    sql: `INSERT INTO "VisitEvent" ("id", "ownerId", "visitorKey", "visitorId", "action", "createdAt") VALUES ${rows}`,
    args: events.flatMap((e) => [e.id, e.ownerId, e.visitorKey, e.visitorId, e.action, at(e.createdAt)]),
  };
  n = 0;
  const later = engine === 'postgres' ? 'GREATEST' : 'MAX';
  const summary = {
    sql: `INSERT INTO "RadarVisitor" ("ownerId", "visitorKey", "visitorId", "views", "actions", "firstAt", "lastAt")
      VALUES (${p()}, ${p()}, ${p()}, 0, ${p()}, ${p()}${ts}, ${p()}${ts})
      ON CONFLICT ("ownerId", "visitorKey") DO UPDATE SET "actions" = "RadarVisitor"."actions" + excluded."actions",
        "lastAt" = ${later}("RadarVisitor"."lastAt", excluded."lastAt"), "visitorId" = COALESCE(excluded."visitorId", "RadarVisitor"."visitorId")`,
    args: [first.ownerId, first.visitorKey, first.visitorId, events.length, at(first.createdAt), at(last.createdAt)],
  };
  return [insert, summary];
}
