import { describe, expect, it } from 'vitest';
import { pairLines, tsvLines } from './ocr-lines';

const HEAD = 'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';
const row = (level: number, block: number, line: number, word: number, conf: number, text: string, size = 9) =>
  `${level}\t1\t${block}\t1\t${line}\t${word}\t${2 * word}\t${3 * line}\t${size}\t${size}\t${conf}\t${text}`;
const TSV = [
  HEAD,
  row(1, 0, 0, 0, -1, ''),
  row(4, 1, 1, 0, -1, ''),
  row(5, 1, 1, 1, 96.5, '地'),
  row(5, 1, 1, 2, 91, '址'),
  row(5, 1, 1, 3, 80.25, 'www.qhlab.com'),
  row(5, 1, 2, 1, 95, ' '),
  row(5, 2, 1, 1, 70, 'wx_qhlab27'),
  row(5, 3, 1, 1, 60, 'nobox', 0),
].join('\n');
const box = (word: number, line: number) => ({ left: 2 * word, top: 3 * line, width: 9, height: 9 });

describe('tesseract lines with confidences', () => {
  it('groups the words by line in order, leaving out rows above words, blank words and lines left empty', () => {
    expect(tsvLines(TSV)).toEqual([
      [
        { text: '地', conf: 96.5, box: box(1, 1) },
        { text: '址', conf: 91, box: box(2, 1) },
        { text: 'www.qhlab.com', conf: 80.25, box: box(3, 1) },
      ],
      [{ text: 'wx_qhlab27', conf: 70, box: box(1, 1) }],
      [{ text: 'nobox', conf: 60 }],
    ]);
  });
  it("pairs the text's non-blank lines with the table's lines", () => {
    expect(pairLines('地址 www.qhlab.com\n\nwx_qhlab27\nnobox\n', TSV)).toEqual([
      { text: '地址 www.qhlab.com', words: tsvLines(TSV)[0] },
      { text: 'wx_qhlab27', words: [{ text: 'wx_qhlab27', conf: 70, box: box(1, 1) }] },
      { text: 'nobox', words: [{ text: 'nobox', conf: 60 }] },
    ]);
  });
  it('gives no line any words when the counts differ (one line fewer in the text)', () => {
    expect(pairLines('a\nb', TSV).map((l) => l.words)).toEqual([[], []]);
  });
});
