import { describe, expect, it } from 'vitest';
import { yuanInputOf } from './money';
import { readYuan } from './yuan-input';

/** The client's yuan inputs read through the contract's one money rule, worded with the call's own field label. */
describe('readYuan (issue 32, item 7)', () => {
  const price = { minFen: 1, maxFen: 10_000_000 };
  it('gives exact fen or the message under the input, never a rounded or dropped amount', () => {
    expect(readYuan('19.9', price, 'priceFen', 'shop.saveProduct')).toEqual({ fen: 1990 });
    expect(readYuan('1.555', price, 'priceFen', 'shop.saveProduct')).toEqual({ error: '售价最多两位小数' });
    expect(readYuan('-5', price, 'priceFen', 'shop.saveProduct')).toEqual({ error: '售价须在0.01至100000元之间' });
    expect(readYuan('abc', { minFen: 0, maxFen: 10_000_000, blankFen: 0 }, 'feeFen', 'activity.saveActivity')).toEqual({ error: '报名费须为金额，如 12.50' });
    expect(readYuan('', { minFen: 0, maxFen: 10_000_000, blankFen: 0 }, 'feeFen', 'activity.saveActivity')).toEqual({ fen: 0 });
  });
  it('shows stored fen back as yuan text, blank for nothing', () => {
    expect([yuanInputOf(1990), yuanInputOf(0), yuanInputOf(null)]).toEqual(['19.90', '', '']);
  });
});
