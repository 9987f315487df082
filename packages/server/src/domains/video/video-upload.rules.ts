import { LIMITS } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import type { ProbeResult } from './video-ffmpeg';

/**
 * The pure rules of uploads and transcoding: the checksum, what a source may be (readable video, duration, frame
 * size), the output size, the ffmpeg arguments, the video quota and the one-day retention. No I/O, no clock.
 */
const V = LIMITS.video;

/** The phone's checksum (hex, any case) against the bytes' SHA-256; no checksum given is nothing to check. */
export function assertChecksum(given: string | undefined, actualHex: string, field = 'sha256') {
  if (given && given.trim().toLowerCase() !== actualHex) throw new DomainError('UPLOAD_BLOCK_VERIFY', { field });
}

/**
 * What a probed source is worth transcoding: unreadable or without a picture is not a video (UPLOAD_TYPE_ERROR);
 * longer than the maximum or with a side over the largest accepted is too large, the details saying which rule.
 * Exactly the maximum is allowed.
 */
export function sourceProblem(probe: ProbeResult | null): { code: 'UPLOAD_TYPE_ERROR' } | { code: 'UPLOAD_TOO_LARGE'; rule: 'duration' | 'side'; max: number } | null {
  if (!probe?.hasVideo) return { code: 'UPLOAD_TYPE_ERROR' };
  if (probe.durationMs > V.maxDurationSeconds * 1000) return { code: 'UPLOAD_TOO_LARGE', rule: 'duration', max: V.maxDurationSeconds };
  if (Math.max(probe.width, probe.height) > V.maxSourceSide) return { code: 'UPLOAD_TOO_LARGE', rule: 'side', max: V.maxSourceSide };
  return null;
}

/** Throws the catalogue refusal of `sourceProblem`, naming the field (and the rule broken, in `data`). */
export function assertSource(probe: ProbeResult | null, field = 'file') {
  const p = sourceProblem(probe);
  if (!p) return;
  if (p.code === 'UPLOAD_TYPE_ERROR') throw new DomainError(p.code, { field });
  throw new DomainError(p.code, { field, data: { rule: p.rule, max: p.max } });
}

/** Even (H.264 with yuv420p needs it), at least 2. */
const even = (n: number) => Math.max(2, Math.floor(n / 2) * 2);

/** The output frame: the longer side at most `longSide` (never enlarged), the shape kept, both sides even. */
export function outputSize(width: number, height: number, longSide: number = V.outputLongSide): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: even(Math.round(width * scale)), height: even(Math.round(height * scale)) };
}

/**
 * The transcoding command: H.264 (veryfast, yuv420p) and AAC in an MP4 with the index first (fast start), scaled to
 * `size`, stopped at the maximum duration whatever the header claimed; a source without sound gets a silent track
 * (players and the ad at the end expect one).
 */
export function transcodeArgs(input: string, output: string, size: { width: number; height: number }, hasAudio: boolean): string[] {
  return [
    '-i',
    input,
    ...(hasAudio ? [] : ['-f', 'lavfi', '-i', 'anullsrc=channel_layout=stereo:sample_rate=44100']),
    '-map',
    '0:v:0',
    '-map',
    hasAudio ? '0:a:0' : '1:a:0',
    '-t',
    String(V.maxDurationSeconds),
    '-vf',
    `scale=${size.width}:${size.height},format=yuv420p`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-ac',
    '2',
    ...(hasAudio ? [] : ['-shortest']),
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    output,
  ];
}

/** The cover: the first frame of the transcoded video as a JPEG. */
export const coverArgs = (video: string, cover: string) => ['-i', video, '-frames:v', '1', '-q:v', '3', '-f', 'image2', cover];

/** How many micro videos a user may keep: the free number, or the premium one. */
export const uploadQuota = (premium: boolean) => (premium ? V.videoQuotaPremium : V.videoQuotaFree);

/** One more video must stay within the quota (exactly full refuses the next). */
export function assertVideoRoom(kept: number, premium: boolean, field = 'uploadId') {
  if (kept >= uploadQuota(premium)) throw new DomainError('VIDEO_QUOTA_FULL', { field, data: { quota: uploadQuota(premium) } });
}

/** When a new upload log is removed unless it becomes a video (spec section 9: one day). */
export const expiresAtFrom = (now: Date) => new Date(now.getTime() + V.tempRetentionHours * 3_600_000);

/** The sweep removes a log whose time has come (exactly at expiresAt) and that never became a video. */
export const isSweepable = (row: { expiresAt: Date; videoId: string | null }, now: Date) => row.videoId === null && row.expiresAt <= now;

/** What a failed transcoding records: the permanent failure's own code, a store failure, or unknown. */
export function failureCode(err: unknown): 'UPLOAD_TYPE_ERROR' | 'UPLOAD_CALLBACK_FAILED' | 'UPLOAD_UNKNOWN' {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'UPLOAD_TYPE_ERROR' || code === 'UPLOAD_CALLBACK_FAILED' ? code : 'UPLOAD_UNKNOWN';
}

/** Storage keys of an upload's transcoded files: fixed per upload, so a second try replaces the first try's files. */
export const outputKeys = (uploadId: string) => ({ video: `video/${uploadId}.mp4`, cover: `video/${uploadId}.jpg` });
