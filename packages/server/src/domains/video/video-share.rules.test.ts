import { describe, expect, it } from 'vitest';
import { LIMITS, ZAddAdBody, ZPushSyncBody, ZSyncIdsBody } from '@card/contract';
import { assertAllFound, assertRoomForAd, assertRoomForChoiceness, assertRoomForCompanyVideo, assertShareable, neighbourOf, planPush, pushTargets, shareUrlOf } from './video-share.rules';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as { code: string }).code;
  }
  return null;
};
const L = LIMITS.video;
const shown = { state: 'published', hidden: false, takenDownAt: null };

describe('micro video share rules', () => {
  it('shares only a published, shown video that is not taken down', () => {
    expect(code(() => assertShareable(shown))).toBeNull();
    expect(code(() => assertShareable({ ...shown, state: 'draft' }))).toBe('VIDEO_SHARE_NOT_VISIBLE');
    expect(code(() => assertShareable({ ...shown, hidden: true }))).toBe('VIDEO_SHARE_NOT_VISIBLE');
    expect(code(() => assertShareable({ ...shown, takenDownAt: new Date(0) }))).toBe('VIDEO_SHARE_NOT_VISIBLE');
  });

  it("builds the visitor's link under /multipage", () => {
    expect(shareUrlOf('https://m.example', 'abc_12345')).toBe('https://m.example/multipage/microvideo/shortVideo/abc_12345');
  });

  it('caps choiceness, company videos and the ad history: the last fits, one more is refused', () => {
    expect(code(() => assertRoomForChoiceness(L.choicenessMax - 1))).toBeNull();
    expect(code(() => assertRoomForChoiceness(L.choicenessMax))).toBe('VIDEO_CHOICENESS_FULL');
    expect(code(() => assertRoomForCompanyVideo(L.companyVideosMax - 1))).toBeNull();
    expect(code(() => assertRoomForCompanyVideo(L.companyVideosMax))).toBe('VIDEO_COMPANY_VIDEOS_FULL');
    expect(code(() => assertRoomForAd(L.adHistoryMax - 1))).toBeNull();
    expect(code(() => assertRoomForAd(L.adHistoryMax))).toBe('VIDEO_AD_HISTORY_FULL');
  });

  it('batches are all-or-nothing', () => {
    expect(code(() => assertAllFound(['a', 'b'], ['b', 'a'], 'ids'))).toBeNull();
    expect(code(() => assertAllFound(['a', 'x'], ['a'], 'ids'))).toBe('NOT_FOUND');
  });

  it('a push reaches the named bound sub cards or all of them; no master, or an unbound card, is refused', () => {
    const bound = [
      { userId: 'u1', phoneIdEcr: 'p1' },
      { userId: 'u2', phoneIdEcr: 'p2' },
    ];
    expect(pushTargets(bound, [])).toEqual(['u1', 'u2']);
    expect(pushTargets(bound, ['p2', 'p2'])).toEqual(['u2']);
    expect(code(() => pushTargets(bound, ['p3']))).toBe('NOT_FOUND');
    expect(code(() => pushTargets([], []))).toBe('VIDEO_SYNC_NOT_MASTER');
  });

  it('never pushes a video twice into a list; a deleted sync is pushed again', () => {
    const existing = [
      { id: 's1', sourceVideoId: 'v1', targetUserId: 'u1', state: 'pushed' },
      { id: 's2', sourceVideoId: 'v1', targetUserId: 'u2', state: 'shown' },
      { id: 's3', sourceVideoId: 'v2', targetUserId: 'u1', state: 'deleted' },
    ];
    expect(planPush(['v1', 'v2', 'v1'], ['u1', 'u2'], existing)).toEqual({
      create: [{ sourceVideoId: 'v2', targetUserId: 'u2' }],
      renew: ['s3'],
    });
  });

  it('finds the neighbour in the company order, null at the ends', () => {
    expect(neighbourOf(['a', 'b', 'c'], 'b', 'prev')).toBe('a');
    expect(neighbourOf(['a', 'b', 'c'], 'b', 'next')).toBe('c');
    expect(neighbourOf(['a', 'b', 'c'], 'a', 'prev')).toBeNull();
    expect(neighbourOf(['a', 'b', 'c'], 'c', 'next')).toBeNull();
    expect(code(() => neighbourOf(['a'], 'z', 'next'))).toBe('NOT_FOUND');
  });

  it('bodies: an ad link must be http(s); list sizes end at their limits', () => {
    const ad = { title: '新品', imageUrl: 'https://x/y.png' };
    expect(ZAddAdBody.safeParse({ ...ad, linkUrl: 'https://shop.example/a' }).success).toBe(true);
    expect(ZAddAdBody.safeParse({ ...ad, linkUrl: '' }).success).toBe(true);
    expect(ZAddAdBody.safeParse({ ...ad, linkUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(ZAddAdBody.safeParse({ ...ad, linkUrl: 'ftp://x.example/a' }).success).toBe(false);
    expect(ZAddAdBody.safeParse({ ...ad, linkUrl: `https://x.example/${'a'.repeat(L.adLinkMax - 18)}` }).success).toBe(true);
    expect(ZAddAdBody.safeParse({ ...ad, linkUrl: `https://x.example/${'a'.repeat(L.adLinkMax - 17)}` }).success).toBe(false);
    expect(ZAddAdBody.safeParse({ ...ad, title: '字'.repeat(L.adTitleMax), linkUrl: '' }).success).toBe(true);
    expect(ZAddAdBody.safeParse({ ...ad, title: '字'.repeat(L.adTitleMax + 1), linkUrl: '' }).success).toBe(false);
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `video${String(i).padStart(5, '0')}`).join(',');
    expect(ZPushSyncBody.safeParse({ ids: ids(L.syncPushVideosMax) }).success).toBe(true);
    expect(ZPushSyncBody.safeParse({ ids: ids(L.syncPushVideosMax + 1) }).success).toBe(false);
    expect(ZPushSyncBody.safeParse({ ids: '' }).success).toBe(false);
    expect(ZSyncIdsBody.safeParse({ ids: ids(L.syncBatchMax) }).success).toBe(true);
    expect(ZSyncIdsBody.safeParse({ ids: ids(L.syncBatchMax + 1) }).success).toBe(false);
  });
});

describe('the {0} card', () => {
  it('0 is the caller (a signed-out caller must log in); a public id is looked up', async () => {
    const { selfOf } = await import('./video-share.rules');
    expect(selfOf('0', 'u1')).toBe('u1');
    expect(code(() => selfOf('0', null))).toBe('NOT_LOGGED_IN');
    expect(selfOf('abcdefgh', null)).toBeNull();
  });
});
