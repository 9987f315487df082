import { PICTURE_WIDTHS, type PictureWidth } from '@card/contract';
import { DomainError } from '../lib/domain-error';

/**
 * Which sized variant `/files/<key>?w=` answers (issue 35, item 4). Pure: the route reads the file and the headers,
 * these decide, file-variants.ts draws.
 */

export type VariantFormat = 'jpeg' | 'png' | 'webp';

/**
 * Stored pictures a variant can be drawn from, by the key's extension (stored keys carry the sniffed type's). GIF is
 * left out (it may move: a still first frame would change what the picture is), and so are videos, audio and the rest.
 */
const RESIZABLE: Readonly<Record<string, VariantFormat>> = { jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp' };

/**
 * The width asked for: undefined when none was (the original is served), else one of PICTURE_WIDTHS. Anything else
 * (another number, a second `w`, text, a sign or a decimal point) is refused naming the field: the fixed list is what
 * bounds the cache on disk.
 */
export function askedWidth(raw: unknown): PictureWidth | undefined {
  if (raw === undefined) return undefined;
  const n = typeof raw === 'string' && /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : NaN;
  const width = PICTURE_WIDTHS.find((w) => w === n);
  if (width === undefined) throw new DomainError('FILE_WIDTH_NOT_OFFERED', { field: 'w' });
  return width;
}

/** The format of the picture under `key`, or null when the key names no picture a variant is drawn of. */
export function sourceFormatOf(key: string): VariantFormat | null {
  const ext = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase();
  return (ext && RESIZABLE[ext]) || null;
}

/**
 * Whether an Accept header takes WebP: image/webp named with a quality above zero. Only the explicit type counts:
 * browsers that decode WebP name it in their image requests, while image/* and * / * are sent by ones that do not
 * (old iOS WeChat), which get the stored format.
 */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((part) => {
    const [type, ...params] = part
      .trim()
      .toLowerCase()
      .split(';')
      .map((s) => s.trim());
    if (type !== 'image/webp') return false;
    const q = params.find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** WebP when the browser takes it (about a third smaller than JPEG at the same look), else the stored format. */
export const variantFormatOf = (source: VariantFormat, accept: string | undefined): VariantFormat => (acceptsWebp(accept) ? 'webp' : source);

/**
 * Never upscale: a picture not wider than the width asked is answered as stored (a larger copy would only be
 * heavier, and re-encoding a small picture gains nothing). An unknown width (unreadable header) is also left alone.
 */
export const needsResize = (originalWidth: number | undefined, asked: PictureWidth): boolean => originalWidth !== undefined && originalWidth > asked;
