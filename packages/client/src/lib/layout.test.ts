import { describe, expect, it } from 'vitest';
import { rootFontSize } from './layout';

describe('root font size (spec section 9)', () => {
  it('is 14px below 375px', () => {
    expect(rootFontSize(320)).toBe(14);
    expect(rootFontSize(374)).toBe(14);
  });
  it('scales with width against the 750 design width between 375 and 800', () => {
    expect(rootFontSize(375)).toBe(14);
    expect(rootFontSize(750)).toBe(28);
    expect(rootFontSize(799)).toBeCloseTo(29.83, 2);
  });
  it('is fixed at 20px from 800px', () => {
    expect(rootFontSize(800)).toBe(20);
    expect(rootFontSize(1920)).toBe(20);
  });
});
