import { describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import type { ProbeResult } from './video-ffmpeg';
import { assertChecksum, assertSource, assertVideoRoom, expiresAtFrom, failureCode, isSweepable, outputSize, sourceProblem, transcodeArgs, uploadQuota } from './video-upload.rules';

const V = LIMITS.video;
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return e as { code: string; details?: { field?: string; data?: unknown } };
  }
};
const probe = (over: Partial<ProbeResult> = {}): ProbeResult => ({ durationMs: 2_000, width: 1920, height: 1080, hasVideo: true, hasAudio: true, videoCodec: 'h264', ...over });
const SHA = 'a'.repeat(64);

describe("the phone's checksum", () => {
  it('matches in any case; none given is nothing to check', () => {
    expect(codeOf(() => assertChecksum(undefined, SHA))).toBeNull();
    expect(codeOf(() => assertChecksum('', SHA))).toBeNull();
    expect(codeOf(() => assertChecksum('A'.repeat(64), SHA))).toBeNull();
  });
  it('a different or malformed one is UPLOAD_BLOCK_VERIFY naming sha256', () => {
    expect(codeOf(() => assertChecksum('b'.repeat(64), SHA))).toMatchObject({ code: 'UPLOAD_BLOCK_VERIFY', details: { field: 'sha256' } });
    expect(codeOf(() => assertChecksum('not-hex', SHA))).toMatchObject({ code: 'UPLOAD_BLOCK_VERIFY' });
  });
});

describe('what a source may be', () => {
  it('unreadable or without a picture is not a video', () => {
    expect(sourceProblem(null)).toEqual({ code: 'UPLOAD_TYPE_ERROR' });
    expect(sourceProblem(probe({ hasVideo: false }))).toEqual({ code: 'UPLOAD_TYPE_ERROR' });
    expect(codeOf(() => assertSource(null))).toMatchObject({ code: 'UPLOAD_TYPE_ERROR', details: { field: 'file' } });
  });
  it('exactly the maximum duration is taken, one millisecond more is too large (rule: duration)', () => {
    expect(sourceProblem(probe({ durationMs: V.maxDurationSeconds * 1000 }))).toBeNull();
    expect(codeOf(() => assertSource(probe({ durationMs: V.maxDurationSeconds * 1000 + 1 })))).toMatchObject({
      code: 'UPLOAD_TOO_LARGE',
      details: { field: 'file', data: { rule: 'duration', max: 300 } },
    });
  });
  it('a side exactly the maximum is taken, one pixel more is too large (rule: side), either side', () => {
    expect(sourceProblem(probe({ width: V.maxSourceSide, height: 16 }))).toBeNull();
    expect(sourceProblem(probe({ width: 16, height: V.maxSourceSide }))).toBeNull();
    expect(sourceProblem(probe({ width: V.maxSourceSide + 1, height: 16 }))).toMatchObject({ code: 'UPLOAD_TOO_LARGE', rule: 'side' });
    expect(sourceProblem(probe({ width: 16, height: V.maxSourceSide + 1 }))).toMatchObject({ code: 'UPLOAD_TOO_LARGE', rule: 'side' });
  });
});

describe('the output size', () => {
  it('scales the longer side down to 1280, keeping the shape, never enlarging, both sides even', () => {
    expect(outputSize(1920, 1080)).toEqual({ width: 1280, height: 720 });
    expect(outputSize(1080, 1920)).toEqual({ width: 720, height: 1280 });
    expect(outputSize(1280, 720)).toEqual({ width: 1280, height: 720 });
    expect(outputSize(1281, 721)).toEqual({ width: 1280, height: 720 });
    expect(outputSize(320, 240)).toEqual({ width: 320, height: 240 });
    expect(outputSize(321, 241)).toEqual({ width: 320, height: 240 });
    expect(outputSize(4096, 3)).toEqual({ width: 1280, height: 2 });
  });
  it('the command: H.264/AAC, fast start, the duration cap, a silent track only when the source has none', () => {
    const withSound = transcodeArgs('in', 'out.mp4', { width: 1280, height: 720 }, true);
    expect(withSound.join(' ')).toContain('-c:v libx264 -preset veryfast');
    expect(withSound.join(' ')).toContain('-movflags +faststart');
    expect(withSound.join(' ')).toContain(`-t ${V.maxDurationSeconds}`);
    expect(withSound.join(' ')).toContain('scale=1280:720,format=yuv420p');
    expect(withSound).not.toContain('anullsrc=channel_layout=stereo:sample_rate=44100');
    const silent = transcodeArgs('in', 'out.mp4', { width: 2, height: 2 }, false);
    expect(silent).toContain('anullsrc=channel_layout=stereo:sample_rate=44100');
    expect(silent).toContain('-shortest');
    expect(silent.at(-1)).toBe('out.mp4');
  });
});

describe('the video quota', () => {
  it('20 free, 200 with premium; exactly full refuses the next', () => {
    expect(uploadQuota(false)).toBe(20);
    expect(uploadQuota(true)).toBe(200);
    expect(codeOf(() => assertVideoRoom(19, false))).toBeNull();
    expect(codeOf(() => assertVideoRoom(20, false))).toMatchObject({ code: 'VIDEO_QUOTA_FULL', details: { field: 'uploadId' } });
    expect(codeOf(() => assertVideoRoom(199, true))).toBeNull();
    expect(codeOf(() => assertVideoRoom(200, true))).toMatchObject({ code: 'VIDEO_QUOTA_FULL' });
  });
});

describe('retention and failures', () => {
  it('a log is kept 24 hours: swept at exactly its time, not a second before, never once it is a video', () => {
    const t0 = new Date('2025-01-01T00:00:00Z');
    const row = { expiresAt: expiresAtFrom(t0), videoId: null };
    expect(row.expiresAt.getTime() - t0.getTime()).toBe(24 * 3_600_000);
    expect(isSweepable(row, new Date(row.expiresAt.getTime() - 1_000))).toBe(false);
    expect(isSweepable(row, row.expiresAt)).toBe(true);
    expect(isSweepable({ ...row, videoId: 'v1' }, new Date(row.expiresAt.getTime() + 1_000))).toBe(false);
  });
  it('a failure records its own code, a store failure, or unknown', () => {
    expect(failureCode({ code: 'UPLOAD_TYPE_ERROR' })).toBe('UPLOAD_TYPE_ERROR');
    expect(failureCode({ code: 'UPLOAD_CALLBACK_FAILED' })).toBe('UPLOAD_CALLBACK_FAILED');
    expect(failureCode(Object.assign(new Error('x'), { code: 'ENOSPC' }))).toBe('UPLOAD_UNKNOWN');
    expect(failureCode(new Error('timed out'))).toBe('UPLOAD_UNKNOWN');
  });
});
