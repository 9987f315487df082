import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from '@libsql/client';
import { PrismaLibSql } from '@prisma/adapter-libsql';
import pg from 'pg';
import { PrismaClient } from '../../src/generated/prisma/client';
import { PrismaClient as PgPrismaClient } from '../../src/generated/prisma-pg/client';
import { runtimePg } from '../../src/db-postgres';
import { messageFeedQuery, usercentreRepository } from '../../src/domains/usercentre/usercentre.repository';
import { copyBaseDatabase, testEngine } from '../helpers/database';

/**
 * The message feed stays fast however long the list is: every query of a page must seek its index, not read all
 * of the user's rows. A deep page that walked the rows before it, or sorted them in a temporary B-tree, takes time
 * in proportion to the list (measured: ~50 ms at 100,000 rows against ~0.2 ms with a seek; scripts/bench/list-scale.mjs).
 * The SQL is the one the repository really sends (the feed's query builder; Prisma's query log for the count),
 * explained by the engine of the run: SQLite's EXPLAIN QUERY PLAN (through libsql, as the server), or
 * PostgreSQL's EXPLAIN. PostgreSQL's planner rightly prefers reading a near-empty table whole (or through another
 * index, then sorting), so there sequential and bitmap scans and sorts are made unattractive for the session: the
 * plan then shows whether an index can serve the range and the order (a Sort still appears when none can).
 */
const engine = testEngine();
let url: string;
let prisma: PrismaClient<'query'>;
let sqlite: Client | null = null;
let pgClient: pg.Client | null = null;
const sent: { query: string; params: string }[] = [];

beforeAll(async () => {
  url = copyBaseDatabase();
  const log = [{ emit: 'event', level: 'query' }] as const;
  prisma =
    engine === 'postgres'
      ? (new PgPrismaClient({ adapter: runtimePg(url), log: [...log] }) as unknown as PrismaClient<'query'>)
      : new PrismaClient({ adapter: new PrismaLibSql({ url }), log: [...log] });
  prisma.$on('query', (e) => {
    sent.push({ query: e.query, params: e.params });
  });
  if (engine === 'postgres') {
    pgClient = new pg.Client({ connectionString: url });
    await pgClient.connect();
    await pgClient.query('SET enable_seqscan = off; SET enable_bitmapscan = off; SET enable_sort = off');
  } else sqlite = createClient({ url });
});
afterAll(async () => {
  sqlite?.close();
  await pgClient?.end();
  await prisma.$disconnect();
});

/** The plan of one statement, one line per step (SQLite's details, PostgreSQL's text plan). */
async function explain(sql: string, args: (string | number | null)[]): Promise<string[]> {
  if (pgClient) return (await pgClient.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, args)).rows.map((r) => r['QUERY PLAN'].trim());
  return (await sqlite!.execute({ sql: `EXPLAIN QUERY PLAN ${sql}`, args })).rows.map((r) => String(r.detail));
}

/** The query plan of the one statement `run` sends (its parameters as Prisma logged them). */
async function planOf(run: () => Promise<unknown>): Promise<string[]> {
  sent.length = 0;
  await run();
  expect(sent).toHaveLength(1);
  return explain(sent[0].query, JSON.parse(sent[0].params) as (string | number)[]);
}

const firstPage = () => messageFeedQuery(engine, 'someUser', null, 11);
const deepPage = () => messageFeedQuery(engine, 'someUser', { at: new Date('2026-11-01T08:00:00.000Z'), id: 'someMessage' }, 11);

describe.runIf(engine === 'sqlite')('the message feed seeks its index (SQLite)', () => {
  const repo = () => usercentreRepository(prisma);

  it("the first page reads the user's newest rows in index order, no sort", async () => {
    const plan = await explain(firstPage().sql, firstPage().args);
    expect(plan.join(' | ')).toMatch(/^SEARCH (main\.)?Message USING (COVERING )?INDEX \S+ \(userId=\?\)$/);
  });

  it('a deep page starts at its cursor: a range on the time, not a walk through the newer rows, no sort', async () => {
    const plan = await explain(deepPage().sql, deepPage().args);
    expect(plan.join(' | ')).toMatch(/^SEARCH (main\.)?Message USING (COVERING )?INDEX \S+ \(userId=\? AND createdAt<\?\)$/);
  });

  it('the unread count reads only the unread rows', async () => {
    const plan = await planOf(() => repo().unreadMessages('someUser'));
    expect(plan.join(' | ')).toMatch(/SEARCH (main\.)?Message USING (COVERING )?INDEX \S+ \(userId=\? AND readAt=\?\)/);
  });
});

describe.runIf(engine === 'postgres')('the message feed seeks its index (PostgreSQL)', () => {
  const repo = () => usercentreRepository(prisma);
  // On an empty table both of the user's indexes cost the same and the planner's pick is a coin toss (adding columns
  // to Message turned it); with a user whose messages are mostly read, as real lists are, and fresh statistics, the
  // plan shows which index the count can use to read only the unread rows.
  beforeAll(async () => {
    await pgClient!.query(`INSERT INTO "Message" ("id", "userId", "title", "content", "readAt", "createdAt")
      SELECT 'plan' || i, 'someUser', 't', 'c', CASE WHEN i % 50 = 0 THEN NULL ELSE now() END, now() - i * interval '1 minute'
      FROM generate_series(1, 2000) AS i`);
    await pgClient!.query('ANALYZE "Message"');
  });
  const feedIndex = /Index Scan using "Message_userId_createdAt_id_idx" on "Message"/;

  it("the first page reads the user's newest rows in index order, no sort", async () => {
    const plan = (await explain(firstPage().sql, firstPage().args)).join(' | ');
    expect(plan).toMatch(feedIndex);
    expect(plan).toMatch(/Index Cond: \("userId" = [^)]+\)/);
    expect(plan).not.toMatch(/Sort/);
  });

  it('a deep page starts at its cursor: a range on the time in the index condition, no sort', async () => {
    const plan = (await explain(deepPage().sql, deepPage().args)).join(' | ');
    expect(plan).toMatch(feedIndex);
    expect(plan).toMatch(/Index Cond: \(\("userId" = [^)]+\) AND \("createdAt" <= /);
    expect(plan).not.toMatch(/Sort/);
  });

  it('the unread count reads only the unread rows', async () => {
    const plan = (await planOf(() => repo().unreadMessages('someUser'))).join(' | ');
    expect(plan).toMatch(/Index Only Scan using "Message_userId_readAt_idx"|Index Scan using "Message_userId_readAt_idx"/);
    expect(plan).toMatch(/"readAt" IS NULL/);
  });
});
