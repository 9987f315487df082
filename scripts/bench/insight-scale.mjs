// The insight part's bench (issue 18): how long do the annual report (`/annual/findAnnualReport`) and module 45's
// visit analysis (`/dataAnalysis/findVisitAnalysis`, 7/30/90 days) take for a card with ~50,000 visits? Visits are
// written straight into the SQLite file (CardVisit, 5,000 visitor keys, spread over the current Beijing year up to
// now, and 10,000 radar events), then each call is timed through the real API as the owner, `requests` sequential
// requests each after a warm-up.
//
// Standalone: `node scripts/bench/insight-scale.mjs` migrates and seeds a temporary SQLite file, starts the server
// from its sources (tsx) on a free 127.0.0.1 port, measures, prints, stops the server and removes the file.
// `insightScale({ api, dbFile })` is the same measurement against a server the caller runs (as scripts/bench.mjs does).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { post, prismaTime, registerUser } from './list-scale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { createClient } = createRequire(path.join(root, 'packages/server/package.json'))('@libsql/client');
const id = () => randomBytes(16).toString('base64url');
const BEIJING = 8 * 3_600_000;
const ACTIONS = ['view', 'call', 'navigate', 'share', 'saveContact', 'album'];

const quantiles = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.floor(p * s.length))];
  return { p50: q(0.5), p95: q(0.95), max: s[s.length - 1] };
};

export async function insightScale({ api, dbFile, log = () => {}, visits = 50_000, visitors = 5_000, requests = 30, warmup = 5 }) {
  const db = createClient({ url: `file:${dbFile}` });
  try {
    await db.execute('PRAGMA busy_timeout = 5000');
    const owner = await registerUser(api, db);
    // VIP for module 45; registered at the start of the year so the whole year can be asked.
    const now = Date.now();
    const year = new Date(now + BEIJING).getUTCFullYear();
    const yearStart = Date.UTC(year, 0, 1) - BEIJING;
    await db.execute({ sql: 'UPDATE User SET vipExpiresAt = ?, createdAt = ? WHERE id = ?', args: [prismaTime(now + 365 * 86_400_000), prismaTime(yearStart), owner.id] });
    const t0 = performance.now();
    const span = now - yearStart;
    for (let s = 0; s < visits; s += 5_000) {
      const rows = [];
      for (let i = s; i < Math.min(visits, s + 5_000); i++) rows.push([id(), owner.id, `dev-${i % visitors}`, prismaTime(yearStart + Math.floor(Math.random() * span))]);
      const stmts = [];
      for (let b = 0; b < rows.length; b += 500) {
        const chunk = rows.slice(b, b + 500);
        stmts.push({ sql: `INSERT INTO CardVisit (id, ownerId, visitorId, visitorKey, createdAt) VALUES ${chunk.map(() => '(?, ?, NULL, ?, ?)').join(', ')}`, args: chunk.flat() });
      }
      await db.batch(stmts, 'write');
    }
    const events = [];
    for (let i = 0; i < visits / 5; i++) events.push([id(), owner.id, `dev-${i % visitors}`, ACTIONS[i % ACTIONS.length], prismaTime(now - Math.floor(Math.random() * 90 * 86_400_000))]);
    for (let b = 0; b < events.length; b += 500) {
      const chunk = events.slice(b, b + 500);
      await db.execute({ sql: `INSERT INTO VisitEvent (id, ownerId, visitorKey, action, createdAt) VALUES ${chunk.map(() => '(?, ?, ?, ?, ?)').join(', ')}`, args: chunk.flat() });
    }
    log(
      `insight scale: ${visits.toLocaleString('en')} visits (${visitors.toLocaleString('en')} visitors) and ${events.length.toLocaleString('en')} radar events written in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const targets = [
      { key: 'findAnnualReport (year)', call: '/annual/findAnnualReport.xhtml', form: { year } },
      { key: 'findVisitAnalysis 7 days', call: '/dataAnalysis/findVisitAnalysis.xhtml', form: { days: 7 } },
      { key: 'findVisitAnalysis 30 days', call: '/dataAnalysis/findVisitAnalysis.xhtml', form: { days: 30 } },
      { key: 'findVisitAnalysis 90 days', call: '/dataAnalysis/findVisitAnalysis.xhtml', form: { days: 90 } },
    ];
    const figures = {};
    for (const t of targets) {
      const times = [];
      let answer = null;
      for (let i = 0; i < warmup + requests; i++) {
        const t1 = performance.now();
        const res = await post(api, t.call, Object.fromEntries(Object.entries(t.form).map(([k, v]) => [k, String(v)])), owner.token);
        const ms = performance.now() - t1;
        if (res.status !== 200) throw new Error(`insight scale: ${t.key} answered ${JSON.stringify(res).slice(0, 300)}`);
        answer = res.resultSets;
        if (i >= warmup) times.push(ms);
      }
      figures[t.key] = { ...quantiles(times), total: answer.visits?.total ?? answer.totalVisits };
    }
    return { visits, visitors, requests, figures };
  } finally {
    db.close();
  }
}

export function printInsightScale(r) {
  console.log(`\nInsight scale: one card with ${r.visits.toLocaleString('en')} visits this year (${r.visitors.toLocaleString('en')} visitors), ${r.requests} sequential requests each, ms`);
  console.log(`${'call'.padEnd(28)}${'p50'.padStart(9)}${'p95'.padStart(9)}${'max'.padStart(9)}   visits counted`);
  for (const [k, f] of Object.entries(r.figures)) console.log(`${k.padEnd(28)}${f.p50.toFixed(1).padStart(9)}${f.p95.toFixed(1).padStart(9)}${f.max.toFixed(1).padStart(9)}   ${f.total}`);
}

async function standalone() {
  const { freePort, migrateAndSeed, log } = await import('../lib.mjs');
  const dbFile = path.join(os.tmpdir(), `card-insight-bench-${process.pid}.db`);
  const uploads = path.join(os.tmpdir(), `card-insight-bench-uploads-${process.pid}`);
  const clean = () => {
    for (const f of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`, uploads]) fs.rmSync(f, { recursive: true, force: true });
  };
  clean();
  const env = { DATABASE_URL: `file:${dbFile}`, UPLOAD_DIR: uploads };
  migrateAndSeed(env);
  const port = await freePort();
  const api = `http://127.0.0.1:${port}`;
  const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: path.join(root, 'packages/server'),
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'development', SMS_PROVIDER: 'local', LOG_LEVEL: 'warn' },
  });
  const stop = () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  };
  process.on('SIGINT', () => {
    stop();
    clean();
    process.exit(130);
  });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${api}/health`)).ok) break;
      } catch {
        /* not up yet */
      }
      if (i > 1200) throw new Error('insight scale: the server did not start');
      await new Promise((r) => setTimeout(r, 100));
    }
    printInsightScale(await insightScale({ api, dbFile, log }));
  } finally {
    stop();
    clean();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await standalone();
