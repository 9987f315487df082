import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.dirname(new URL(import.meta.url).pathname);
const keys = (o: unknown, prefix = ''): string[] =>
  o && typeof o === 'object' && !Array.isArray(o)
    ? Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('message catalogs', () => {
  const namespaces = fs.readdirSync(path.join(dir, 'zh-CN'));
  it('has the same namespaces in zh-CN and en', () => {
    expect(fs.readdirSync(path.join(dir, 'en')).sort()).toEqual([...namespaces].sort());
  });
  for (const ns of namespaces) {
    it(`${ns}: zh-CN and en have the same keys`, () => {
      const zh = JSON.parse(fs.readFileSync(path.join(dir, 'zh-CN', ns), 'utf8'));
      const en = JSON.parse(fs.readFileSync(path.join(dir, 'en', ns), 'utf8'));
      expect(keys(en).sort()).toEqual(keys(zh).sort());
    });
  }
});
