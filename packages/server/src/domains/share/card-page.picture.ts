import { pictureSrcset } from '@card/contract';
import { escapeHtml as h } from './card-head';

/**
 * ` srcset="…"` offering a stored picture (`/files/...`) in the server's sized variants for 1x/2x/3x screens
 * (issue 35, item 4), for a picture shown `cssWidth` CSS px wide; '' for any other address. A visitor's phone then
 * downloads a 320 px avatar, not the 1280 px original.
 */
export function srcsetAttr(url: string, cssWidth: number): string {
  const set = pictureSrcset(url, cssWidth);
  return set ? ` srcset="${h(set)}"` : '';
}
