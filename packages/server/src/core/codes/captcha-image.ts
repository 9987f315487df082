/**
 * The graphic captcha as an SVG: each character is drawn as stroked outline paths (no <text>, so the answer is not
 * in the markup), turned, shifted and coloured at random, over noise lines and dots.
 */

/** Characters that cannot be mistaken for each other (no 0/O, 1/I/L). */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

// Glyphs on an 8x12 grid, y pointing down.
const GLYPHS: Record<string, string> = {
  A: 'M0 12L4 0L8 12M1.5 8H6.5',
  B: 'M0 0V12H5Q8 12 8 9Q8 6 5 6H0M0 0H4Q7 0 7 3Q7 6 4 6',
  C: 'M8 2Q6 0 4 0Q0 0 0 6Q0 12 4 12Q6 12 8 10',
  D: 'M0 0V12H3Q8 12 8 6Q8 0 3 0Z',
  E: 'M8 0H0V12H8M0 6H6',
  F: 'M8 0H0V12M0 6H6',
  G: 'M8 2Q6 0 4 0Q0 0 0 6Q0 12 4 12Q8 12 8 7H4',
  H: 'M0 0V12M8 0V12M0 6H8',
  J: 'M8 0V9Q8 12 4 12Q0 12 0 9',
  K: 'M0 0V12M8 0L0 7M3 5L8 12',
  M: 'M0 12V0L4 7L8 0V12',
  N: 'M0 12V0L8 12V0',
  P: 'M0 12V0H5Q8 0 8 3Q8 6 5 6H0',
  Q: 'M4 0Q0 0 0 6Q0 12 4 12Q8 12 8 6Q8 0 4 0ZM5 9L8 12',
  R: 'M0 12V0H5Q8 0 8 3Q8 6 5 6H0M4 6L8 12',
  S: 'M8 1Q6 0 4 0Q0 0 0 3Q0 6 4 6Q8 6 8 9Q8 12 4 12Q2 12 0 11',
  T: 'M0 0H8M4 0V12',
  U: 'M0 0V8Q0 12 4 12Q8 12 8 8V0',
  V: 'M0 0L4 12L8 0',
  W: 'M0 0L2 12L4 5L6 12L8 0',
  X: 'M0 0L8 12M8 0L0 12',
  Y: 'M0 0L4 6L8 0M4 6V12',
  Z: 'M0 0H8L0 12H8',
  2: 'M0 3Q0 0 4 0Q8 0 8 3Q8 6 0 12H8',
  3: 'M0 1Q2 0 4 0Q8 0 8 3Q8 6 4 6Q8 6 8 9Q8 12 4 12Q2 12 0 11M4 6H3',
  4: 'M6 12V0L0 8H8',
  5: 'M8 0H1L0 6Q2 5 4 5Q8 5 8 8.5Q8 12 4 12Q2 12 0 11',
  6: 'M7 0Q0 2 0 8Q0 12 4 12Q8 12 8 8.5Q8 5 4 5Q1 5 0 8',
  7: 'M0 0H8L3 12',
  8: 'M4 6Q0 6 0 3Q0 0 4 0Q8 0 8 3Q8 6 4 6Q0 6 0 9Q0 12 4 12Q8 12 8 9Q8 6 4 6Z',
  9: 'M8 4Q8 0 4 0Q0 0 0 3.5Q0 7 4 7Q7 7 8 4Q8 10 1 12',
};

/** A random number in [0, 1); injected so a test can render the same image twice. */
export type Random = () => number;

const W = 120;
const H = 40;
const COLORS = ['#1f6feb', '#8250df', '#bf3989', '#1a7f37', '#9a6700', '#cf222e', '#0550ae'];

const between = (rand: Random, min: number, max: number) => min + (max - min) * rand();
const pick = <T>(rand: Random, list: readonly T[]) => list[Math.floor(rand() * list.length) % list.length];
const n = (x: number) => x.toFixed(1);

/** Maps random digits (two per character) onto the alphabet: the id source only hands out digits. */
export function captchaTextFromDigits(digits: string, length = 4): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CAPTCHA_ALPHABET[Number(digits.slice(i * 2, i * 2 + 2) || '0') % CAPTCHA_ALPHABET.length];
  return out;
}

export function renderCaptcha(text: string, rand: Random): string {
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="#f6f8fa"/>`];
  for (let i = 0; i < 30; i++) {
    parts.push(`<circle cx="${n(between(rand, 0, W))}" cy="${n(between(rand, 0, H))}" r="${n(between(rand, 0.5, 1.4))}" fill="${pick(rand, COLORS)}" opacity="0.5"/>`);
  }
  [...text].forEach((ch, i) => {
    const glyph = GLYPHS[ch];
    if (!glyph) return;
    const scale = between(rand, 2, 2.4);
    const x = 10 + i * 26 + between(rand, -2, 3);
    const y = between(rand, 4, 10);
    const angle = between(rand, -22, 22);
    parts.push(
      `<path d="${glyph}" transform="translate(${n(x)} ${n(y)}) scale(${n(scale)}) rotate(${n(angle)} 4 6)" fill="none" stroke="${pick(rand, COLORS)}" stroke-width="${n(2.6 / scale)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });
  for (let i = 0; i < 4; i++) {
    const d = `M${n(between(rand, 0, 20))} ${n(between(rand, 0, H))}Q${n(between(rand, 30, 90))} ${n(between(rand, -10, H + 10))} ${n(between(rand, 100, W))} ${n(between(rand, 0, H))}`;
    parts.push(`<path d="${d}" fill="none" stroke="${pick(rand, COLORS)}" stroke-width="${n(between(rand, 1, 1.8))}" opacity="0.8"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}
