// The network part of `npm run bench`: do address-book search and the visitor radar stay fast when one user holds
// 100,000 contacts and one card has 1,000,000 visit events? Rows are written straight into the SQLite file in two
// steps (1,000 contacts and 1,000 events, then 100,000 contacts and 1,000,000 events; one radar visitor per 10
// events, each with its 10 events), and after each step the same calls are timed through the real API as the owner:
// friend search (`searchFriends`, a keyword matching one contact in a hundred), the address book's first page
// (`addRessBook`), the radar's visitors (`findRadarVisitors`) and the newest visitor's timeline
// (`findRadarVisitorEvents`), first pages. Target: each p95 at most 2x its value at the small size.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureRoundRobin, prismaTime, registerUser } from './list-scale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { createClient } = createRequire(path.join(root, 'packages/server/package.json'))('@libsql/client');

const TARGET_RATIO = 2;
const WORDS = Array.from({ length: 100 }, (_, i) => `词${String.fromCharCode(0x4e00 + i * 37)}${i}`);
const EVENTS_PER_VISITOR = 10;
const ACTIONS = ['view', 'view', 'view', 'call', 'view', 'navigate', 'view', 'share', 'view', 'saveContact'];
const id = () => randomBytes(16).toString('base64url');
let phoneSeq = 15_000_000_000 + Math.floor(Math.random() * 1e9);

export async function networkScale({
  api,
  dbFile,
  log = () => {},
  steps: plan = [
    { contacts: 1_000, events: 1_000 },
    { contacts: 100_000, events: 1_000_000 },
  ],
  requests = 200,
  warmup = 50,
  pageSize = 10,
}) {
  const db = createClient({ url: `file:${dbFile}` });
  try {
    await db.execute('PRAGMA busy_timeout = 5000');
    const owner = await registerUser(api, db);
    const steps = [];
    let contacts = 0;
    let events = 0;
    const start = Date.now();
    for (const size of plan) {
      const t0 = performance.now();
      await insertContacts(db, owner.id, contacts, size.contacts - contacts, start);
      // Older events are written first: the newest visitor (timed) is the one the last step wrote.
      await insertEvents(db, owner.id, events, size.events - events, start);
      contacts = size.contacts;
      events = size.events;
      log(`network scale: ${contacts.toLocaleString('en')} contacts and ${events.toLocaleString('en')} visit events written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      const newest = String((await db.execute({ sql: 'SELECT visitorKey FROM RadarVisitor WHERE ownerId = ? ORDER BY lastAt DESC LIMIT 1', args: [owner.id] })).rows[0].visitorKey);
      const targets = [
        { key: 'searchFriends', call: '/rel/searchFriends.xhtml', form: { keyword: WORDS[7], pageSize } },
        { key: 'addRessBook first page', call: '/rel/addRessBook.xhtml', form: { pageSize } },
        { key: 'findRadarVisitors', call: '/accessRadar/findRadarVisitors.xhtml', form: { pageSize } },
        { key: 'findRadarVisitorEvents', call: '/accessRadar/findRadarVisitorEvents.xhtml', form: { visitorKey: newest, pageSize } },
      ];
      steps.push({ contacts, events, figures: await measureRoundRobin(api, owner.token, targets, { requests, warmup, name: 'network scale' }) });
    }
    const [small, big] = [steps[0], steps[steps.length - 1]];
    const keys = Object.keys(small.figures);
    return { steps, ratios: Object.fromEntries(keys.map((k) => [k, big.figures[k].p95 / small.figures[k].p95])), target: TARGET_RATIO, requests, pageSize };
  } finally {
    db.close();
  }
}

export function printNetworkScale(r) {
  const ms = (x) => x.toFixed(2).padStart(8);
  console.log(`\nNetwork scale: address book and visitor radar, page of ${r.pageSize}, ${r.requests} sequential requests each (round robin), ms`);
  console.log(`target                   ${r.steps.map((s) => `${`${s.contacts / 1000}k/${s.events / 1000}k`.padStart(10)} p50 ${''.padStart(4)}p95`).join('   ')}   p95 ratio`);
  for (const key of Object.keys(r.ratios)) {
    const cells = r.steps.map((s) => `  ${ms(s.figures[key].p50)} ${ms(s.figures[key].p95)}`).join('   ');
    const x = r.ratios[key];
    console.log(`${key.padEnd(24)} ${cells}   ${x.toFixed(2)}x ${x <= r.target ? 'OK' : 'NOT MET'}`);
  }
  console.log('(columns: contacts/visit events)');
}

/** `count` contacts after the first `done`: each a user with a card named from the word pool, newest last. */
async function insertContacts(db, ownerId, done, count, start) {
  for (let s = 0; s < count; s += 5_000) {
    const statements = [];
    for (let b = s; b < Math.min(count, s + 5_000); b += 500) {
      const n = Math.min(500, count - b);
      const users = [];
      const cards = [];
      const rows = [];
      for (let k = 0; k < n; k++) {
        const i = done + b + k;
        const u = id();
        const name = `${WORDS[i % WORDS.length]}联系人${i}`;
        const at = prismaTime(start - 10_000_000 + i);
        users.push(u, id(), String(phoneSeq++));
        cards.push(u, name, at);
        rows.push(id(), ownerId, u, 'exchange', name.toLowerCase(), at);
      }
      statements.push({ sql: `INSERT INTO User (id, phoneIdEcr, phone) VALUES ${Array(n).fill('(?, ?, ?)').join(', ')}`, args: users });
      statements.push({ sql: `INSERT INTO Card (userId, name, updatedAt) VALUES ${Array(n).fill('(?, ?, ?)').join(', ')}`, args: cards });
      statements.push({ sql: `INSERT INTO Contact (id, ownerId, contactId, source, nameKey, createdAt) VALUES ${Array(n).fill('(?, ?, ?, ?, ?, ?)').join(', ')}`, args: rows });
    }
    await db.batch(statements, 'write');
  }
}

/** `count` visit events after the first `done`, 10 per anonymous visitor, with the visitors' summaries; time ascending. */
async function insertEvents(db, ownerId, done, count, start) {
  for (let s = 0; s < count; s += 50_000) {
    const statements = [];
    for (let b = s; b < Math.min(count, s + 50_000); b += 500) {
      const n = Math.min(500, count - b);
      const events = [];
      const visitors = [];
      for (let k = 0; k < n; k++) {
        const i = done + b + k;
        const v = Math.floor(i / EVENTS_PER_VISITOR);
        const key = `benchVisitor${String(v).padStart(8, '0')}`;
        const at = start - 5_000_000 + i;
        events.push(id(), ownerId, key, ACTIONS[i % ACTIONS.length], prismaTime(at));
        if (i % EVENTS_PER_VISITOR === EVENTS_PER_VISITOR - 1) {
          const views = ACTIONS.filter((a) => a === 'view').length;
          visitors.push(ownerId, key, views, EVENTS_PER_VISITOR - views, prismaTime(at - EVENTS_PER_VISITOR + 1), prismaTime(at));
        }
      }
      statements.push({ sql: `INSERT INTO VisitEvent (id, ownerId, visitorKey, action, createdAt) VALUES ${Array(n).fill('(?, ?, ?, ?, ?)').join(', ')}`, args: events });
      if (visitors.length)
        statements.push({
          sql: `INSERT INTO RadarVisitor (ownerId, visitorKey, views, actions, firstAt, lastAt) VALUES ${Array(visitors.length / 6)
            .fill('(?, ?, ?, ?, ?, ?)')
            .join(', ')}`,
          args: visitors,
        });
    }
    await db.batch(statements, 'write');
  }
}
