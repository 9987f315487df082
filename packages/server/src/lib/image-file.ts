import sharp from 'sharp';
import { LIMITS } from '@card/contract';
import type { AppContext } from '../context';
import { DomainError } from './domain-error';

/**
 * Every image upload (avatars, WeChat QR codes, backgrounds, album photos) goes through here: the size first (a
 * huge file is refused whatever it is), the real type from the first bytes (the name and the declared type are
 * never trusted), then a re-encode with sharp so only real pixels are kept and served.
 */
export type ImageType = (typeof LIMITS.upload.imageTypes)[number];

/** The real image type from the first bytes, or null. Pure. */
export function sniffImage(b: Uint8Array): ImageType | null {
  const starts = (...sig: number[]) => sig.every((v, i) => b[i] === v);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38) && (b[4] === 0x37 || b[4] === 0x39) && b[5] === 0x61) return 'image/gif';
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** Size, then type; the catalogue's upload errors on field `file`. Pure. */
export function checkImageFile(bytes: Uint8Array): ImageType {
  if (bytes.length > LIMITS.upload.imageMaxBytes) throw new DomainError('UPLOAD_TOO_LARGE', { field: 'file' });
  const type = sniffImage(bytes);
  if (!type) throw new DomainError('UPLOAD_TYPE_ERROR', { field: 'file' });
  return type;
}

export interface StoreOptions {
  format: 'png' | 'webp';
  /** `square`: a centred crop to size x size (avatars); `inside`: longest side at most size, never enlarged. */
  fit: 'square' | 'inside';
  size: number;
}

/** Checks, re-encodes and stores an image under `<folder>/<random id>.<format>`; returns the public URL. */
export async function storeImage(ctx: AppContext, bytes: Uint8Array, folder: string, opts: StoreOptions): Promise<string> {
  checkImageFile(bytes);
  let out: Buffer;
  try {
    const img = sharp(bytes, { limitInputPixels: 40_000_000 }).rotate() // honour EXIF orientation first
      .resize(opts.size, opts.size, opts.fit === 'square' ? { fit: 'cover', position: 'centre' } : { fit: 'inside', withoutEnlargement: true });
    out = await (opts.format === 'png' ? img.png() : img.webp({ quality: 82 })).toBuffer();
  } catch {
    // Right magic bytes but not a readable image: the same answer as any other non-image.
    throw new DomainError('UPLOAD_TYPE_ERROR', { field: 'file' });
  }
  return (await ctx.providers.storage.put(`${folder}/${ctx.ids.id()}.${opts.format}`, out, `image/${opts.format}`)).url;
}
