import { describe, expect, it } from 'vitest';
import { commonWords, DICTIONARY_MIN_FREQUENCY, segment, termsOf } from './segment';

describe('full-text segmentation', () => {
  it('cuts Chinese into words, with the shorter words of a long one (search mode)', () => {
    const terms = termsOf('如何在管理中心编辑名片');
    expect(terms).toEqual(expect.arrayContaining(['管理', '中心', '管理中心', '编辑', '名片']));
  });
  it('lower-cases, drops punctuation and spaces, keeps each term once', () => {
    expect(termsOf('VIP会员！VIP、钱包 Hello, World...')).toEqual(['vip', '会员', '钱包', 'hello', 'world']);
  });
  it('a term never carries query syntax (quotes, operators, hyphens)', () => {
    const terms = termsOf('"名片" OR wi-fi* AND (x)');
    expect(terms.every((t) => /^[\p{L}\p{N}\p{M}]+$/u.test(t))).toBe(true);
    expect(terms).toEqual(expect.arrayContaining(['名片', 'or', 'wi', 'fi', 'and', 'x']));
  });
  it('joins terms with spaces; nothing wordy gives an empty string', () => {
    expect(segment('交换名片')).toMatch(/^\S+( \S+)*$/);
    expect(segment('？！。 ,.')).toBe('');
  });
  it('the dictionary keeps the words seen at least DICTIONARY_MIN_FREQUENCY times, not one fewer', () => {
    const n = DICTIONARY_MIN_FREQUENCY;
    expect(commonWords(`名片 ${n} n\n钱包 ${n - 1} n\n管理 ${n + 1} v`).split('\n')).toEqual([`名片 ${n} n`, `管理 ${n + 1} v`]);
    expect(commonWords('')).toBe('');
  });
  it('a place name dropped from the dictionary still gives its parts and common compounds', () => {
    expect(termsOf('上海市浦东新区')).toEqual(expect.arrayContaining(['上海', '上海市', '浦东', '新区', '浦东新区']));
    expect(termsOf('电子名片')).toEqual(expect.arrayContaining(['电子', '名片']));
  });
});
