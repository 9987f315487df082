import { loadSharp } from '../../lib/sharp';
import { CAPTCHA_ALPHABET, STROKES, type Point } from './captcha-glyphs';

/**
 * The graphic captcha as a PNG. The earlier SVG drew each character from a fixed path, so a script mapped paths back
 * to letters. Now every point of every stroke is moved at random, each character is turned, sheared and scaled on
 * its own and overlaps its neighbours, the whole line is bent by a wave, crossed by curves as thick and as dark as
 * the strokes, and the raster gets pixel noise: nothing in the bytes repeats from one image of a letter to the next.
 */

export { CAPTCHA_ALPHABET };

/** A random number in [0, 1); injected so a test can render the same text under chosen randomness. */
export type Random = () => number;

export const CAPTCHA_WIDTH = 200;
export const CAPTCHA_HEIGHT = 64;
const INK = ['#1f3a93', '#5b2c83', '#8e1b4f', '#1d5e2b', '#7a4b00', '#a31515', '#0b4f6c', '#333333'];

const between = (rand: Random, min: number, max: number) => min + (max - min) * rand();
const pick = <T>(rand: Random, list: readonly T[]) => list[Math.floor(rand() * list.length) % list.length];
const n = (x: number) => x.toFixed(1);

/** Maps random digits (two per character) onto the alphabet: the id source only hands out digits. */
export function captchaTextFromDigits(digits: string, length = 4): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CAPTCHA_ALPHABET[Number(digits.slice(i * 2, i * 2 + 2) || '0') % CAPTCHA_ALPHABET.length];
  return out;
}

/** A smooth path through the points (quadratic curves between midpoints), so corners differ a little every time. */
function smoothPath(points: Point[]): string {
  if (points.length < 3) return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}`;
  let d = `M${n(points[0][0])} ${n(points[0][1])}`;
  for (let i = 1; i < points.length - 1; i++) {
    const [x, y] = points[i];
    const [nx, ny] = points[i + 1];
    d += `Q${n(x)} ${n(y)} ${n((x + nx) / 2)} ${n((y + ny) / 2)}`;
  }
  const last = points[points.length - 1];
  return `${d}L${n(last[0])} ${n(last[1])}`;
}

/** The distorted drawing, as SVG markup that only ever goes to the rasteriser (never to a client). */
function distortedSvg(text: string, rand: Random): string {
  const W = CAPTCHA_WIDTH;
  const H = CAPTCHA_HEIGHT;
  // One wave bends the whole line, so a character's outline depends on where it happens to stand.
  const wave = { ay: between(rand, 2, 4), fy: between(rand, 0.03, 0.06), py: between(rand, 0, 6.3), ax: between(rand, 1, 2.5), fx: between(rand, 0.08, 0.15), px: between(rand, 0, 6.3) };
  const bend = ([x, y]: Point): Point => [x + wave.ax * Math.sin(y * wave.fx + wave.px), y + wave.ay * Math.sin(x * wave.fy + wave.py)];
  const strokeWidth = between(rand, 3, 4);
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="#f4f1ea"/>`];
  for (let i = 0; i < 60; i++) {
    parts.push(`<circle cx="${n(between(rand, 0, W))}" cy="${n(between(rand, 0, H))}" r="${n(between(rand, 0.6, 2))}" fill="${pick(rand, INK)}" opacity="${n(between(rand, 0.2, 0.6))}"/>`);
  }
  let x0 = between(rand, 10, 22);
  for (const ch of text) {
    const strokes = STROKES[ch];
    if (!strokes) continue;
    const scale = between(rand, 3.2, 3.9);
    const angle = (between(rand, -28, 28) * Math.PI) / 180;
    const shear = between(rand, -0.3, 0.3);
    const top = between(rand, 4, H - 12 * scale - 4);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const place = ([gx, gy]: Point): Point => {
      // Each point moves on its own before the character is turned: no two renders share an outline.
      const jx = (gx - 4 + between(rand, -0.45, 0.45) + shear * (gy - 6)) * scale;
      const jy = (gy - 6 + between(rand, -0.45, 0.45)) * scale;
      return bend([x0 + 4 * scale + jx * cos - jy * sin, top + 6 * scale + jx * sin + jy * cos]);
    };
    const ink = pick(rand, INK);
    for (const stroke of strokes) {
      parts.push(
        `<path d="${smoothPath(stroke.map(place))}" fill="none" stroke="${ink}" stroke-width="${n(strokeWidth * between(rand, 0.85, 1.15))}" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    }
    // Less than a character's width onwards, so neighbours touch and overlap.
    x0 += 8 * scale * between(rand, 0.95, 1.2);
  }
  for (let i = 0; i < 3; i++) {
    const pts: Point[] = [0, 1, 2, 3].map((k) => [(W * k) / 3 + between(rand, -10, 10), between(rand, 8, H - 8)]);
    parts.push(`<path d="${smoothPath(pts)}" fill="none" stroke="${pick(rand, INK)}" stroke-width="${n(between(rand, 1.5, strokeWidth))}" stroke-linecap="round"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

/** Renders the text as a PNG: the distorted drawing rasterised, then pixel noise over the raster. */
export async function renderCaptchaPng(text: string, rand: Random): Promise<Buffer> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(distortedSvg(text, rand)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i += info.channels) {
    if (rand() >= 0.12) continue;
    const shift = Math.round(between(rand, -60, 60));
    for (let c = 0; c < info.channels; c++) data[i + c] = Math.max(0, Math.min(255, data[i + c] + shift));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .png({ palette: true, colours: 32, effort: 1 })
    .toBuffer();
}
