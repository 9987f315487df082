import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The boundary lint's file-circle rule (.dependency-cruiser.cjs `no-file-circle`), run on two small fixtures: a static
 * circle fails, and so does one closed by a lazy import() (allowed until the client's area manifests stopped
 * importing their screens, issue 33; nothing needs the allowance since).
 */
const ROOT = join(__dirname, '../../../..');
const cruise = (dir: string) =>
  spawnSync(join(ROOT, 'node_modules/.bin/depcruise'), ['--config', '.dependency-cruiser.cjs', '--output-type', 'err', `packages/server/test/fixtures/circles/${dir}`], {
    cwd: ROOT,
    encoding: 'utf8',
  });

describe('the boundary lint refuses file circles', () => {
  it('a static circle fails, naming the rule', { timeout: 120_000 }, () => {
    const r = cruise('static');
    expect(r.status).not.toBe(0);
    expect(r.stdout + r.stderr).toContain('no-file-circle');
  });

  it('a circle closed by a lazy import() fails too', { timeout: 120_000 }, () => {
    const r = cruise('lazy');
    expect(r.status).not.toBe(0);
    expect(r.stdout + r.stderr).toContain('no-file-circle');
  });
});
