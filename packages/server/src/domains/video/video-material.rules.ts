import { LIMITS, type ErrorCode } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { addTerm } from '../../core/editions';
import { uploadQuota } from './video-upload.rules';

/**
 * Pure rules of the material block: making a video from posters or pictures, epilogues, premium time, the upload
 * entrance and importing an upload log. No clock reads, no database.
 */
const V = LIMITS.video;

/** The frame a synthetic video is drawn at (portrait 720p, the transcoder's output size). */
export const SYNTH_FRAME = { width: 720, height: 1280 } as const;
export const SYNTH_FPS = 25;

/** What a synthesis shows: the pictures in order (a poster's image first), then the epilogue if any. */
export interface SynthPlan {
  images: string[];
  secondsPerImage: number;
  epilogueSeconds: number;
}

/** The pictures of a synthesis: the poster's image, then the chosen pictures; refused when there is none or too many. */
export function synthImages(posterUrl: string | null, images: readonly string[]): string[] {
  const all = [...(posterUrl ? [posterUrl] : []), ...images];
  if (all.length === 0) throw new DomainError('VIDEO_SYNTH_NO_IMAGES', { field: 'images' });
  if (all.length > V.synthImagesMax) throw new DomainError('VIDEO_SYNTH_NO_IMAGES', { field: 'images', data: { max: V.synthImagesMax } });
  return all;
}

/** The video's length in ms: every picture its seconds, plus the epilogue's. */
export const synthDurationMs = (p: Pick<SynthPlan, 'secondsPerImage' | 'epilogueSeconds'> & { images: readonly unknown[] }) =>
  (p.images.length * p.secondsPerImage + p.epilogueSeconds) * 1000;

/**
 * The ffmpeg arguments of a synthesis from frames already drawn at SYNTH_FRAME (one PNG per picture, then the
 * epilogue's): each frame is looped for its seconds, the frames are joined, the audio is the music cut to length
 * (looped when shorter) or a silent track; H.264/AAC with the index at the front so a phone starts playing at once.
 */
export function synthArgs(frames: readonly { file: string; seconds: number }[], music: string | null, output: string): string[] {
  const inputs = frames.flatMap((f) => ['-loop', '1', '-framerate', String(SYNTH_FPS), '-t', String(f.seconds), '-i', f.file]);
  const totalSeconds = frames.reduce((s, f) => s + f.seconds, 0);
  const audioIn = music ? ['-stream_loop', '-1', '-i', music] : ['-f', 'lavfi', '-t', String(totalSeconds), '-i', 'anullsrc=channel_layout=stereo:sample_rate=44100'];
  const joined = frames.map((_, i) => `[${i}:v]setsar=1,format=yuv420p[v${i}]`).join(';');
  const concat = `${frames.map((_, i) => `[v${i}]`).join('')}concat=n=${frames.length}:v=1:a=0[v]`;
  return [
    ...inputs,
    ...audioIn,
    '-filter_complex',
    `${joined};${concat}`,
    '-map',
    '[v]',
    '-map',
    `${frames.length}:a`,
    '-t',
    String(totalSeconds),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    '-r',
    String(SYNTH_FPS),
    '-c:a',
    'aac',
    '-b:a',
    '128k',
    '-ar',
    '44100',
    '-ac',
    '2',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    output,
  ];
}

/** One more own epilogue must fit (exactly full refuses the next). */
export function assertEpilogueRoom(kept: number) {
  if (kept >= V.ownEpiloguesMax) throw new DomainError('VIDEO_EPILOGUES_FULL', { field: 'name', data: { max: V.ownEpiloguesMax } });
}

/**
 * Which epilogue a synthesis closes with: an explicit id (checked by the caller to be usable), "" for none, or the
 * caller's default when the field is missing (a default that was removed meanwhile is none).
 */
export function chosenEpilogue(given: string | undefined, defaultId: string | null): string | null {
  if (given === undefined) return defaultId;
  return given === '' ? null : given;
}

/** Bought premium after paying for another term at `now`: from its current end while it runs, else from now. */
export function premiumExtended(current: Date | null, now: Date, years: number = V.premiumYears): Date {
  return addTerm(current && current > now ? current : now, { years });
}

/** Premium taken back by a refund: the end moves back by what that payment added, never before now. */
export function premiumWithdrawn(current: Date | null, now: Date, grantedMs: number): Date | null {
  if (!current) return null;
  const back = new Date(current.getTime() - grantedMs);
  return back > now ? back : now;
}

export interface QuotaFacts {
  used: number;
  premium: boolean;
}

/** The quota view: kept videos against the free or premium number. */
export const quantityOf = (f: QuotaFacts) => ({ used: f.used, max: uploadQuota(f.premium), premium: f.premium });

/** Whether an upload may start now: the module must be open, then a video must still fit. */
export function entranceRefusal(moduleLocked: boolean, f: QuotaFacts): ErrorCode | null {
  if (moduleLocked) return 'MODULE_LOCKED';
  return f.used >= uploadQuota(f.premium) ? 'VIDEO_QUOTA_FULL' : null;
}

/** What importing a log answers now (null: it would become a video, or already is one). */
export function importRefusal(log: { kind: string; status: string; videoId: string | null }, f: QuotaFacts): ErrorCode | null {
  if (log.videoId) return null;
  if (log.status === 'failed') return log.kind === 'synthetic' ? 'VIDEO_SYNTH_FAILED' : 'VIDEO_TRANSCODE_FAILED';
  if (log.status !== 'done') return 'VIDEO_NOT_READY';
  return f.used >= uploadQuota(f.premium) ? 'VIDEO_QUOTA_FULL' : null;
}

/** The title of an imported video when none is given: the log's file name without its extension, else a dated name. */
export function importTitle(given: string, fileName: string, fallback: string): string {
  if (given.trim()) return given.trim();
  const base = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim();
  return [...(base || fallback)].slice(0, V.titleMax).join('');
}
