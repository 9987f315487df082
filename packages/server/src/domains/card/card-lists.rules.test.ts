import { describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { assertRoomFor, checkOrder, nextSort } from './card-lists.rules';
import { checkArea, searchKeyword } from './card-style.rules';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof DomainError ? { code: e.code, field: e.details?.field } : e;
  }
  return 'no error';
};

describe('list limits', () => {
  it(`column ${LIMITS.card.columnsMax} fits, one more does not`, () => {
    expect(() => assertRoomFor(LIMITS.card.columnsMax - 1, LIMITS.card.columnsMax, 'CARD_COLUMNS_FULL')).not.toThrow();
    expect(codeOf(() => assertRoomFor(LIMITS.card.columnsMax, LIMITS.card.columnsMax, 'CARD_COLUMNS_FULL'))).toMatchObject({ code: 'CARD_COLUMNS_FULL' });
  });
  it('new items go after the last', () => {
    expect(nextSort([])).toBe(0);
    expect(nextSort([0, 5, 2])).toBe(6);
  });
});

describe('column order', () => {
  const owned = ['aaaaaaaa', 'bbbbbbbb', 'cccccccc'];
  it("accepts a permutation of the owner's ids", () => {
    expect(checkOrder(['cccccccc', 'aaaaaaaa', 'bbbbbbbb'], owned)).toEqual(['cccccccc', 'aaaaaaaa', 'bbbbbbbb']);
  });
  it('a foreign id is NOT_FOUND', () => {
    expect(codeOf(() => checkOrder(['cccccccc', 'aaaaaaaa', 'zzzzzzzz'], owned))).toEqual({ code: 'NOT_FOUND', field: 'ids' });
  });
  it('missing or repeated ids are a mismatch', () => {
    expect(codeOf(() => checkOrder(['cccccccc', 'aaaaaaaa'], owned))).toMatchObject({ code: 'CARD_SORT_MISMATCH' });
    expect(codeOf(() => checkOrder(['cccccccc', 'aaaaaaaa', 'aaaaaaaa'], owned))).toMatchObject({ code: 'CARD_SORT_MISMATCH' });
  });
});

describe('areas, music keyword', () => {
  it('province and city must belong together', () => {
    expect(() => checkArea('广东省', '深圳市')).not.toThrow();
    expect(() => checkArea('香港特别行政区', '油尖旺区')).not.toThrow();
    expect(codeOf(() => checkArea('广东省', '杭州市'))).toEqual({ code: 'CARD_AREA_UNKNOWN', field: 'city' });
    expect(codeOf(() => checkArea('火星', '北京市'))).toEqual({ code: 'CARD_AREA_UNKNOWN', field: 'province' });
  });
  it('an empty or blank keyword is refused', () => {
    expect(searchKeyword(' 春 ')).toBe('春');
    expect(codeOf(() => searchKeyword('  '))).toEqual({ code: 'KEYWORD_EMPTY', field: 'keyword' });
  });
});
