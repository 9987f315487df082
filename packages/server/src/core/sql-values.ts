import { dbEngine, type Engine } from '../db';

/**
 * DateTime values as Prisma stores them, for the few repositories that write or compare them in raw SQL (decision
 * 0013). SQLite: ISO 8601 text with milliseconds and "+00:00" (text compares in time order only when every row has
 * the same form, so Prisma's own reads and comparisons of the column stay right). PostgreSQL: `timestamp(3)` without
 * a time zone holding UTC, written as its text form without an offset (a JavaScript Date handed to the driver would
 * be sent in the server's local time); statements cast the parameter (`$1::timestamp(3)`).
 */
export function sqlDateTime(engine: Engine, d: Date): string {
  if (engine === 'postgres') return d.toISOString().replace('T', ' ').replace('Z', '');
  return d.toISOString().replace('Z', '+00:00');
}

/** A DateTime column read through the driver: SQLite's text, or PostgreSQL's value (core/direct-sql reads it as UTC). */
export const readDateTime = (v: string | Date): Date => (v instanceof Date ? v : new Date(v));
/** A nullable DateTime column read through the driver. */
export const readDateTimeOrNull = (v: string | Date | null): Date | null => (v === null ? null : readDateTime(v));
/** A Boolean column (or a 0/1 expression) read through the driver: SQLite's 0 and 1, PostgreSQL's boolean. */
export const readBoolean = (v: unknown): boolean => v === true || Number(v) === 1;
/** A number read through the driver: SQLite's number, PostgreSQL's BIGINT and COUNT/SUM as text; NULL (an empty SUM) is 0. */
export const readNumber = (v: unknown): number => Number(v ?? 0);

/**
 * `contains` that ignores letter case on both engines: SQLite's LIKE already does for ASCII letters, PostgreSQL's
 * LIKE does not, so there it is Prisma's `mode: 'insensitive'` (ILIKE), which SQLite's client does not accept.
 */
export function containsIgnoringCase(db: object, text: string): { contains: string } {
  return dbEngine(db) === 'postgres' ? ({ contains: text, mode: 'insensitive' } as { contains: string }) : { contains: text };
}
