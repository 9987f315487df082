import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * E2E_PROFILE=<file>: when a phone (browser context) of a journey closes, one JSON line is appended there: the
 * journey file, how many pages the phone opened, how many times their main frames navigated (full loads and the
 * app's own route changes), and its requests by kind (a "document" is a full page load; "script" counts the app's
 * chunks, fetched or taken from the phone's memory cache). To see what a journey's phones load (issue 30, docs/bench.md
 * session 14); phones left open at the journey's end are counted by the journey's close().
 */
const file = process.env.E2E_PROFILE;
/**
 * E2E_STEPS=<file>: every page action or wait of a journey that took 300 ms or more is appended there (journey line,
 * method, ms), to find the steps where a journey's time goes: waits that run to a timeout, slow full loads (issue 30,
 * docs/bench.md session 15).
 */
const stepsFile = process.env.E2E_STEPS;

export function profileContext(context: BrowserContext): void {
  if (stepsFile) context.on('page', timeSteps);
  if (!file) return;
  const journey = expect.getState().testPath?.split('/').pop() ?? '?';
  const seen = { pages: 0, navigations: 0, requests: {} as Record<string, number> };
  context.on('page', (page) => {
    seen.pages++;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.navigations++;
    });
    page.on('request', (req) => {
      seen.requests[req.resourceType()] = (seen.requests[req.resourceType()] ?? 0) + 1;
    });
  });
  context.on('close', () => fs.appendFileSync(file, `${JSON.stringify({ journey, ...seen })}\n`));
}

const TIMED = ['goto', 'reload', 'click', 'fill', 'check', 'waitForSelector', 'waitForURL', 'waitForFunction', 'waitForResponse', 'evaluate', 'screenshot', 'setInputFiles'] as const;

/** Wraps the page's actions and waits (E2E_STEPS only: costs a stack trace a call). */
function timeSteps(page: Page): void {
  if (!stepsFile) return;
  for (const name of TIMED) {
    const real = page[name] as (...a: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const t0 = performance.now();
      const at = /([\w-]+\.e2e\.ts:\d+)/.exec(new Error().stack ?? '')?.[1] ?? '?';
      try {
        return await real.apply(page, args);
      } finally {
        const ms = Math.round(performance.now() - t0);
        if (ms >= 300) fs.appendFileSync(stepsFile, `${at}\t${name}\t${ms}\t${String(args[0]).slice(0, 80)}\n`);
      }
    };
  }
}
