import { describe, expect, it } from 'vitest';
import { LIMITS, ZAddAlbumBody, ZSortAlbumsBody, ZSortPhotosBody, ZUpdateAlbumBody, formatIssue, labelsFor } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { assertAlbumRoom, assertPhotoRoom, checkOrder, nextSort, photoKeyOf, toSummary, visibleAlbums } from './album.rules';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof DomainError ? { code: e.code, field: e.details?.field } : e;
  }
  return 'no error';
};
const fieldMessages = (res: { success: boolean; error?: { issues: Parameters<typeof formatIssue>[0][] } }) =>
  res.success ? [] : res.error!.issues.map((i) => formatIssue(i, 'zh-CN', '', labelsFor('album')));

describe('limits', () => {
  it(`album ${LIMITS.album.albumsPerUser} fits, one more does not`, () => {
    expect(LIMITS.album.albumsPerUser).toBe(20);
    expect(() => assertAlbumRoom(LIMITS.album.albumsPerUser - 1)).not.toThrow();
    expect(codeOf(() => assertAlbumRoom(LIMITS.album.albumsPerUser))).toMatchObject({ code: 'ALBUMS_FULL' });
    expect(codeOf(() => assertAlbumRoom(LIMITS.album.albumsPerUser + 1))).toMatchObject({ code: 'ALBUMS_FULL' });
  });
  it(`photo ${LIMITS.album.photosPerAlbum} fits, one more does not, and the refusal names the file`, () => {
    expect(LIMITS.album.photosPerAlbum).toBe(60);
    expect(() => assertPhotoRoom(LIMITS.album.photosPerAlbum - 1)).not.toThrow();
    expect(codeOf(() => assertPhotoRoom(LIMITS.album.photosPerAlbum))).toEqual({ code: 'ALBUM_PHOTOS_FULL', field: 'file' });
  });
  it('new albums and photos go after the last', () => {
    expect(nextSort([])).toBe(0);
    expect(nextSort([3, 0, 7])).toBe(8);
  });
});

describe('album name and switch', () => {
  const name = (n: number) => '相'.repeat(n);
  it('1 and 15 characters pass; 0 and 16 are refused with the range', () => {
    expect(ZAddAlbumBody.safeParse({ name: name(1) }).success).toBe(true);
    expect(ZAddAlbumBody.safeParse({ name: name(15) }).success).toBe(true);
    expect(fieldMessages(ZAddAlbumBody.safeParse({ name: name(16) }))).toEqual([{ field: 'name', rule: 'length', message: '相册名称须为1-15个字符' }]);
    expect(fieldMessages(ZAddAlbumBody.safeParse({ name: '   ' }))[0]).toMatchObject({ field: 'name', rule: 'length' });
  });
  it('counts an emoji once and trims spaces', () => {
    expect(ZAddAlbumBody.parse({ name: ` ${'📷'.repeat(15)} ` }).name).toBe('📷'.repeat(15));
  });
  it('a new album is open unless it says otherwise; an edit must say', () => {
    expect(ZAddAlbumBody.parse({ name: 'a' }).isOpen).toBe(true);
    expect(ZAddAlbumBody.parse({ name: 'a', isOpen: 'false' }).isOpen).toBe(false);
    expect(fieldMessages(ZUpdateAlbumBody.safeParse({ id: 'aaaaaaaa', name: 'a' }))[0]).toMatchObject({ field: 'isOpen', rule: 'required' });
    expect(fieldMessages(ZUpdateAlbumBody.safeParse({ id: 'aaaaaaaa', name: 'a', isOpen: 'maybe' }))[0]).toMatchObject({ field: 'isOpen', rule: 'boolean' });
  });
  it('sort lists are capped at the limits', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `id${String(i).padStart(6, '0')}`).join(',');
    expect(ZSortAlbumsBody.safeParse({ ids: ids(20) }).success).toBe(true);
    expect(fieldMessages(ZSortAlbumsBody.safeParse({ ids: ids(21) }))[0]).toMatchObject({ field: 'ids', rule: 'listSize' });
    expect(ZSortPhotosBody.safeParse({ albumId: 'aaaaaaaa', ids: ids(60) }).success).toBe(true);
    expect(ZSortPhotosBody.safeParse({ albumId: 'aaaaaaaa', ids: ids(61) }).success).toBe(false);
  });
});

describe('order', () => {
  const owned = ['aaaaaaaa', 'bbbbbbbb', 'cccccccc'];
  it('accepts a permutation of the owned ids', () => {
    expect(checkOrder(['bbbbbbbb', 'cccccccc', 'aaaaaaaa'], owned)).toEqual(['bbbbbbbb', 'cccccccc', 'aaaaaaaa']);
  });
  it('a foreign id is NOT_FOUND', () => {
    expect(codeOf(() => checkOrder(['bbbbbbbb', 'cccccccc', 'zzzzzzzz'], owned))).toEqual({ code: 'NOT_FOUND', field: 'ids' });
  });
  it('missing or repeated ids are a mismatch', () => {
    expect(codeOf(() => checkOrder(['bbbbbbbb', 'cccccccc'], owned))).toEqual({ code: 'ALBUM_SORT_MISMATCH', field: 'ids' });
    expect(codeOf(() => checkOrder(['bbbbbbbb', 'cccccccc', 'cccccccc'], owned))).toMatchObject({ code: 'ALBUM_SORT_MISMATCH' });
  });
});

describe('views', () => {
  it('the first photo is the cover; an empty album has none', () => {
    expect(toSummary({ id: 'a', name: 'n', isOpen: true, _count: { photos: 2 }, photos: [{ url: '/files/albums/x.webp', thumbs: '{}' }] })).toEqual({
      id: 'a',
      name: 'n',
      isOpen: true,
      photoCount: 2,
      coverUrl: '/files/albums/x.webp',
    });
    // A photo with thumbnails shows its middle one as the cover.
    expect(toSummary({ id: 'a', name: 'n', isOpen: true, _count: { photos: 1 }, photos: [{ url: '/files/albums/x.webp', thumbs: '{"s":"/s","m":"/m","l":"/l"}' }] }).coverUrl).toBe('/m');
    expect(toSummary({ id: 'a', name: 'n', isOpen: false, _count: { photos: 0 }, photos: [] }).coverUrl).toBe('');
  });
  it('the card page leaves out empty albums; the call keeps them', () => {
    const albums = [
      { id: 'a', name: 'a', photos: [] },
      { id: 'b', name: 'b', photos: [{ id: 'p', url: 'u', thumbs: 'junk' }] },
    ];
    expect(visibleAlbums(albums, { withPhotosOnly: true }).map((a) => a.id)).toEqual(['b']);
    expect(visibleAlbums(albums, { withPhotosOnly: false }).map((a) => a.id)).toEqual(['a', 'b']);
    expect(visibleAlbums(albums, { withPhotosOnly: true })[0]!.photos[0]!.thumbs).toEqual({}); // unreadable thumbs: none
  });
  it('only our own album files map to a storage key', () => {
    expect(photoKeyOf('/files/albums/AbC_d-12.webp')).toBe('albums/AbC_d-12.webp');
    expect(photoKeyOf('/files/avatars/AbC.webp')).toBeNull();
    expect(photoKeyOf('/files/albums/../avatars/x.webp')).toBeNull();
    expect(photoKeyOf('https://evil.example/x.png')).toBeNull();
  });
});
