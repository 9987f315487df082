import { createClient } from '@libsql/client';
import { describe, expect, it } from 'vitest';
import { afterKeyOf, isAfterKey } from '../lib/paging';
import { afterKeySql, jsonArraySql, readBoolean, readDateTimeOrNull, readJsonArray, readNumber, sqlArgs, sqlDateTime } from './sql-values';

describe('values read through the driver', () => {
  it("reads a Boolean column from SQLite's 0/1 and PostgreSQL's boolean", () => {
    expect([readBoolean(1), readBoolean(true), readBoolean(1n), readBoolean('1')]).toEqual([true, true, true, true]);
    expect([readBoolean(0), readBoolean(false), readBoolean(null), readBoolean(undefined), readBoolean(2)]).toEqual([false, false, false, false, false]);
  });
  it("reads numbers from SQLite's numbers and PostgreSQL's BIGINT text; an empty SUM is 0", () => {
    expect([readNumber(12), readNumber('9007199254740991'), readNumber(5n), readNumber(null), readNumber(undefined)]).toEqual([12, 9007199254740991, 5, 0, 0]);
  });
  it('reads a nullable DateTime', () => {
    expect(readDateTimeOrNull(null)).toBeNull();
    expect(readDateTimeOrNull('2026-11-30T08:00:00.000+00:00')?.toISOString()).toBe('2026-11-30T08:00:00.000Z');
  });
});

describe('statement builders for the driver', () => {
  it("numbers placeholders as they are added, each engine's way; a DateTime goes in its stored form (PostgreSQL with its cast)", () => {
    const at = new Date('2026-11-30T08:00:00.000Z');
    const lite = sqlArgs('sqlite');
    expect([lite.p('a'), lite.at(at), lite.p(3)]).toEqual(['?1', '?2', '?3']);
    expect(lite.args).toEqual(['a', '2026-11-30T08:00:00.000+00:00', 3]);
    const pg = sqlArgs('postgres');
    expect([pg.p('a'), pg.at(at)]).toEqual(['$1', '$2::timestamp(3)']);
    expect(pg.args).toEqual(['a', '2026-11-30 08:00:00.000']);
  });
  it('a keyset condition: none on the first page; strictly after the key, ties by id in either order, its time used three times', () => {
    const q = sqlArgs('sqlite');
    expect(afterKeySql(q, 't', 'id', 'desc', null)).toBe('');
    expect(afterKeySql(q, 't', 'id', 'desc', { at: new Date(0), id: 'k' })).toBe(' AND t <= ?1 AND (t < ?1 OR (t = ?1 AND id < ?2))');
    expect(afterKeySql(q, 't', 'id', 'asc', { at: new Date(0), id: 'k' })).toBe(' AND t <= ?3 AND (t < ?3 OR (t = ?3 AND id > ?4))');
    expect(q.args).toHaveLength(4);
  });
  it("the keyset condition picks on SQLite exactly the rows lib/paging's rule puts after each key: ties, the key's own row, off-grid keys", async () => {
    const db = createClient({ url: ':memory:' });
    await db.execute('CREATE TABLE "T" ("t" TEXT NOT NULL, "id" TEXT NOT NULL)');
    const rows = [3, 3, 3, 2, 1, 1].map((s, i) => ({ at: new Date(s * 1000), id: `r${i}` }));
    for (const r of rows) await db.execute({ sql: 'INSERT INTO "T" VALUES (?, ?)', args: [sqlDateTime('sqlite', r.at), r.id] });
    const keys = [...rows, { at: new Date(3000), id: 'r' }, { at: new Date(3000), id: 'r9' }, { at: new Date(2500), id: 'r0' }, { at: new Date(0), id: 'r0' }];
    for (const ties of ['asc', 'desc'] as const) {
      for (const key of keys) {
        const q = sqlArgs('sqlite');
        const sql = `SELECT "id" FROM "T" WHERE 1 = 1${afterKeySql(q, '"t"', '"id"', ties, key)} ORDER BY "id"`;
        const got = (await db.execute({ sql, args: q.args })).rows.map((r) => String(r.id));
        expect(got, `${ties} ${key.at.getTime()} ${key.id}`).toEqual(rows.filter((r) => isAfterKey(r, afterKeyOf(key, ties))).map((r) => r.id));
      }
    }
    db.close();
  });
  it("reads a JSON array from SQLite's text and PostgreSQL's parsed value; none is empty", () => {
    expect(readJsonArray('[{"a":1}]')).toEqual([{ a: 1 }]);
    expect(readJsonArray([{ a: 1 }])).toEqual([{ a: 1 }]);
    expect([readJsonArray('[]'), readJsonArray(null), readJsonArray(undefined)]).toEqual([[], [], []]);
  });
  it('builds a JSON array: PostgreSQL aggregates in order with [] for none; SQLite from an ordered subquery', () => {
    expect(jsonArraySql('postgres', { id: 'x."id"' }, 'FROM "T" AS x', 'x."id"')).toBe(
      `(SELECT COALESCE(json_agg(json_build_object('id', x."id") ORDER BY x."id"), '[]'::json) FROM "T" AS x)`,
    );
    expect(jsonArraySql('sqlite', { id: 'x."id"' }, 'FROM "T" AS x', 'x."id"')).toBe(
      `(SELECT json_group_array(json_object('id', j."id")) FROM (SELECT x."id" AS "id" FROM "T" AS x ORDER BY x."id") AS j)`,
    );
  });
});
