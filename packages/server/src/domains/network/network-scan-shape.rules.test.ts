import { describe, expect, it } from 'vitest';
import { alignReadings, DIGIT_MAX, DIGIT_SURE, needsDigitLook, needsShapeLook, settleByShape, settleDigits, settleLine } from './network-scan-shape.rules';

describe('settling g and q by shape', () => {
  it('looks again only at Latin words holding a g, a q or an @', () => {
    expect(needsShapeLook('www.ghlab.com')).toBe(true);
    expect(needsShapeLook('wx_qhlab7')).toBe(true);
    expect(needsShapeLook('zhou.jie@minglv.com')).toBe(true);
    expect(needsShapeLook('li@yunfan.cn')).toBe(true);
    expect(needsShapeLook('www.yunfan.com')).toBe(false);
    expect(needsShapeLook('邮箱:ma.chao@qhlab.com')).toBe(false);
    expect(needsShapeLook('')).toBe(false);
  });
  it("takes the shape reading's letter where the two readings differ by g and q, either way round", () => {
    expect(settleByShape('www.ghlab.com', 'www.qh1ab.com')).toBe('www.qhlab.com');
    expect(settleByShape('wang.fanq', 'wang.fang')).toBe('wang.fang');
  });
  it('keeps every other difference as the LSTM read it (l and 1, c and o)', () => {
    expect(settleByShape('liu.yang@minglv.com', 'Iiu.yang@minglv.oom')).toBe('liu.yang@minglv.com');
    expect(settleByShape('wx_qhlab2', 'wx_qh|ab2')).toBe('wx_qhlab2');
  });
  it("reads the LSTM's t between two letters as l where the shape classifier saw a bare stroke, and only there", () => {
    expect(settleByShape('wx_qhtab17', 'wx_qh1ab17')).toBe('wx_qhlab17');
    expect(settleByShape('li.na@qhtab.com', 'li.na@qh|ab.com')).toBe('li.na@qhlab.com');
    expect(settleByShape('zhu.ting', 'zhu.ling')).toBe('zhu.ting');
    expect(settleByShape('qhtab', 'qhIab')).toBe('qhlab');
    expect(settleByShape('zhu.ting', 'zhu.fing')).toBe('zhu.ting');
    expect(settleByShape('t.com', '1.com')).toBe('t.com');
    expect(settleByShape('wx_it', 'wx_i1')).toBe('wx_it');
  });
  it('takes a dot between two letters that the LSTM left out, and no other mark or letter it left out', () => {
    expect(settleByShape('hujun@desheng.com', 'hu.jun@desheng.com')).toBe('hu.jun@desheng.com');
    expect(settleByShape('hujun@desheng.com', '.hujun@desheng.com')).toBe('hujun@desheng.com');
    expect(settleByShape('hujun@desheng.com', 'hu-jun@desheng.com')).toBe('hujun@desheng.com');
    expect(settleByShape('hujun@desheng.com', 'huijun@desheng.com')).toBe('hujun@desheng.com');
  });
  it('drops a g or q the LSTM wrote beside the other for one glyph, and nothing else it wrote more', () => {
    expect(settleByShape('wx_gqhlab27', 'wx_qh|ab27')).toBe('wx_qhlab27');
    expect(settleByShape('wx_qghlab27', 'wx_qhlab27')).toBe('wx_qhlab27');
    expect(settleByShape('egg.com', 'eg.com')).toBe('egg.com');
    expect(settleByShape('Ili.na@qhlab.com', 'Ii.na@thab.com')).toBe('Ili.na@qhlab.com');
  });
  it('keeps the LSTM word when the readings are more than three edits apart', () => {
    expect(settleByShape('www.ghlab.com', 'www.qhlab.c')).toBe('www.qhlab.com');
    expect(settleByShape('www.ghlab.com', 'ww.qhlab.c')).toBe('www.ghlab.com');
    expect(settleByShape('www.ghlab.com', '')).toBe('www.ghlab.com');
  });
});

describe('aligning two readings of a word', () => {
  it('pairs the characters with the fewest edits, and gives up on words longer than 64 characters', () => {
    expect(alignReadings('gqh', 'qh')).toEqual([
      { lstm: 'g', shape: '' },
      { lstm: 'q', shape: 'q' },
      { lstm: 'h', shape: 'h' },
    ]);
    expect(alignReadings('a'.repeat(64), 'a'.repeat(64))).toHaveLength(64);
    expect(alignReadings('a'.repeat(65), 'a'.repeat(65))).toBeNull();
  });
});

describe('a line with settled words', () => {
  const mail = { text: 'li.na@ghlab.com', conf: 90 };
  const label = { text: '邮箱', conf: 95 };
  it("replaces the changed word in the line's text and in its words", () => {
    const line = { text: '邮箱 : li.na@ghlab.com', words: [label, mail] };
    expect(settleLine(line, new Map([[mail, 'li.na@qhlab.com']]))).toEqual({
      text: '邮箱 : li.na@qhlab.com',
      words: [label, { text: 'li.na@qhlab.com', conf: 90 }],
    });
  });
  it('replaces the copy after the words before it when a word appears twice', () => {
    const a = { text: 'gg', conf: 80 };
    const b = { text: 'gg', conf: 70 };
    expect(settleLine({ text: 'gg gg', words: [a, b] }, new Map([[b, 'qg']])).text).toBe('gg qg');
  });
  it('changes nothing when the word is not in the text', () => {
    const line = { text: '邮箱 : li.na@qhlab.com', words: [label, mail] };
    expect(settleLine(line, new Map([[mail, 'li.na@qhlab.com']]))).toEqual(line);
  });
});

describe('numbers in Chinese lines read again', () => {
  it(`looks again at a number in a Chinese line read below ${DIGIT_SURE}, not at one read at it, nor in a Latin line`, () => {
    const line = '地址：浙江省杭州市西湖区文三路206号';
    expect(needsDigitLook(line, { text: '206', conf: DIGIT_SURE - 0.1 })).toBe(true);
    expect(needsDigitLook(line, { text: '206', conf: DIGIT_SURE })).toBe(false);
    expect(needsDigitLook('Room 1203', { text: '1203', conf: 20 })).toBe(false);
    expect(needsDigitLook(line, { text: '路', conf: 20 })).toBe(false);
  });
  it(`looks again at numbers of up to ${DIGIT_MAX} digits, not at a phone number's longer run`, () => {
    const line = '电话：021-60018465 房间 123456';
    expect(needsDigitLook(line, { text: '123456', conf: 20 })).toBe(true);
    expect(needsDigitLook(line, { text: '1234567', conf: 20 })).toBe(false);
    expect(needsDigitLook(line, { text: '021-60018465', conf: 20 })).toBe(false);
  });
  it("takes the digits of the number's reading alone when it holds as many, keeping the first reading's other marks", () => {
    expect(settleDigits('206', '200-')).toBe('200');
    expect(settleDigits('1205室', '1203:')).toBe('1203室');
  });
  it('keeps the first reading when the second holds one digit more or fewer, or none', () => {
    expect(settleDigits('206', '2000')).toBe('206');
    expect(settleDigits('206', '20')).toBe('206');
    expect(settleDigits('206', 'mw')).toBe('206');
  });
});
