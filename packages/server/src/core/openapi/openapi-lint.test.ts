import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractDocument } from './index';

// Redocly's CLI, a root dev dependency (issue 33, item 7): a consumer whose lint config extends `recommended` must be
// able to generate a client from the served document.
const REDOCLY = path.resolve(import.meta.dirname, '../../../../../node_modules/.bin/redocly');

function lint(doc: unknown): { status: number | null; out: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
  try {
    const file = path.join(dir, 'openapi.json');
    fs.writeFileSync(file, JSON.stringify(doc));
    const res = spawnSync(REDOCLY, ['lint', file, '--extends', 'recommended', '--format', 'stylish', '--max-problems', '50'], {
      encoding: 'utf8',
      cwd: dir,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    return { status: res.status, out: `${res.stdout}\n${res.stderr}` };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Generated once for both tests (seconds of CPU each time); the second only builds a smaller document from it. */
let served: ReturnType<typeof contractDocument> | undefined;
const servedDocument = () => (served ??= contractDocument());

describe("the served OpenAPI document under Redocly's recommended rules", () => {
  it('has no error and no warning', () => {
    const { status, out } = lint(servedDocument());
    expect(out).not.toMatch(/\b(error|warning)\s+[a-z-]+\s/);
    expect(status).toBe(0);
  }, 120_000);

  it('fails a document that breaks a rule (the check can fail)', () => {
    // A small document of the same shape with one operation's summary gone: linting the whole one twice costs time.
    const full = servedDocument();
    const [route, item] = Object.entries(full.paths)[0]!;
    const [method, op] = Object.entries(item)[0]!;
    const { summary: _gone, ...noSummary } = op;
    const { status, out } = lint({ ...full, paths: { [route]: { [method]: noSummary } } });
    expect(out).toMatch(/operation-summary/);
    expect(status).not.toBe(0);
  }, 120_000);
});
