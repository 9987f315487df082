import { describe, expect, it } from 'vitest';
import { absoluteUrl, cardRank, downloadCenter, initialOf, rankWindowStart, showInfo, vipBoundaryOf } from './share.rules';
import { LocalDiskStorage } from '../../providers/storage';

describe('share rules', () => {
  it('the rank window starts exactly 7 days before now', () => {
    const now = new Date('2026-11-21T08:00:00Z');
    expect(rankWindowStart(now).toISOString()).toBe('2026-11-14T08:00:00.000Z');
  });

  it('ranks 1 + the cards strictly ahead; equal visits share a rank; total never below the rank', () => {
    expect(cardRank(5, 0, 10)).toEqual({ rank: 1, total: 10, visits: 5, days: 7 });
    expect(cardRank(0, 3, 10).rank).toBe(4);
    expect(cardRank(0, 0, 0)).toMatchObject({ rank: 1, total: 1 });
  });

  it('tells owner, visitor and subscriber apart; the owner is never "subscribed" to themselves', () => {
    expect(showInfo(null, 'u1', false)).toEqual({ loggedIn: false, isOwner: false, subscribed: false });
    expect(showInfo('u1', 'u1', true)).toEqual({ loggedIn: true, isOwner: true, subscribed: false });
    expect(showInfo('u2', 'u1', true)).toEqual({ loggedIn: true, isOwner: false, subscribed: true });
  });

  it('makes our paths absolute, keeps http(s) URLs, drops anything else', () => {
    expect(absoluteUrl('https://c.cn', '/files/a.jpg')).toBe('https://c.cn/files/a.jpg');
    expect(absoluteUrl('https://c.cn', 'https://cdn.cn/a.jpg')).toBe('https://cdn.cn/a.jpg');
    expect(absoluteUrl('https://c.cn', '//evil.cn/a.jpg')).toBe('');
    expect(absoluteUrl('https://c.cn', 'javascript:alert(1)')).toBe('');
    expect(absoluteUrl('https://c.cn', '')).toBe('');
  });

  it('reads only our own storage keys (no traversal, no external URLs): the storage provider says which URLs are its own', () => {
    const storage = new LocalDiskStorage('/tmp/unused');
    expect(storage.keyOf('/files/avatars/a.jpg')).toBe('avatars/a.jpg');
    expect(storage.keyOf('/files/../secret')).toBeNull();
    expect(storage.keyOf('https://cdn.cn/files/a.jpg')).toBeNull();
    expect(storage.keyOf('')).toBeNull();
  });

  it('takes the first letter for the logo, none when the name has no letters', () => {
    expect(initialOf(' 张三')).toBe('张');
    expect(initialOf('😀abc')).toBe('a');
    // No letters (the masked phone a new card is named after): no initial, the logo draws the person glyph.
    expect(initialOf('139****5679')).toBe('');
    expect(initialOf('1a')).toBe('a');
    expect(initialOf('')).toBe('');
  });

  it('lists 4 sizes x PNG/SVG with logo, download URLs and file names', () => {
    const c = downloadCenter('https://c.cn', 'abcdefgh12', '张三', 'https://c.cn/multipage/card/abcdefgh12');
    expect(c.items).toHaveLength(8);
    expect(c.items[0]).toEqual({
      size: 258,
      format: 'png',
      logo: true,
      scanDistanceM: 0.5,
      filename: '张三-qrcode-258-logo.png',
      url: 'https://c.cn/stc/mpQrCode.xhtml?phoneIdEcr=abcdefgh12&format=png&size=258&logo=1&dl=1',
    });
  });
});

describe('how long a rendered card page stays right by itself', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const later = new Date('2026-12-01T00:00:00Z');
  const soon = new Date('2026-11-24T00:00:00Z');
  it('until the first VIP term end still ahead; forever without one', () => {
    expect(vipBoundaryOf({ vipExpiresAt: later, tempVipExpiresAt: soon }, now)).toBe(soon.getTime());
    expect(vipBoundaryOf({ vipExpiresAt: later, tempVipExpiresAt: null }, now)).toBe(later.getTime());
    expect(vipBoundaryOf({ vipExpiresAt: now, tempVipExpiresAt: new Date(now.getTime() - 1) }, now)).toBe(Number.POSITIVE_INFINITY);
    expect(vipBoundaryOf({ vipExpiresAt: new Date(now.getTime() + 1), tempVipExpiresAt: null }, now)).toBe(now.getTime() + 1);
  });
});
