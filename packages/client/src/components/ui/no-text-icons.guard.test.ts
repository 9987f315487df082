import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Icons are SVG from lucide-react (issue 35, item 2): a text character used as an icon is drawn by each phone's own
 * font, differently or as an empty box. Every source under src/ (code, styles and locale texts: an arrow in a label is
 * an icon too) is read, derived rather than listed, so a new screen cannot bring one back. Comment lines are prose
 * (a "→" there explains a flow) and are skipped.
 */
const SRC = join(__dirname, '..', '..');

/**
 * Arrows, Misc Technical, Enclosed Alphanumerics, Box Drawing, Block Elements, Geometric Shapes, Misc Symbols,
 * Dingbats, Misc Symbols and Arrows, emoji (and their variation selector); plus the single angle quotes, which were
 * the list chevrons and the back arrow.
 */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: U+FE0F alone is one of the characters this guard looks for
export const TEXT_ICON = /[\u2039\u203A\u2190-\u21FF\u2300-\u23FF\u2460-\u24FF\u2500-\u259F\u25A0-\u25FF\u2600-\u26FF\u2700-\u27BF\u2B00-\u2BFF\uFE0F]|[\u{1F000}-\u{1FAFF}]/u;
const COMMENT = /^\s*(\*|\/\*|\/\/|\{\/\*)/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.(tsx?|css|json)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

export function textIcons(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) => text.split('\n').flatMap((line, i) => (!COMMENT.test(line) && TEXT_ICON.test(line) ? [`${path}:${i + 1}: ${line.trim().slice(0, 120)}`] : [])));
}

describe('no text characters as icons in the client', () => {
  it('finds a character icon in code, styles or texts, and lets prose and plain text be', () => {
    const found = textIcons([
      { path: 'a.tsx', text: '<span aria-hidden>☺</span>\n<b>★</b>\n<span>›</span>' },
      { path: 'b.css', text: ".x::after { content: '✓'; }" },
      { path: 'c.json', text: '{ "price": "价格↑", "new": "新品🎉" }' },
    ]);
    expect(found).toHaveLength(5);
    expect(textIcons([{ path: 'd.tsx', text: ' * home → 注册 → card\n// tapping ▶ plays\n<p>{a} × {b} · 共 3 件…</p>' }])).toEqual([]);
  });

  it('no source file under src/ uses one', () => {
    const files = sources(SRC);
    expect(files.length).toBeGreaterThan(100); // the walk really found the app
    expect(textIcons(files.map((f) => ({ path: relative(SRC, f).split('\\').join('/'), text: readFileSync(f, 'utf8') })))).toEqual([]);
  });
});
