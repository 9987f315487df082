import { describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { assertPublishable, assertWatermarkPremium, cardTarget, checkVideoBatch, checkVideoOrder, filesToRelease, settingOrDefault } from './video-library.rules';

const V = LIMITS.video;
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof DomainError ? { code: e.code, field: e.details?.field } : e;
  }
  return null;
};

describe('the order of published videos', () => {
  it('takes exactly the published videos, each once', () => {
    expect(checkVideoOrder(['b', 'a'], ['a', 'b'])).toEqual(['b', 'a']);
  });
  it("refuses a missing one, a repeat, and someone else's id (NOT_FOUND)", () => {
    expect(codeOf(() => checkVideoOrder(['a'], ['a', 'b']))).toEqual({ code: 'VIDEO_SORT_MISMATCH', field: 'ids' });
    expect(codeOf(() => checkVideoOrder(['a', 'a', 'b'], ['a', 'b']))).toEqual({ code: 'VIDEO_SORT_MISMATCH', field: 'ids' });
    expect(codeOf(() => checkVideoOrder(['a', 'x'], ['a', 'b']))).toEqual({ code: 'NOT_FOUND', field: 'ids' });
  });
});

describe('a batch delete', () => {
  it("is all the caller's or nothing; repeats count once", () => {
    expect(checkVideoBatch(['a', 'a', 'b'], ['a', 'b', 'c'])).toEqual(['a', 'b']);
    expect(codeOf(() => checkVideoBatch(['a', 'z'], ['a', 'b']))).toEqual({ code: 'NOT_FOUND', field: 'ids' });
  });
});

describe('publishing a draft within the quota', () => {
  it('publishes up to one below the quota, refuses at it (free and premium)', () => {
    expect(codeOf(() => assertPublishable('draft', V.videoQuotaFree - 1, false))).toBeNull();
    expect(codeOf(() => assertPublishable('draft', V.videoQuotaFree, false))).toEqual({ code: 'VIDEO_QUOTA_FULL', field: 'id' });
    expect(codeOf(() => assertPublishable('draft', V.videoQuotaFree, true))).toBeNull();
    expect(codeOf(() => assertPublishable('draft', V.videoQuotaPremium - 1, true))).toBeNull();
    expect(codeOf(() => assertPublishable('draft', V.videoQuotaPremium, true))).toEqual({ code: 'VIDEO_QUOTA_FULL', field: 'id' });
  });
  it('refuses a video that is not a draft', () => {
    expect(codeOf(() => assertPublishable('published', 0, true))).toEqual({ code: 'VIDEO_NOT_DRAFT', field: 'id' });
  });
});

describe('the watermark', () => {
  it('comes off with premium only', () => {
    expect(codeOf(() => assertWatermarkPremium(true))).toBeNull();
    expect(codeOf(() => assertWatermarkPremium(false))).toEqual({ code: 'VIDEO_WATERMARK_PREMIUM', field: 'id' });
  });
});

describe('files of deleted videos', () => {
  it('releases each once, never one still referenced by another video, never blanks', () => {
    expect(filesToRelease(['/f/a.mp4', '/f/a.jpg', '/f/a.mp4', null, ''], new Set(['/f/a.jpg']))).toEqual(['/f/a.mp4']);
    expect(filesToRelease(['/f/a.mp4'], new Set(['/f/a.mp4']))).toEqual([]);
  });
});

describe('the library settings', () => {
  it('read as the defaults when never saved, and stay within 1..3 videos per row', () => {
    expect(settingOrDefault(null)).toEqual({ buttonType: 'card', rowsPerLine: 2 });
    expect(settingOrDefault({ buttonType: 'call', rowsPerLine: V.rowsPerLineMin }).rowsPerLine).toBe(1);
    expect(settingOrDefault({ buttonType: 'call', rowsPerLine: V.rowsPerLineMax }).rowsPerLine).toBe(3);
    expect(settingOrDefault({ buttonType: 'call', rowsPerLine: V.rowsPerLineMax + 1 }).rowsPerLine).toBe(3);
    expect(settingOrDefault({ buttonType: 'call', rowsPerLine: V.rowsPerLineMin - 1 }).rowsPerLine).toBe(1);
  });
});

describe('whose card a {0} call reads', () => {
  it("0 is the caller's own (signed in), anything else a card", () => {
    expect(cardTarget('0', 'u1')).toEqual({ userId: 'u1' });
    expect(cardTarget('abcdefgh', null)).toEqual({ phoneIdEcr: 'abcdefgh' });
    expect(codeOf(() => cardTarget('0', null))).toMatchObject({ code: 'NOT_LOGGED_IN' });
  });
});
