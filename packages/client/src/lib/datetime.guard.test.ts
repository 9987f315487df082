import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Dates and times are written by lib/datetime.ts only (issue 32, item 9): one format per language, Beijing time.
 * Every source file under src/ is read (derived, not a list kept by hand) and none may format a date itself:
 * toLocale*String (the phone's zone and the browser's own format), a DateTimeFormat of its own, or the phone's
 * wall clock through getHours()/getDate()/getTimezoneOffset() and the like.
 */
const SRC = join(__dirname, '..');
const FORBIDDEN = new RegExp(
  [
    /\.toLocale(?:Date|Time)?String\(/,
    /Intl\.DateTimeFormat/,
    /\.get(?:FullYear|Month|Date|Day|Hours|Minutes)\(\)/,
    /getTimezoneOffset\(/,
    /\.toDateString\(/,
    // An ISO instant cut to its UTC date or minute ("createdAt.slice(0, 10)"): a wrong day before 08:00 Beijing time.
    /(?:At|Time|Date|Until)\??\.(?:slice|substring)\(0, 1[069]\)/,
    /toISOString\(\)\.slice\(/,
  ]
    .map((r) => r.source)
    .join('|'),
);
const ALLOWED = new Set(['lib/datetime.ts']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

describe('date formatting lives in lib/datetime.ts', () => {
  it("no other source file formats a date or reads the phone's clock fields", () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(100); // the walk really found the app
    const offenders = files.flatMap((f) => {
      const rel = relative(SRC, f).split('\\').join('/');
      if (ALLOWED.has(rel)) return [];
      return readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) => (FORBIDDEN.test(line) ? [`${rel}:${i + 1}: ${line.trim()}`] : []));
    });
    expect(offenders).toEqual([]);
  });
});
