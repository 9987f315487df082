import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LIMITS, type Lang, type TPageQuery, type TUploadExists } from '@card/contract';
import type { AppContext } from '../../context';
import { enqueueTask, requeueTask, wake } from '../../core/queue';
import { releaseFiles, storeFile } from '../../core/uploads';
import { textFilter } from '../../core/text-filter';
import { DomainError } from '../../lib/domain-error';
import { pageArgs, pageResult } from '../../lib/paging';
import { isVideoPremium, microVideoViews } from './video.access';
import { probeMedia } from './video-ffmpeg';
import { videoUploadRepository } from './video-upload.repository';
import { assertChecksum, assertSource, assertVideoRoom, expiresAtFrom } from './video-upload.rules';
import { uploadLogView } from './video-upload.views';
import type { VideoUpload } from '../../generated/prisma/client';

export const TRANSCODE_QUEUE = 'video.transcode';

export interface MakeVideoInput {
  uploadId: string;
  title: string;
  intro: string;
  labelId?: string;
  typeId?: string;
  draft: boolean;
}

/**
 * Uploads from the phone: checked before anything is kept (checksum, the same file twice, readable, duration and
 * frame size), then the raw file stored and the log written with its transcoding task in one transaction. A finished
 * upload becomes a micro video; a log nobody made a video of is removed with its files after one day (the sweep).
 */
export function videoUploadService(ctx: AppContext) {
  const repo = videoUploadRepository(ctx.db);
  const notFound = (field: string) => new DomainError('NOT_FOUND', { field });

  async function own(userId: string, id: string, field = 'id') {
    const row = await repo.own(userId, id);
    if (!row) throw notFound(field);
    return row;
  }

  /**
   * What a second upload of the same bytes is told (issue 32: "文件已存在" was a dead end): the video made from the
   * first upload (its id and title, so the screen offers 查看已有视频), or, while none was made yet, that upload's log
   * (id and file name) to finish. A video the owner no longer has is not offered.
   */
  async function existingOf(userId: string, same: { id: string; fileName: string; videoId: string | null }): Promise<TUploadExists> {
    const video = same.videoId ? await repo.videoById(same.videoId) : null;
    if (video && video.userId === userId && !video.deletedByOwnerAt) return { uploadId: same.id, videoId: video.id, title: video.title };
    return { uploadId: same.id, videoId: null, title: same.fileName };
  }

  async function upload(userId: string, input: { file: Uint8Array; fileName: string; sha256?: string }, lang: Lang) {
    const bytes = Buffer.from(input.file.buffer, input.file.byteOffset, input.file.byteLength);
    if (bytes.length === 0) throw new DomainError('UPLOAD_BAD_FORMAT', { field: 'file' });
    const sha = createHash('sha256').update(bytes).digest('hex');
    assertChecksum(input.sha256, sha);
    const same = await repo.sameBytes(userId, sha);
    if (same) throw new DomainError('UPLOAD_EXISTS', { field: 'file', data: await existingOf(userId, same) });
    // ffprobe reads the headers only, from a temp file that is always removed.
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'video-probe-'));
    try {
      const file = path.join(dir, 'source');
      await fs.writeFile(file, bytes);
      assertSource(await probeMedia(file));
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
    const id = ctx.ids.id();
    const rawKey = `videoRaw/${id}`;
    await storeFile(ctx, { userId, purpose: 'videoRaw' }, rawKey, bytes, 'application/octet-stream');
    const now = ctx.clock.now();
    let row: VideoUpload;
    try {
      row = await ctx.db.$transaction(async (tx) => {
        const taskId = await enqueueTask(tx, ctx, { queue: TRANSCODE_QUEUE, payload: { uploadId: id }, maxAttempts: LIMITS.video.transcodeAttempts });
        return videoUploadRepository(tx).create({
          id,
          userId,
          kind: 'upload',
          fileName: input.fileName.slice(0, LIMITS.video.fileNameMax),
          rawKey,
          rawBytes: bytes.length,
          sha256: sha,
          status: 'queued',
          progress: 0,
          taskId,
          expiresAt: expiresAtFrom(now),
          createdAt: now,
          updatedAt: now,
        });
      });
    } catch (err) {
      await releaseFiles(ctx, [ctx.providers.storage.urlOf(rawKey)]);
      throw err;
    }
    wake(ctx, TRANSCODE_QUEUE);
    return uploadLogView(row, lang);
  }

  async function status(userId: string, id: string, lang: Lang) {
    return uploadLogView(await own(userId, id), lang);
  }

  /** A failed upload goes back to the queue (a fresh round of tries); any other state answers as it is. */
  async function retry(userId: string, id: string, lang: Lang) {
    const row = await own(userId, id);
    if (row.status !== 'failed') return uploadLogView(row, lang);
    if (!row.rawKey || !row.taskId) throw new DomainError('VIDEO_TRANSCODE_FAILED', { field: 'id' });
    await repo.update(id, { status: 'queued', progress: 0, errorCode: null, updatedAt: ctx.clock.now() });
    if (!(await requeueTask(ctx, row.taskId))) {
      // The finished task was purged meanwhile: a new one.
      const taskId = await enqueueTask(ctx.db, ctx, { queue: TRANSCODE_QUEUE, payload: { uploadId: id }, maxAttempts: LIMITS.video.transcodeAttempts });
      await repo.update(id, { taskId });
      wake(ctx, TRANSCODE_QUEUE);
    }
    return uploadLogView((await repo.byId(id))!, lang);
  }

  async function list(userId: string, q: TPageQuery, lang: Lang) {
    const { skip, take } = pageArgs(q);
    const { items, total } = await repo.page(userId, skip, take);
    return pageResult(
      items.map((r) => uploadLogView(r, lang)),
      total,
      q,
    );
  }

  /** The log, its task, its raw file, and its transcoded files unless a video was made of them (they are the video's). */
  async function remove(userId: string, id: string) {
    const row = await own(userId, id);
    await removeLog(ctx, row);
    return { id };
  }

  async function makeVideo(userId: string, input: MakeVideoInput, lang: Lang) {
    const up = await own(userId, input.uploadId, 'uploadId');
    if (up.videoId) return answerVideo(up.videoId, lang);
    if (up.status === 'failed') throw new DomainError('VIDEO_TRANSCODE_FAILED', { field: 'uploadId' });
    if (up.status !== 'done' || !up.videoUrl || !up.coverUrl) throw new DomainError('VIDEO_NOT_READY', { field: 'uploadId' });
    const filter = textFilter(ctx);
    await filter.assertClean(input.title, 'title');
    if (input.intro) await filter.assertClean(input.intro, 'intro');
    if (input.labelId && !(await repo.usableLabel(userId, await repo.companyOf(userId), input.labelId))) throw notFound('labelId');
    if (input.typeId && !(await repo.ownType(userId, input.typeId))) throw notFound('typeId');
    const premium = await isVideoPremium(ctx, userId);
    const now = ctx.clock.now();
    const id = ctx.ids.id();
    const made = await ctx.db.$transaction(async (tx) => {
      const r = videoUploadRepository(tx);
      assertVideoRoom(await r.videoCount(userId), premium);
      // Made meanwhile by another request: that one answers.
      if (!(await r.linkVideo(up.id, id, now))) return null;
      await r.createVideo({
        id,
        userId,
        uploadId: up.id,
        title: input.title,
        intro: input.intro,
        videoUrl: up.videoUrl!,
        coverUrl: up.coverUrl!,
        durationMs: up.durationMs,
        width: up.width,
        height: up.height,
        bytes: up.outBytes,
        labelId: input.labelId ?? null,
        typeId: input.typeId ?? null,
        state: input.draft ? 'draft' : 'published',
        sort: ((await r.lastSort(userId)) ?? -1) + 1,
        createdAt: now,
        updatedAt: now,
      });
      return id;
    });
    return answerVideo(made ?? (await repo.byId(up.id))!.videoId!, lang);
  }

  async function answerVideo(videoId: string, lang: Lang) {
    const video = await repo.videoById(videoId);
    if (!video) throw notFound('uploadId');
    return (await microVideoViews(ctx, [video], lang))[0]!;
  }

  return { upload, status, retry, list, remove, makeVideo };
}

/** Removes an upload log with its task and files (the transcoded ones only when no video was made of them). */
export async function removeLog(ctx: AppContext, row: VideoUpload) {
  const repo = videoUploadRepository(ctx.db);
  await repo.remove(row.id);
  if (row.taskId) await repo.removeTask(row.taskId);
  const storage = ctx.providers.storage;
  await releaseFiles(ctx, [row.rawKey ? storage.urlOf(row.rawKey) : null, ...(row.videoId ? [] : [row.videoUrl, row.coverUrl])]);
}
