import { divideLight, localThreshold, maxFilter, tallestLine } from './ocr-pixels';
import { loadSharp } from '../lib/sharp';

/** The width tesseract reads best at: at the card's own ~1000 px a mobile number split across lines, at 2x it held. */
export const OCR_WIDTH = 2000;
/** The working copy the card's edges are found on: small enough to scan every pixel quickly. */
const PROBE = 320;

export interface CardBox {
  left: number;
  top: number;
  width: number;
  height: number;
  angle: number;
}

/**
 * Where the card lies in a photo, from a small greyscale copy: pixels brighter than a threshold halfway between the
 * photo's dark and bright ends, the largest 4-connected bright region (the card; a table or a hand is darker), its
 * bounding box and the angle of its long axis from the region's second moments (a card is a rectangle, so the axis is
 * its edge). Pure; coordinates in the small copy's pixels. A photo that is all card answers the whole frame.
 */
export function findCard(grey: Uint8Array, w: number, h: number): CardBox {
  const sorted = Uint8Array.from(grey).sort();
  const lo = sorted[Math.floor(sorted.length * 0.05)]!;
  const hi = sorted[Math.floor(sorted.length * 0.95)]!;
  const whole = { left: 0, top: 0, width: w, height: h, angle: 0 };
  if (hi - lo < 40) return whole;
  const cut = (lo + hi) / 2;
  const label = new Int32Array(w * h).fill(-1);
  let best = { n: 0, id: -1 };
  const stack: number[] = [];
  for (let start = 0; start < w * h; start++) {
    if (label[start] !== -1 || grey[start]! < cut) continue;
    let n = 0;
    label[start] = start;
    stack.push(start);
    while (stack.length) {
      const p = stack.pop()!;
      n++;
      const x = p % w;
      const y = (p - x) / w;
      for (const q of [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, y > 0 ? p - w : -1, y < h - 1 ? p + w : -1]) {
        if (q >= 0 && label[q] === -1 && grey[q]! >= cut) {
          label[q] = start;
          stack.push(q);
        }
      }
    }
    if (n > best.n) best = { n, id: start };
  }
  // Bright region too small to be a card (a dark card, a glare spot): read the frame as it is.
  if (best.n < w * h * 0.15) return whole;
  let minX = w,
    minY = h,
    maxX = 0,
    maxY = 0,
    sx = 0,
    sy = 0;
  for (let p = 0; p < w * h; p++) {
    if (label[p] !== best.id) continue;
    const x = p % w;
    const y = (p - x) / w;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
    sx += x;
    sy += y;
  }
  const cx = sx / best.n;
  const cy = sy / best.n;
  let xx = 0,
    yy = 0,
    xy = 0;
  for (let p = 0; p < w * h; p++) {
    if (label[p] !== best.id) continue;
    const x = (p % w) - cx;
    const y = Math.floor(p / w) - cy;
    xx += x * x;
    yy += y * y;
    xy += x * y;
  }
  let angle = (0.5 * Math.atan2(2 * xy, xx - yy) * 180) / Math.PI;
  // The long axis may be the card's height (a vertical card): only the tilt from the nearest axis matters.
  if (angle > 45) angle -= 90;
  if (angle < -45) angle += 90;
  // A region filling the frame is the card itself (no background): its moments say nothing about tilt.
  const fills = best.n > w * h * 0.9;
  return { left: minX, top: minY, width: maxX - minX + 1, height: maxY - minY + 1, angle: fills || Math.abs(angle) < 0.7 ? 0 : angle };
}

export interface PrepareOptions {
  crop?: boolean;
  deskew?: boolean;
  scaleWidth?: number;
  threshold?: boolean;
  sharpen?: boolean;
  line?: 'tallest';
}

/** A greyscale picture as bytes, one a pixel: what every step below passes on (no image file is written between steps). */
export interface Grey {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * A photo made ready for tesseract: EXIF orientation applied, straightened and cropped to the card when it lies on a
 * background, scaled to ~OCR_WIDTH wide, greyscale, the light flattened (flattenLight) and sharpened, left grey for
 * tesseract's own binarisation; with `line: 'tallest'` thresholded to black on white by each stroke's own darkness
 * (localThreshold) and only the name's line (lineOf). The options
 * switch steps off for the bench (which measures what each one is worth). The picture is decoded once to
 * one-byte greyscale and kept so until the end: the earlier PNG between steps cost ~0.6 s of CPU a card.
 */
export async function prepareForOcr(bytes: Uint8Array, opts: PrepareOptions = {}): Promise<Buffer> {
  const sharp = await loadSharp();
  const load = (g: Grey) => sharp(g.data, { raw: { width: g.width, height: g.height, channels: 1 } });
  const g = await cleanGrey(bytes, opts);
  // The flattened, sharpened grey, binarised by tesseract itself: on the bench's 17-card subsets it read 94.2 % clean
  // and 90.3 % photographed against 93.5 / 85.8 % for our local threshold, which broke a blurred photo's small Chinese
  // print apart (addresses 82 against 53 %: docs/bench.md session 11). The threshold stays for the name's line, whose
  // rows of ink tallestLine finds, and for the bench (`threshold: true`).
  if (opts.threshold !== true && !opts.line) return load(g).extractChannel(0).png({ compressionLevel: 1 }).toBuffer();
  const bw = { ...g, data: localThreshold(g.data, g.width, g.height) };
  if (opts.line === 'tallest') return lineOf(load, bw);
  // Fast PNG: tesseract decodes it in a moment, and the default compression cost more than it saved.
  return load(bw).extractChannel(0).png({ compressionLevel: 1 }).toBuffer();
}

/**
 * The grey each reading of one picture starts from, kept per picture (the same bytes object) and steps that shape it:
 * a side is read up to three times (network-scan-read.ts), and each preparation cost ~0.25 s of CPU.
 */
const greys = new WeakMap<Uint8Array, Map<string, Promise<Grey>>>();
export function cleanGrey(bytes: Uint8Array, opts: PrepareOptions): Promise<Grey> {
  const key = JSON.stringify([opts.crop, opts.deskew, opts.scaleWidth, opts.sharpen]);
  const byOpts = greys.get(bytes) ?? new Map<string, Promise<Grey>>();
  greys.set(bytes, byOpts);
  let g = byOpts.get(key);
  if (!g) {
    g = makeCleanGrey(bytes, opts);
    byOpts.set(key, g);
  }
  return g;
}

async function makeCleanGrey(bytes: Uint8Array, opts: PrepareOptions): Promise<Grey> {
  const sharp = await loadSharp();
  const limit = { limitInputPixels: 40_000_000 };
  const greyOf = async (img: ReturnType<typeof sharp>): Promise<Grey> => {
    // extractChannel: libvips hands a one-band picture back as sRGB unless told to keep one band.
    const { data, info } = await img.extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  const load = (g: Grey) => sharp(g.data, { raw: { width: g.width, height: g.height, channels: 1 } });
  let g = await greyOf(sharp(bytes, limit).rotate().flatten({ background: '#ffffff' }).greyscale());
  if (opts.crop !== false) {
    let found = await locate(g);
    if (opts.deskew !== false && found.box.angle !== 0) {
      g = await greyOf(load(g).rotate(-found.box.angle, { background: '#000000' }));
      found = await locate(g);
    }
    const { box: b, scale } = found;
    const pad = 2;
    const left = Math.max(0, Math.floor((b.left - pad) * scale));
    const top = Math.max(0, Math.floor((b.top - pad) * scale));
    const width = Math.min(g.width - left, Math.ceil((b.width + 2 * pad) * scale));
    const height = Math.min(g.height - top, Math.ceil((b.height + 2 * pad) * scale));
    if (width > 16 && height > 16 && (width < g.width || height < g.height)) g = await greyOf(load(g).extract({ left, top, width, height }));
  }
  g = await greyOf(load(g).resize({ width: opts.scaleWidth ?? OCR_WIDTH }));
  g = await flattenLight(g);
  // Sharpened after the light is flattened: the blur of a photo (and librsvg's anti-aliasing at 2x) leaves an e-mail's
  // dots and a bold company's strokes grey (17-card subsets, thresholded: clean 92.3 -> 93.5 %, photographed 80.6 -> 83.9 %).
  if (opts.sharpen !== false) g = await greyOf(load(g).sharpen());
  return g;
}

/** The grid the paper's light is measured on, in pixels of the scaled picture: coarser than any glyph of a card. */
const LIGHT_CELL = 32;

/**
 * The light flattened: the picture averaged over LIGHT_CELL squares, each square the brightest within two squares
 * (the paper, not the print), smoothed back up to full size and divided out. A photo's light falls off across the card
 * (the bench's radial shade darkens a corner by a third); one fixed threshold made the dark corner's print run together.
 */
async function flattenLight(g: Grey): Promise<Grey> {
  const sharp = await loadSharp();
  const sw = Math.max(1, Math.round(g.width / LIGHT_CELL));
  const sh = Math.max(1, Math.round(g.height / LIGHT_CELL));
  const raw = (data: Uint8Array, width: number, height: number) => sharp(data, { raw: { width, height, channels: 1 } });
  const small = await raw(g.data, g.width, g.height).resize({ width: sw, height: sh, fit: 'fill' }).extractChannel(0).raw().toBuffer();
  const paper = await raw(maxFilter(small, sw, sh, 2), sw, sh)
    .resize({ width: g.width, height: g.height, fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { data: divideLight(g.data, paper), width: g.width, height: g.height };
}

/**
 * The line a name is printed in, read on its own (network-scan-read.ts): the tallest line of the black-and-white
 * picture cut out and scaled to LINE_HEIGHT px tall, on a white margin. A large bold name read in the whole card at
 * ~110 px tall came out empty or as Latin letters; alone at ~40 px chi_sim read 13 of the bench's 15 names. The whole
 * picture when no line is found.
 */
const LINE_HEIGHT = 40;
async function lineOf(load: (g: Grey) => ReturnType<Awaited<ReturnType<typeof loadSharp>>>, g: Grey): Promise<Buffer> {
  const box = tallestLine(g.data, g.width, g.height);
  if (!box) return load(g).extractChannel(0).png({ compressionLevel: 1 }).toBuffer();
  const pad = Math.round(box.height * 0.15);
  const left = Math.max(0, box.left - pad);
  const top = Math.max(0, box.top - pad);
  const width = Math.min(g.width - left, box.width + 2 * pad);
  const height = Math.min(g.height - top, box.height + 2 * pad);
  const m = Math.round(LINE_HEIGHT / 3);
  return load(g)
    .extract({ left, top, width, height })
    .resize({ height: Math.round((height * LINE_HEIGHT) / box.height) })
    .extend({ top: m, bottom: m, left: m, right: m, background: '#ffffff' })
    .extractChannel(0)
    .png({ compressionLevel: 1 })
    .toBuffer();
}

async function locate(g: Grey) {
  const sharp = await loadSharp();
  const scale = Math.max(g.width, g.height) / PROBE;
  const small = await sharp(g.data, { raw: { width: g.width, height: g.height, channels: 1 } })
    .resize({ width: Math.max(1, Math.round(g.width / scale)), height: Math.max(1, Math.round(g.height / scale)), fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { data, info } = small;
  return { box: findCard(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), info.width, info.height), scale: g.width / info.width };
}
