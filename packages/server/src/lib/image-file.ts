import { loadSharp } from './sharp';
import { LIMITS } from '@card/contract';
import type { AppContext } from '../context';
import { DomainError } from './domain-error';
import { sniffType, storeFile, type FileOwner } from '../core/uploads';

/**
 * Every image upload (avatars, WeChat QR codes, backgrounds, album photos) goes through here. The upload plugin
 * already refused too many, too large or mistyped files by the route's metadata; the size and type are checked
 * again here because a service may be reached some other way. Then a re-encode with sharp keeps only real pixels,
 * and the result is stored under the owner's quota and recorded (see core/uploads).
 */
export type ImageType = (typeof LIMITS.upload.imageTypes)[number];

const IMAGE_TYPES: readonly string[] = LIMITS.upload.imageTypes;

/** The real image type from the first bytes, or null. Pure. */
export function sniffImage(b: Uint8Array): ImageType | null {
  const type = sniffType(b);
  return type && IMAGE_TYPES.includes(type) ? (type as ImageType) : null;
}

/** Size, then type; the catalogue's upload errors on field `file`. Pure. */
export function checkImageFile(bytes: Uint8Array, field = 'file'): ImageType {
  if (bytes.length > LIMITS.upload.imageMaxBytes) throw new DomainError('UPLOAD_TOO_LARGE', { field });
  const type = sniffImage(bytes);
  if (!type) throw new DomainError('UPLOAD_TYPE_ERROR', { field });
  return type;
}

export interface StoreOptions {
  format: 'png' | 'webp';
  /** `square`: a centred crop to size x size (avatars); `inside`: longest side at most size, never enlarged. */
  fit: 'square' | 'inside';
  size: number;
}

/**
 * Checks, re-encodes and stores an image under `<folder>/<random id>.<format>` for its owner (the stored size
 * counts towards the owner's quota); returns the public URL.
 */
export async function storeImage(ctx: AppContext, bytes: Uint8Array, folder: string, opts: StoreOptions, owner: FileOwner): Promise<string> {
  const sharp = await loadSharp();
  checkImageFile(bytes);
  let out: Buffer;
  try {
    const img = sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate() // honour EXIF orientation first
      .resize(opts.size, opts.size, opts.fit === 'square' ? { fit: 'cover', position: 'centre' } : { fit: 'inside', withoutEnlargement: true });
    out = await (opts.format === 'png' ? img.png() : img.webp({ quality: 82 })).toBuffer();
  } catch {
    // Right magic bytes but not a readable image: the same answer as any other non-image.
    throw new DomainError('UPLOAD_TYPE_ERROR', { field: 'file' });
  }
  return storeFile(ctx, owner, `${folder}/${ctx.ids.id()}.${opts.format}`, out, `image/${opts.format}`);
}
