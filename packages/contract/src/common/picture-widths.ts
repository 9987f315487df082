/**
 * Sized variants of uploaded pictures (issue 35, item 4): the server answers `/files/<key>?w=<width>` with the
 * picture scaled down to one of these widths, and the app's <Picture> asks for the 1x/2x/3x ones of its box.
 * A short fixed list, not any width: each width is drawn once and kept on disk, so a list bounds the cache (a free
 * width would let anyone fill the disk by asking for 1, 2, 3, ... px). Shared so both sides agree on the widths.
 */
export const PICTURE_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** Where the server serves stored files; only these URLs have variants (a foreign URL is left as it is). */
export const FILES_PREFIX = '/files/';

/** Screen densities a srcset offers: ordinary, retina, and the 3x of large phones. */
export const PICTURE_DENSITIES = [1, 2, 3] as const;

/** The smallest offered width covering `px` device pixels; the largest when none does (the browser scales up the rest). */
export function pictureWidthFor(px: number): PictureWidth {
  return PICTURE_WIDTHS.find((w) => w >= px) ?? PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1];
}

/** Whether `url` is one of our stored files with no query of its own (a variant is asked with `?w=`). */
export const hasVariants = (url: string) => url.startsWith(FILES_PREFIX) && !url.includes('?') && !url.includes('#');

/** The URL of `url`'s variant for `px` device pixels wide. */
export const variantUrl = (url: string, px: number) => `${url}?w=${pictureWidthFor(px)}`;

/**
 * The `srcset` for a picture shown `cssWidth` CSS px wide: one candidate per density, each the smallest offered width
 * covering it. Densities that land on the same width (past the largest) are offered once, at the lowest density:
 * a 3x phone then takes the 1280 as it would take it for 2x. Empty for a foreign URL or a box without a width.
 */
export function pictureSrcset(url: string, cssWidth: number): string {
  if (!hasVariants(url) || !(cssWidth > 0)) return '';
  const seen = new Set<number>();
  return PICTURE_DENSITIES.flatMap((d) => {
    const w = pictureWidthFor(cssWidth * d);
    if (seen.has(w)) return [];
    seen.add(w);
    return [`${url}?w=${w} ${d}x`];
  }).join(', ');
}
