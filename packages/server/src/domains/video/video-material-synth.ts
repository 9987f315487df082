import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LIMITS } from '@card/contract';
import type { AppContext } from '../../context';
import { PermanentTaskError, type QueueHandler, type TaskRun } from '../../core/queue';
import { releaseFiles, storeFile } from '../../core/uploads';
import { loadSharp } from '../../lib/sharp';
import { probeMedia, runFfmpeg } from './video-ffmpeg';
import { videoMaterialRepository } from './video-material.repository';
import { SYNTH_FRAME, synthArgs, synthDurationMs } from './video-material.rules';
import { coverArgs, outputKeys } from './video-upload.rules';

const V = LIMITS.video;
export const SYNTH_QUEUE = 'video.synthesize';

/** What a synthetic log's `source` column holds: everything the renderer needs, frozen when the user pressed start. */
export interface SynthSource {
  posterRecordId: string | null;
  images: string[];
  secondsPerImage: number;
  musicUrl: string | null;
  musicId: string | null;
  epilogue: { id: string; imageUrl: string; text: string; seconds: number } | null;
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * One frame of the slideshow: the picture fitted inside 720x1280 on black (turned as the phone took it), with an
 * optional line of text drawn under it (an epilogue's text). Drawn with sharp so any picture format the library
 * stores works, and ffmpeg only loops ready frames.
 */
async function frameOf(bytes: Buffer, text: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const { width: W, height: H } = SYNTH_FRAME;
  const band = text ? 200 : 0;
  const picture = await sharp(bytes)
    .rotate()
    .resize(W, H - band, { fit: 'contain', background: '#000000' })
    .png()
    .toBuffer();
  const layers: { input: Buffer; top: number; left: number }[] = [{ input: picture, top: 0, left: 0 }];
  if (text) {
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${band}"><text x="${W / 2}" y="${band / 2 + 16}" ` +
      `font-family="WenQuanYi Zen Hei, sans-serif" font-size="44" fill="#ffffff" text-anchor="middle">${esc(text)}</text></svg>`;
    layers.push({ input: Buffer.from(svg), top: H - band, left: 0 });
  }
  return sharp({ create: { width: W, height: H, channels: 3, background: '#000000' } })
    .composite(layers)
    .png()
    .toBuffer();
}

/**
 * The `video.synthesize` task of one synthetic log: pictures and epilogue drawn as frames, joined by ffmpeg with the
 * music (or silence) into an H.264/AAC MP4 with fast start, a first-frame cover taken, both stored (purpose `video`,
 * keys fixed per log so a second try replaces the first's files), the log marked done. Safe to run again from the
 * start; a picture or track that is gone fails it at once; the temp folder is always removed.
 */
export function synthesizeHandler(ctx: AppContext): QueueHandler<{ uploadId: string }> {
  const repo = videoMaterialRepository(ctx.db);
  const storage = ctx.providers.storage;

  async function bytesOf(url: string, what: string): Promise<Buffer> {
    const key = storage.keyOf(url);
    const bytes = key ? await storage.read(key) : null;
    if (!bytes) throw new PermanentTaskError(`${what} is gone`, 'VIDEO_SYNTH_FAILED');
    return bytes;
  }

  async function run(task: TaskRun<{ uploadId: string }>) {
    const log = await repo.logById(task.payload.uploadId);
    if (!log || log.status === 'done' || !log.source) return;
    const src = JSON.parse(log.source) as SynthSource;
    await repo.updateLog(log.id, { status: 'transcoding', progress: 0, errorCode: null, updatedAt: ctx.clock.now() });
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'video-synth-'));
    try {
      const frames: { file: string; seconds: number }[] = [];
      for (const [i, url] of src.images.entries()) {
        const file = path.join(dir, `f${i}.png`);
        await fs.writeFile(file, await frameOf(await bytesOf(url, 'a picture'), ''));
        frames.push({ file, seconds: src.secondsPerImage });
      }
      if (src.epilogue) {
        const file = path.join(dir, 'epilogue.png');
        await fs.writeFile(file, await frameOf(await bytesOf(src.epilogue.imageUrl, 'the epilogue picture'), src.epilogue.text));
        frames.push({ file, seconds: src.epilogue.seconds });
      }
      let music: string | null = null;
      if (src.musicUrl) {
        music = path.join(dir, `music${path.extname(src.musicUrl) || '.audio'}`);
        await fs.writeFile(music, await bytesOf(src.musicUrl, 'the music'));
      }
      const output = path.join(dir, 'out.mp4');
      const cover = path.join(dir, 'cover.jpg');
      const durationMs = synthDurationMs({ images: src.images, secondsPerImage: src.secondsPerImage, epilogueSeconds: src.epilogue?.seconds ?? 0 });
      let shown = 0;
      const onProgress = (pct: number) => {
        void task.progress(pct);
        const whole = Math.floor(pct);
        if (whole >= shown + 5) {
          shown = whole;
          void repo.updateLog(log.id, { progress: whole, updatedAt: ctx.clock.now() }).catch(() => undefined);
        }
      };
      await runFfmpeg(synthArgs(frames, music, output), { signal: task.signal, timeoutMs: V.synthTimeoutSeconds * 1000, durationMs, onProgress });
      await runFfmpeg(coverArgs(output, cover), { signal: task.signal, timeoutMs: 60_000 });
      const made = await probeMedia(output, { signal: task.signal });
      const [videoBytes, coverBytes] = await Promise.all([fs.readFile(output), fs.readFile(cover)]);
      const keys = outputKeys(log.id);
      await releaseFiles(ctx, [storage.urlOf(keys.video), storage.urlOf(keys.cover)]);
      let videoUrl: string;
      let coverUrl: string;
      try {
        videoUrl = await storeFile(ctx, { userId: log.userId, purpose: 'video' }, keys.video, videoBytes, 'video/mp4');
        coverUrl = await storeFile(ctx, { userId: log.userId, purpose: 'video' }, keys.cover, coverBytes, 'image/jpeg');
      } catch (err) {
        await releaseFiles(ctx, [storage.urlOf(keys.video), storage.urlOf(keys.cover)]);
        // A full storage quota will not empty itself between tries.
        if ((err as { code?: string }).code === 'UPLOAD_QUOTA_EXCEEDED') throw new PermanentTaskError('storage quota full', 'UPLOAD_QUOTA_EXCEEDED');
        throw err;
      }
      const written = await repo.updateLog(log.id, {
        status: 'done',
        progress: 100,
        errorCode: null,
        videoUrl,
        coverUrl,
        outBytes: videoBytes.length,
        durationMs: made?.durationMs ?? durationMs,
        width: made?.width ?? SYNTH_FRAME.width,
        height: made?.height ?? SYNTH_FRAME.height,
        updatedAt: ctx.clock.now(),
      });
      if (written.count === 0) await releaseFiles(ctx, [videoUrl, coverUrl]); // the log was removed while we worked
      await task.progress(100);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  return {
    queue: SYNTH_QUEUE,
    concurrency: V.transcodeConcurrency,
    leaseMs: 60_000,
    timeoutMs: V.synthTimeoutSeconds * 1000,
    run,
    onFailed: async (task, err) => {
      const code = (err as { code?: string } | null)?.code === 'UPLOAD_QUOTA_EXCEEDED' ? 'UPLOAD_QUOTA_EXCEEDED' : 'VIDEO_SYNTH_FAILED';
      await repo.updateLog(task.payload.uploadId, { status: 'failed', errorCode: code, updatedAt: ctx.clock.now() });
    },
  };
}
