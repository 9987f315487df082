import sharp from 'sharp';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { imageKindOf } from './card.rules';

const MAX_SIDE = 1080;

/**
 * Checks an upload by its bytes, re-encodes it (so only real pixels are kept and served) and stores it under
 * `<folder>/<random id>.<ext>`. Returns the public URL.
 */
export async function storeImage(ctx: AppContext, bytes: Uint8Array, folder: string, format: 'png' | 'webp'): Promise<string> {
  imageKindOf(bytes);
  let out: Buffer;
  try {
    const img = sharp(bytes, { limitInputPixels: 40_000_000 }).rotate().resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    out = await (format === 'png' ? img.png() : img.webp({ quality: 82 })).toBuffer();
  } catch {
    // Right magic bytes but not a readable image: the same answer as any other non-image.
    throw new DomainError('UPLOAD_TYPE_ERROR', { field: 'file' });
  }
  const stored = await ctx.providers.storage.put(`${folder}/${ctx.ids.id()}.${format}`, out, `image/${format}`);
  return stored.url;
}
