import { singleFlight } from '../../lib/single-flight';

/**
 * Rendered QR images, each drawn once per card version: the cache key names the card, what the image shows of it
 * (link, avatar, initial) and the variant, so a changed avatar or link is simply a new key and the old images age
 * out. Least recently used images go first once the cache holds more than `maxBytes`; concurrent requests for an
 * image being drawn wait for that one drawing instead of starting their own (30 at once used to mean 30 renders).
 */
export interface QrCache {
  /** The cached image, or the one being drawn for the key; `render` runs only when neither exists. */
  get(key: string, render: () => Promise<Buffer>): Promise<Buffer>;
  /** Whether an image is ready or being drawn for the key (a request for it will not render). */
  has(key: string): boolean;
  stats(): { renders: number; hits: number; joined: number; bytes: number; entries: number };
}

export function qrCache(maxBytes: number): QrCache {
  const images = new Map<string, Buffer>();
  const drawing = singleFlight<Buffer>();
  let bytes = 0;
  const counts = { renders: 0, hits: 0, joined: 0 };

  function keep(key: string, img: Buffer) {
    if (img.length > maxBytes) return;
    images.set(key, img);
    bytes += img.length;
    // A Map iterates in insertion order and a hit re-inserts: the first key is the least recently used.
    for (const [k, v] of images) {
      if (bytes <= maxBytes) break;
      images.delete(k);
      bytes -= v.length;
    }
  }

  return {
    async get(key, render) {
      const hit = images.get(key);
      if (hit) {
        counts.hits++;
        images.delete(key);
        images.set(key, hit);
        return hit;
      }
      const { promise, joined } = drawing.run(key, () =>
        render().then((img) => {
          keep(key, img);
          return img;
        }),
      );
      counts[joined ? 'joined' : 'renders']++;
      return promise;
    },
    has: (key) => images.has(key) || drawing.isRunning(key),
    stats: () => ({ ...counts, bytes, entries: images.size }),
  };
}
