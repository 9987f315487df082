import { describe, expect, it } from 'vitest';
import type { ZodTypeAny } from 'zod';
import { formatIssue, isHttpUrl, labelsFor, LIMITS, ZAddLinkSetBody, ZAddMiniLinkBody, ZSortLinkSetsBody, ZSortMiniLinksBody } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { assertRoomFor, checkOrder, nextSort, visibleSets } from './links.rules';

const codeOf = (fn: () => unknown) => {
  try { fn(); } catch (e) { return e instanceof DomainError ? { code: e.code, field: e.details?.field } : e; }
  return 'no error';
};
const SET = 'setAAAAAAAAAAAAAAAAAAA';
/** The first field message a body gets, worded as the server sends it (zh-CN). */
const refusal = (schema: ZodTypeAny, body: unknown) => {
  const res = schema.safeParse(body);
  return res.success ? null : formatIssue(res.error.issues[0], 'zh-CN', '', labelsFor('links'));
};
const link = (url: string) => refusal(ZAddMiniLinkBody, { setId: SET, title: '官网', url });

describe('limits', () => {
  it(`set ${LIMITS.links.setsMax} fits, one more does not`, () => {
    expect(() => assertRoomFor(LIMITS.links.setsMax - 1, LIMITS.links.setsMax, 'LINK_SETS_FULL')).not.toThrow();
    expect(codeOf(() => assertRoomFor(LIMITS.links.setsMax, LIMITS.links.setsMax, 'LINK_SETS_FULL'))).toMatchObject({ code: 'LINK_SETS_FULL' });
  });
  it(`link ${LIMITS.links.linksPerSetMax} fits in a set, one more does not`, () => {
    expect(() => assertRoomFor(LIMITS.links.linksPerSetMax - 1, LIMITS.links.linksPerSetMax, 'LINK_SET_LINKS_FULL')).not.toThrow();
    expect(codeOf(() => assertRoomFor(LIMITS.links.linksPerSetMax, LIMITS.links.linksPerSetMax, 'LINK_SET_LINKS_FULL')))
      .toMatchObject({ code: 'LINK_SET_LINKS_FULL' });
  });
  it('the limits are the ones the module promises', () => {
    expect(LIMITS.links).toMatchObject({ setsMax: 10, linksPerSetMax: 20, setNameMax: 10, linkTitleMax: 20, urlMax: 500 });
  });
  it('a set name is 1-10 characters, counted as people count them', () => {
    expect(refusal(ZAddLinkSetBody, { name: '链'.repeat(10) })).toBeNull();
    expect(refusal(ZAddLinkSetBody, { name: '😀'.repeat(10) })).toBeNull();
    expect(refusal(ZAddLinkSetBody, { name: '链'.repeat(11) })).toMatchObject({ field: 'name', message: '链接分组名称须为1-10个字符' });
    expect(refusal(ZAddLinkSetBody, { name: '   ' })).toMatchObject({ field: 'name', rule: 'length' });
  });
  it('a link title is 1-20 characters', () => {
    expect(refusal(ZAddMiniLinkBody, { setId: SET, title: '标'.repeat(20), url: 'https://a.cn' })).toBeNull();
    expect(refusal(ZAddMiniLinkBody, { setId: SET, title: '标'.repeat(21), url: 'https://a.cn' })).toMatchObject({ field: 'title', message: '链接标题须为1-20个字符' });
    expect(refusal(ZAddMiniLinkBody, { setId: SET, title: '', url: 'https://a.cn' })).toMatchObject({ field: 'title', rule: 'length' });
  });
  it('a sort lists at most as many ids as the limit allows', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `id${String(i).padStart(8, '0')}`).join(',');
    expect(refusal(ZSortLinkSetsBody, { ids: ids(LIMITS.links.setsMax) })).toBeNull();
    expect(refusal(ZSortLinkSetsBody, { ids: ids(LIMITS.links.setsMax + 1) })).toMatchObject({ field: 'ids', rule: 'listSize' });
    expect(refusal(ZSortMiniLinksBody, { setId: SET, ids: ids(LIMITS.links.linksPerSetMax) })).toBeNull();
    expect(refusal(ZSortMiniLinksBody, { setId: SET, ids: ids(LIMITS.links.linksPerSetMax + 1) })).toMatchObject({ field: 'ids', rule: 'listSize' });
  });
  it('new items go after the last', () => {
    expect(nextSort([])).toBe(0);
    expect(nextSort([0, 7, 3])).toBe(8);
  });
});

describe('link address', () => {
  it('accepts absolute http and https addresses', () => {
    for (const url of ['http://example.com', 'https://example.com/a/b?x=1#top', 'HTTPS://EXAMPLE.COM', 'https://例子.中国/路径', 'http://127.0.0.1:8080/']) {
      expect(link(url), url).toBeNull();
    }
    expect(ZAddMiniLinkBody.parse({ setId: SET, title: '官网', url: '  https://a.cn/x  ' }).url).toBe('https://a.cn/x');
  });
  it('refuses script, data, ftp and relative addresses with the link message', () => {
    for (const url of ['javascript:alert(1)', 'JavaScript://example.com/%0aalert(1)', 'data:text/html,<script>alert(1)</script>', 'ftp://example.com/f',
      '/themes/x', 'example.com', '//example.com', 'https:example.com', 'https://', 'https://exa mple.com', 'http://a.cn/\u0000x', 'mailto:a@b.cn']) {
      expect(link(url), url).toMatchObject({ field: 'url', rule: 'url', message: '链接地址须为有效链接' });
    }
  });
  it('is required', () => {
    expect(link('')).toMatchObject({ field: 'url', rule: 'required' });
  });
  it(`is at most ${LIMITS.links.urlMax} characters`, () => {
    const of = (n: number) => `https://a.cn/${'x'.repeat(n - 'https://a.cn/'.length)}`;
    expect(of(500)).toHaveLength(500);
    expect(link(of(500))).toBeNull();
    expect(link(of(501))).toMatchObject({ field: 'url', rule: 'maxLength', message: '链接地址最多500个字符' });
  });
  it('the predicate agrees with the schema', () => {
    expect(isHttpUrl('https://a.cn')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
  });
});

describe('order', () => {
  const owned = ['aaaaaaaa', 'bbbbbbbb', 'cccccccc'];
  it('accepts a permutation of the owner\'s ids', () => {
    expect(checkOrder(['cccccccc', 'aaaaaaaa', 'bbbbbbbb'], owned)).toEqual(['cccccccc', 'aaaaaaaa', 'bbbbbbbb']);
  });
  it('a foreign id is NOT_FOUND, even alongside all of the owner\'s', () => {
    expect(codeOf(() => checkOrder(['cccccccc', 'aaaaaaaa', 'zzzzzzzz'], owned))).toEqual({ code: 'NOT_FOUND', field: 'ids' });
    expect(codeOf(() => checkOrder([...owned, 'zzzzzzzz'], owned))).toEqual({ code: 'NOT_FOUND', field: 'ids' });
  });
  it('a missing or repeated id is a mismatch', () => {
    expect(codeOf(() => checkOrder(['cccccccc', 'aaaaaaaa'], owned))).toEqual({ code: 'LINK_SORT_MISMATCH', field: 'ids' });
    expect(codeOf(() => checkOrder(['cccccccc', 'aaaaaaaa', 'aaaaaaaa'], owned))).toEqual({ code: 'LINK_SORT_MISMATCH', field: 'ids' });
  });
});

describe('what visitors see', () => {
  it('keeps the order, drops empty sets and nothing but id, title and url leaves', () => {
    const stored = [
      { id: 's1', name: '常用', links: [{ id: 'l2', title: 'B', url: 'https://b.cn', sort: 0 }, { id: 'l1', title: 'A', url: 'https://a.cn', sort: 1 }] },
      { id: 's2', name: '空的', links: [] },
      { id: 's3', name: '其他', links: [{ id: 'l3', title: 'C', url: 'https://c.cn' }] },
    ];
    expect(visibleSets(stored)).toEqual([
      { id: 's1', name: '常用', links: [{ id: 'l2', title: 'B', url: 'https://b.cn' }, { id: 'l1', title: 'A', url: 'https://a.cn' }] },
      { id: 's3', name: '其他', links: [{ id: 'l3', title: 'C', url: 'https://c.cn' }] },
    ]);
  });
});
