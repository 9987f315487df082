// The commerce part of `npm run bench` (issue 16), two lists that grow with the platform:
//   1. A shop's product waterfall (`compositeProductList`, signed out) when the shop holds 1,000 and then 20,000 visible
//      products among 100,000 products of all shops (one in ten off the shelf or deleted, which the list must skip
//      through its index), sorted newest, by views (hit) and by price.
//   2. The spec's activity list (`getActivitysByStatuss` with its defaults, and one card's) with 1,000 and then
//      100,000 published activities on the platform.
// Rows are written straight into the SQLite file; the calls go through the real API. Target: each first page's p95
// at the larger size at most 2x its value at the smaller.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureRoundRobin, prismaTime, registerUser } from './list-scale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { createClient } = createRequire(path.join(root, 'packages/server/package.json'))('@libsql/client');

const TARGET_RATIO = 2;
const id = () => randomBytes(16).toString('base64url');
const DAY = 86_400_000;

export async function shopScale({ api, dbFile, log = () => {}, requests = 200, warmup = 50, pageSize = 10 }) {
  const db = createClient({ url: `file:${dbFile}` });
  try {
    await db.execute('PRAGMA busy_timeout = 5000');
    const owner = await registerUser(api, db);
    const others = [await registerUser(api, db), await registerUser(api, db)];
    const phoneIdEcr = String((await db.execute({ sql: 'SELECT phoneIdEcr FROM User WHERE id = ?', args: [owner.id] })).rows[0].phoneIdEcr);
    const start = Date.now();
    const shopIds = [];
    for (const u of [owner, ...others]) {
      const sid = id();
      shopIds.push(sid);
      await db.execute({ sql: 'INSERT INTO Shop (id, userId, name, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)', args: [sid, u.id, '基准小店', prismaTime(start), prismaTime(start)] });
    }
    const shopOf = (k) => ({ shopId: shopIds[k], userId: [owner, ...others][k].id });
    const shop = [];
    const plan = [
      { own: 1_000, all: 5_000 },
      { own: 20_000, all: 100_000 },
    ];
    let own = 0;
    let all = 0;
    for (const step of plan) {
      const t0 = performance.now();
      await insertProducts(db, shopOf(0), own, step.own - own, start);
      const rest = step.all - step.own - (all - own);
      await insertProducts(db, shopOf(1 + (step.own % 2)), all, Math.ceil(rest / 2), start);
      await insertProducts(db, shopOf(2 - (step.own % 2)), all + Math.ceil(rest / 2), Math.floor(rest / 2), start);
      own = step.own;
      all = step.all;
      log(`shop scale: ${own.toLocaleString('en')} products in the shop, ${all.toLocaleString('en')} in all, written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      const call = '/x/shop/product/show/compositeProductList.xhtml';
      const targets = ['newest', 'hit', 'price'].map((sortType) => ({ key: `composite ${sortType}`, call, form: { shopId: shopIds[0], sortType, pageSize } }));
      shop.push({ size: own, figures: await measureRoundRobin(api, null, targets, { requests, warmup, name: 'shop scale' }) });
    }
    const activity = [];
    let written = 0;
    for (const size of [1_000, 100_000]) {
      const t0 = performance.now();
      await insertActivities(
        db,
        [owner, ...others].map((u) => u.id),
        written,
        size - written,
        start,
      );
      written = size;
      log(`shop scale: ${size.toLocaleString('en')} activities written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      const call = '/x/activity/activity/getActivitysByStatuss.xhtml';
      const targets = [
        { key: 'activities (all cards)', call, form: {} },
        { key: 'activities (one card)', call, form: { phoneIdEcr } },
      ];
      activity.push({ size, figures: await measureRoundRobin(api, null, targets, { requests, warmup, name: 'shop scale' }) });
    }
    const ratiosOf = (steps) => Object.fromEntries(Object.keys(steps[0].figures).map((k) => [k, steps[steps.length - 1].figures[k].p95 / steps[0].figures[k].p95]));
    return { shop, activity, shopRatios: ratiosOf(shop), activityRatios: ratiosOf(activity), target: TARGET_RATIO, requests, pageSize };
  } finally {
    db.close();
  }
}

/**
 * Writes `count` rows of `table` (`columns`), numbered `from` on, with the values `valuesOf(seq)` gives each: 300 rows
 * a statement, 50 statements a batch.
 */
async function insertRows(db, table, columns, from, count, valuesOf) {
  const per = 300;
  const stmts = [];
  for (let i = 0; i < count; i += per) {
    const n = Math.min(per, count - i);
    const args = [];
    for (let k = 0; k < n; k++) args.push(...valuesOf(from + i + k));
    const row = `(${columns.map(() => '?').join(', ')})`;
    stmts.push({ sql: `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array.from({ length: n }, () => row).join(', ')}`, args });
  }
  for (let i = 0; i < stmts.length; i += 50) await db.batch(stmts.slice(i, i + 50), 'write');
}

/** `count` goods of a shop, one second apart; prices and views spread; one in ten off the shelf or deleted. */
function insertProducts(db, { shopId, userId }, from, count, start) {
  const columns = ['id', 'shopId', 'userId', 'name', 'coverUrl', 'priceFen', 'stock', 'hit', 'onShelf', 'deletedAt', 'createdAt', 'updatedAt'];
  return insertRows(db, 'Product', columns, from, count, (seq) => {
    const at = prismaTime(start - (1_000_000 - seq) * 1000);
    const pid = id();
    const odd = seq % 10 === 0;
    return [
      pid,
      shopId,
      userId,
      `商品 ${seq}`,
      `/files/shop/bench-${pid}.jpg`,
      100 + ((seq * 7919) % 100_000),
      50,
      (seq * 104_729) % 5_000,
      odd && seq % 20 === 0 ? 0 : 1,
      odd && seq % 20 !== 0 ? at : null,
      at,
      at,
    ];
  });
}

/** `count` published activities round robin over `owners`, published one minute apart; one in ten a draft. */
function insertActivities(db, owners, from, count, start) {
  const columns = ['id', 'userId', 'title', 'startTime', 'endTime', 'status', 'publishedAt', 'createdAt', 'updatedAt'];
  return insertRows(db, 'Activity', columns, from, count, (seq) => {
    const published = prismaTime(start - (count + from - seq) * 60_000);
    const draft = seq % 10 === 0;
    return [
      id(),
      owners[seq % owners.length],
      `活动 ${seq}`,
      prismaTime(start + DAY),
      prismaTime(start + 2 * DAY),
      draft ? 'draft' : 'ACTIVE',
      draft ? null : published,
      published,
      published,
    ];
  });
}

export function printShopScale(r) {
  const ms = (x) => x.toFixed(2).padStart(8);
  const table = (title, steps, ratios) => {
    console.log(`\n${title}, first page of ${r.pageSize}, ${r.requests} sequential requests each (round robin), ms`);
    console.log(`  ${'call'.padEnd(26)}${steps.map((s) => `${s.size.toLocaleString('en')} p50 / p95`.padStart(24)).join('')}   p95 ratio (target <= ${r.target}x)`);
    for (const k of Object.keys(ratios)) {
      const cells = steps.map((s) => `${ms(s.figures[k].p50)} / ${ms(s.figures[k].p95)}`.padStart(24)).join('');
      console.log(`  ${k.padEnd(26)}${cells}   ${ratios[k].toFixed(2)}x ${ratios[k] <= r.target ? 'ok' : 'OVER'}`);
    }
  };
  table("Shop scale: a shop's product waterfall (shop products; 5,000 then 100,000 products in all)", r.shop, r.shopRatios);
  table("Activity scale: the spec's activity list (published activities on the platform)", r.activity, r.activityRatios);
}
