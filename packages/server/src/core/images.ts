import { LIMITS } from '@card/contract';
import type { AppContext } from '../context';
import { checkImageFile, storeImage as storeCheckedImage } from '../lib/image-file';
import { loadSharp } from '../lib/sharp';
import { DomainError } from '../lib/domain-error';
import { releaseFiles, storeFile, type FileOwner } from './uploads';

const MAX_SIDE = 1080;

/** Card and album images (shared by both domains, hence in core): at most 1080 px on the longest side (see lib/image-file.ts for the checks). */
export const storeImage = (ctx: AppContext, bytes: Uint8Array, folder: string, format: 'png' | 'webp', owner: FileOwner) =>
  storeCheckedImage(ctx, bytes, folder, { format, fit: 'inside', size: MAX_SIDE }, owner);

/** The stored sizes of one image: the main file (at most 1080 px) and its thumbnails (LIMITS.content.thumbSizes). */
export interface StoredWithThumbs {
  url: string;
  thumbs: { s: string; m: string; l: string };
  width: number;
  height: number;
  bytes: number;
}

/**
 * Library pictures, own photo material and album photos: the image (webp, at most 1080 px) plus a webp thumbnail
 * per size, so lists load the small file on 3G. Every file is stored for the owner (each counts in the quota); a
 * failure part-way releases what was already stored, so no orphan is left behind. `bytes` is the sum of all files.
 */
export async function storeImageWithThumbs(ctx: AppContext, bytes: Uint8Array, folder: string, owner: FileOwner): Promise<StoredWithThumbs> {
  const sharp = await loadSharp();
  checkImageFile(bytes);
  const id = ctx.ids.id();
  const sizes = LIMITS.content.thumbSizes;
  let main: { data: Buffer; info: { width: number; height: number } };
  let thumbs: [keyof typeof sizes, Buffer][];
  try {
    const base = () => sharp(bytes, { limitInputPixels: 40_000_000 }).rotate();
    main = await base().resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer({ resolveWithObject: true });
    thumbs = await Promise.all(
      (Object.keys(sizes) as (keyof typeof sizes)[]).map(
        async (k) => [k, await base().resize(sizes[k], sizes[k], { fit: 'inside', withoutEnlargement: true }).webp({ quality: 78 }).toBuffer()] as [keyof typeof sizes, Buffer],
      ),
    );
  } catch {
    throw new DomainError('UPLOAD_TYPE_ERROR', { field: 'file' });
  }
  const stored: string[] = [];
  try {
    const url = await storeFile(ctx, owner, `${folder}/${id}.webp`, main.data, 'image/webp');
    stored.push(url);
    const out = {} as StoredWithThumbs['thumbs'];
    for (const [k, buf] of thumbs) {
      out[k] = await storeFile(ctx, owner, `${folder}/${id}_${k}.webp`, buf, 'image/webp');
      stored.push(out[k]);
    }
    const total = main.data.length + thumbs.reduce((n, [, b]) => n + b.length, 0);
    return { url, thumbs: out, width: main.info.width, height: main.info.height, bytes: total };
  } catch (err) {
    await releaseFiles(ctx, stored);
    throw err;
  }
}

/** Every stored URL of an image with thumbnails (what to release when it is deleted). */
export const urlsWithThumbs = (url: string, thumbs: Partial<Record<string, string>>) => [url, ...Object.values(thumbs).filter((u): u is string => !!u)];

/** A stored thumbs column (JSON `{ s, m, l }`) read back; anything unreadable is `{}` (the screens fall back to url). Pure. */
export function parseThumbs(json: string | null | undefined): { s?: string; m?: string; l?: string } {
  try {
    const v: unknown = JSON.parse(json || '{}');
    if (!v || typeof v !== 'object') return {};
    const o = v as Record<string, unknown>;
    return Object.fromEntries((['s', 'm', 'l'] as const).filter((k) => typeof o[k] === 'string' && o[k]).map((k) => [k, o[k] as string]));
  } catch {
    return {};
  }
}
