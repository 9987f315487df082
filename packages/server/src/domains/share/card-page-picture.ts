import { hasVariants, pictureSrcset, variantUrl } from '@card/contract';
import { escapeHtml as h } from './card-head';

/**
 * The `src` (and `srcset`) of a picture shown `cssWidth` CSS px wide on the card page (issue 35, item 4). A stored
 * picture (`/files/...`) is asked in the server's sized variants: `src` is the 1x one, `srcset` only the 2x/3x ones
 * that differ from it (none for a thumbnail, whose three densities share the smallest width), so a visitor's phone
 * downloads a 160 px thumbnail, not a 1280 px original, and the page carries no candidate twice (it stays <= 10 kB).
 * Any other address is left as it is.
 */
export function imgSrc(url: string, cssWidth: number): string {
  if (!hasVariants(url)) return `src="${h(url)}"`;
  const oneX = variantUrl(url, cssWidth);
  const more = pictureSrcset(url, cssWidth)
    .split(', ')
    .filter((c) => !c.startsWith(`${oneX} `));
  // No 1x candidate in srcset: the browser takes `src` as the 1x one.
  return `src="${h(oneX)}"${more.length ? ` srcset="${h(more.join(', '))}"` : ''}`;
}
