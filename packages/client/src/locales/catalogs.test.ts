import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.dirname(new URL(import.meta.url).pathname);
const keys = (o: unknown, prefix = ''): string[] =>
  o && typeof o === 'object' && !Array.isArray(o) ? Object.entries(o).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k)) : [prefix];
/** i18next plural suffixes: English has `_one`/`_other`, Chinese only `_other`, so keys are compared without them. */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (k: string) => k.replace(PLURAL, '');

describe('message catalogs', () => {
  const namespaces = fs.readdirSync(path.join(dir, 'zh-CN'));
  it('has the same namespaces in zh-CN and en', () => {
    expect(fs.readdirSync(path.join(dir, 'en')).sort()).toEqual([...namespaces].sort());
  });
  for (const ns of namespaces) {
    it(`${ns}: zh-CN and en have the same keys`, () => {
      const zh = JSON.parse(fs.readFileSync(path.join(dir, 'zh-CN', ns), 'utf8'));
      const en = JSON.parse(fs.readFileSync(path.join(dir, 'en', ns), 'utf8'));
      expect([...new Set(keys(en).map(base))].sort()).toEqual([...new Set(keys(zh).map(base))].sort());
    });
    it(`${ns}: every plural has the forms its language needs and uses {{count}}`, () => {
      for (const [lang, forms] of [
        ['en', ['one', 'other']],
        ['zh-CN', ['other']],
      ] as const) {
        const all = keys(JSON.parse(fs.readFileSync(path.join(dir, lang, ns), 'utf8')));
        for (const k of new Set(all.filter((x) => PLURAL.test(x)).map(base))) {
          expect(all.filter((x) => base(x) === k && x !== k).sort(), `${lang}/${ns} ${k}`).toEqual(forms.map((f) => `${k}_${f}`));
        }
      }
    });
  }
});

describe("every catalogue has one owner (issue 33: a new area's namespaces come with its manifest, app/areas.ts)", () => {
  /** The shell's catalogues: the first screens' (router.tsx) and the texts every screen shares. */
  const SHELL = ['account', 'common'];
  it('each namespace is claimed by the shell or by exactly one area, and each claimed one exists', async () => {
    const { CLIENT_AREAS } = await import('../app/areas');
    const claimed = [...SHELL, ...CLIENT_AREAS.flatMap((a) => a.namespaces)];
    expect(claimed.filter((n, i) => claimed.indexOf(n) !== i)).toEqual([]);
    const files = fs.readdirSync(path.join(dir, 'zh-CN')).map((f) => f.replace(/\.json$/, ''));
    expect([...claimed].sort()).toEqual(files.sort());
  }, 60_000);
});
