import { dbEngine, type Engine } from '../db';
import { afterKeyOf, type FeedKey, type FeedTies } from '../lib/paging';
import type { SqlArgs } from './direct-sql.types';

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

/**
 * A statement's arguments with their placeholders, numbered as they are added so a builder never counts them:
 * SQLite's `?n`, PostgreSQL's `$n` (a number may be used twice). `at` adds a DateTime in its stored form (with
 * PostgreSQL's cast, see sqlDateTime).
 */
export function sqlArgs(engine: Engine) {
  const args: SqlArgs = [];
  const p = (v: SqlArgs[number]) => {
    args.push(v);
    return engine === 'postgres' ? `$${args.length}` : `?${args.length}`;
  };
  const at = (d: Date) => `${p(sqlDateTime(engine, d))}${engine === 'postgres' ? '::timestamp(3)' : ''}`;
  return { args, p, at };
}

/**
 * lib/paging's keyset rule (afterKeyOf) as a condition on `col` (the time) and `id`: a page's rows strictly after the
 * key, newest first, ties by `id` in `ties` order. `col <= at` repeats what the OR implies: SQLite seeks the
 * (owner, col desc, id) index only on a plain range (see usercentre.repository's message feed).
 */
export function afterKeySql(q: ReturnType<typeof sqlArgs>, col: string, id: string, ties: FeedTies, after: FeedKey | null): string {
  if (!after) return '';
  const key = afterKeyOf(after, ties);
  const at = q.at(key.at);
  return ` AND ${col} <= ${at} AND (${col} < ${at} OR (${col} = ${at} AND ${id} ${key.idPast} ${q.p(key.id)}))`;
}

/**
 * A DateTime column as text inside a JSON object the statement builds (jsonArraySql), read back with
 * readDateTimeOrNull: SQLite's stored text is already ISO 8601 with its offset; PostgreSQL's timestamp would turn into
 * text without one (read as local time), so it is written out in UTC with a "Z".
 */
export function jsonDateTimeSql(engine: Engine, col: string): string {
  return engine === 'postgres' ? `to_char(${col}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : col;
}

/** A JSON array built by the statement (json_group_array, json_agg): SQLite answers its text, PostgreSQL's driver the parsed value. */
export const readJsonArray = <T>(v: unknown): T[] => (typeof v === 'string' ? (JSON.parse(v) as T[]) : ((v as T[] | null) ?? []));

/**
 * A correlated JSON array of objects, in `orderBy` order, `[]` when there is none: `fields` are the object's keys and
 * their SQL expressions over `from` (which names its table and WHERE). SQLite 3.44's aggregate ORDER BY drops the
 * objects' JSON subtype (each becomes a string), so its order comes from an ordered subquery.
 */
export function jsonArraySql(engine: Engine, fields: Record<string, string>, from: string, orderBy: string): string {
  const keys = Object.keys(fields);
  if (engine === 'postgres') {
    const obj = `json_build_object(${keys.map((k) => `'${k}', ${fields[k]}`).join(', ')})`;
    return `(SELECT COALESCE(json_agg(${obj} ORDER BY ${orderBy}), '[]'::json) ${from})`;
  }
  const inner = keys.map((k) => `${fields[k]} AS "${k}"`).join(', ');
  return `(SELECT json_group_array(json_object(${keys.map((k) => `'${k}', j."${k}"`).join(', ')})) FROM (SELECT ${inner} ${from} ORDER BY ${orderBy}) AS j)`;
}
