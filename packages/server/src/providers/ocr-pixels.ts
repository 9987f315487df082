/**
 * Pure pixel steps of the card preparation (ocr-prepare.ts), on one-byte greyscale pictures (a byte a pixel, rows top
 * to bottom): the paper's light found and divided out, a threshold that follows each stroke's own darkness, and the
 * tallest line of print. No sharp here: the prepare step does the resizing around them.
 */

/** Each cell of a small grid the brightest of its neighbours within `r` cells: the paper behind the print (text is darker). */
export function maxFilter(px: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      let m = 0;
      for (let yy = Math.max(0, y - r); yy <= Math.min(h - 1, y + r); yy++)
        for (let xx = Math.max(0, x - r); xx <= Math.min(w - 1, x + r); xx++) if (px[yy * w + xx]! > m) m = px[yy * w + xx]!;
      out[y * w + x] = m;
    }
  return out;
}

/** Every pixel divided by the paper's brightness behind it (same size), so white paper is 255 under any light. */
export function divideLight(px: Uint8Array, paper: Uint8Array): Buffer {
  const out = Buffer.alloc(px.length);
  // A floor of 16: a black background (a turned photo's corners) is not divided into white.
  for (let p = 0; p < px.length; p++) out[p] = Math.min(255, Math.round((255 * px[p]!) / Math.max(paper[p]!, 16)));
  return out;
}

/**
 * Black and white by each stroke's own darkness, on a picture whose paper is white (divideLight): the darkest pixel
 * within a cell and its neighbours is the ink there, and a pixel is ink when darker than the midpoint (`frac`) between
 * that ink and white. A bold line printed black keeps its cut near 140 and does not run together; small print blurred to
 * grey gets a cut near 190 and keeps its thin strokes. Cells whose darkest pixel is lighter than 200 hold no print.
 */
export function localThreshold(px: Uint8Array, w: number, h: number, cell = 16, frac = 0.5): Buffer {
  const sw = Math.ceil(w / cell);
  const sh = Math.ceil(h / cell);
  const mins = new Uint8Array(sw * sh).fill(255);
  for (let y = 0; y < h; y++) {
    const row = Math.floor(y / cell) * sw;
    for (let x = 0; x < w; x++) {
      const c = row + Math.floor(x / cell);
      if (px[y * w + x]! < mins[c]!) mins[c] = px[y * w + x]!;
    }
  }
  // The darkest of the neighbouring cells too: a stroke's edge falls in a cell of its own.
  const ink = maxFilter(
    mins.map((v) => 255 - v),
    sw,
    sh,
    1,
  ).map((v) => 255 - v);
  const out = Buffer.alloc(w * h, 255);
  for (let y = 0; y < h; y++) {
    const row = Math.floor(y / cell) * sw;
    for (let x = 0; x < w; x++) {
      const m = ink[row + Math.floor(x / cell)]!;
      if (m <= 200 && px[y * w + x]! < m + (255 - m) * frac) out[y * w + x] = 0;
    }
  }
  return out;
}

/** Where a line of print lies in a picture, in its pixels. */
export interface LineBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The tallest line of print on a black-on-white picture (pure): rows holding ink form bands (gaps of up to `gap` rows
 * inside a band are the holes of glyphs such as 三), the tallest band that is wider than tall and under a fifth of the
 * picture's height. On a business card that is the owner's name, printed largest. A margin of 3 % each side is left
 * out: the dark edge a turned photo leaves after straightening is not print. Null when no band qualifies.
 */
export function tallestLine(px: Uint8Array, w: number, h: number, gap = Math.max(2, Math.round(w * 0.006))): LineBox | null {
  const mx = Math.round(w * 0.03);
  const my = Math.round(h * 0.03);
  const ink = (v: number) => v < 128;
  // A row is ink when a few pixels are dark: single specks of noise do not start a line.
  const minInk = Math.max(3, Math.round(w * 0.002));
  const rowInk = (y: number) => {
    let n = 0;
    for (let x = mx; x < w - mx; x++) if (ink(px[y * w + x]!)) n++;
    return n >= minInk;
  };
  let best: LineBox | null = null;
  let start = -1;
  let last = -1;
  const close = () => {
    if (start < 0) return;
    const box = extent(start, last);
    if (box && box.width >= box.height && box.height < h / 5 && (!best || box.height > best.height)) best = box;
    start = -1;
  };
  const extent = (top: number, bottom: number): LineBox | null => {
    let left = w;
    let right = -1;
    for (let y = top; y <= bottom; y++)
      for (let x = mx; x < w - mx; x++)
        if (ink(px[y * w + x]!)) {
          if (x < left) left = x;
          if (x > right) right = x;
        }
    return right < 0 ? null : { left, top, width: right - left + 1, height: bottom - top + 1 };
  };
  for (let y = my; y < h - my; y++) {
    if (!rowInk(y)) {
      if (start >= 0 && y - last > gap) close();
      continue;
    }
    if (start < 0) start = y;
    last = y;
  }
  close();
  return best;
}
