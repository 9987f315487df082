import { describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import {
  assertEpilogueRoom,
  chosenEpilogue,
  entranceRefusal,
  importRefusal,
  importTitle,
  premiumExtended,
  premiumWithdrawn,
  quantityOf,
  synthArgs,
  synthDurationMs,
  synthImages,
} from './video-material.rules';

const V = LIMITS.video;
const code = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return (e as { code: string }).code;
  }
};
const urls = (n: number) => Array.from({ length: n }, (_, i) => `/files/picture/p${i}.png`);

describe('synthesis pictures', () => {
  it('needs a poster or a picture; the poster comes first', () => {
    expect(code(() => synthImages(null, []))).toBe('VIDEO_SYNTH_NO_IMAGES');
    expect(synthImages('/files/poster/a.png', urls(1))).toEqual(['/files/poster/a.png', urls(1)[0]]);
    expect(synthImages(null, urls(1))).toEqual(urls(1));
  });
  it(`takes up to ${V.synthImagesMax} pictures, poster included; one more is refused`, () => {
    expect(synthImages(null, urls(V.synthImagesMax))).toHaveLength(V.synthImagesMax);
    expect(code(() => synthImages(null, urls(V.synthImagesMax + 1)))).toBe('VIDEO_SYNTH_NO_IMAGES');
    expect(code(() => synthImages('/files/poster/a.png', urls(V.synthImagesMax)))).toBe('VIDEO_SYNTH_NO_IMAGES');
  });
  it('lasts pictures x seconds + the epilogue', () => {
    expect(synthDurationMs({ images: urls(2), secondsPerImage: 2, epilogueSeconds: 3 })).toBe(7_000);
    expect(synthDurationMs({ images: urls(1), secondsPerImage: 1, epilogueSeconds: 0 })).toBe(1_000);
  });
  it('ffmpeg: one looped input per frame, silent track without music, looped music cut to length, fast start', () => {
    const frames = [
      { file: 'a.png', seconds: 2 },
      { file: 'b.png', seconds: 3 },
    ];
    const silent = synthArgs(frames, null, 'out.mp4');
    expect(silent.join(' ')).toContain('anullsrc');
    expect(silent.join(' ')).toContain('concat=n=2:v=1:a=0[v]');
    expect(silent).toEqual(expect.arrayContaining(['-map', '2:a', '-t', '5', '+faststart', 'libx264', 'aac']));
    const music = synthArgs(frames, 'm.wav', 'out.mp4');
    expect(music.join(' ')).toContain('-stream_loop -1 -i m.wav');
    expect(music.join(' ')).not.toContain('anullsrc');
  });
});

describe('epilogues', () => {
  it(`keeps ${V.ownEpiloguesMax} own epilogues; the next is refused`, () => {
    expect(code(() => assertEpilogueRoom(V.ownEpiloguesMax - 1))).toBeNull();
    expect(code(() => assertEpilogueRoom(V.ownEpiloguesMax))).toBe('VIDEO_EPILOGUES_FULL');
  });
  it('missing = the default, blank = none, an id = that one', () => {
    expect(chosenEpilogue(undefined, 'def12345')).toBe('def12345');
    expect(chosenEpilogue(undefined, null)).toBeNull();
    expect(chosenEpilogue('', 'def12345')).toBeNull();
    expect(chosenEpilogue('other123', 'def12345')).toBe('other123');
  });
});

describe('premium time', () => {
  const now = new Date('2025-03-01T00:00:00Z');
  it('a year from now, or from the running end; an ended premium starts again from now', () => {
    expect(premiumExtended(null, now).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(premiumExtended(new Date('2025-06-01T00:00:00Z'), now).toISOString()).toBe('2026-06-01T00:00:00.000Z');
    expect(premiumExtended(new Date('2025-02-28T23:59:59Z'), now).toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(premiumExtended(now, now).toISOString()).toBe('2026-03-01T00:00:00.000Z');
  });
  it('a refund takes back what the payment added, never before now', () => {
    const year = 365 * 86_400_000;
    expect(premiumWithdrawn(new Date(now.getTime() + year + 1000), now, year)!.getTime()).toBe(now.getTime() + 1000);
    expect(premiumWithdrawn(new Date(now.getTime() + 1000), now, year)!.getTime()).toBe(now.getTime());
    expect(premiumWithdrawn(null, now, year)).toBeNull();
  });
});

describe('quota, entrance and import', () => {
  it(`free ${V.videoQuotaFree}, premium ${V.videoQuotaPremium}`, () => {
    expect(quantityOf({ used: 3, premium: false })).toEqual({ used: 3, max: V.videoQuotaFree, premium: false });
    expect(quantityOf({ used: 3, premium: true }).max).toBe(V.videoQuotaPremium);
  });
  it('entrance: module first, then the quota at its edge', () => {
    expect(entranceRefusal(true, { used: 0, premium: false })).toBe('MODULE_LOCKED');
    expect(entranceRefusal(false, { used: V.videoQuotaFree - 1, premium: false })).toBeNull();
    expect(entranceRefusal(false, { used: V.videoQuotaFree, premium: false })).toBe('VIDEO_QUOTA_FULL');
    expect(entranceRefusal(false, { used: V.videoQuotaFree, premium: true })).toBeNull();
    expect(entranceRefusal(false, { used: V.videoQuotaPremium, premium: true })).toBe('VIDEO_QUOTA_FULL');
  });
  it('import: done and room → ok; not ready, failed (synthetic or uploaded), full; an imported log answers its video', () => {
    const room = { used: V.videoQuotaFree - 1, premium: false };
    const full = { used: V.videoQuotaFree, premium: false };
    expect(importRefusal({ kind: 'upload', status: 'done', videoId: null }, room)).toBeNull();
    expect(importRefusal({ kind: 'upload', status: 'queued', videoId: null }, room)).toBe('VIDEO_NOT_READY');
    expect(importRefusal({ kind: 'synthetic', status: 'transcoding', videoId: null }, room)).toBe('VIDEO_NOT_READY');
    expect(importRefusal({ kind: 'upload', status: 'failed', videoId: null }, room)).toBe('VIDEO_TRANSCODE_FAILED');
    expect(importRefusal({ kind: 'synthetic', status: 'failed', videoId: null }, room)).toBe('VIDEO_SYNTH_FAILED');
    expect(importRefusal({ kind: 'upload', status: 'done', videoId: null }, full)).toBe('VIDEO_QUOTA_FULL');
    expect(importRefusal({ kind: 'upload', status: 'done', videoId: 'v1234567' }, full)).toBeNull();
  });
  it('title: the given one, else the file name without extension, else the fallback, cut to the limit', () => {
    expect(importTitle(' 新品 ', 'clip.mp4', '我的视频')).toBe('新品');
    expect(importTitle('', 'clip.mp4', '我的视频')).toBe('clip');
    expect(importTitle('', '', '我的视频')).toBe('我的视频');
    expect([...importTitle('', `${'长'.repeat(V.titleMax + 5)}.mp4`, 'x')]).toHaveLength(V.titleMax);
  });
});
