// `npm run bench`: load the public card call, the public card page and a bare Fastify+Prisma route doing the
// same single-card read, on a fresh migrated and seeded SQLite file; then weigh the JS and CSS the page loads.
// Node built-ins only (plus the workspace's own tsx for the servers). Settings: BENCH_SECONDS (default 5),
// BENCH_CONNECTIONS (default 20), BENCH_WARMUP_SECONDS (default 1).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildClient, install, log, migrateAndSeed, root } from './lib.mjs';

const DEMO_ID = 'demoCard8xQ2mZ7vK1pL';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

if (process.argv[2] === '--bare-server') await bareServer(Number(process.argv[3]));
else await main();

/**
 * The baseline: Fastify with one route and the same Prisma read the card call starts with (the card
 * repository's cardOf), nothing else: no contract validation, session, envelope, music/point lookups or
 * visit write. Runs under tsx in its own process, like the real server.
 */
async function bareServer(port) {
  const require = createRequire(path.join(root, 'packages/server/package.json'));
  const { default: Fastify } = await import(require.resolve('fastify'));
  const { createDb } = await import(path.join(root, 'packages/server/src/db.ts'));
  const { cardRepository } = await import(path.join(root, 'packages/server/src/domains/card/card.repository.ts'));
  const cards = cardRepository(createDb(process.env.DATABASE_URL));
  const app = Fastify({ logger: false });
  app.get('/bare/:phoneIdEcr', async (req, reply) => {
    const rec = await cards.cardOf({ phoneIdEcr: req.params.phoneIdEcr });
    return rec ? rec : reply.code(404).send({ status: 404 });
  });
  await app.listen({ port, host: '127.0.0.1' });
}

async function main() {
  // A benchmark measures what is installed; it installs only on a machine that has nothing yet.
  if (!fs.existsSync(path.join(root, 'node_modules'))) install();
  buildClient();
  const dbFile = path.join(os.tmpdir(), `card-bench-${process.pid}.db`);
  fs.rmSync(dbFile, { force: true });
  const env = { DATABASE_URL: `file:${dbFile}` };
  migrateAndSeed(env);

  const [apiPort, barePort] = [await freePort(), await freePort()];
  const children = [
    start([path.join(root, 'packages/server/src/server.ts')], { ...env, PORT: String(apiPort), HOST: '127.0.0.1', NODE_ENV: 'production', SMS_PROVIDER: 'local', SMS_LOCAL_IN_PRODUCTION: '1', LOG_LEVEL: 'warn', UPLOAD_DIR: path.join(os.tmpdir(), `card-bench-uploads-${process.pid}`) }),
    start([path.join(root, 'scripts/bench.mjs'), '--bare-server', String(barePort)], env),
  ];
  const stop = () => {
    for (const c of children) { try { process.kill(-c.pid, 'SIGTERM'); } catch { /* already gone */ } }
    fs.rmSync(dbFile, { force: true });
  };
  process.on('SIGINT', () => { stop(); process.exit(130); });
  try {
    const api = `http://127.0.0.1:${apiPort}`;
    const bare = `http://127.0.0.1:${barePort}`;
    await Promise.all([waitUp(`${api}/health`), waitUp(`${bare}/bare/${DEMO_ID}`)]);
    log(`load: ${CONNECTIONS} keep-alive connections, ${WARMUP}s warm-up + ${SECONDS}s per target`);
    const targets = [
      { name: 'card call   POST /acc/<id>/findMpBasicById.xhtml', url: `${api}/acc/${DEMO_ID}/findMpBasicById.xhtml`, method: 'POST', body: '', type: 'application/x-www-form-urlencoded' },
      { name: 'card page   GET  /multipage/card/<id>', url: `${api}/multipage/card/${DEMO_ID}`, method: 'GET' },
      { name: 'bare route  GET  /bare/<id> (Fastify + Prisma)', url: `${bare}/bare/${DEMO_ID}`, method: 'GET' },
    ];
    const results = [];
    for (const t of targets) results.push({ ...t, ...(await load(t)) });
    printLoad(results);
    await printAssets(api);
  } finally {
    stop();
  }
}

function start(args, env) {
  return spawn(tsx, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
}

function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => { const { port } = srv.address(); srv.close(() => resolve(port)); });
  });
}

async function waitUp(url) {
  for (let i = 0; i < 150; i++) {
    try { if ((await fetch(url)).ok) return; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not come up: ${url}`);
}

/** One request on a keep-alive agent; resolves with its status once the body is fully read. */
function request(agent, t) {
  return new Promise((resolve, reject) => {
    const req = http.request(t.url, { method: t.method, agent, headers: t.type ? { 'content-type': t.type, 'content-length': Buffer.byteLength(t.body) } : {} }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end(t.body);
  });
}

/** CONNECTIONS loops, each sending its next request as soon as the last answered (closed-loop load). */
async function load(t) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const run = async (seconds, record) => {
    const end = performance.now() + seconds * 1000;
    const worker = async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const status = await request(agent, t).catch(() => 0);
        if (record) record(performance.now() - t0, status);
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  };
  await run(WARMUP, null);
  const latencies = [];
  let errors = 0;
  const t0 = performance.now();
  await run(SECONDS, (ms, status) => { latencies.push(ms); if (status !== 200) errors += 1; });
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  return { requests: latencies.length, rps: latencies.length / elapsed, p50: pct(0.5), p99: pct(0.99), errors };
}

function printLoad(results) {
  console.log('\n  target                                            req/s     p50 ms    p99 ms   errors');
  for (const r of results) {
    console.log(`  ${r.name.padEnd(48)} ${r.rps.toFixed(0).padStart(7)} ${r.p50.toFixed(2).padStart(10)} ${r.p99.toFixed(2).padStart(9)} ${String(r.errors).padStart(8)}`);
  }
  const bare = results[2].rps;
  console.log(`\n  ratio card call / bare route: ${(results[0].rps / bare).toFixed(2)}   card page / bare route: ${(results[1].rps / bare).toFixed(2)}`);
  console.log('  (the card call also records a visit, one SQLite write per request; the bare route only reads)');
}

/**
 * What a visitor's browser loads for the public card page: the server-rendered HTML (with its small inline
 * scripts) and the files it names. For comparison, the gzip size of the app's entry (what every other page loads),
 * read from the Vite manifest. Each file is fetched from the server and gzipped here.
 */
async function printAssets(api) {
  const html = await (await fetch(`${api}/multipage/card/${DEMO_ID}`)).text();
  const files = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g)) files.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+href="([^"]+)"[^>]*rel="(?:modulepreload|stylesheet)"/g)) files.add(m[1]);
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('');
  const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
  const gz = (b) => zlib.gzipSync(b, { level: 9 }).length;
  const rows = [];
  for (const f of [...files].filter((f) => /\.(js|css)$/.test(f))) {
    const bytes = Buffer.from(await (await fetch(`${api}${f}`)).arrayBuffer());
    rows.push({ file: f.replace('/multipage/assets/', ''), kind: f.endsWith('.css') ? 'css' : 'js', raw: bytes.length, gzip: gz(bytes) });
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  console.log(`\n  public card page (server-rendered): HTML ${kb(Buffer.byteLength(html))}, gzip ${kb(gz(Buffer.from(html)))}`);
  console.log(`  of which inline scripts (font size, JSON-LD, texts, page script) ${kb(Buffer.byteLength(inline))}`);
  for (const r of rows) console.log(`  ${r.file.padEnd(44)} ${kb(r.raw).padStart(10)}  gzip ${kb(r.gzip).padStart(9)}`);
  for (const kind of ['js', 'css']) {
    const of = rows.filter((r) => r.kind === kind);
    console.log(`  total ${kind.toUpperCase()} files`.padEnd(46) + ` ${kb(of.reduce((s, r) => s + r.raw, 0)).padStart(10)}  gzip ${kb(of.reduce((s, r) => s + r.gzip, 0)).padStart(9)}  (${of.length} files)`);
  }
  const manifestFile = path.join(root, 'packages/client/dist/.vite/manifest.json');
  if (fs.existsSync(manifestFile)) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const seen = new Set();
    let raw = 0; let gzip = 0;
    const walk = (key) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      const bytes = fs.readFileSync(path.join(root, 'packages/client/dist', chunk.file));
      raw += bytes.length; gzip += gz(bytes);
      (chunk.imports ?? []).forEach(walk);
    };
    walk('index.html');
    console.log(`  for comparison, the app entry other pages load: JS ${kb(raw)}, gzip ${kb(gzip)} (${seen.size} files)`);
  }
}
