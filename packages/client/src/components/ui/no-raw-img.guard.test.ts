import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Pictures go through components/ui/Picture (issue 35, item 4): it writes width/height (no layout shift), loads
 * below the fold lazily and offers the server's sized variants. A raw <img> outside components/ui misses all three,
 * so it fails here; the files are walked, not listed, so a new screen is checked too. Picture's own props make width
 * and height required, so the type check holds the rest. Comment lines are prose and skipped.
 */
const SRC = join(__dirname, '..', '..');
const UI = join(SRC, 'components', 'ui');
const COMMENT = /^\s*(\*|\/\*|\/\/|\{\/\*)/;
const RAW_IMG = /<img(?![\w-])/;

function screens(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return p === UI ? [] : screens(p);
    return /\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name) ? [p] : [];
  });
}

export function rawImages(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) => text.split('\n').flatMap((line, i) => (!COMMENT.test(line) && RAW_IMG.test(line) ? [`${path}:${i + 1}: ${line.trim().slice(0, 120)}`] : [])));
}

describe('no raw <img> outside components/ui', () => {
  it('finds a raw image, with or without attributes, and lets Picture and prose be', () => {
    expect(rawImages([{ path: 'a.tsx', text: '<img src={u} alt="" />\n<div><img\n  src={u} width={3} height={3} />\n<img/>' }])).toHaveLength(3);
    expect(rawImages([{ path: 'b.tsx', text: '<Picture src={u} width={64} height={64} />\n// an <img> here would jump\n<imgs />\n<image href="x" />' }])).toEqual([]);
  });

  it('no screen or feature component uses one', () => {
    const files = screens(SRC);
    expect(files.length).toBeGreaterThan(100); // the walk really found the app
    expect(rawImages(files.map((f) => ({ path: relative(SRC, f).split('\\').join('/'), text: readFileSync(f, 'utf8') })))).toEqual([]);
  });
});
