import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Choices are picked in components/ui/OptionSheet (issue 32, item 5): in-app browsers draw a native <select> as a
 * small system wheel in the phone's own language, out of step with the form around it. Every source file under src/
 * is read (derived, not a list kept by hand), so a new screen cannot bring a native select back.
 */
const SRC = join(__dirname, '..', '..');
const NATIVE_SELECT = /<select[\s/>]|<select$/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.[jt]sx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

export function nativeSelects(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) => text.split('\n').flatMap((line, i) => (NATIVE_SELECT.test(line) ? [`${path}:${i + 1}: ${line.trim()}`] : [])));
}

describe('no native <select> in the client', () => {
  it('finds a native select when one is written', () => {
    expect(
      nativeSelects([
        { path: 'a.tsx', text: 'x\n      <select value={v}>' },
        { path: 'b.tsx', text: '<select/>\n<select' },
      ]),
    ).toHaveLength(3);
    expect(nativeSelects([{ path: 'c.tsx', text: '<OptionSheet label="x" />\n// a native selection' }])).toEqual([]);
  });

  it('no source file under src/ renders one', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(100); // the walk really found the app
    expect(nativeSelects(files.map((f) => ({ path: relative(SRC, f).split('\\').join('/'), text: readFileSync(f, 'utf8') })))).toEqual([]);
  });
});
