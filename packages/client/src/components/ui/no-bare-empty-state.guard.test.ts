import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every empty list says what it is for (issue 35, item 5): each <EmptyState> carries an icon of the icon set and the
 * first action or a hint on how the list fills, and a hint read from the catalogue exists in both languages. The
 * props' type already refuses a bare one; this walk also catches a hint key missing from a catalogue (the screen
 * would show the raw key) and prints the counts the issue reports. Files are walked, not listed.
 */
const SRC = join(__dirname, '..', '..');
const LOCALES = join(SRC, 'locales');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return screensOnly(p) ? sources(p) : [];
    return /\.tsx$/.test(e.name) && !/\.test\.tsx$/.test(e.name) && e.name !== 'EmptyState.tsx' ? [p] : [];
  });
}
const screensOnly = (dir: string) => !dir.endsWith('locales');

/** Each `<EmptyState ... />` element of a file, whole (braces inside its props counted). */
export function emptyStates(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/<EmptyState\b/g)) {
    let depth = 0;
    for (let i = m.index; i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}') depth--;
      else if (depth === 0 && text.startsWith('/>', i)) {
        out.push(text.slice(m.index, i + 2));
        break;
      }
    }
  }
  return out;
}

export type Verdict = 'action' | 'hint' | 'bare' | 'no-icon';
/** What one element offers: its first action, a hint only, nothing, or no icon from lucide-react. */
export function verdictOf(element: string, fileText: string): Verdict {
  const icon = /\bicon=\{(\w+)\}/.exec(element)?.[1];
  if (!icon || !new RegExp(`import \\{[^}]*\\b${icon}\\b[^}]*\\} from 'lucide-react'`).test(fileText)) return 'no-icon';
  if (/\baction=\{/.test(element) && !/\baction=\{undefined\}/.test(element)) return 'action';
  return /\bhint=\{/.test(element) ? 'hint' : 'bare';
}

const catalogue = (lang: string, ns: string): unknown => JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8'));
const lookup = (tree: unknown, key: string) => key.split('.').reduce<unknown>((node, k) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined), tree);

describe('no bare empty state', () => {
  it('tells an action, a hint, a bare one and one without an icon of the set apart', () => {
    const file = "import { Inbox } from 'lucide-react';";
    expect(verdictOf("<EmptyState icon={Inbox} title={t('a')} action={{ label: t('b'), to: paths.x }} />", file)).toBe('action');
    expect(verdictOf("<EmptyState icon={Inbox} title={t('a')} hint={t('h')} />", file)).toBe('hint');
    expect(verdictOf('<EmptyState icon={Inbox} title={t(\'a\')} testId="x" />', file)).toBe('bare');
    expect(verdictOf("<EmptyState icon={Inbox} title={t('a')} action={undefined} />", file)).toBe('bare');
    expect(verdictOf("<EmptyState icon={Star} title={t('a')} hint={t('h')} />", file)).toBe('no-icon');
    expect(emptyStates("x <EmptyState icon={I} action={{ to: '/a', label: t('b') }} />\n<EmptyState\n  icon={I}\n/> y")).toHaveLength(2);
  });

  it('every empty state of the app offers its first action or says how the list fills, in both languages', () => {
    const files = sources(SRC).map((f) => ({ path: relative(SRC, f).split('\\').join('/'), text: readFileSync(f, 'utf8') }));
    const counts: Record<Verdict, number> = { action: 0, hint: 0, bare: 0, 'no-icon': 0 };
    const wrong: string[] = [];
    for (const { path, text } of files) {
      const ns = /useTranslation\(\s*\[?\s*'(\w+)'/.exec(text)?.[1];
      for (const el of emptyStates(text)) {
        const verdict = verdictOf(el, text);
        counts[verdict]++;
        if (verdict === 'bare' || verdict === 'no-icon') wrong.push(`${path}: ${verdict}: ${el.replace(/\s+/g, ' ').slice(0, 140)}`);
        // A hint or action label read from the screen's catalogue must be there in zh-CN and in English.
        for (const key of [...el.matchAll(/(?:hint=\{|label: )t\('([\w.]+)'\)/g)].map((m) => m[1]!)) {
          for (const lang of ['zh-CN', 'en']) if (!ns || typeof lookup(catalogue(lang, ns), key) !== 'string') wrong.push(`${path}: ${lang}/${ns}.json has no ${key}`);
        }
      }
    }
    expect(counts.action + counts.hint).toBeGreaterThan(100); // the walk really found the app's lists
    expect(wrong).toEqual([]);
    console.log(`empty states: ${counts.action} with their first action, ${counts.hint} explained without one`);
  });
});
