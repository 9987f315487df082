import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { checkScreen } from './a11y';
import { profileContext } from './profile';

const SHOTS = path.resolve(import.meta.dirname, '../../.screenshots');

let shared: Promise<Browser> | undefined;

/**
 * Debian's chromium, headless, with the flags this closed network needs: one browser per test worker (vitest keeps a
 * worker's modules from one journey file to the next, vitest.e2e.config.ts `isolate: false`), started the first time
 * a journey asks and again if it went away. Each journey file gets its own view of it: the contexts it opens, and a
 * `close()` that closes those (the phones of the journey) and leaves the browser to the next journey.
 */
export async function launch(): Promise<Browser> {
  let real = await (shared ??= startChromium());
  if (!real.isConnected()) real = await (shared = startChromium());
  return journeyView(real);
}

/** A journey file's view of the browser: the contexts it opens, profiled, and a close() that closes them. */
function journeyView(real: Browser): Browser {
  const mine = new Set<BrowserContext>();
  return new Proxy(real, {
    get(target, prop) {
      if (prop === 'newContext') {
        return async (...args: Parameters<Browser['newContext']>) => {
          const context = await target.newContext(...args);
          mine.add(context);
          profileContext(context);
          context.on('close', () => mine.delete(context));
          return context;
        };
      }
      if (prop === 'newPage')
        return () => {
          throw new Error("open pages through a context (phone() or browser.newContext()), so the journey's close() finds them");
        };
      if (prop === 'close')
        return async () => {
          await Promise.all([...mine].map((c) => c.close().catch(() => undefined)));
        };
      const value = Reflect.get(target, prop, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * V8 without its optimising compilers (TurboFan, Maglev): a journey's page lives for seconds, so the code it runs
 * (the app's chunks, axe-core, Playwright's injected script) is compiled anew in every document and rarely runs long
 * enough to repay optimising it; the renderers' CPU for three journey files fell from 31-35 to 25-27 s (docs/bench.md
 * session 14). Only speed changes: what the page computes is the same.
 */
const V8_FLAGS = '--js-flags=--no-opt --no-maglev';

function startChromium(): Promise<Browser> {
  const started = chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      V8_FLAGS,
      // E2E_CHROMIUM_ARGS="--a;--b=x y": more flags for a measurement (scripts/bench/journey-cpu.mjs), split at ';'
      // because a flag's value may hold spaces; a later --js-flags replaces V8_FLAGS.
      ...(process.env.E2E_CHROMIUM_ARGS?.split(';').filter(Boolean) ?? []),
    ],
  });
  // A start that failed is tried again by the next journey.
  started.catch(() => {
    if (shared === started) shared = undefined;
  });
  return started;
}

/**
 * Checks a screen's accessibility (support/a11y.ts: axe-core finds nothing, every tap target is at least 44x44), so
 * every screen a journey shows is checked without a line of its own, and saves it as a numbered screenshot under
 * packages/client/.screenshots/<journey>/ (git-ignored), in CSS pixels (375 wide), to be looked at. With
 * E2E_SCREENSHOTS=failures (`npm test`, where nobody looks at a passing screen) only a screen whose check fails is
 * saved, before the failure is reported: the full-page shots of passing screens were 57 s of the journeys' 830 s of
 * test time (docs/bench.md session 17). `saveAll` overrides the environment (a11y.e2e tests both ways).
 */
export function shooter(journey: string, { saveAll = process.env.E2E_SCREENSHOTS !== 'failures' } = {}) {
  let n = 0;
  const dir = path.join(SHOTS, journey);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return async (page: Page, name: string) => {
    const file = path.join(dir, `${String(++n).padStart(2, '0')}-${name}.png`);
    const save = () => page.screenshot({ path: file, fullPage: true, scale: 'css' });
    const t0 = performance.now();
    if (saveAll) await save();
    const t1 = performance.now();
    try {
      await checkScreen(page, `${journey}/${name}`);
    } catch (failure) {
      if (!saveAll) await save().catch(() => undefined);
      throw failure;
    }
    timing?.push(`${journey}\t${name}\t${Math.round(t1 - t0)}\t${Math.round(performance.now() - t1)}\n`);
  };
}

/**
 * E2E_TIMING=<file>: each screen's screenshot and check times are appended there (journey, screen, ms, ms), to see
 * where the journeys' time goes (issue 30).
 */
const timing = process.env.E2E_TIMING ? { push: (line: string) => fs.appendFileSync(process.env.E2E_TIMING!, line) } : undefined;

/** The journeys' one toolkit: a phone and the dev server's endpoints (phone.ts), sessions (session.ts), numbers. */
export { baseURL, phone, smsCode } from './phone';
export { uniquePhone } from './phones';
export { agentAtCustomerHome, apiPost, registerUser, signIn, signedInPhone, type E2eUser } from './session';
