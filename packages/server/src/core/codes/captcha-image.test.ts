import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { CAPTCHA_ALPHABET, CAPTCHA_HEIGHT, CAPTCHA_WIDTH, captchaTextFromDigits, renderCaptchaPng } from './captcha-image';

const seeded =
  (seed = 1) =>
  () =>
    ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
const digest = (b: Buffer) => createHash('sha256').update(b).digest('hex');

it('maps random digits onto the unambiguous alphabet, two digits per character', () => {
  expect(captchaTextFromDigits('00010203')).toBe('ABCD');
  expect(captchaTextFromDigits(`${CAPTCHA_ALPHABET.length}`.padStart(2, '0').repeat(4))).toBe('AAAA');
  expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1IL]/);
});

it('renders a PNG that decodes, with ink on it, and no markup or text inside', async () => {
  const png = await renderCaptchaPng('AB23', Math.random);
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const img = PNG.sync.read(png);
  expect([img.width, img.height]).toEqual([CAPTCHA_WIDTH, CAPTCHA_HEIGHT]);
  let dark = 0;
  for (let i = 0; i < img.data.length; i += 4) if (img.data[i] + img.data[i + 1] + img.data[i + 2] < 300) dark += 1;
  // Strokes of four characters plus noise: a real share of the image, not an empty canvas.
  expect(dark / (img.width * img.height)).toBeGreaterThan(0.08);
  const latin1 = png.toString('latin1');
  expect(latin1).not.toMatch(/<svg|<path|AB23/);
});

it('never gives the same bytes for the same letter twice, nor for the same text', async () => {
  for (const ch of CAPTCHA_ALPHABET) {
    const a = await renderCaptchaPng(ch.repeat(4), Math.random);
    const b = await renderCaptchaPng(ch.repeat(4), Math.random);
    expect(digest(a), ch).not.toBe(digest(b));
  }
  // Even with the randomness of the layout fixed, nothing repeats between two characters of one image.
  const seen = new Set<string>();
  for (let i = 0; i < 20; i++) seen.add(digest(await renderCaptchaPng('ABCD', Math.random)));
  expect(seen.size).toBe(20);
});

it('differs pixel by pixel between two renders of one text (no fixed outline to look up)', async () => {
  const a = PNG.sync.read(await renderCaptchaPng('MMMM', seeded(3)));
  const b = PNG.sync.read(await renderCaptchaPng('MMMM', seeded(4)));
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 4) if (Math.abs(a.data[i] - b.data[i]) > 40) differing += 1;
  expect(differing / (a.width * a.height)).toBeGreaterThan(0.1);
});

it('keeps no SVG glyph strings in the source that renders the captcha', () => {
  const source = readFileSync(new URL('./captcha-image.ts', import.meta.url), 'utf8') + readFileSync(new URL('./captcha-glyphs.ts', import.meta.url), 'utf8');
  // The old table held fixed path strings such as A's 'M0 12L4 0L8 12M1.5 8H6.5'.
  expect(source).not.toMatch(/['"]M0 12L4 0L8 12/);
  expect(source).not.toMatch(/GLYPHS/);
});
