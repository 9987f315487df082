import { LAYOUT } from '@card/contract';

/**
 * Root font size of spec section 9, against the 750 design width: 14px below 375px, 20px from 800px
 * (where content is held to 540px, and 540/750 of the 28px scale is ~20px). index.html inlines the same
 * formula so the first paint is right; this keeps it in one testable place for the app.
 */
export function rootFontSize(width: number): number {
  if (width < LAYOUT.minWidth) return LAYOUT.minFontPx;
  if (width >= LAYOUT.maxWidth) return LAYOUT.maxFontPx;
  return (width / LAYOUT.designWidth) * 28;
}
