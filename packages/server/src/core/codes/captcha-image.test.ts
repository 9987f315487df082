import { expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, captchaTextFromDigits, renderCaptcha } from './captcha-image';

const seeded = (seed = 1) => () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;

it('maps random digits onto the unambiguous alphabet, two digits per character', () => {
  expect(captchaTextFromDigits('00010203')).toBe('ABCD');
  expect(captchaTextFromDigits(`${CAPTCHA_ALPHABET.length}`.padStart(2, '0').repeat(4))).toBe('AAAA');
  expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1IL]/);
});

it('draws every character as an outline, never as text, over noise', () => {
  for (const ch of CAPTCHA_ALPHABET) {
    const svg = renderCaptcha(`${ch}${ch}${ch}${ch}`, seeded());
    expect(svg.match(/stroke-linecap="round"/g), ch).toHaveLength(4);
  }
  const svg = renderCaptcha('AB23', seeded(7));
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg).not.toMatch(/<text|AB23|<script/);
  expect(svg.match(/<circle/g)?.length).toBeGreaterThan(10);
  expect(svg).not.toBe(renderCaptcha('AB23', seeded(8)));
});
