import { LIMITS, MODULES, ZPosterLayout, type TPosterLayout, type TPosterTextBox } from '@card/contract';
import { DomainError } from '../../lib/domain-error';

/** Pure rules of the posters centre: template layouts, text fitting, modules and the generation budget. */
const L = LIMITS.content;

/** The generation budget of one user (drawing costs CPU): ctx.limiter counts it. */
export const POSTER_GENERATE_RULE = L.posterGeneratePerMinute;
export const posterBudgetKey = (userId: string) => `posters:generate:${userId}`;

/** A poster is for the card itself (0) or one of the modules of spec section 1. */
export function assertPosterModule(moduleId: number): void {
  if (moduleId !== 0 && !MODULES.some((m) => m.id === moduleId)) throw new DomainError('POSTER_MODULE_UNKNOWN', { field: 'moduleId' });
}

const inside = (v: number, min: number, max: number) => v >= min && v <= max;

/**
 * A template's layout, parsed and checked: the canvas within bounds, font sizes readable, every box on the canvas,
 * the QR code large enough to scan. A template that fails is refused (POSTER_LAYOUT_INVALID) rather than drawn wrong.
 */
export function parseLayout(json: string): TPosterLayout {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new DomainError('POSTER_LAYOUT_INVALID', { field: 'materialId' });
  }
  const parsed = ZPosterLayout.safeParse(raw);
  if (!parsed.success || layoutProblems(parsed.data).length) throw new DomainError('POSTER_LAYOUT_INVALID', { field: 'materialId' });
  return parsed.data;
}

/** What is wrong with a layout (empty when it may be drawn); names the parts, for the template author's test. */
export function layoutProblems(l: TPosterLayout): string[] {
  const out: string[] = [];
  if (!inside(l.width, L.posterCanvasMin, L.posterCanvasMax) || !inside(l.height, L.posterCanvasMin, L.posterCanvasMax)) out.push('canvas');
  for (const [name, box] of Object.entries(l.texts) as [string, TPosterTextBox | undefined][]) {
    if (!box) continue;
    if (!inside(box.fontSize, L.posterFontMin, L.posterFontMax)) out.push(`${name}.fontSize`);
    const left = box.align === 'start' ? box.x : box.align === 'middle' ? box.x - box.width / 2 : box.x - box.width;
    if (left < 0 || left + box.width > l.width || box.y - box.fontSize < 0 || box.y > l.height) out.push(`${name}.box`);
  }
  const square = (name: string, s: { x: number; y: number; size: number }) => {
    if (s.x < 0 || s.y < 0 || s.x + s.size > l.width || s.y + s.size > l.height) out.push(`${name}.box`);
  };
  if (l.avatar) square('avatar', l.avatar);
  square('qr', l.qr);
  if (l.qr.size < L.posterQrMin) out.push('qr.size');
  return out;
}

/**
 * Width of a text in tenths of an em: CJK and other wide characters take a full em, narrow ones (Latin letters,
 * digits, punctuation) about 0.6 em in the fonts we draw with. An estimate on the safe side, so a fitted line never
 * spills; whole tenths keep the sums exact.
 */
const tenthsOf = (ch: string) => (isWide(ch) ? 10 : 6);
const tenths = (text: string) => [...text].reduce((w, ch) => w + tenthsOf(ch), 0);
export const emWidth = (text: string) => tenths(text) / 10;

function isWide(ch: string): boolean {
  const cp = ch.codePointAt(0) ?? 0;
  return (
    cp >= 0x1100 &&
    (cp <= 0x115f ||
      (cp >= 0x2e80 && cp <= 0xa4cf) ||
      (cp >= 0xac00 && cp <= 0xd7a3) ||
      (cp >= 0xf900 && cp <= 0xfaff) ||
      (cp >= 0xfe30 && cp <= 0xfe4f) ||
      (cp >= 0xff00 && cp <= 0xff60) ||
      (cp >= 0xffe0 && cp <= 0xffe6) ||
      cp >= 0x1f300)
  );
}

/** The text as it fits on one line of `widthPx` at `fontSize`: whole, or cut with an ellipsis (one em) that fits too. */
export function fitText(text: string, widthPx: number, fontSize: number): string {
  const max = Math.floor((widthPx * 10) / fontSize);
  if (tenths(text) <= max) return text;
  const chars = [...text];
  let w = 10;
  let n = 0;
  while (n < chars.length && w + tenthsOf(chars[n]!) <= max) w += tenthsOf(chars[n++]!);
  return `${chars.slice(0, n).join('').trimEnd()}…`;
}

/** Text as SVG character data: `<`, `&` and quotes as entities, so a name like `<b>&` draws literally. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);
}

/** The card's values a poster draws: the phone only when the user does not hide it; the signature, else the template's slogan. */
export function posterValues(card: { name: string; company: string; position: string; signature: string; mobiles: string[] }, hidePhone: boolean, templateSlogan: string) {
  return {
    name: card.name,
    company: card.company,
    position: card.position,
    phone: hidePhone ? '' : (card.mobiles[0] ?? ''),
    slogan: card.signature.trim() || templateSlogan,
  };
}

/** Comma-joined module ids of a template, as numbers. */
export const moduleIdsOf = (csv: string) =>
  csv
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number)
    .filter(Number.isInteger);
