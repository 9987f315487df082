// The list-scale part of `npm run bench`: does a list a user pages through stay fast when it is long? The longest
// such lists are the user's messages and the wallet's billing details (both keyset feeds, lib/paging.ts). For each,
// two fresh users are registered through the real API, one gets 1,000 rows and one 100,000, written straight into
// the SQLite file; then, as each user, the first page and a deep page (around row 900, around row 99,000) are timed
// through the real call. Target: each at most 2x its time at 1,000 rows. Node built-ins plus @libsql/client
// (resolved from the server package).
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { createClient } = createRequire(path.join(root, 'packages/server/package.json'))('@libsql/client');

const TARGET_RATIO = 2;
/**
 * Rows older than the newest `unread` (default 50) are read, as in a list someone uses. The unread count is part of
 * every page and counts the unread rows (an index range): with all 100,000 unread it is the cost that grows.
 */

/**
 * Runs the list-scale measurement against a running server (`api`, e.g. http://127.0.0.1:3100) whose database is
 * `dbFile`; the server must use the local SMS provider. Answers the figures for printListScale.
 */
export async function listScale({ api, dbFile, log = () => {}, sizes = [1_000, 100_000], requests = 200, warmup = 50, pageSize = 10, unread = 50 }) {
  const db = createClient({ url: `file:${dbFile}` });
  try {
    await db.execute('PRAGMA busy_timeout = 5000');
    const results = [];
    for (const spec of LISTS) results.push(await scaleOf(spec, { api, db, log, sizes, requests, warmup, pageSize, unread }));
    return results;
  } finally {
    db.close();
  }
}

/** One list measured at each size (see the file's comment). */
async function scaleOf(spec, { api, db, log, sizes, requests, warmup, pageSize, unread }) {
  const CALL = spec.call;
  const lists = [];
  for (const rows of sizes) {
    const user = await registerUser(api, db);
    const t0 = performance.now();
    await spec.insert(db, user.id, rows, unread);
    log(`list scale: ${rows.toLocaleString('en')} ${spec.list} rows written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    // The deep page starts after row deepAfter (1,000 -> 900, 100,000 -> 99,000), the way a user gets there by
    // following cursors: the cursor is the key of that row, encoded as lib/paging.ts encodes it.
    const deepAfter = rows - Math.max(Math.round(rows / 100), Math.min(100, Math.round(rows / 10)));
    const deep = await deepCursor(db, spec, user.id, deepAfter);
    await checkDeepPage(api, spec, user.token, deep, pageSize);
    lists.push({ rows, deepAfter, token: user.token, forms: { first: { ...spec.form, pageSize }, deep: { ...spec.form, pageSize, cursor: deep.cursor } } });
  }
  // Round robin over every list and page, so a warming server or a busy machine weighs on all of them alike.
  const targets = lists.flatMap((l) => ['first', 'deep'].map((page) => ({ l, page, times: [] })));
  for (let i = 0; i < warmup + requests; i++) {
    for (const t of targets) {
      const ms = await timedCall(api, CALL, t.l.token, t.l.forms[t.page]);
      if (i >= warmup) t.times.push(ms);
    }
  }
  const figures = lists.map((l) => ({
    rows: l.rows,
    deepAfter: l.deepAfter,
    ...Object.fromEntries(targets.filter((t) => t.l === l).map((t) => [t.page, quantiles(t.times)])),
  }));
  const [small, big] = [figures[0], figures[figures.length - 1]];
  const ratio = (k) => big[k].p50 / small[k].p50;
  return { list: spec.list, call: CALL, pageSize, requests, lists: figures, ratios: { first: ratio('first'), deep: ratio('deep') }, target: TARGET_RATIO };
}

/** Prints each list's figures (`rs`: what listScale answers). */
export function printListScale(rs) {
  for (const r of rs) printOne(r);
}

function printOne(r) {
  const ms = (x) => x.toFixed(2).padStart(8);
  console.log(`\nList scale: ${r.list} (${r.call}), page of ${r.pageSize}, ${r.requests} sequential requests each (round robin), ms`);
  console.log('    rows   deep after  first p50  first p95   deep p50   deep p95');
  for (const l of r.lists) {
    console.log(
      `${l.rows.toLocaleString('en').padStart(8)} ${l.deepAfter.toLocaleString('en').padStart(12)} ${ms(l.first.p50)}   ${ms(l.first.p95)}   ${ms(l.deep.p50)}   ${ms(l.deep.p95)}`,
    );
  }
  const [small, big] = [r.lists[0], r.lists[r.lists.length - 1]];
  const verdict = (x) => `${x.toFixed(2)}x (target <= ${r.target}x) ${x <= r.target ? 'OK' : 'NOT MET'}`;
  console.log(`${big.rows.toLocaleString('en')} / ${small.rows.toLocaleString('en')} rows, median: first page ${verdict(r.ratios.first)}, deep page ${verdict(r.ratios.deep)}`);
}

/** A form POST as the app sends it; answers the envelope. */
export async function post(api, path, form = {}, token) {
  const res = await fetch(`${api}${path}`, {
    method: 'POST',
    body: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': randomUUID().replace(/-/g, ''), ...(token ? { authorization: token } : {}) },
  });
  return res.json();
}

/**
 * A new user through the real calls: a register code, then createUser. The code comes from the dev SMS outbox when
 * the server has one; a production server (what the bench runs) has none and never logs codes, so the bench, which
 * owns the database, replaces the stored code's hash with that of a code it chose (same hash as auth.service.ts).
 */
export async function registerUser(api, db) {
  let phone = '139';
  while (phone.length < 11) phone += String(randomInt(10));
  const target = `+86${phone}`;
  const sent = await post(api, '/acc/0/getVerificationCode.xhtml', { phone, purpose: 'register' });
  if (sent.status !== 200) throw new Error(`list scale: no code sent: ${JSON.stringify(sent)}`);
  let code = null;
  const outbox = await fetch(`${api}/dev/smsOutbox?to=${encodeURIComponent(target)}`);
  if (outbox.ok) code = (await outbox.json()).messages?.[0]?.code ?? null;
  if (!code) {
    code = '2468';
    const hash = createHash('sha256').update(`${target}|register|${code}`).digest('base64url');
    const upd = await db.execute({
      sql: 'UPDATE VerificationCode SET codeHash = ? WHERE id = (SELECT id FROM VerificationCode WHERE target = ? AND purpose = ? ORDER BY createdAt DESC LIMIT 1)',
      args: [hash, target, 'register'],
    });
    if (upd.rowsAffected !== 1) throw new Error('list scale: the register code row was not found');
  }
  const reg = await post(api, '/register/createUser.xhtml', { phone, code, agree: 'true', password: `b${randomBytes(6).toString('hex')}` });
  if (reg.status !== 200) throw new Error(`list scale: register failed: ${JSON.stringify(reg)}`);
  const row = await db.execute({ sql: 'SELECT id FROM User WHERE regionCode = ? AND phone = ?', args: ['+86', phone] });
  return { id: String(row.rows[0].id), token: reg.resultSets.token };
}

/** Prisma's SQLite DateTime text, e.g. 2026-11-23T19:05:50.773+00:00 (so the server reads and orders them as its own). */
export const prismaTime = (ms) => new Date(ms).toISOString().replace('Z', '+00:00');

/**
 * `count` messages shaped like the system messages the server writes (test/factories/usercentre.ts): a title, a short
 * text, newest first one minute apart and two at a time sharing a time (so paging crosses ties, broken by id);
 * the newest `unread` unread. One transaction of multi-row inserts.
 */
async function insertMessages(db, userId, count, unread) {
  const now = Date.now();
  const perStatement = 1_000;
  const statements = [];
  for (let start = 0; start < count; start += perStatement) {
    const n = Math.min(perStatement, count - start);
    const args = [];
    for (let k = start; k < start + n; k++) {
      const at = now - Math.floor(k / 2) * 60_000;
      args.push(
        randomBytes(16).toString('base64url'),
        userId,
        k % 7 === 0 ? '活动通知' : '系统通知',
        `您的名片本周新增访客，第 ${count - k} 条通知`,
        k < unread ? null : prismaTime(at + 3_600_000),
        prismaTime(at),
      );
    }
    statements.push({ sql: `INSERT INTO Message (id, userId, title, content, readAt, createdAt) VALUES ${Array(n).fill('(?, ?, ?, ?, ?, ?)').join(', ')}`, args });
  }
  await db.batch(statements, 'write');
}

/** The cursor after row `after` of the user's feed (1-based, feed order), and the ids the next page must start with. */
async function deepCursor(db, spec, userId, after) {
  const res = await db.execute({
    sql: `SELECT id, createdAt FROM ${spec.table} WHERE ${spec.owner} = ? ORDER BY ${spec.order} LIMIT 11 OFFSET ?`,
    args: [spec.ownerValue(userId), after - 1],
  });
  const [key, ...next] = res.rows;
  const cursor = Buffer.from(JSON.stringify({ v: 1, l: spec.list, t: new Date(String(key.createdAt)).getTime(), i: String(key.id) })).toString('base64url');
  return { cursor, nextIds: next.map((r) => String(r.id)) };
}

/** The deep page must be the rows right after the cursor, else the timing would measure a wrong answer. */
async function checkDeepPage(api, spec, token, deep, pageSize) {
  const CALL = spec.call;
  const res = await post(api, CALL, { ...spec.form, pageSize: String(pageSize), cursor: deep.cursor }, token);
  const ids = res.resultSets?.items?.map((m) => m.id) ?? [];
  if (res.status !== 200 || ids.join() !== deep.nextIds.slice(0, pageSize).join()) {
    throw new Error(`list scale: the deep page is not the rows after its cursor: ${JSON.stringify(res).slice(0, 300)}`);
  }
}

/** One call's time in ms; anything but a page is an error, not a figure. */
async function timedCall(api, CALL, token, form) {
  const body = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, String(v)]));
  const t0 = performance.now();
  const res = await post(api, CALL, body, token);
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`list scale: ${CALL} answered ${JSON.stringify(res).slice(0, 200)}`);
  return ms;
}

export function quantiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { p50: at(0.5), p95: at(0.95) };
}

/**
 * `count` postings of the user's available balance as the wallet writes them (core/ledger): one journal each, the
 * other side on a platform account, income and spending alternating, newest first one minute apart and two at a
 * time sharing a time (paging crosses ties). The accounts' balances are kept equal to their postings.
 */
async function insertPostings(db, userId, count) {
  const now = Date.now();
  const account = `user:${userId}:available`;
  const perStatement = 500;
  const statements = [];
  let userSum = 0;
  for (let start = 0; start < count; start += perStatement) {
    const n = Math.min(perStatement, count - start);
    const journals = [];
    const postings = [];
    for (let k = start; k < start + n; k++) {
      const at = prismaTime(now - Math.floor(k / 2) * 60_000);
      const income = k % 2 === 0;
      const amount = income ? 1_000 + (k % 7) : -(500 + (k % 5));
      userSum += amount;
      const journalId = randomBytes(16).toString('base64url');
      journals.push(journalId, income ? 'income.release' : 'order.pay', journalId, at);
      postings.push(randomBytes(16).toString('base64url'), journalId, account, userId, amount, at);
      postings.push(randomBytes(16).toString('base64url'), journalId, 'platform:adjustment', null, -amount, at);
    }
    statements.push({ sql: `INSERT INTO LedgerJournal (id, kind, refId, createdAt) VALUES ${Array(n).fill('(?, ?, ?, ?)').join(', ')}`, args: journals });
    statements.push({
      sql: `INSERT INTO LedgerPosting (id, journalId, accountId, userId, amountFen, createdAt) VALUES ${Array(2 * n)
        .fill('(?, ?, ?, ?, ?, ?)')
        .join(', ')}`,
      args: postings,
    });
  }
  statements.push({ sql: 'INSERT INTO LedgerAccount (id, userId, kind, balanceFen) VALUES (?, ?, ?, ?)', args: [account, userId, 'available', userSum] });
  statements.push({
    sql: "INSERT INTO LedgerAccount (id, userId, kind, balanceFen) VALUES ('platform:adjustment', NULL, 'platform', ?) ON CONFLICT(id) DO UPDATE SET balanceFen = balanceFen + excluded.balanceFen",
    args: [-userSum],
  });
  await db.batch(statements, 'write');
}

/** The lists measured: what to call, how rows are written, and the feed's table, owner column and order. */
const LISTS = [
  {
    list: 'messages',
    call: '/acc/in2userMainMessage.xhtml',
    form: {},
    insert: insertMessages,
    table: 'Message',
    owner: 'userId',
    ownerValue: (userId) => userId,
    order: 'createdAt DESC, id ASC',
  },
  {
    list: 'bills',
    call: '/cpl/billingDetails.xhtml',
    form: { type: 'all' },
    insert: insertPostings,
    table: 'LedgerPosting',
    owner: 'accountId',
    ownerValue: (userId) => `user:${userId}:available`,
    order: 'createdAt DESC, id DESC',
  },
];

/**
 * Times each target's call round robin (so a warming server or a busy machine weighs on all alike), `warmup` rounds
 * untimed then `requests` timed; a call that answers anything but a non-empty list (plain or the legacy search
 * envelope's 1666666) is an error, not a figure. Answers p50/p95 per target key.
 */
export async function measureRoundRobin(api, token, targets, { requests, warmup, name }) {
  const times = new Map(targets.map((t) => [t.key, []]));
  for (let i = 0; i < warmup + requests; i++) {
    for (const t of targets) {
      const form = Object.fromEntries(Object.entries(t.form).map(([k, v]) => [k, String(v)]));
      const t0 = performance.now();
      const res = await post(api, t.call, form, token);
      const ms = performance.now() - t0;
      const ok = (res.status === 200 || res.status === 1666666) && res.resultSets?.items?.length > 0;
      if (!ok) throw new Error(`${name}: ${t.key} answered ${JSON.stringify(res).slice(0, 300)}`);
      if (i >= warmup) times.get(t.key).push(ms);
    }
  }
  return Object.fromEntries([...times].map(([k, v]) => [k, quantiles(v)]));
}
