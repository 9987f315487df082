import { describe, expect, it } from 'vitest';
import { buildMatcher, foldChar, foldWord } from './automaton';

const m = buildMatcher(['敏感', '敏感词', '感冒药', 'spam', 'ass', '赌博', 'he', 'she', 'hers', 'his', 'A1']);

describe('folding', () => {
  it('folds full-width forms and lower-cases Latin; separators vanish', () => {
    expect(foldChar('Ａ')).toBe('a');
    expect(foldChar('９')).toBe('9');
    expect(foldChar('Q')).toBe('q');
    expect(foldChar('　')).toBeNull();
    expect(foldChar('。')).toBeNull();
    expect(foldChar('\u200b')).toBeNull();
    expect(foldChar('敏')).toBe('敏');
    expect(foldWord(' S-p ａ m ')).toBe('spam');
  });
});

describe('the sensitive-word automaton', () => {
  it('finds a word inside longer text', () => {
    expect(m.find('这里有敏感内容')).toEqual(['敏感']);
    expect(m.find('干净的内容')).toEqual([]);
  });

  it('finds words across inserted spaces and punctuation', () => {
    for (const t of ['敏 感', '敏-感', '敏。感', '敏\u200b感', '敏　感', '敏,\t感', '敏★感']) expect(m.find(`前${t}后`)).toEqual(['敏感']);
  });

  it('folds full-width letters and digits and upper case before matching', () => {
    expect(m.find('ＳＰＡＭ here')).toEqual(['spam']);
    expect(m.find('S.P.A.M')).toEqual(['spam']);
    expect(m.find('ａ１')).toEqual(['A1']);
  });

  it('reports overlapping words and words inside words, each once', () => {
    expect(m.find('敏感词敏感')).toEqual(['敏感', '敏感词']);
    expect(m.find('敏感冒药')).toEqual(['敏感', '感冒药']);
    expect(m.find('ushers')).toEqual([]); // Latin words need a boundary: none of he/she/hers inside "ushers"
    expect(m.find('she hers')).toEqual(['she', 'hers']); // 'he' sits inside both, against a letter
  });

  it('does not hit across a real Latin word boundary', () => {
    expect(m.find('a class of assets')).toEqual([]);
    expect(m.find('ba1')).toEqual([]);
    expect(m.find('ass!')).toEqual(['ass']);
    expect(m.find('中文ass中文')).toEqual(['ass']);
  });

  it('an empty list (or only separators) matches nothing', () => {
    expect(buildMatcher([]).find('敏感')).toEqual([]);
    expect(buildMatcher([' ', '。']).size).toBe(0);
    expect(m.find('')).toEqual([]);
  });

  it('a 10,000-word list and a 100 kB text finish (timing is printed by scripts/bench/text-filter.ts, never asserted)', () => {
    const words = Array.from({ length: 10_000 }, (_, i) => `词${i.toString(36)}汇`);
    const big = buildMatcher(words);
    const text = `${'这是一段很长的正常文字，没有问题。'.repeat(6_000)}词a汇`;
    expect(text.length).toBeGreaterThan(100_000);
    expect(big.find(text)).toEqual(['词a汇']);
  });
});
