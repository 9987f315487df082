import { describe, expect, it } from 'vitest';
import { isWideChar, shakeTextFits, shakeTextRefusal, shakeTextUnits, SHAKE_TEXT_LIMITS } from './programme-shake.rules';

const zh = (n: number) => '摇'.repeat(n);
const latin = (n: number) => 'a'.repeat(n);

describe('shake text lengths (spec: name 12 Chinese or 30; title 6 or 12; sub title 7 or 14)', () => {
  it('name: 12 Chinese and 30 Latin fit, 13 and 31 do not; blank is refused', () => {
    expect(shakeTextFits('name', zh(12))).toBe(true);
    expect(shakeTextFits('name', zh(13))).toBe(false);
    expect(shakeTextFits('name', latin(30))).toBe(true);
    expect(shakeTextFits('name', latin(31))).toBe(false);
    expect(shakeTextFits('name', '')).toBe(false);
    expect(shakeTextFits('name', '   ')).toBe(false);
    expect(shakeTextFits('name', 'a')).toBe(true);
  });
  it('name mixes in proportion: a Chinese character is 2.5 Latin ones', () => {
    // 10 Chinese (300 units) + 5 Latin (60) = 360, the budget; one more Latin is past it.
    expect(shakeTextFits('name', zh(10) + latin(5))).toBe(true);
    expect(shakeTextFits('name', zh(10) + latin(6))).toBe(false);
    // 2 Chinese = 5 Latin exactly.
    expect(shakeTextUnits(zh(2), SHAKE_TEXT_LIMITS.name)).toBe(shakeTextUnits(latin(5), SHAKE_TEXT_LIMITS.name));
  });
  it('title: 6 Chinese and 12 Latin fit, 7 and 13 do not; mixed 5 + 2 fits, 5 + 3 does not; required', () => {
    expect(shakeTextFits('title', zh(6))).toBe(true);
    expect(shakeTextFits('title', zh(7))).toBe(false);
    expect(shakeTextFits('title', latin(12))).toBe(true);
    expect(shakeTextFits('title', latin(13))).toBe(false);
    expect(shakeTextFits('title', zh(5) + latin(2))).toBe(true);
    expect(shakeTextFits('title', zh(5) + latin(3))).toBe(false);
    expect(shakeTextFits('title', '')).toBe(false);
  });
  it('sub title: 7 Chinese and 14 Latin fit, 8 and 15 do not; blank is allowed', () => {
    expect(shakeTextFits('subTitle', zh(7))).toBe(true);
    expect(shakeTextFits('subTitle', zh(8))).toBe(false);
    expect(shakeTextFits('subTitle', latin(14))).toBe(true);
    expect(shakeTextFits('subTitle', latin(15))).toBe(false);
    expect(shakeTextFits('subTitle', zh(6) + latin(2))).toBe(true);
    expect(shakeTextFits('subTitle', zh(6) + latin(3))).toBe(false);
    expect(shakeTextFits('subTitle', '')).toBe(true);
  });
  it('wide characters: ideographs, CJK punctuation, full-width forms and emoji are wide; Latin, digits and spaces are not', () => {
    for (const ch of ['摇', '。', 'Ａ', '😀', 'あ']) expect(isWideChar(ch)).toBe(true);
    for (const ch of ['a', '1', ' ', '-', 'é']) expect(isWideChar(ch)).toBe(false);
    // An emoji is one code point, one wide character: 6 emoji fill the title.
    expect(shakeTextFits('title', '😀'.repeat(6))).toBe(true);
    expect(shakeTextFits('title', '😀'.repeat(7))).toBe(false);
  });
  it('surrounding spaces are trimmed before counting', () => {
    expect(shakeTextFits('title', `  ${zh(6)}  `)).toBe(true);
  });
  it('the refusal names the first field that does not fit, in the form order', () => {
    expect(shakeTextRefusal({ name: '门店', title: '欢迎光临', subTitle: '' })).toBeNull();
    expect(shakeTextRefusal({ name: '', title: zh(9), subTitle: zh(9) })).toBe('name');
    expect(shakeTextRefusal({ name: '门店', title: zh(7), subTitle: zh(9) })).toBe('title');
    expect(shakeTextRefusal({ name: '门店', title: '欢迎', subTitle: zh(8) })).toBe('subTitle');
  });
});
