import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

// The shell in index.html paints before styles.css arrives (and is the server-rendered card page's head): both must
// name the same fonts, or the first paint and the app draw in different faces and the shell's list goes stale.
const read = (rel: string) => fs.readFileSync(new URL(rel, import.meta.url), 'utf8');
const bodyFonts = (css: string) => /\bbody\s*\{[^}]*font-family:\s*([^;}]+)/.exec(css)?.[1]?.trim();

describe('the body font list', () => {
  it('is the same in the shell and the app stylesheet', () => {
    const app = bodyFonts(read('../styles.css'));
    expect(app).toBeTruthy();
    expect(bodyFonts(read('../../index.html'))).toBe(app);
  });

  it('names a Chinese font of each system before the generic family', () => {
    const fonts = bodyFonts(read('../styles.css'))!
      .split(',')
      .map((f) => f.trim().replace(/^'|'$/g, ''));
    for (const name of ['PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Zen Hei']) expect(fonts.indexOf(name)).toBeGreaterThan(-1);
    expect(fonts.at(-1)).toBe('sans-serif');
  });
});
