import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 33, names: screen files under app/routes are kebab-case, like the rest of the client (`vip-centre.tsx`, not
 * `vipCentre.tsx`); a role suffix is dotted and kebab too (`orders.paths.ts`). The URL keeps the spec's spelling: it
 * lives in the area's paths, never in a file name.
 */
const ROUTES = fileURLToPath(new URL('./routes', import.meta.url));
const KEBAB_FILE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*\.(ts|tsx|css)$/;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [relative(ROUTES, join(dir, e.name))]));

describe('screen file names', () => {
  it('every file and folder under app/routes is kebab-case', () => {
    const files = filesUnder(ROUTES);
    expect(files.length).toBeGreaterThan(300);
    const wrong = files.filter((f) => {
      const parts = f.split('/');
      const name = parts.pop()!;
      return !KEBAB_FILE.test(name) || parts.some((d) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(d));
    });
    expect(wrong).toEqual([]);
  });

  it('refuses the spellings it is for', () => {
    for (const bad of ['checkinHome.tsx', 'FirstRun.tsx', 'sms_home.tsx', 'home.TSX']) expect(KEBAB_FILE.test(bad), bad).toBe(false);
    for (const good of ['checkin-home.tsx', 'orders.paths.ts', 'routes-upload.tsx', 'vip-centre.tsx']) expect(KEBAB_FILE.test(good), good).toBe(true);
  });
});
