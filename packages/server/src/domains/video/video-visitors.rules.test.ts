import { describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { assertNotOwnSource, assertNotOwnVideo, buttonTypeOf, complaintPictures, copyOf, countsAsView, feedKeyOf, neighbourIn, selfCardOf } from './video-visitors.rules';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return (e as { code: string; details?: { field?: string } }).code;
  }
};

describe('whose card a {0} names', () => {
  it('0 is the caller, a signed-out caller is asked to log in, any other value is looked up', () => {
    expect(selfCardOf('0', 'u1')).toBe('u1');
    expect(codeOf(() => selfCardOf('0', null))).toBe('NOT_LOGGED_IN');
    expect(selfCardOf('abcdefgh', null)).toBeNull();
    expect(selfCardOf('abcdefgh', 'u1')).toBeNull();
  });
});

describe('views and ownership', () => {
  it('the owner is not a view; anyone else, signed out too, is', () => {
    expect(countsAsView('o', 'o')).toBe(false);
    expect(countsAsView('o', 'v')).toBe(true);
    expect(countsAsView('o', null)).toBe(true);
  });
  it("one's own video can be neither complained about nor saved as a copy", () => {
    expect(codeOf(() => assertNotOwnVideo('o', 'o'))).toBe('VIDEO_OWN_COMPLAINT');
    expect(codeOf(() => assertNotOwnVideo('o', 'v'))).toBeNull();
    expect(codeOf(() => assertNotOwnSource('o', 'o'))).toBe('VIDEO_COPY_OWN');
    expect(codeOf(() => assertNotOwnSource('o', 'v'))).toBeNull();
  });
});

describe('neighbours and keys', () => {
  it('finds the previous and next id, null at either end and for an id not in the list', () => {
    const ids = ['a', 'b', 'c'];
    expect(neighbourIn(ids, 'b', 'next')).toBe('c');
    expect(neighbourIn(ids, 'b', 'prev')).toBe('a');
    expect(neighbourIn(ids, 'a', 'prev')).toBeNull();
    expect(neighbourIn(ids, 'c', 'next')).toBeNull();
    expect(neighbourIn(ids, 'x', 'next')).toBeNull();
    expect(neighbourIn([], 'a', 'next')).toBeNull();
  });
  it('a feed key is the share time and the id', () => {
    const at = new Date('2025-01-01T00:00:00Z');
    expect(feedKeyOf({ id: 'v', sharedAt: at })).toEqual({ at, id: 'v' });
  });
  it('an unknown stored button shows the card button', () => {
    expect(buttonTypeOf('products')).toBe('products');
    expect(buttonTypeOf('call')).toBe('call');
    expect(buttonTypeOf('nonsense')).toBe('card');
    expect(buttonTypeOf(null)).toBe('card');
  });
});

describe('complaint pictures', () => {
  const max = LIMITS.video.complaintPicturesMax;
  const urls = (n: number) => Array.from({ length: n }, (_, i) => `/files/p${i}.webp`);
  it('keeps each picture once, up to the limit', () => {
    expect(complaintPictures([])).toEqual([]);
    expect(complaintPictures(urls(max))).toHaveLength(max);
    expect(complaintPictures(urls(max + 1))).toHaveLength(max);
    expect(complaintPictures(['/a', '/a', '/b'])).toEqual(['/a', '/b']);
  });
});

describe('a saved copy', () => {
  it('is a draft of the caller at the given place, with the same files and the source remembered', () => {
    const now = new Date('2025-02-01T00:00:00Z');
    const copy = copyOf({ id: 's', title: 't', intro: 'i', videoUrl: '/v.mp4', coverUrl: '/c.jpg', durationMs: 5, width: 1, height: 2, bytes: 3 }, 'me', 'n', 7, now);
    expect(copy).toMatchObject({ id: 'n', userId: 'me', state: 'draft', sort: 7, syncSourceId: 's', videoUrl: '/v.mp4', coverUrl: '/c.jpg', createdAt: now });
  });
});
