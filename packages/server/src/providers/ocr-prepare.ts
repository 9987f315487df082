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
}

/** A greyscale picture as bytes, one a pixel: what every step below passes on (no image file is written between steps). */
interface Grey {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * A photo made ready for tesseract: EXIF orientation applied, straightened and cropped to the card when it lies on a
 * background, scaled to ~OCR_WIDTH wide, greyscale, normalised, sharpened and thresholded to black on white (unless asked not to).
 * The options switch steps off for the bench (which measures what each one is worth). The picture is decoded once to
 * one-byte greyscale and kept so until the end: the earlier PNG between steps cost ~0.6 s of CPU a card.
 */
export async function prepareForOcr(bytes: Uint8Array, opts: PrepareOptions = {}): Promise<Buffer> {
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
  let img = load(g)
    .resize({ width: opts.scaleWidth ?? OCR_WIDTH })
    .normalise()
    .sharpen();
  // Black and white at 150: on the bench's photographed cards it read 76 % of fields against 59 % for grey (tesseract's
  // own binarisation) and 73 % for a local (Sauvola) threshold; at 1400 px wide instead of 2000 it fell to 57 %.
  if (opts.threshold !== false) img = img.threshold(150);
  // Fast PNG: tesseract decodes it in a moment, and the default compression cost more than it saved.
  return img.extractChannel(0).png({ compressionLevel: 1 }).toBuffer();
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
