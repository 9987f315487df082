import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server-rendered pages (card page, share shells, mirror and sandbox pages) draw icons as inline SVG
 * (page-icons.ts), never as text characters each phone font draws its own way (issue 35, item 2). Every source file
 * under src/ is read, so a template string anywhere (a new page, a new section) is covered; comment lines are prose
 * ("a → b" explains a flow) and are skipped.
 */
const SRC = join(__dirname, '..', '..');
// biome-ignore lint/suspicious/noMisleadingCharacterClass: U+FE0F alone is one of the characters this guard looks for
const TEXT_ICON = /[\u2039\u203A\u2190-\u21FF\u2300-\u23FF\u2460-\u24FF\u2500-\u259F\u25A0-\u25FF\u2600-\u26FF\u2700-\u27BF\u2B00-\u2BFF\uFE0F]|[\u{1F000}-\u{1FAFF}]/u;
const COMMENT = /^\s*(\*|\/\*|\/\/)/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : [];
  });
}

export function textIcons(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) => text.split('\n').flatMap((line, i) => (!COMMENT.test(line) && TEXT_ICON.test(line) ? [`${path}:${i + 1}: ${line.trim().slice(0, 120)}`] : [])));
}

describe('no text characters as icons in the server-rendered pages', () => {
  it('finds a character icon in a template and lets prose and plain text be', () => {
    expect(
      textIcons([
        { path: 'a.ts', text: '`<span aria-hidden="true">☎</span>`\n`<button>♪</button>`' },
        { path: 'b.ts', text: "const qr = '▦';\nconst more = '›';\nconst party = '🎉';" },
      ]),
    ).toHaveLength(5);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text the guard scans, not a template
    expect(textIcons([{ path: 'c.ts', text: ' * visit → beacon → count\n// ☆ was the collect icon\nconst t = `${a} · ${b} × 2`;' }])).toEqual([]);
  });

  it('no source file under src/ uses one', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(100); // the walk really found the server
    expect(textIcons(files.map((f) => ({ path: relative(SRC, f).split('\\').join('/'), text: readFileSync(f, 'utf8') })))).toEqual([]);
  });
});
