import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { PictureWidth } from '@card/contract';
import { loadSharp } from '../lib/sharp';
import { needsResize, type VariantFormat } from './file-variants.rules';

/**
 * Draws and keeps the sized variants of stored pictures (issue 35, item 4), on this server's disk in `dir` (beside
 * the uploads folder, whichever storage holds the originals). A variant is drawn once: its file is named after the
 * original's content hash, the width and the format, so a replaced original never answers with an old variant, and
 * the folder is a pure cache (deleting it only costs redrawing).
 *
 * Cost: sharp works on libuv's thread pool, which file reads share; an unbounded burst (a grid of 60 new photos)
 * would take every thread and stall other requests' reads. At most `concurrency` drawings run at once; the same
 * variant asked twice meanwhile is drawn once; past `maxWaiting` queued drawings the original is answered instead
 * (with a short cache life, so the variant is asked again later) rather than making the browser wait.
 */
export interface Variant {
  bytes: Buffer;
  format: VariantFormat | 'original';
  etag: string;
}

const MAX_INPUT_PIXELS = 40_000_000; // well past any upload (they are re-encoded at upload), refuses decompression bombs

export function fileVariants(dir: string, { concurrency = 2, maxWaiting = 24 } = {}) {
  const inFlight = new Map<string, Promise<Buffer | null>>();
  let running = 0;
  const waiting: (() => void)[] = [];

  async function slot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  }

  /** The folder of one key's variants: removing it forgets them all. */
  const folderOf = (key: string): string | null => {
    const folder = path.resolve(dir, `${key}.v`);
    return folder.startsWith(path.resolve(dir) + path.sep) && !key.includes('..') ? folder : null;
  };

  async function draw(original: Buffer, width: PictureWidth, format: VariantFormat): Promise<Buffer | null> {
    const sharp = await loadSharp();
    try {
      const image = sharp(original, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
      const { width: originalWidth } = await image.metadata();
      if (!needsResize(originalWidth, width)) return null;
      const resized = image.resize({ width, withoutEnlargement: true });
      return await (format === 'webp' ? resized.webp({ quality: 78 }) : format === 'png' ? resized.png({ compressionLevel: 9 }) : resized.jpeg({ quality: 80, mozjpeg: true })).toBuffer();
    } catch {
      return null; // not a picture sharp can read (a mislabelled file): the stored bytes are answered as they are
    }
  }

  return {
    /**
     * The variant of `original` (stored under `key`) `width` wide in `format`; the original itself when it is not
     * wider (never upscaled), unreadable, or the queue is full (`format: 'original'`, `busy` then true).
     */
    async variantOf(key: string, original: Buffer, width: PictureWidth, format: VariantFormat): Promise<Variant & { busy?: boolean }> {
      const hash = createHash('sha1').update(original).digest('hex').slice(0, 16);
      const asIs = { bytes: original, format: 'original' as const, etag: `"${hash}"` };
      const folder = folderOf(key);
      if (!folder) return asIs; // a key no storage of ours writes: never a path outside the cache
      const file = path.join(folder, `${hash}-${width}.${format}`);
      const etag = `"${hash}-${width}-${format}"`;
      const cached = await fs.readFile(file).catch(() => null);
      if (cached) return cached.length ? { bytes: cached, format, etag } : asIs;
      let pending = inFlight.get(file);
      if (!pending) {
        if (waiting.length >= maxWaiting) return { ...asIs, busy: true };
        pending = slot(() => draw(original, width, format))
          .then(async (bytes) => {
            // An empty file remembers "answer the original" (narrow or unreadable), so it is not decoded again.
            // A full disk only costs redrawing next time: the answer does not wait on (or fail with) the cache.
            await fs
              .mkdir(path.dirname(file), { recursive: true })
              .then(() => fs.writeFile(file, bytes ?? Buffer.alloc(0)))
              .catch(() => undefined);
            return bytes;
          })
          .finally(() => inFlight.delete(file));
        inFlight.set(file, pending);
      }
      const bytes = await pending;
      return bytes ? { bytes, format, etag } : asIs;
    },

    /** Forgets a key's variants (its original is gone): best effort, the cache is only a cache. */
    async forget(key: string) {
      const folder = folderOf(key);
      if (folder) await fs.rm(folder, { recursive: true, force: true }).catch(() => undefined);
    },
  };
}

export type FileVariants = ReturnType<typeof fileVariants>;
