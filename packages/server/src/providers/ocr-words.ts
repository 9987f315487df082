import type { WordBox } from './ocr-lines';
import { cleanGrey, type PrepareOptions } from './ocr-prepare';
import { loadSharp } from '../lib/sharp';

/**
 * A second look at single words (issue 34): the words a first reading found, cut out of the same prepared picture,
 * scaled to one height and stacked one under another on white, for tesseract's older shape classifier to read in one
 * run (providers/ocr.ts readWords). One run, not one a word: the model's loading is most of a small run's time.
 */

/** The height a word's box is scaled to: the shape classifier read the bench's mono e-mails alike from 24 to 80 px. */
const WORD_HEIGHT = 40;
/** White between two stacked words and around the strip, in pixels of the strip: more than a line's gap. */
const GAP = 24;

export interface WordStrip {
  png: Buffer;
  /** Each word's rows in the strip, in the order of the boxes asked for. */
  slots: { top: number; bottom: number }[];
}

export interface Crop {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Greyscale crops stacked one under another, left-aligned, GAP of white between and around them. Pure. */
export function stackCrops(crops: readonly Crop[]): { data: Buffer; width: number; height: number; slots: WordStrip['slots'] } {
  const width = Math.max(1, ...crops.map((c) => c.width)) + 2 * GAP;
  const height = crops.reduce((h, c) => h + c.height + GAP, GAP);
  const data = Buffer.alloc(width * height, 255);
  const slots: WordStrip['slots'] = [];
  let y = GAP;
  for (const c of crops) {
    for (let r = 0; r < c.height; r++) data.set(c.data.subarray(r * c.width, (r + 1) * c.width), (y + r) * width + GAP);
    slots.push({ top: y, bottom: y + c.height });
    y += c.height + GAP;
  }
  return { data, width, height, slots };
}

/**
 * The words tesseract found in a strip, given back to the slots they lie in (by the middle of each word's box), each
 * slot's words joined without spaces in reading order: a host or an id holds none, and the shape classifier splits
 * "www.qhlab . com" at its dots. A slot with no word answers ''. Pure.
 */
export function wordsBySlot(words: readonly { text: string; box?: WordBox }[], slots: WordStrip['slots']): string[] {
  const out = slots.map(() => [] as { left: number; text: string }[]);
  for (const w of words) {
    if (!w.box) continue;
    const mid = w.box.top + w.box.height / 2;
    const i = slots.findIndex((s) => mid >= s.top - GAP / 2 && mid < s.bottom + GAP / 2);
    if (i >= 0) out[i]!.push({ left: w.box.left, text: w.text });
  }
  return out.map((ws) =>
    ws
      .sort((a, b) => a.left - b.left)
      .map((w) => w.text)
      .join(''),
  );
}

/** The words' boxes (pixels of the picture the first reading read: the same preparation) cut out, scaled and stacked. */
export async function prepareWordStrip(bytes: Uint8Array, boxes: readonly WordBox[], opts: PrepareOptions = {}): Promise<WordStrip> {
  const sharp = await loadSharp();
  const g = await cleanGrey(bytes, opts);
  const crops: Crop[] = [];
  for (const b of boxes) {
    const pad = Math.round(b.height * 0.2);
    const left = Math.max(0, b.left - pad);
    const top = Math.max(0, b.top - pad);
    const width = Math.max(1, Math.min(g.width - left, b.width + 2 * pad));
    const height = Math.max(1, Math.min(g.height - top, b.height + 2 * pad));
    const { data, info } = await sharp(g.data, { raw: { width: g.width, height: g.height, channels: 1 } })
      .extract({ left, top, width, height })
      .resize({ height: Math.max(8, Math.round((height * WORD_HEIGHT) / b.height)) })
      .extractChannel(0)
      .raw()
      .toBuffer({ resolveWithObject: true });
    crops.push({ data, width: info.width, height: info.height });
  }
  const s = stackCrops(crops);
  const png = await sharp(s.data, { raw: { width: s.width, height: s.height, channels: 1 } })
    .extractChannel(0)
    .png({ compressionLevel: 1 })
    .toBuffer();
  return { png, slots: s.slots };
}
