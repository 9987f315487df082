import { describe, expect, it } from 'vitest';
import { pairLines, tsvLines } from './ocr-lines';

const HEAD = 'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext';
const row = (level: number, block: number, line: number, word: number, conf: number, text: string) => `${level}\t1\t${block}\t1\t${line}\t${word}\t0\t0\t9\t9\t${conf}\t${text}`;
const TSV = [
  HEAD,
  row(1, 0, 0, 0, -1, ''),
  row(4, 1, 1, 0, -1, ''),
  row(5, 1, 1, 1, 96.5, '地'),
  row(5, 1, 1, 2, 91, '址'),
  row(5, 1, 1, 3, 80.25, 'www.qhlab.com'),
  row(5, 1, 2, 1, 95, ' '),
  row(5, 2, 1, 1, 70, 'wx_qhlab27'),
].join('\n');

describe('tesseract lines with confidences', () => {
  it('groups the words by line in order, leaving out rows above words, blank words and lines left empty', () => {
    expect(tsvLines(TSV)).toEqual([
      [
        { text: '地', conf: 96.5 },
        { text: '址', conf: 91 },
        { text: 'www.qhlab.com', conf: 80.25 },
      ],
      [{ text: 'wx_qhlab27', conf: 70 }],
    ]);
  });
  it("pairs the text's non-blank lines with the table's lines", () => {
    expect(pairLines('地址 www.qhlab.com\n\nwx_qhlab27\n', TSV)).toEqual([
      { text: '地址 www.qhlab.com', words: tsvLines(TSV)[0] },
      { text: 'wx_qhlab27', words: [{ text: 'wx_qhlab27', conf: 70 }] },
    ]);
  });
  it('gives no line any words when the counts differ (one line more in the text)', () => {
    expect(pairLines('a\nb\nc', TSV).map((l) => l.words)).toEqual([[], [], []]);
  });
});
