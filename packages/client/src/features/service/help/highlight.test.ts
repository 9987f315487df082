import { describe, expect, it } from 'vitest';
import { highlightPieces, paragraphsOf, searchTerms } from './highlight';

describe('help search highlighting', () => {
  it('marks every occurrence of each word, longest word first', () => {
    expect(highlightPieces('提现到账，提现不收费', '提现 提现到账')).toEqual([
      { text: '提现到账', hit: true },
      { text: '，', hit: false },
      { text: '提现', hit: true },
      { text: '不收费', hit: false },
    ]);
  });
  it('ignores case and splits on full-width spaces', () => {
    expect(searchTerms('VIP\u3000会员  ')).toEqual(['vip', '会员']);
    expect(highlightPieces('开通vip会员', 'VIP')).toEqual([
      { text: '开通', hit: false },
      { text: 'vip', hit: true },
      { text: '会员', hit: false },
    ]);
  });
  it('keeps markup as text: pieces only, never HTML', () => {
    expect(highlightPieces('<b>水印</b>', '水印')).toEqual([
      { text: '<b>', hit: false },
      { text: '水印', hit: true },
      { text: '</b>', hit: false },
    ]);
  });
  it('answers the text alone for a blank keyword and nothing for an empty text', () => {
    expect(highlightPieces('正文', ' ')).toEqual([{ text: '正文', hit: false }]);
    expect(highlightPieces('', '正文')).toEqual([]);
  });
  it('splits a body at blank lines', () => {
    expect(paragraphsOf('第一段\n第一段续\r\n\r\n  \n第二段\n\n')).toEqual(['第一段\n第一段续', '第二段']);
  });
});
