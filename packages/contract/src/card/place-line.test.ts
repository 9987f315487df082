import { describe, expect, it } from 'vitest';
import { placeLine } from './place-line';

describe('place line', () => {
  it('says a municipality once, even when the address repeats it', () => {
    expect(placeLine('北京市', '北京市', '北京市朝阳区建国路88号')).toBe('北京市朝阳区建国路88号');
    expect(placeLine('北京市', '北京市', '朝阳区建国路88号')).toBe('北京市朝阳区建国路88号');
  });
  it('keeps province and city when they differ, and drops them from the address start', () => {
    expect(placeLine('广东省', '深圳市', '南山区科技园')).toBe('广东省深圳市南山区科技园');
    expect(placeLine('广东省', '深圳市', '广东省深圳市南山区科技园')).toBe('广东省深圳市南山区科技园');
    expect(placeLine('广东省', '深圳市', '深圳市南山区科技园')).toBe('广东省深圳市南山区科技园');
  });
  it('copes with blanks', () => {
    expect(placeLine('', '', '某路1号')).toBe('某路1号');
    expect(placeLine('上海市', '上海市', '')).toBe('上海市');
  });
});
