// `npm run bench` (docs/bench.md): in one run, on a fresh migrated and seeded SQLite file, with the production server
// started from its compiled JavaScript:
//   1. start-up time to ready;
//   2. load on baselines (a constant route, the SQLite driver directly, Prisma) and on the real calls (the public card
//      call and page as new visitors, three signed-in calls), with the ratios against the driver route and targets;
//   3. the server's memory (RSS) after that load, and the visits written against the new visitors served;
//      then a sample of ordinary calls of every area at 20 connections against the driver route (issue 30);
//   4. the first screens: transfer with and without compression, first text on a simulated Fast 3G link;
//   5. list scale: a keyset list at 1,000 and 100,000 rows;
//   6. circle scale: circle search and a member list with 1,000 and 100,000 circles and memberships;
//   7. network scale: address-book search and the visitor radar with 1,000/100,000 contacts and 1,000/1,000,000 visit events;
//   8. content scale: a card's article lists with 1,000/100,000 articles, a published micro page's HTML, poster drawing.
//   9. shop scale: a shop's product waterfall at 1,000/20,000 products; the spec's activity list at 1,000/100,000 activities;
//  10. video scale: the discover feed's first page with 1,000/100,000 shared videos; a clip's upload-to-playable time.
//  11. chat: 500 concurrent chat WebSockets (250 users and their agents), connect time and message delivery p50/p95/p99.
//  12. ocr: paper card recognition (issue 34): field accuracy on 50 generated cards, clean and photographed, seconds a card.
// Settings: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 50), BENCH_WARMUP_SECONDS (default 2),
// BENCH_SKIP (comma list of: load, ordinary, screens, lists, circles, network, content, shop, video, chat, ocr); BENCH_FILES=1 lists each file of the first screens. Traffic goes to 127.0.0.1 only; everything stops by itself.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildClient, buildServer, ensureChromium, freePort, install, log, migrateAndSeed, root, serverEntry } from './lib.mjs';
import { load } from './bench/load.mjs';
import { DEMO, loginDemo } from './bench/demo.mjs';
import { firstScreen, printFirstScreen } from './bench/first-screen.mjs';
import { cardLayoutSizes, printCardLayouts } from './bench/card-layouts.mjs';
import { listScale, printListScale } from './bench/list-scale.mjs';
import { circleScale, printCircleScale } from './bench/circle-scale.mjs';
import { networkScale, printNetworkScale } from './bench/network-scale.mjs';
import { contentScale, printContentScale } from './bench/content-scale.mjs';
import { printVideoScale, videoScale } from './bench/video-scale.mjs';
import { printShopScale, shopScale } from './bench/shop-scale.mjs';
import { chatLoad, printChatLoad } from './bench/chat-load.mjs';
import { printLoad, printMemory, printStartup, printSummary } from './bench/report.mjs';
import { ordinaryCalls, printOrdinary } from './bench/ordinary.mjs';
import { ocrBench } from './bench/ocr-run.mjs';

const opts = {
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  warmup: Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
};
const skip = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');

// A benchmark measures what is installed; it installs only on a machine that has nothing yet.
if (!fs.existsSync(path.join(root, 'node_modules'))) install();
buildClient();
buildServer();
const dbFile = path.join(os.tmpdir(), `card-bench-${process.pid}.db`);
const uploads = path.join(os.tmpdir(), `card-bench-uploads-${process.pid}`);
const clean = () => {
  for (const f of [dbFile, `${dbFile}-wal`, `${dbFile}-shm`, uploads]) fs.rmSync(f, { recursive: true, force: true });
};
clean();
// The seed draws built-in files (poster templates, photo material) into the storage the server then serves.
const env = { DATABASE_URL: `file:${dbFile}`, UPLOAD_DIR: uploads };
migrateAndSeed(env);

const children = [];
const stop = () => {
  for (const c of children) {
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
};
// The servers are started detached (their own process group, so a kill reaches what they start too): whatever
// ends this script, a signal, an error no step caught, or a plain exit, takes them down with it.
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(sig, () => {
    stop();
    clean();
    process.exit(130);
  });
process.on('uncaughtException', (err) => {
  console.error(err);
  stop();
  clean();
  process.exit(1);
});
process.on('unhandledRejection', (err) => {
  console.error(err);
  stop();
  clean();
  process.exit(1);
});
process.on('exit', stop);
const results = {};
try {
  const [apiPort, basePort] = [await freePort(), await freePort()];
  const api = `http://127.0.0.1:${apiPort}`;
  const base = `http://127.0.0.1:${basePort}`;
  // The real server as `npm start` runs it, in production mode. TRUST_PROXY lets the load generator be many visitors
  // (each view of the card comes "through the proxy" from an address of its own, so each one writes a visit).
  const t0 = performance.now();
  const startScript = startScriptOf();
  const server = start('node', [...startScript.flags, serverEntry], {
    ...env,
    ...startScript.env,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    SMS_PROVIDER: 'local',
    SMS_LOCAL_IN_PRODUCTION: '1',
    PAY_PROVIDER: 'sandbox',
    PAY_SANDBOX_IN_PRODUCTION: '1',
    WECHAT_PROVIDER: 'sandbox',
    WECHAT_SANDBOX_IN_PRODUCTION: '1',
    LOG_LEVEL: 'warn',
    UPLOAD_DIR: uploads,
    TRUST_PROXY: '127.0.0.1',
  });
  await waitUp(`${api}/health`);
  results.startupMs = performance.now() - t0;
  results.rssAtStart = rssOf(server.pid);
  await new Promise((r) => setTimeout(r, 1500));
  results.rssStartSettled = rssOf(server.pid);
  children.push(start(tsx, ['bench/baseline-server.ts'], { ...env, PORT: String(basePort) }, path.join(root, 'packages/server')));
  await waitUp(`${base}/const`);
  printStartup(results);

  if (!skip.has('load')) {
    // From an address of its own: the load's visitors must not share the login's budget.
    const token = await loginDemo(api, { 'x-forwarded-for': '10.255.0.1' });
    const signedIn = (p) => ({ url: `${api}${p}`, method: 'POST', type: 'application/x-www-form-urlencoded', body: '', headers: { authorization: token } });
    let visitor = 0;
    const newVisitor = () => {
      visitor += 1;
      return { 'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}` };
    };
    const targets = [
      { key: 'const', name: 'constant route         GET  /const', url: `${base}/const`, method: 'GET' },
      { key: 'driver', name: 'SQLite driver, card   GET  /driver/<id>', url: `${base}/driver/${DEMO.card}`, method: 'GET' },
      { key: 'prisma', name: 'Prisma, same card      GET  /prisma/<id>', url: `${base}/prisma/${DEMO.card}`, method: 'GET' },
      {
        key: 'cardCall',
        name: 'public card call       POST findMpBasicById',
        url: `${api}/acc/${DEMO.card}/findMpBasicById.xhtml`,
        method: 'POST',
        type: 'application/x-www-form-urlencoded',
        body: '',
        headers: newVisitor,
        target: { ratio: 1, p99: 50 },
      },
      // As a phone's browser asks for it: compressed.
      {
        key: 'cardPage',
        name: 'public card page       GET  /multipage/card/<id>',
        url: `${api}/multipage/card/${DEMO.card}`,
        method: 'GET',
        headers: () => ({ ...newVisitor(), 'accept-encoding': 'gzip, deflate, br' }),
        target: { ratio: 1, p99: 50 },
      },
      { key: 'userInfo', name: 'signed in              POST in2userMainUserInfo', ...signedIn('/acc/in2userMainUserInfo.xhtml'), target: { ratio: 0.5, p99: 100 } },
      { key: 'modules', name: 'signed in              POST in2userMainModules', ...signedIn('/acc/in2userMainModules.xhtml'), target: { ratio: 0.5, p99: 100 } },
      { key: 'messages', name: 'signed in, a list      POST in2userMainMessage', ...signedIn('/acc/in2userMainMessage.xhtml'), target: { ratio: 0.5, p99: 100 } },
    ];
    results.visitRowsBefore = await visitRows(api, token);
    log(`load: ${opts.connections} keep-alive connections, ${opts.warmup}s warm-up + ${opts.seconds}s per target`);
    results.load = [];
    for (const t of targets) {
      const r = { ...t, ...(await load(t, opts)) };
      results.load.push(r);
      log(`  ${t.name.trim()}: ${r.rps.toFixed(0)} req/s, server RSS ${Math.round(rssOf(server.pid))} MB`);
    }
    results.visitors = visitor;
    results.rssEndOfLoad = rssOf(server.pid);
    printLoad(results);
    // Visits are written behind the page: a moment later every new visitor's view is a row. The server gives the
    // burst's garbage back in its first quiet second (lib/idle-gc.ts): the memory figure is read after that moment too.
    await new Promise((r) => setTimeout(r, 1500));
    results.rssAfterLoad = rssOf(server.pid);
    results.visitRows = await visitRows(api, token);
    // The collection after a burst runs after a second of quiet and compacts the heap (lib/idle-gc.ts); the pages it
    // frees go back over the next second or two: 5 s after the load is the memory the server keeps.
    await new Promise((r) => setTimeout(r, 3500));
    results.rssAfterLoadSettled = rssOf(server.pid);
    printMemory(results);
    if (!skip.has('ordinary')) {
      log('ordinary calls: a sample of every area at 20 connections');
      results.ordinary = await ordinaryCalls({ api, base, token, opts: { ...opts, card: DEMO.card }, log });
      // Read as after the card load: at 1.5 s, and 5 s after the last request, once the idle collection has run and
      // its freed pages have gone back (the figure judged, the memory the server keeps).
      await new Promise((r) => setTimeout(r, 1500));
      results.rssAfterOrdinary = rssOf(server.pid);
      await new Promise((r) => setTimeout(r, 3500));
      results.rssAfterOrdinarySettled = rssOf(server.pid);
      printOrdinary(results.ordinary);
    }
  }
  if (!skip.has('screens')) {
    results.screens = await firstScreen({ api, chromium: ensureChromium(), log });
    printFirstScreen(results.screens);
    results.cardLayouts = await cardLayoutSizes({ api, log });
    printCardLayouts(results.cardLayouts);
  }
  if (!skip.has('lists')) {
    results.lists = await listScale({ api, dbFile, log });
    printListScale(results.lists);
  }
  if (!skip.has('circles')) {
    results.circles = await circleScale({ api, dbFile, log });
    printCircleScale(results.circles);
  }
  if (!skip.has('network')) {
    results.network = await networkScale({ api, dbFile, log });
    printNetworkScale(results.network);
  }
  if (!skip.has('content')) {
    results.content = await contentScale({ api, dbFile, log });
    printContentScale(results.content);
  }
  if (!skip.has('shop')) {
    results.shop = await shopScale({ api, dbFile, log });
    printShopScale(results.shop);
  }
  if (!skip.has('video')) {
    results.video = await videoScale({ api, dbFile, log });
    printVideoScale(results.video);
  }
  if (!skip.has('chat')) {
    results.chat = await chatLoad({ api, dbFile, log });
    printChatLoad(results.chat);
  }
  if (!skip.has('ocr')) results.ocr = await ocrBench({ root, log });
  printSummary(results);
} finally {
  stop();
  children.length = 0;
  setTimeout(clean, 500);
}

/**
 * The environment and node flags of the server's start script (packages/server/package.json: `NAME=value ... node
 * --flag ... dist/server.js`): the bench runs the server as `npm start` does.
 */
function startScriptOf() {
  const words = JSON.parse(fs.readFileSync(path.join(root, 'packages/server/package.json'), 'utf8')).scripts.start.split(/\s+/);
  const env = Object.fromEntries(words.slice(0, words.indexOf('node')).map((w) => w.split('=')));
  return { env, flags: words.filter((w) => w.startsWith('--')) };
}

function start(cmd, args, extraEnv, cwd = root) {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...extraEnv }, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  children.push(child);
  return child;
}

/** Resident memory of a process in MB, from /proc (Linux). */
function rssOf(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return kb / 1024;
  } catch {
    return NaN;
  }
}

async function waitUp(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server did not come up: ${url}`);
}

/** The demo owner's visitor count as the one-key cleanup preview tells it (a real call that counts the rows). */
async function visitRows(api, token) {
  const res = await (await fetch(`${api}/acc/findCleanupPreview.xhtml`, { method: 'POST', headers: { authorization: token } })).json();
  return res.resultSets?.visits ?? NaN;
}
