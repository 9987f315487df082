import type { DbClient } from '../../../core/db';
import { dbEngine, type Engine } from '../../../db';
import { sqlDateTime } from '../../../core/sql-values';
import { fromUtcHours, type DayHourCount } from './insight.rules';

/**
 * Read-only queries of the insight part over other areas' tables: card visits (card.prisma CardVisit, one row per
 * visitor per dedup window, the same visits the radar and rank count), the radar's events (network VisitEvent),
 * card exchanges, circles, micro videos and micro pages. Nothing here writes.
 *
 * Visits are bucketed in SQL (GROUP BY hour, or Beijing day for distinct visitors), so a year of 50,000 visits
 * comes back as at most 8,784 small rows. The bucket expressions are each engine's own: SQLite reads the stored ISO
 * text (with its "+00:00" offset, shifted by 8 hours for a day); PostgreSQL truncates or shifts the UTC `timestamp(3)`.
 * Dates are passed in Prisma's stored form (core/sql-values) so the comparisons use the (ownerId, createdAt) index.
 */
const SHIFT = 8;
const sqlOf = (engine: Engine) =>
  engine === 'postgres'
    ? {
        day: `to_char("createdAt" + interval '${SHIFT} hours', 'YYYY-MM-DD')`,
        utcHour: `to_char(date_trunc('hour', "createdAt"), 'YYYY-MM-DD"T"HH24')`,
        p: (i: number, kind: 'text' | 'time') => (kind === 'time' ? `$${i}::timestamp(3)` : `$${i}`),
      }
    : {
        day: `strftime('%Y-%m-%d', "createdAt", '+${SHIFT} hours')`,
        // The stored text's first 13 characters are its UTC hour ('2026-11-24T05'): no date function per row.
        utcHour: `substr("createdAt", 1, 13)`,
        // Numbered (?1, ?2...): a query may use its parameters out of order.
        p: (i: number) => `?${i}`,
      };

const num = (v: unknown) => Number(v ?? 0);

export function insightReadsRepository(db: DbClient) {
  const engine = dbEngine(db);
  const q = sqlOf(engine);
  const at = (d: Date) => sqlDateTime(engine, d);
  /** The owner's visits in [start, end): the shared WHERE and its three parameters. */
  const inRange = `"ownerId" = ${q.p(1, 'text')} AND "createdAt" >= ${q.p(2, 'time')} AND "createdAt" < ${q.p(3, 'time')}`;
  const raw = <T>(sql: string, ...args: unknown[]) => db.$queryRawUnsafe<T[]>(sql, ...args);

  return {
    registeredAt: async (userId: string) => (await db.user.findUnique({ where: { id: userId }, select: { createdAt: true } }))?.createdAt ?? null,

    /**
     * Visits per Beijing day and hour. Grouped by UTC hour (Beijing is a whole number of hours ahead, so each UTC
     * hour is exactly one Beijing hour; the rules name it): the cheapest grouping on both engines (bench: 50,000
     * visits of a year).
     */
    visitBuckets: async (ownerId: string, start: Date, end: Date): Promise<DayHourCount[]> => {
      const rows = await raw<{ h: string; n: unknown }>(`SELECT ${q.utcHour} AS "h", COUNT(*) AS "n" FROM "CardVisit" WHERE ${inRange} GROUP BY 1`, ownerId, at(start), at(end));
      return fromUtcHours(rows.map((r) => ({ utcHour: r.h, n: num(r.n) })));
    },

    /** Distinct visitors (person or device) in the range. */
    uniqueVisitors: async (ownerId: string, start: Date, end: Date): Promise<number> => {
      const [row] = await raw<{ n: unknown }>(`SELECT COUNT(DISTINCT "visitorKey") AS "n" FROM "CardVisit" WHERE ${inRange}`, ownerId, at(start), at(end));
      return num(row?.n);
    },

    /** Distinct visitors per Beijing day. */
    visitorsPerDay: async (ownerId: string, start: Date, end: Date): Promise<Map<string, number>> => {
      const rows = await raw<{ day: string; n: unknown }>(
        `SELECT ${q.day} AS "day", COUNT(DISTINCT "visitorKey") AS "n" FROM "CardVisit" WHERE ${inRange} GROUP BY 1`,
        ownerId,
        at(start),
        at(end),
      );
      return new Map(rows.map((r) => [r.day, num(r.n)]));
    },

    /**
     * Visitors of the range with no visit of the card before it (the others are returning): each one checked on the
     * (ownerId, visitorKey, createdAt) index, so the card's older visits are never scanned.
     */
    newVisitors: async (ownerId: string, start: Date, end: Date): Promise<number> => {
      const [row] = await raw<{ n: unknown }>(
        `SELECT COUNT(DISTINCT v."visitorKey") AS "n" FROM "CardVisit" v WHERE v."ownerId" = ${q.p(1, 'text')}
          AND v."createdAt" >= ${q.p(2, 'time')} AND v."createdAt" < ${q.p(3, 'time')}
          AND NOT EXISTS (SELECT 1 FROM "CardVisit" o WHERE o."ownerId" = v."ownerId" AND o."visitorKey" = v."visitorKey" AND o."createdAt" < ${q.p(2, 'time')})`,
        ownerId,
        at(start),
        at(end),
      );
      return num(row?.n);
    },

    /** The first visit of the range (its visitor's id when signed in). */
    firstVisit: (ownerId: string, start: Date, end: Date) =>
      db.cardVisit.findFirst({
        where: { ownerId, createdAt: { gte: start, lt: end } },
        orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
        select: { visitorId: true, createdAt: true },
      }),

    /** The radar's events per action in the range. */
    actions: async (ownerId: string, start: Date, end: Date) => {
      const rows = await db.visitEvent.groupBy({ by: ['action'], where: { ownerId, createdAt: { gte: start, lt: end } }, _count: { _all: true } });
      return rows.map((r) => ({ action: r.action, n: r._count._all }));
    },

    /** Exchanges accepted in the range that the user asked for (sent) and was asked for (received). */
    exchanges: async (userId: string, start: Date, end: Date) => {
      const decided = { state: 'accepted', decidedAt: { gte: start, lt: end } };
      const [sent, received] = await Promise.all([db.cardExchange.count({ where: { fromId: userId, ...decided } }), db.cardExchange.count({ where: { toId: userId, ...decided } })]);
      return { sent, received };
    },

    /** Circles created in the range, and other circles joined in it (still or once: joinedAt is kept on leaving). */
    circles: async (userId: string, start: Date, end: Date) => {
      const [created, joined] = await Promise.all([
        db.circle.count({ where: { ownerId: userId, createdAt: { gte: start, lt: end } } }),
        db.circleMember.count({ where: { userId, role: { not: 'owner' }, joinedAt: { gte: start, lt: end } } }),
      ]);
      return { created, joined };
    },

    /** Micro videos published in the range (not drafts) and the views they have. */
    videos: async (userId: string, start: Date, end: Date) => {
      const r = await db.microVideo.aggregate({
        where: { userId, state: 'published', createdAt: { gte: start, lt: end } },
        _count: { _all: true },
        _sum: { views: true },
      });
      return { published: r._count._all, views: r._sum.views ?? 0 };
    },

    /** Micro pages and leaflets first published in the range. */
    pagesPublished: (userId: string, start: Date, end: Date) => db.microPage.count({ where: { userId, publishedAt: { gte: start, lt: end } } }),
  };
}
