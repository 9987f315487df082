import { describe, expect, it } from 'vitest';
import { LIMITS, ZGetPhotoMaterialBody } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { assertKnownLabels, assertLabelName, assertMomentRoom, assertPictureLabelRoom, distinctIds, keywordsOf, parseImages, thumbFor } from './content-library.rules';

const L = LIMITS.content;
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof DomainError ? { code: e.code, field: e.details?.field } : e;
  }
};

describe('label names', () => {
  it('accepts 1 and max characters, refuses 0 and max + 1', () => {
    expect(assertLabelName('a', [])).toBe('a');
    expect(assertLabelName('字'.repeat(L.labelNameMax), [])).toBe('字'.repeat(L.labelNameMax));
    expect(codeOf(() => assertLabelName('  ', []))).toEqual({ code: 'SUBMIT_DATA_ERROR', field: 'name' });
    expect(codeOf(() => assertLabelName('字'.repeat(L.labelNameMax + 1), []))).toEqual({ code: 'SUBMIT_DATA_ERROR', field: 'name' });
  });
  it('is unique trimmed and case-insensitively', () => {
    expect(codeOf(() => assertLabelName(' LOGO ', ['logo']))).toEqual({ code: 'LIBRARY_LABEL_NAME_TAKEN', field: 'name' });
    expect(assertLabelName('logo2', ['logo'])).toBe('logo2');
  });
  it('label and moments limits: the last one fits, one more does not', () => {
    expect(codeOf(() => assertPictureLabelRoom(L.pictureLabelsPerUser - 1))).toBeNull();
    expect(codeOf(() => assertPictureLabelRoom(L.pictureLabelsPerUser))).toEqual({ code: 'LIBRARY_LABELS_FULL', field: 'name' });
    expect(codeOf(() => assertMomentRoom(L.momentsPerUser - 1))).toBeNull();
    expect(codeOf(() => assertMomentRoom(L.momentsPerUser))).toMatchObject({ code: 'MOMENTS_OWN_FULL' });
  });
});

describe('labelIdArray', () => {
  const parse = (v: unknown) => ZGetPhotoMaterialBody.safeParse({ labelIdArray: v });
  it('is comma-joined; blank is every label; repeats collapse', () => {
    expect(parse('aaaaaaaa,bbbbbbbb').data?.labelIdArray).toEqual(['aaaaaaaa', 'bbbbbbbb']);
    expect(parse(' aaaaaaaa , bbbbbbbb ').data?.labelIdArray).toEqual(['aaaaaaaa', 'bbbbbbbb']);
    expect(parse('').data?.labelIdArray).toEqual([]);
    expect(ZGetPhotoMaterialBody.parse({}).labelIdArray).toEqual([]);
    expect(distinctIds(['aaaaaaaa', 'aaaaaaaa', 'bbbbbbbb'])).toEqual(['aaaaaaaa', 'bbbbbbbb']);
  });
  it('refuses junk ids, empty items and more than the limit', () => {
    expect(parse('aaaaaaaa,<script>').success).toBe(false);
    expect(parse('aaaaaaaa,,bbbbbbbb').success).toBe(false);
    expect(parse('1,2').success).toBe(false);
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `label${String(i).padStart(4, '0')}`).join(',');
    expect(parse(ids(L.materialLabelIdsMax)).success).toBe(true);
    expect(parse(ids(L.materialLabelIdsMax + 1)).success).toBe(false);
  });
  it('every asked label must be visible, else NOT_FOUND naming the field', () => {
    expect(codeOf(() => assertKnownLabels(['aaaaaaaa'], new Set(['aaaaaaaa'])))).toBeNull();
    expect(codeOf(() => assertKnownLabels(['aaaaaaaa', 'zzzzzzzz'], new Set(['aaaaaaaa'])))).toEqual({ code: 'NOT_FOUND', field: 'labelIdArray' });
  });
});

describe('thumbnail choice', () => {
  const thumbs = { s: '/s', m: '/m', l: '/l' };
  it('the smallest size that covers the wanted width, at each edge', () => {
    expect(thumbFor('/o', thumbs, L.thumbSizes.s)).toBe('/s');
    expect(thumbFor('/o', thumbs, L.thumbSizes.s + 1)).toBe('/m');
    expect(thumbFor('/o', thumbs, L.thumbSizes.m)).toBe('/m');
    expect(thumbFor('/o', thumbs, L.thumbSizes.m + 1)).toBe('/l');
    expect(thumbFor('/o', thumbs, L.thumbSizes.l + 1)).toBe('/l');
  });
  it('falls back to the largest stored one, then the original', () => {
    expect(thumbFor('/o', { m: '/m' }, 2000)).toBe('/m');
    expect(thumbFor('/o', {}, 100)).toBe('/o');
  });
});

describe('stored columns', () => {
  it('keywords are lower-cased title and label names; images read back or none', () => {
    expect(keywordsOf(' Coffee Shop ', ['餐饮', 'Logo'])).toBe('coffee shop 餐饮 logo');
    expect(parseImages('["/a","/b"]')).toEqual(['/a', '/b']);
    expect(parseImages('junk')).toEqual([]);
    expect(parseImages('{"a":1}')).toEqual([]);
  });
});
