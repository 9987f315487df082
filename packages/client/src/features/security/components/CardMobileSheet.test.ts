import { describe, expect, it } from 'vitest';
import { withFirstMobile } from './CardMobileSheet';

describe('the new account phone first on the card', () => {
  it('replaces the old first number and keeps the others in order', () => {
    expect(withFirstMobile(['13800000001', '13800000002', '13800000003'], '13900000009')).toEqual(['13900000009', '13800000002', '13800000003']);
  });
  it('never lists the new number twice', () => {
    expect(withFirstMobile(['13800000001', '139 0000 0009'], '13900000009')).toEqual(['13900000009']);
  });
});
