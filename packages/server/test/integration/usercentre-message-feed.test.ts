import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type Client } from '@libsql/client';
import { PrismaLibSQL } from '@prisma/adapter-libsql';
import { PrismaClient } from '../../src/generated/prisma/client';
import { messageFeedQuery, usercentreRepository } from '../../src/domains/usercentre/usercentre.repository';
import { copyBaseDatabase } from '../helpers/database';

/**
 * The message feed stays fast however long the list is: every query of a page must seek its index, not read all
 * of the user's rows. A deep page that walked the rows before it, or sorted them in a temporary B-tree, takes time
 * in proportion to the list (measured: ~50 ms at 100,000 rows against ~0.2 ms with a seek; scripts/bench/list-scale.mjs).
 * The SQL is the one the repository really sends (the feed's query builder; Prisma's query log for the count),
 * explained by the same SQLite the server uses (libsql).
 */
let url: string;
let prisma: PrismaClient<'query'>;
let sqlite: Client;
const sent: { query: string; params: string }[] = [];

beforeAll(async () => {
  url = copyBaseDatabase();
  prisma = new PrismaClient({ adapter: new PrismaLibSQL({ url }), log: [{ emit: 'event', level: 'query' }] });
  prisma.$on('query', (e) => { sent.push({ query: e.query, params: e.params }); });
  sqlite = createClient({ url });
});
afterAll(async () => {
  sqlite.close();
  await prisma.$disconnect();
});

/** The query plan of the one statement `run` sends (its parameters as Prisma logged them). */
async function planOf(run: () => Promise<unknown>): Promise<string[]> {
  sent.length = 0;
  await run();
  expect(sent).toHaveLength(1);
  const args = JSON.parse(sent[0].params) as (string | number)[];
  const plan = await sqlite.execute({ sql: `EXPLAIN QUERY PLAN ${sent[0].query}`, args });
  return plan.rows.map((r) => String(r.detail));
}

/** The query plan of a statement the repository sends through the driver. */
async function planOfSql(q: { sql: string; args: (string | number)[] }): Promise<string[]> {
  const plan = await sqlite.execute({ sql: `EXPLAIN QUERY PLAN ${q.sql}`, args: q.args });
  return plan.rows.map((r) => String(r.detail));
}

describe('the message feed seeks its index', () => {
  const repo = () => usercentreRepository(prisma);

  it('the first page reads the user\'s newest rows in index order, no sort', async () => {
    const plan = await planOfSql(messageFeedQuery('someUser', null, 11));
    expect(plan.join(' | ')).toMatch(/^SEARCH (main\.)?Message USING (COVERING )?INDEX \S+ \(userId=\?\)$/);
  });

  it('a deep page starts at its cursor: a range on the time, not a walk through the newer rows, no sort', async () => {
    const plan = await planOfSql(messageFeedQuery('someUser', { at: new Date('2026-11-01T08:00:00.000Z'), id: 'someMessage' }, 11));
    expect(plan.join(' | ')).toMatch(/^SEARCH (main\.)?Message USING (COVERING )?INDEX \S+ \(userId=\? AND createdAt<\?\)$/);
  });

  it('the unread count reads only the unread rows', async () => {
    const plan = await planOf(() => repo().unreadMessages('someUser'));
    expect(plan.join(' | ')).toMatch(/SEARCH (main\.)?Message USING (COVERING )?INDEX \S+ \(userId=\? AND readAt=\?\)/);
  });
});
