import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits';
import { ZFeedQuery, ZPageQuery } from './paging';
import { readSearch } from './search';

const P = LIMITS.paging;

describe('page query', () => {
  it('defaults to page 1 of 10 when absent or blank (legacy forms send empty strings)', () => {
    expect(ZPageQuery.parse(undefined)).toEqual({ pageIndex: 1, pageSize: 10 });
    expect(ZPageQuery.parse({ pageIndex: '', pageSize: ' ' })).toEqual({ pageIndex: 1, pageSize: 10 });
  });
  it('coerces form strings and takes the edges', () => {
    expect(ZPageQuery.parse({ pageIndex: '3', pageSize: String(P.pageSizeMax) })).toEqual({ pageIndex: 3, pageSize: P.pageSizeMax });
    expect(ZPageQuery.parse({ pageIndex: 1, pageSize: 1 })).toEqual({ pageIndex: 1, pageSize: 1 });
    expect(ZPageQuery.parse({ pageIndex: P.pageIndexMax }).pageIndex).toBe(P.pageIndexMax);
  });
  it('refuses one past each edge and non-integers', () => {
    for (const bad of [{ pageIndex: 0 }, { pageIndex: P.pageIndexMax + 1 }, { pageSize: 0 }, { pageSize: P.pageSizeMax + 1 }, { pageIndex: '1.5' }, { pageSize: 'ten' }]) {
      expect(ZPageQuery.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('feed query', () => {
  it('has no cursor on the first page; blank is the first page', () => {
    expect(ZFeedQuery.parse({})).toEqual({ pageSize: 10 });
    expect(ZFeedQuery.parse({ cursor: '' })).toEqual({ pageSize: 10 });
  });
  it('takes url-safe cursors up to the maximum length and refuses anything else as a cursor rule', () => {
    expect(ZFeedQuery.parse({ cursor: 'a'.repeat(P.cursorMax) }).cursor).toHaveLength(P.cursorMax);
    for (const cursor of ['a'.repeat(P.cursorMax + 1), 'has space', 'a+b/c=']) {
      const r = ZFeedQuery.safeParse({ cursor });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toContain('"rule":"cursor"');
    }
  });
});

describe('readSearch', () => {
  it('reads the success codes as results and the search codes as outcomes', () => {
    expect(readSearch({ status: 1666666, code: 'OK', resultSets: [1] })).toEqual({ kind: 'results', data: [1] });
    expect(readSearch({ status: 200, code: 'OK', resultSets: [] })).toEqual({ kind: 'results', data: [] });
    expect(readSearch({ status: 1002002, code: 'NO_SEARCH_RESULT', msg: 'm' })).toEqual({ kind: 'empty', message: 'm' });
    expect(readSearch({ status: 1001004, code: 'SEARCH_NEED_VIP', msg: 'v' })).toEqual({ kind: 'needVip', message: 'v' });
    expect(readSearch({ status: 1002001, code: 'SEARCH_FAILED', msg: 'f' })).toEqual({ kind: 'failed', message: 'f' });
  });
  it('leaves every other answer to the ordinary error path', () => {
    expect(readSearch({ status: 302, code: 'NOT_LOGGED_IN' })).toBeNull();
    expect(readSearch({ status: 1002003, code: 'KEYWORD_EMPTY' })).toBeNull();
  });
});
