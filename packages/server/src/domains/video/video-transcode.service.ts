import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LIMITS } from '@card/contract';
import type { AppContext } from '../../context';
import type { Job } from '../../core/jobs';
import { PermanentTaskError, type QueueHandler, type TaskRun } from '../../core/queue';
import { releaseFiles, storeFile } from '../../core/uploads';
import { probeMedia, runFfmpeg, ToolFailed } from './video-ffmpeg';
import { videoUploadRepository } from './video-upload.repository';
import { coverArgs, failureCode, outputKeys, outputSize, sourceProblem, transcodeArgs } from './video-upload.rules';
import { removeLog, TRANSCODE_QUEUE } from './video-upload.service';

const V = LIMITS.video;

/** Storing the result failed (the store refused or was unreachable): the log says UPLOAD_CALLBACK_FAILED. */
class StoreFailed extends Error {
  readonly code = 'UPLOAD_CALLBACK_FAILED';
  constructor(cause: unknown) {
    super(`storing the transcoded files failed: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'StoreFailed';
  }
}

/**
 * The transcoding task of one upload: the raw file is read from storage into a temp folder, transcoded by ffmpeg
 * (H.264/AAC MP4, fast start, mobile size, bounded duration) with progress on the log and the task, a first-frame
 * cover taken, both stored under keys fixed by the upload (a second try replaces the first's files), the log marked
 * done and the raw file released. Safe to run again from the start: a worker that died leaves nothing a new try
 * trips over. A file ffmpeg cannot read fails at once (UPLOAD_TYPE_ERROR); the temp folder is always removed.
 */
export function transcodeHandler(ctx: AppContext): QueueHandler<{ uploadId: string }> {
  const repo = videoUploadRepository(ctx.db);
  const storage = ctx.providers.storage;

  async function run(task: TaskRun<{ uploadId: string }>) {
    const up = await repo.byId(task.payload.uploadId);
    // Removed meanwhile (deleted, swept), or finished by an earlier try whose outcome was not written: nothing to do.
    if (!up || up.status === 'done' || !up.rawKey) return;
    await repo.update(up.id, { status: 'transcoding', progress: 0, errorCode: null, updatedAt: ctx.clock.now() });
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'video-transcode-'));
    try {
      const raw = await storage.read(up.rawKey);
      if (!raw) throw new PermanentTaskError('the raw upload is gone', 'UPLOAD_UNKNOWN');
      const input = path.join(dir, 'source');
      const output = path.join(dir, 'out.mp4');
      const cover = path.join(dir, 'cover.jpg');
      await fs.writeFile(input, raw);
      const probe = await probeMedia(input, { signal: task.signal });
      if (sourceProblem(probe)) throw new PermanentTaskError('not a video ffmpeg accepts', 'UPLOAD_TYPE_ERROR');
      const size = outputSize(probe!.width, probe!.height);
      const timeoutMs = V.transcodeTimeoutSeconds * 1000;
      let shown = 0;
      const onProgress = (pct: number) => {
        void task.progress(pct);
        const whole = Math.floor(pct);
        if (whole >= shown + 5) {
          shown = whole;
          void repo.update(up.id, { progress: whole, updatedAt: ctx.clock.now() }).catch(() => undefined);
        }
      };
      try {
        await runFfmpeg(transcodeArgs(input, output, size, probe!.hasAudio), {
          signal: task.signal,
          timeoutMs,
          durationMs: Math.min(probe!.durationMs, V.maxDurationSeconds * 1000),
          onProgress,
        });
        await runFfmpeg(coverArgs(output, cover), { signal: task.signal, timeoutMs: 60_000 });
      } catch (err) {
        // ffmpeg gave up on the file itself (not stopped by us): another try would fail the same way.
        if (err instanceof ToolFailed && !err.killed) throw new PermanentTaskError(`ffmpeg could not read it: ${err.stderrTail.slice(-200)}`, 'UPLOAD_TYPE_ERROR');
        throw err;
      }
      const made = await probeMedia(output, { signal: task.signal });
      const [videoBytes, coverBytes] = await Promise.all([fs.readFile(output), fs.readFile(cover)]);
      const keys = outputKeys(up.id);
      // An earlier try may have stored its files under the same keys: released first, so the quota counts one copy.
      await releaseFiles(ctx, [storage.urlOf(keys.video), storage.urlOf(keys.cover)]);
      let videoUrl: string;
      let coverUrl: string;
      try {
        videoUrl = await storeFile(ctx, { userId: up.userId, purpose: 'video' }, keys.video, videoBytes, 'video/mp4');
        coverUrl = await storeFile(ctx, { userId: up.userId, purpose: 'video' }, keys.cover, coverBytes, 'image/jpeg');
      } catch (err) {
        await releaseFiles(ctx, [storage.urlOf(keys.video), storage.urlOf(keys.cover)]);
        throw new StoreFailed(err);
      }
      const now = ctx.clock.now();
      const written = await repo.update(up.id, {
        status: 'done',
        progress: 100,
        errorCode: null,
        videoUrl,
        coverUrl,
        outBytes: videoBytes.length,
        rawKey: null,
        durationMs: made?.durationMs ?? probe!.durationMs,
        width: made?.width ?? size.width,
        height: made?.height ?? size.height,
        updatedAt: now,
      });
      // The log was removed while we worked: its files go too. Otherwise the raw file is no longer needed.
      await releaseFiles(ctx, written.count === 0 ? [videoUrl, coverUrl, storage.urlOf(up.rawKey)] : [storage.urlOf(up.rawKey)]);
      await task.progress(100);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }

  return {
    queue: TRANSCODE_QUEUE,
    concurrency: V.transcodeConcurrency,
    leaseMs: 60_000,
    timeoutMs: V.transcodeTimeoutSeconds * 1000,
    run,
    onFailed: async (task, err) => {
      await repo.update(task.payload.uploadId, { status: 'failed', errorCode: failureCode(err), updatedAt: ctx.clock.now() });
    },
  };
}

/** Spec section 9: temporary video storage keeps an upload one day; a log that never became a video goes with its files. */
export function uploadSweepJob(ctx: AppContext): Job {
  return {
    name: 'video.uploadSweep',
    everyMs: 10 * 60_000,
    run: () => sweepExpiredUploads(ctx),
  };
}

export async function sweepExpiredUploads(ctx: AppContext) {
  const repo = videoUploadRepository(ctx.db);
  let removed = 0;
  for (;;) {
    const rows = await repo.expired(ctx.clock.now(), 100);
    for (const row of rows) await removeLog(ctx, row);
    removed += rows.length;
    if (rows.length < 100) return { removed };
  }
}
