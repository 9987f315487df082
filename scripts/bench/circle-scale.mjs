// The circle part of `npm run bench`: do circle search and a circle's member list stay fast when the platform holds
// 100,000 circles and 100,000 memberships? Circles and memberships are written straight into the SQLite file in two
// steps, 1,000 of each and then up to 100,000 of each; after each step the same calls are timed through the real
// API as a signed-in member: a search of each type (name, label, location, industry; a keyword that matches about
// one circle in a hundred, or one label, city or industry of a few) and the first and last page of a circle of
// 1,000 members. Members per circle are capped (LIMITS.circle.memberCap), so the 99,000 other memberships belong
// to other circles. Target: each p95 at most 2x its value at 1,000.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureRoundRobin, prismaTime, registerUser } from './list-scale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { createClient } = createRequire(path.join(root, 'packages/server/package.json'))('@libsql/client');

const TARGET_RATIO = 2;
const WORDS = Array.from({ length: 100 }, (_, i) => `词${String.fromCharCode(0x4e00 + i * 37)}${i}`);
const LABELS = ['行业交流', '创业', '投资', '科技', '营销', '教育', '健康', '读书', '旅行', '美食', '摄影', '运动'];
const CITIES = ['北京', '上海', '广州', '深圳', '杭州', '成都', '武汉', '西安', '南京', '重庆', '天津', '苏州', '长沙', '郑州', '青岛', '厦门', '合肥', '昆明', '大连', '宁波'];
const INDUSTRIES = ['互联网', '金融', '教育', '医疗', '制造', '零售', '房地产', '文化传媒', '餐饮', '其他'];
const MEMBERS = 1_000;
const id = () => randomBytes(16).toString('base64url');
// Unique mainland numbers for the inserted members, from a random start so two runs on one file do not collide.
let phoneSeq = 16_000_000_000 + Math.floor(Math.random() * 1e9);

export async function circleScale({ api, dbFile, log = () => {}, sizes = [1_000, 100_000], requests = 200, warmup = 50, pageSize = 10 }) {
  const db = createClient({ url: `file:${dbFile}` });
  try {
    await db.execute('PRAGMA busy_timeout = 5000');
    const user = await registerUser(api, db);
    const cid = await insertMeasuredCircle(db, user.id);
    const targets = [
      { key: 'search name', call: '/circle/searchCircle.xhtml', form: { type: 'name', keyword: WORDS[7], pageSize } },
      { key: 'search label', call: '/circle/searchCircle.xhtml', form: { type: 'label', keyword: LABELS[3], pageSize } },
      { key: 'search location', call: '/circle/searchCircle.xhtml', form: { type: 'location', keyword: CITIES[5], pageSize } },
      { key: 'search industry', call: '/circle/searchCircle.xhtml', form: { type: 'industry', keyword: INDUSTRIES[2], pageSize } },
      { key: 'members first page', call: '/circle/findCircleMembers.xhtml', form: { cid, pageIndex: 1, pageSize } },
      { key: 'members last page', call: '/circle/findCircleMembers.xhtml', form: { cid, pageIndex: Math.ceil(MEMBERS / pageSize), pageSize } },
    ];
    const steps = [];
    let circles = 1; // the measured one
    let memberships = MEMBERS;
    for (const size of sizes) {
      const t0 = performance.now();
      await insertCircles(db, size - circles, circles);
      await insertMemberships(db, Math.max(0, size - memberships));
      circles = Math.max(size, circles);
      memberships = Math.max(size, memberships);
      log(`circle scale: ${size.toLocaleString('en')} circles and memberships written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      steps.push({ size, figures: await measureRoundRobin(api, user.token, targets, { requests, warmup, name: 'circle scale' }) });
    }
    const [small, big] = [steps[0], steps[steps.length - 1]];
    return { steps, ratios: Object.fromEntries(targets.map((t) => [t.key, big.figures[t.key].p95 / small.figures[t.key].p95])), target: TARGET_RATIO, requests, pageSize };
  } finally {
    db.close();
  }
}

export function printCircleScale(r) {
  const ms = (x) => x.toFixed(2).padStart(8);
  console.log(`\nCircle scale: searches and a 1,000-member list, page of ${r.pageSize}, ${r.requests} sequential requests each (round robin), ms`);
  console.log(`target                 ${r.steps.map((s) => `${s.size.toLocaleString('en').padStart(8)} p50 ${''.padStart(4)}p95`).join('   ')}   p95 ratio`);
  for (const key of Object.keys(r.ratios)) {
    const cells = r.steps.map((s) => `${ms(s.figures[key].p50)} ${ms(s.figures[key].p95)}`).join('   ');
    const x = r.ratios[key];
    console.log(`${key.padEnd(22)} ${cells}   ${x.toFixed(2)}x ${x <= r.target ? 'OK' : 'NOT MET'}`);
  }
}

/** The circle whose member list is measured: owned by the bench's user, with MEMBERS - 1 other members. */
async function insertMeasuredCircle(db, ownerId) {
  const cid = id();
  const now = Date.now();
  await db.execute({
    sql: 'INSERT INTO Circle (id, ownerId, name, nameKey, description, city, industry, joinWay, memberCount, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    args: [cid, ownerId, '基准圈', '基准圈', '成员列表基准', CITIES[0], INDUSTRIES[0], 'open', MEMBERS, prismaTime(now), prismaTime(now)],
  });
  await db.execute({
    sql: "INSERT INTO CircleMember (id, circleId, userId, state, role, joinedAt, createdAt, updatedAt) VALUES (?, ?, ?, 'joined', 'owner', ?, ?, ?)",
    args: [id(), cid, ownerId, prismaTime(now), prismaTime(now), prismaTime(now)],
  });
  const users = await insertUsers(db, MEMBERS - 1);
  await insertMemberRows(
    db,
    users.map((u, k) => [cid, u, now - (k + 1) * 1000]),
  );
  return cid;
}

/** `count` users with a card (a name), as members are. */
async function insertUsers(db, count) {
  const ids = Array.from({ length: count }, id);
  const statements = [];
  for (let s = 0; s < count; s += 500) {
    const part = ids.slice(s, s + 500);
    statements.push({ sql: `INSERT INTO User (id, phoneIdEcr, phone) VALUES ${part.map(() => '(?, ?, ?)').join(', ')}`, args: part.flatMap((u) => [u, id(), String(phoneSeq++)]) });
    statements.push({
      sql: `INSERT INTO Card (userId, name, updatedAt) VALUES ${part.map(() => '(?, ?, ?)').join(', ')}`,
      args: part.flatMap((u, k) => [u, `成员${s + k}`, prismaTime(Date.now())]),
    });
  }
  await db.batch(statements, 'write');
  return ids;
}

async function insertMemberRows(db, rows) {
  const statements = [];
  for (let s = 0; s < rows.length; s += 500) {
    const part = rows.slice(s, s + 500);
    statements.push({
      sql: `INSERT INTO CircleMember (id, circleId, userId, state, role, joinedAt, createdAt, updatedAt) VALUES ${part.map(() => "(?, ?, ?, 'joined', 'member', ?, ?, ?)").join(', ')}`,
      args: part.flatMap(([cid, u, at]) => [id(), cid, u, prismaTime(at), prismaTime(at), prismaTime(at)]),
    });
  }
  await db.batch(statements, 'write');
}

/** `count` circles after the first `done`: names from the word pool, one or two labels, a city and an industry each. */
async function insertCircles(db, count, done) {
  if (count <= 0) return;
  const now = Date.now();
  const statements = [];
  for (let s = 0; s < count; s += 500) {
    const n = Math.min(500, count - s);
    const circles = [];
    const labels = [];
    for (let k = 0; k < n; k++) {
      const i = done + s + k;
      const cid = id();
      const name = `${WORDS[i % WORDS.length]}圈${i}`;
      const at = prismaTime(now - i * 1000);
      circles.push(cid, `owner${i % 5000}`, name, name, '基准数据', CITIES[i % CITIES.length], '', INDUSTRIES[i % INDUSTRIES.length], 'open', 1, at, at);
      labels.push(cid, LABELS[i % LABELS.length], at);
      if (i % 2 === 0) labels.push(cid, LABELS[(i + 5) % LABELS.length], at);
    }
    statements.push({
      sql: `INSERT INTO Circle (id, ownerId, name, nameKey, description, city, province, industry, joinWay, memberCount, createdAt, updatedAt) VALUES ${Array(n).fill('(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      args: circles,
    });
    statements.push({
      sql: `INSERT INTO CircleLabel (circleId, label, createdAt) VALUES ${Array(labels.length / 3)
        .fill('(?, ?, ?)')
        .join(', ')}`,
      args: labels,
    });
  }
  await db.batch(statements, 'write');
}

/** `count` more memberships in other circles (up to 50 per circle, each by a user of its own). */
async function insertMemberships(db, count) {
  if (count <= 0) return;
  const users = await insertUsers(db, count);
  const circles = (await db.execute({ sql: "SELECT id FROM Circle WHERE name <> '基准圈' LIMIT ?", args: [Math.ceil(count / 50)] })).rows.map((r) => String(r.id));
  const now = Date.now();
  await insertMemberRows(
    db,
    users.map((u, k) => [circles[k % circles.length], u, now - k * 1000]),
  );
}
