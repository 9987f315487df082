import { describe, expect, it } from 'vitest';
import { DomainError } from './domain-error';
import { assertRoomFor, checkOrder, nextSort } from './ordered-list.rules';

const refusal = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (err) {
    return err instanceof DomainError ? `${err.code}:${err.details?.field}` : String(err);
  }
};

describe('assertRoomFor', () => {
  it("lets the last item in and refuses the one past the limit, with the area's code and field", () => {
    expect(refusal(() => assertRoomFor(4, 5, 'ALBUMS_FULL', 'name'))).toBe('ok');
    expect(refusal(() => assertRoomFor(5, 5, 'ALBUMS_FULL', 'name'))).toBe('ALBUMS_FULL:name');
    expect(refusal(() => assertRoomFor(5, 5, 'ALBUMS_FULL'))).toBe('ALBUMS_FULL:undefined');
  });
});

describe('nextSort', () => {
  it('puts a new item after the largest sort, or first in an empty list', () => {
    expect(nextSort([])).toBe(0);
    expect(nextSort([3, 0, 7])).toBe(8);
  });
});

describe('checkOrder', () => {
  it('answers an order naming exactly the owned items, each once', () => {
    expect(checkOrder(['b', 'a'], ['a', 'b'], 'ALBUM_SORT_MISMATCH')).toEqual(['b', 'a']);
  });
  it('reads an id not owned as not found, before any mismatch', () => {
    expect(refusal(() => checkOrder(['a', 'x'], ['a', 'b'], 'ALBUM_SORT_MISMATCH'))).toBe('NOT_FOUND:ids');
    expect(refusal(() => checkOrder(['x'], ['a', 'b'], 'ALBUM_SORT_MISMATCH'))).toBe('NOT_FOUND:ids');
  });
  it("refuses a gap or a repeat with the area's mismatch code", () => {
    expect(refusal(() => checkOrder(['a'], ['a', 'b'], 'ALBUM_SORT_MISMATCH'))).toBe('ALBUM_SORT_MISMATCH:ids');
    expect(refusal(() => checkOrder(['a', 'a'], ['a', 'b'], 'ALBUM_SORT_MISMATCH'))).toBe('ALBUM_SORT_MISMATCH:ids');
  });
});
