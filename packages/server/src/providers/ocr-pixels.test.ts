import { describe, expect, it } from 'vitest';
import { divideLight, localThreshold, maxFilter, tallestLine } from './ocr-pixels';

/** A w x h white picture with dark rectangles [left, top, width, height, value]. */
function picture(w: number, h: number, rects: [number, number, number, number, number][]): Uint8Array {
  const px = new Uint8Array(w * h).fill(255);
  for (const [l, t, rw, rh, v] of rects) for (let y = t; y < t + rh; y++) for (let x = l; x < l + rw; x++) px[y * w + x] = v;
  return px;
}

describe('the paper behind the print', () => {
  it('takes the brightest cell within r, and r = 0 changes nothing', () => {
    const px = Uint8Array.from([10, 20, 30, 40, 250, 60, 70, 80, 90]);
    expect([...maxFilter(px, 3, 3, 1)]).toEqual([250, 250, 250, 250, 250, 250, 250, 250, 250]);
    expect([...maxFilter(px, 3, 3, 0)]).toEqual([...px]);
    expect([...maxFilter(Uint8Array.from([1, 5, 3, 2]), 4, 1, 1)]).toEqual([5, 5, 5, 3]);
  });
  it('divides each pixel by its paper: paper 255 under any light, ink stays dark, a black ground stays black', () => {
    expect([...divideLight(Uint8Array.from([160, 40, 200, 10]), Uint8Array.from([160, 160, 250, 10]))]).toEqual([255, 64, 204, 159]);
    expect([...divideLight(Uint8Array.from([0, 8]), Uint8Array.from([0, 8]))]).toEqual([0, 128]);
  });
});

describe('threshold by the ink around', () => {
  it('cuts at the midpoint between the local ink and white: bold black and blurred grey strokes both kept', () => {
    // Left: black ink 20, cut 137.5 (130 ink, 140 paper). Right: grey ink 150, cut 202.5 (202 ink, 203 paper).
    // Cells of 16 px: the first and the fourth are not neighbours, so each has its own ink.
    const px = picture(64, 16, [
      [2, 2, 2, 4, 20],
      [4, 2, 1, 4, 130],
      [6, 2, 1, 4, 140],
      [50, 2, 2, 4, 150],
      [52, 2, 1, 4, 202],
      [53, 2, 1, 4, 203],
    ]);
    const out = localThreshold(px, 64, 16, 16, 0.5);
    const at = (x: number) => out[2 * 64 + x];
    expect([at(2), at(4), at(6)]).toEqual([0, 0, 255]);
    expect([at(50), at(52), at(53)]).toEqual([0, 0, 255]);
  });
  it('leaves a cell whose darkest pixel is lighter than 200 white (paper grain), and takes one at 200 as print', () => {
    expect(localThreshold(picture(16, 16, [[3, 3, 2, 2, 201]]), 16, 16, 16).every((v) => v === 255)).toBe(true);
    expect(localThreshold(picture(16, 16, [[3, 3, 2, 2, 200]]), 16, 16, 16)[3 * 16 + 3]).toBe(0);
  });
});

describe('the tallest line of print', () => {
  it('answers the tallest band of ink, with its left and right ends', () => {
    const px = picture(400, 300, [
      [40, 40, 200, 30, 0],
      [40, 100, 120, 50, 0],
      [40, 180, 300, 20, 0],
    ]);
    expect(tallestLine(px, 400, 300)).toEqual({ left: 40, top: 100, width: 120, height: 50 });
  });
  it('keeps a glyph whose strokes leave a gap of up to `gap` rows in one band, and splits at one more', () => {
    const px = picture(400, 300, [
      [40, 100, 120, 10, 0],
      [40, 114, 120, 10, 0],
    ]);
    expect(tallestLine(px, 400, 300, 4)?.height).toBe(24);
    expect(tallestLine(px, 400, 300, 3)?.height).toBe(10);
  });
  it('skips a band taller than wide (a logo, a stamp) or a fifth of the picture, and the dark edge of a turned photo', () => {
    const px = picture(400, 300, [
      [0, 0, 400, 6, 0],
      [0, 0, 6, 300, 0],
      [300, 50, 40, 100, 0],
      [40, 200, 200, 30, 0],
    ]);
    expect(tallestLine(px, 400, 300)).toEqual({ left: 40, top: 200, width: 200, height: 30 });
    expect(tallestLine(picture(100, 100, []), 100, 100)).toBeNull();
  });
});
