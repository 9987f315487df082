import { describe, expect, it } from 'vitest';
import { LIMITS, type TPosterLayout } from '@card/contract';
import { assertPosterModule, emWidth, escapeXml, fitText, layoutProblems, moduleIdsOf, parseLayout, posterValues } from './content-posters.rules';
import { POSTER_TEMPLATES, posterTemplateRow } from './content-posters.seed';

const L = LIMITS.content;
const box = { x: 0, y: 60, width: 300, fontSize: 40, color: '#000000', align: 'start' as const, bold: false };
const base: TPosterLayout = { width: 750, height: 1200, slogan: '', texts: { name: box }, qr: { x: 500, y: 900, size: 200 } };
const code = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return (e as { code?: string }).code;
  }
};

describe('parseLayout / layoutProblems', () => {
  it('accepts every seeded template', () => {
    for (const t of POSTER_TEMPLATES) {
      const row = posterTemplateRow(t, { backgroundUrl: '', thumbUrl: '' });
      expect(layoutProblems(parseLayout(row.layout))).toEqual([]);
    }
  });
  it('refuses broken JSON and wrong shapes with POSTER_LAYOUT_INVALID', () => {
    expect(code(() => parseLayout('{'))).toBe('POSTER_LAYOUT_INVALID');
    expect(code(() => parseLayout(JSON.stringify({ ...base, qr: undefined })))).toBe('POSTER_LAYOUT_INVALID');
    expect(code(() => parseLayout(JSON.stringify({ ...base, texts: { name: { ...box, color: 'red' } } })))).toBe('POSTER_LAYOUT_INVALID');
  });
  it('canvas sizes at the edges and one past', () => {
    expect(layoutProblems({ ...base, width: L.posterCanvasMax, height: L.posterCanvasMax })).toEqual([]);
    expect(layoutProblems({ ...base, width: L.posterCanvasMax + 1 })).toContain('canvas');
    expect(layoutProblems({ ...base, width: L.posterCanvasMin, qr: { x: 0, y: 900, size: 200 } })).toEqual([]);
    expect(layoutProblems({ ...base, width: L.posterCanvasMin - 1, qr: { x: 0, y: 900, size: 200 } })).toContain('canvas');
  });
  it('font sizes at the edges and one past', () => {
    const withFont = (fontSize: number) => ({ ...base, texts: { name: { ...box, y: 100, fontSize } } });
    expect(layoutProblems(withFont(L.posterFontMin))).toEqual([]);
    expect(layoutProblems(withFont(L.posterFontMax))).toEqual([]);
    expect(layoutProblems(withFont(L.posterFontMin - 1))).toEqual(['name.fontSize']);
    expect(layoutProblems(withFont(L.posterFontMax + 1))).toEqual(['name.fontSize']);
  });
  it('the QR code: the smallest scannable side and one below; every box on the canvas', () => {
    expect(layoutProblems({ ...base, qr: { x: 0, y: 0, size: L.posterQrMin } })).toEqual([]);
    expect(layoutProblems({ ...base, qr: { x: 0, y: 0, size: L.posterQrMin - 1 } })).toEqual(['qr.size']);
    expect(layoutProblems({ ...base, qr: { x: 550, y: 1000, size: 200 } })).toEqual([]);
    expect(layoutProblems({ ...base, qr: { x: 551, y: 1000, size: 200 } })).toEqual(['qr.box']);
    expect(layoutProblems({ ...base, avatar: { x: 0, y: 1081, size: 120 } })).toEqual(['avatar.box']);
    expect(layoutProblems({ ...base, texts: { name: { ...box, x: 450 } } })).toEqual([]);
    expect(layoutProblems({ ...base, texts: { name: { ...box, x: 451 } } })).toEqual(['name.box']);
    expect(layoutProblems({ ...base, texts: { name: { ...box, align: 'middle', x: 150 } } })).toEqual([]);
    expect(layoutProblems({ ...base, texts: { name: { ...box, align: 'middle', x: 149 } } })).toEqual(['name.box']);
  });
});

describe('fitText', () => {
  it('keeps a line that fits exactly and cuts one character more with an ellipsis', () => {
    // 300 px at 30 px = 10 em: ten CJK characters fit, eleven do not.
    expect(fitText('一二三四五六七八九十', 300, 30)).toBe('一二三四五六七八九十');
    expect(fitText('一二三四五六七八九十甲', 300, 30)).toBe('一二三四五六七八九…');
    expect(emWidth(fitText('一二三四五六七八九十甲', 300, 30))).toBeLessThanOrEqual(10);
  });
  it('counts Latin letters narrower than CJK', () => {
    expect(emWidth('ab')).toBeCloseTo(1.2);
    expect(emWidth('张三')).toBe(2);
    expect(fitText('abcdefghijklmnop', 300, 30)).toBe('abcdefghijklmnop'); // 16 x 0.6 = 9.6 em
    expect(fitText('abcdefghijklmnopq', 300, 30)).toBe('abcdefghijklmno…'); // 1 em + 15 x 0.6 = 10 em
  });
});

describe('escapeXml', () => {
  it('writes markup characters as entities', () => {
    expect(escapeXml('<b>&"\'')).toBe('&lt;b&gt;&amp;&quot;&apos;');
  });
});

describe('posterValues', () => {
  const card = { name: '张三', company: '星辰', position: '总监', signature: '', mobiles: ['13800138000', '13900139000'] };
  it('draws the first mobile unless the phone is hidden, the signature else the template slogan', () => {
    expect(posterValues(card, false, '模板口号')).toMatchObject({ phone: '13800138000', slogan: '模板口号' });
    expect(posterValues({ ...card, signature: ' 我的签名 ' }, true, '模板口号')).toMatchObject({ phone: '', slogan: '我的签名' });
  });
});

describe('modules', () => {
  it('takes the card (0) and modules of spec section 1 only', () => {
    expect(code(() => assertPosterModule(0))).toBeNull();
    expect(code(() => assertPosterModule(55))).toBeNull();
    expect(code(() => assertPosterModule(56))).toBe('POSTER_MODULE_UNKNOWN');
    expect(moduleIdsOf('0, 52,,x')).toEqual([0, 52]);
  });
});
