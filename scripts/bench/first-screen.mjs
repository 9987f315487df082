// First screens on a phone (issue 9): what the browser downloads until a screen shows its real content, and when
// text first appears on a simulated Fast 3G link. Two screens: the signed-in demo user's management centre (the React
// app's first screen after /multipage/) and the public card page a shared link opens (server-rendered HTML); and, by
// transfer only, a deep link's (the wallet's home) and the login's.
// Node built-ins and playwright-core (resolved from packages/client, where it is a dev dependency) only.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { DEMO, loginDemo } from './demo.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const requireClient = createRequire(path.join(root, 'packages', 'client', 'package.json'));

const TOKEN_COOKIE = 'token'; // contract common/constants.ts
const TOKEN_STORAGE_KEY = 'card.token'; // packages/client/src/lib/token.ts

/**
 * Lighthouse's historic "Fast 3G" (its mobile throttling before v10): 150 ms round trip, 1.6 Mbit/s down
 * (1,638.4 kbit/s), 750 kbit/s up, applied here by Chromium's own network emulation (not Lighthouse's simulation).
 */
export const FAST_3G = { latencyMs: 150, downKbps: 1638.4, upKbps: 750 };
const RUNS = 3;
const TIMEOUT_MS = 30_000;

/** The screens measured, each with the text that says its real content is on screen, and its first-text target. */
const screens = (api) => [
  {
    key: 'app',
    name: 'management centre (signed in)',
    url: `${api}/multipage/`,
    signedIn: true,
    // A module tile's label: the centre's own content, drawn once the user's modules arrived.
    ready: '[data-testid="modules"] .tile-label',
    targetMs: 1500,
  },
  {
    key: 'card',
    name: 'public card page (visitor)',
    url: `${api}/multipage/card/${DEMO.card}`,
    signedIn: false,
    ready: '[data-testid="card-name"]',
    targetMs: 500,
  },
];

/**
 * Screens weighed by transfer only (files and bytes until their content shows; no Fast 3G runs, no target): the
 * first screens of a deep link and of a newcomer who signs in, whose file counts the chunking moves (session 15).
 */
const transferOnly = (api) => [
  { key: 'wallet', name: 'wallet home (deep link)', url: `${api}/multipage/cpl/index`, signedIn: true, ready: '[data-testid="wallet-available"]' },
  { key: 'login', name: 'login (visitor)', url: `${api}/multipage/acc/login`, signedIn: false, ready: '[data-testid="login-submit"]' },
];

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const PHONE = {
  viewport: { width: 375, height: 667 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'zh-CN',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
};

/** A fresh phone context; signed in, it carries the session cookie and the app's stored token before any script. */
async function freshContext(browser, api, token) {
  const context = await browser.newContext(PHONE);
  context.setDefaultTimeout(TIMEOUT_MS);
  if (token) {
    await context.addCookies([{ name: TOKEN_COOKIE, value: token, url: api, httpOnly: true, sameSite: 'Lax' }]);
    await context.addInitScript(([key, tk]) => localStorage.setItem(key, tk), [TOKEN_STORAGE_KEY, token]);
  }
  return context;
}

/** Resolves with `performance.now()` of the first animation frame in which `selector` shows some text. */
const whenVisible = (page, selector) =>
  page
    .waitForFunction(
      (sel) => {
        const el = document.querySelector(sel);
        return el?.textContent.trim() && el.getBoundingClientRect().height > 0 ? performance.now() : false;
      },
      selector,
      { polling: 'raf', timeout: TIMEOUT_MS },
    )
    .then((h) => h.jsonValue());

/** The page's first contentful paint (Paint Timing API), in ms from navigation start, once it happened. */
const firstPaint = (page) =>
  page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? false, null, { timeout: TIMEOUT_MS }).then((h) => h.jsonValue());

const sum = (files) => ({ files: files.length, ...Object.fromEntries(['wire', 'gzip', 'raw'].map((k) => [k, files.reduce((n, f) => n + f[k], 0)])) });

const kindOf = (type, url) => (type === 'document' ? 'html' : type === 'script' || /\.m?js(\?|$)/.test(url) ? 'js' : type === 'stylesheet' || /\.css(\?|$)/.test(url) ? 'css' : null);

/**
 * Every HTML, JS and CSS response the page loads until its real content shows (no throttling, cache disabled):
 * body bytes on the wire as served (compressed when the server compressed them: brotli for Chromium), the same
 * bytes gzipped at level 9 here (the unit of the issue's "100 kB gzip" target) and decoded.
 */
/** A page in `context` with the browser cache off, and the DevTools session that set it (for throttling). */
async function uncachedPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { page, cdp };
}

async function transfer(browser, api, screen, token) {
  const context = await freshContext(browser, api, token);
  try {
    const { page } = await uncachedPage(context);
    // Requests made until the content is visible and painted (a render-blocking stylesheet can arrive after the
    // DOM holds the text), each counted once its response is complete.
    const requests = [];
    let done = false;
    page.on('request', (r) => {
      if (!done) requests.push(r);
    });
    await page.goto(screen.url, { waitUntil: 'commit' });
    await whenVisible(page, screen.ready);
    await firstPaint(page);
    done = true;
    const files = [];
    for (const req of requests) {
      const kind = kindOf(req.resourceType(), req.url());
      const res = kind ? await req.response() : null;
      if (res?.status() !== 200) continue;
      const [sizes, body] = await Promise.all([req.sizes(), res.body()]);
      files.push({
        kind,
        file: new URL(req.url()).pathname,
        encoding: res.headers()['content-encoding'] ?? 'none',
        wire: sizes.responseBodySize,
        gzip: gzipSync(body, { level: 9 }).length,
        raw: body.length,
      });
    }
    const totals = {};
    for (const kind of ['js', 'css', 'html']) {
      const of = files.filter((f) => f.kind === kind);
      totals[kind] = sum(of);
    }
    totals.all = sum(files);
    return { files, totals };
  } finally {
    await context.close();
  }
}

/** One Fast 3G load in a fresh context: first contentful paint and the moment the real content is visible (ms). */
async function fast3gRun(browser, api, screen, token) {
  const context = await freshContext(browser, api, token);
  try {
    const { page, cdp } = await uncachedPage(context);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: FAST_3G.latencyMs,
      downloadThroughput: (FAST_3G.downKbps * 1024) / 8,
      uploadThroughput: (FAST_3G.upKbps * 1024) / 8,
    });
    await page.goto(screen.url, { waitUntil: 'commit' });
    const inDomMs = await whenVisible(page, screen.ready);
    const fcpMs = await firstPaint(page);
    // Text in the DOM is not on screen before the first paint (render-blocking stylesheets hold it back).
    return { fcpMs, contentMs: Math.max(inDomMs, fcpMs) };
  } finally {
    await context.close();
  }
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Measures both first screens against a running production server (`api`, e.g. http://127.0.0.1:40123, serving
 * the built client under /multipage/) with the Chromium at `chromium`. Answers one row per screen: transfer per
 * kind, and the median of RUNS Fast 3G loads (each in a fresh context, cache disabled).
 */
export async function firstScreen({ api, chromium, log = () => {} }) {
  const { chromium: pw } = requireClient('playwright-core');
  const browser = await pw.launch({ executablePath: chromium, headless: true, args: LAUNCH_ARGS, timeout: TIMEOUT_MS });
  try {
    const token = await loginDemo(api);
    const rows = [];
    for (const screen of screens(api)) {
      const tk = screen.signedIn ? token : null;
      log(`first screen: ${screen.name}: transfer`);
      const t = await transfer(browser, api, screen, tk);
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await fast3gRun(browser, api, screen, tk));
        log(`first screen: ${screen.name}: Fast 3G run ${i + 1}/${RUNS}: first text ${Math.round(runs[i].fcpMs)} ms, content ${Math.round(runs[i].contentMs)} ms`);
      }
      rows.push({
        key: screen.key,
        name: screen.name,
        url: screen.url,
        ready: screen.ready,
        transfer: t,
        fast3g: { runs, fcpMs: median(runs.map((r) => r.fcpMs)), contentMs: median(runs.map((r) => r.contentMs)), targetMs: screen.targetMs },
      });
    }
    const others = [];
    for (const screen of transferOnly(api)) {
      log(`first screen: ${screen.name}: transfer`);
      others.push({ key: screen.key, name: screen.name, url: screen.url, ready: screen.ready, transfer: await transfer(browser, api, screen, screen.signedIn ? token : null) });
    }
    return { network: FAST_3G, runs: RUNS, rows, others };
  } finally {
    await browser.close();
  }
}

const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** Prints the result of `firstScreen` as plain-text tables. */
export function printFirstScreen(result, out = console.log) {
  out(
    '\nFirst screens at 375x667 until the real content shows (kB = 1000 bytes; "wire" = body bytes as served, compressed where the server compressed them; "gzip" = the same files at gzip -9)',
  );
  out(`${'screen'.padEnd(32)}${'kind'.padEnd(6)}${'files'.padStart(6)}${'wire'.padStart(11)}${'gzip'.padStart(11)}${'uncompressed'.padStart(14)}`);
  for (const row of [...result.rows, ...(result.others ?? [])]) {
    for (const kind of ['js', 'css', 'html', 'all']) {
      const k = row.transfer.totals[kind];
      out(
        `${(kind === 'js' ? row.name : '').padEnd(32)}${(kind === 'all' ? 'total' : kind.toUpperCase()).padEnd(6)}${String(k.files).padStart(6)}${kB(k.wire).padStart(11)}${kB(k.gzip).padStart(11)}${kB(k.raw).padStart(14)}${kind === 'js' && row.key === 'app' ? `   target <= 100 kB gzip: ${k.gzip <= 100_000 ? 'met' : 'MISSED'}` : ''}`,
      );
    }
    // BENCH_FILES=1: each file of the screen, largest first (what to look at when the weight moves).
    if (process.env.BENCH_FILES) {
      for (const f of [...row.transfer.files].sort((a, b) => b.gzip - a.gzip)) out(`    ${kB(f.gzip).padStart(9)} gzip ${kB(f.raw).padStart(9)} raw  ${f.file}`);
    }
  }
  const n = result.network;
  out(
    `\nFirst text on a simulated Fast 3G link (Lighthouse's historic definition through Chromium's network emulation: ${n.latencyMs} ms latency, ${n.downKbps} kbit/s down, ${n.upKbps} kbit/s up; cache disabled, fresh context; median of ${result.runs} runs)`,
  );
  out(`${'screen'.padEnd(32)}${'first text'.padStart(11)}${'target'.padStart(10)}${''.padStart(8)}${'content visible'.padStart(17)}  (content = first text of)`);
  for (const row of result.rows) {
    const f = row.fast3g;
    out(
      `${row.name.padEnd(32)}${s(f.fcpMs).padStart(11)}${`<= ${s(f.targetMs)}`.padStart(10)}${(f.fcpMs <= f.targetMs ? 'met' : 'MISSED').padStart(8)}${s(f.contentMs).padStart(17)}  ${row.ready}`,
    );
  }
}
