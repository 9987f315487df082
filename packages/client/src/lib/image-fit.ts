import { LIMITS } from '@card/contract';

/**
 * Phone photos made to fit an upload's limit in the browser (issue 31): a 9 MB camera picture is scaled and
 * re-encoded as JPEG until it is within the call's `maxBytes`, instead of being refused at 2 MB. Every upload goes
 * through the API fetcher, which calls this for each image over its route's limit (lib/api.ts), so no picker keeps
 * its own list. GIFs are left alone (re-encoding would drop their animation); anything the browser cannot decode is
 * sent as it is and the server answers with its catalogue message.
 */
export const COMPRESSIBLE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The longest edge kept: more than any screen shows the photo at, and a 12 MP photo's JPEG at ~1 MB. */
export const MAX_EDGE = 2560;
const QUALITIES = [0.85, 0.7];
const SHRINK_MIN = 0.9;
const ROUNDS = 5;

export const isCompressible = (type: string) => (COMPRESSIBLE_TYPES as readonly string[]).includes(type);

/** Whether a picked file is refused for its size before anything is tried: only what cannot be made smaller. */
export const tooLargeToSend = (file: { size: number; type: string }, maxBytes: number) => file.size > maxBytes && !isCompressible(file.type);

/** The first size tried: the photo within MAX_EDGE (never enlarged, never under 1 px). */
export function firstSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_EDGE / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The next size after an encoding of `bytes` missed `maxBytes`: JPEG size grows about with the pixel count, so the
 * edges shrink by the square root of the miss, with a margin, and at least by SHRINK_MIN (each try costs an encode).
 */
export function nextSize(size: { width: number; height: number }, bytes: number, maxBytes: number): { width: number; height: number } {
  const factor = Math.min(SHRINK_MIN, Math.sqrt(maxBytes / Math.max(bytes, 1)) * 0.92);
  return { width: Math.max(1, Math.round(size.width * factor)), height: Math.max(1, Math.round(size.height * factor)) };
}

/** The file's name with a .jpg ending (the bytes are JPEG now). */
export const jpegName = (name: string) => `${name.replace(/\.[^./\\]*$/, '') || 'photo'}.jpg`;

function toBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => {
    canvas.toBlob(resolve, 'image/jpeg', quality);
  });
}

/** The file, or a JPEG of it within `maxBytes` (the original when it fits already, or cannot be made to). */
export async function fitImage(file: File, maxBytes: number): Promise<File> {
  if (file.size <= maxBytes || !isCompressible(file.type) || typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const canvas = document.createElement('canvas');
    const g = canvas.getContext('2d');
    if (!g) return file;
    let size = firstSize(bitmap.width, bitmap.height);
    for (let round = 0; round < ROUNDS; round += 1) {
      canvas.width = size.width;
      canvas.height = size.height;
      // JPEG has no transparency: a PNG's clear parts become white, as on a page, not black.
      g.fillStyle = '#fff';
      g.fillRect(0, 0, size.width, size.height);
      g.drawImage(bitmap, 0, 0, size.width, size.height);
      let smallest = Number.POSITIVE_INFINITY;
      for (const q of QUALITIES) {
        const blob = await toBlob(canvas, q);
        if (!blob) return file;
        if (blob.size <= maxBytes) return new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified });
        smallest = Math.min(smallest, blob.size);
      }
      size = nextSize(size, smallest, maxBytes);
    }
    return file;
  } finally {
    bitmap.close();
  }
}

/** A multipart body with each image over `maxBytes` made to fit; the same FormData when none is. */
export async function fitFormImages(form: FormData, maxBytes: number = LIMITS.upload.imageMaxBytes): Promise<FormData> {
  const entries = [...form.entries()];
  if (!entries.some(([, v]) => v instanceof File && v.size > maxBytes && isCompressible(v.type))) return form;
  const out = new FormData();
  for (const [key, value] of entries) {
    if (value instanceof File) {
      const fitted = await fitImage(value, maxBytes);
      out.append(key, fitted, fitted.name);
    } else out.append(key, value);
  }
  return out;
}
