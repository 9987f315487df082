import fs from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { expect } from 'vitest';

/**
 * E2E_PROFILE=<file>: when a phone (browser context) of a journey closes, one JSON line is appended there: the
 * journey file, how many pages the phone opened, how many times their main frames navigated (full loads and the
 * app's own route changes), and its requests by kind (a "document" is a full page load; "script" counts the app's
 * chunks, fetched or taken from the phone's memory cache). To see what a journey's phones load (issue 30, docs/bench.md
 * session 14); phones left open at the journey's end are counted by the journey's close().
 */
const file = process.env.E2E_PROFILE;

export function profileContext(context: BrowserContext): void {
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
