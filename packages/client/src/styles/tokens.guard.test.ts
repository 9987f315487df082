import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One visual language (issue 35, item 1): a colour that has a role in styles/tokens.css is written only there, so a
 * change of brand colour is one edit and a new screen cannot drift to its own blue. Every CSS file under src/ is read
 * (derived, not a list kept by hand). Other literals (one-off tints, the public card's own palette) stay allowed.
 */
const SRC = join(__dirname, '..');
const TOKENS = readFileSync(join(__dirname, 'tokens.css'), 'utf8');

/** The role colours: every hex literal tokens.css declares on :root, except white, which is too plain to own (a
 *  white border or gradient stop is not a role). */
export function roleColours(tokens: string): string[] {
  const root = tokens.slice(tokens.indexOf(':root'), tokens.indexOf('}', tokens.indexOf(':root')));
  return [...root.matchAll(/--[a-z0-9-]+:\s*(#[0-9a-f]{3,8})\s*;/gi)].map((m) => m[1]!.toLowerCase()).filter((c) => c !== '#fff' && c !== '#ffffff');
}

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return cssFiles(p);
    return e.name.endsWith('.css') && e.name !== 'tokens.css' ? [p] : [];
  });
}

// The public card's palette (--card-* variables) mirrors the server-rendered page, which has no tokens: exempt.
const CARD_PALETTE = /--card-[a-z-]+\s*:[^;]*/gi;

export function rawRoleColours(files: { path: string; text: string }[], roles: string[]): string[] {
  const pattern = new RegExp(`(${roles.map((r) => r.slice(1)).join('|')})(?![0-9a-f])`, 'i');
  return files.flatMap(({ path, text }) =>
    text.split('\n').flatMap((line, i) => {
      const hit = line.replace(CARD_PALETTE, '').match(new RegExp(`#${pattern.source}`, 'i'));
      return hit ? [`${path}:${i + 1}: ${hit[0]}`] : [];
    }),
  );
}

describe('design tokens: role colours only in tokens.css', () => {
  const roles = roleColours(TOKENS);

  it('reads the role colours from tokens.css', () => {
    expect(roles).toEqual(expect.arrayContaining(['#1f6feb', '#d1242f', '#e5e7eb', '#1f2328', '#1a7f37', '#7d5300']));
  });

  it('finds a role colour written as a literal, and leaves other literals and the card palette alone', () => {
    const files = [
      { path: 'a.css', text: '.x { color: #1F6FEB; }\n.y { border: 1px solid #e5e7eb }' },
      { path: 'b.css', text: '.z { color: #1f6feb80; background: #fafafa; }\n.card { --card-accent: #1f6feb; }' },
    ];
    expect(rawRoleColours(files, roles)).toEqual(['a.css:1: #1F6FEB', 'a.css:2: #e5e7eb']);
  });

  it('no CSS file under src/ other than tokens.css writes a role colour', () => {
    const files = cssFiles(SRC);
    expect(files.length).toBeGreaterThan(40); // the walk really found the app's styles
    const found = rawRoleColours(
      files.map((f) => ({ path: relative(SRC, f).split('\\').join('/'), text: readFileSync(f, 'utf8') })),
      roles,
    );
    expect(found).toEqual([]);
  });

  it('styles.css imports the tokens before any rule', () => {
    const styles = readFileSync(join(SRC, 'styles.css'), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .trim();
    expect(styles.startsWith("@import './styles/tokens.css';")).toBe(true);
  });
});
