import type sharpType from 'sharp';

let loaded: Promise<typeof sharpType> | null = null;

/**
 * The image library, loaded on first use: a server that has drawn no image (most requests) does not carry libvips
 * (~13 MB resident). Its operation cache is kept small (libvips keeps up to 50 MB by default): our images are drawn
 * once and kept by our own caches (QR, backgrounds), so libvips' cache mostly held memory.
 */
export function loadSharp(): Promise<typeof sharpType> {
  loaded ??= import('sharp').then((m) => {
    const sharp = m.default;
    sharp.cache({ memory: 8, files: 0, items: 20 });
    return sharp;
  });
  return loaded;
}
