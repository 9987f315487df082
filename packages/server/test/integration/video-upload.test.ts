import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startQueueWorkers, taskStatus } from '../../src/core/queue';
import { videoQueueHandlers } from '../../src/domains/video';
import { sweepExpiredUploads } from '../../src/domains/video/video-transcode.service';
import { probeMedia } from '../../src/domains/video/video-ffmpeg';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { newMicroVideo, newUser, newVideoUpload, type FactoryUser } from '../factories';

/**
 * Uploads and transcoding (micro video, issue 15) on a real database with real ffmpeg: a small clip the test makes is
 * uploaded, transcoded by workers started here and checked (H.264/AAC, index first, mobile size, cover); hostile files
 * are refused with their catalogue code and leave nothing behind; a transcode stopped midway resumes on a new worker;
 * the one-day sweep; byte ranges on the stored video.
 */
let t: TestApp;
let me: FactoryUser;
let other: FactoryUser;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'video-upload-test-'));
beforeAll(async () => {
  t = await makeTestApp();
  me = await newUser(t.ctx, { vip: 'active' });
  other = await newUser(t.ctx, { vip: 'active' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const api = () => t.api.video;
const clock = () => t.ctx.clock as unknown as { advance: (ms: number) => void };
let n = 0;
/** A clip made by ffmpeg from its test sources (picture, and a tone unless silent). */
function clip(opts: { size?: string; seconds?: number; rate?: number; silent?: boolean } = {}) {
  const out = path.join(tmp, `clip-${(n += 1)}.mp4`);
  const { size = '640x360', seconds = 2, rate = 25, silent = false } = opts;
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `testsrc=size=${size}:rate=${rate}:duration=${seconds}`,
    ...(silent ? [] : ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`]),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    ...(silent ? [] : ['-c:a', 'aac']),
    '-shortest',
    out,
  ]);
  return fs.readFileSync(out);
}
const fileOf = (bytes: Buffer, name = 'clip.mp4') => new File([new Uint8Array(bytes)], name, { type: 'video/mp4' });
const upload = (u: FactoryUser, bytes: Buffer, extra: { sha256?: string } = {}) =>
  api().editUploadVideo({ token: u.token, body: { file: fileOf(bytes) as unknown as Uint8Array, fileName: 'clip.mp4', ...extra } });
const status = async (u: FactoryUser, id: string) => okOf(await api().getVideoTranscodingStatus({ token: u.token, query: { id } }));
const keyOf = (url: string) => t.ctx.providers.storage.keyOf(url)!;
const counts = async () => ({ logs: await t.ctx.db.videoUpload.count(), files: await t.ctx.db.storedFile.count(), tasks: await t.ctx.db.queueTask.count() });

async function transcodeAll() {
  const w = startQueueWorkers(t.ctx, videoQueueHandlers(t.ctx), { pollMs: 50 });
  await w.idle();
  await w.stop();
}

describe('an upload transcoded by the queue', () => {
  it('a 1600x900 clip becomes an H.264/AAC MP4 with its index first, 1280 wide, with a cover; the raw file is released', async () => {
    const bytes = clip({ size: '1600x900' });
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const log = okOf(await upload(me, bytes, { sha256: sha256.toUpperCase() }));
    expect(log).toMatchObject({ status: 'queued', progress: 0, fileName: 'clip.mp4', videoUrl: null, videoId: null });
    const row = await t.ctx.db.videoUpload.findUniqueOrThrow({ where: { id: log.id } });
    expect(await t.ctx.providers.storage.read(row.rawKey!)).toEqual(bytes);
    expect(await taskStatus(t.ctx, row.taskId!)).toMatchObject({ queue: 'video.transcode', status: 'queued', maxAttempts: 3 });

    await transcodeAll();
    const done = await status(me, log.id);
    expect(done).toMatchObject({ status: 'done', progress: 100, errorCode: null, width: 1280, height: 720 });
    expect(done.durationMs).toBeGreaterThan(1_900);
    const mp4 = (await t.ctx.providers.storage.read(keyOf(done.videoUrl!)))!;
    const out = path.join(tmp, 'out.mp4');
    fs.writeFileSync(out, mp4);
    const streams = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', out]).toString()).streams as {
      codec_type: string;
      codec_name: string;
      pix_fmt?: string;
    }[];
    expect(streams.find((s) => s.codec_type === 'video')).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p' });
    expect(streams.find((s) => s.codec_type === 'audio')).toMatchObject({ codec_name: 'aac' });
    expect(mp4.indexOf('moov')).toBeGreaterThan(0);
    expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat')); // fast start
    const cover = (await t.ctx.providers.storage.read(keyOf(done.coverUrl!)))!;
    expect([...cover.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await t.ctx.providers.storage.read(row.rawKey!)).toBeNull();
    expect(await t.ctx.db.storedFile.findMany({ where: { userId: me.id, purpose: { in: ['videoRaw', 'video'] } }, select: { purpose: true }, orderBy: { key: 'asc' } })).toEqual([
      { purpose: 'video' },
      { purpose: 'video' },
    ]);

    // the finished upload becomes a video, once, however often the call is replayed
    const made = okOf(await api().userUploadVideo({ token: me.token, body: { uploadId: log.id, title: '海边的日落', intro: '第一次上传', draft: true } }));
    expect(made).toMatchObject({ title: '海边的日落', intro: '第一次上传', state: 'draft', videoUrl: done.videoUrl, coverUrl: done.coverUrl, width: 1280, height: 720 });
    const again = okOf(await api().userUploadVideo({ token: me.token, body: { uploadId: log.id, title: '另一个标题' } }));
    expect(again.id).toBe(made.id);
    expect(await t.ctx.db.microVideo.count({ where: { userId: me.id } })).toBe(1);
    expect((await status(me, log.id)).videoId).toBe(made.id);

    // byte ranges on the stored video, as a browser's player asks for them
    const url = done.videoUrl!;
    const whole = await t.app.inject({ method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'video/mp4', 'accept-ranges': 'bytes' });
    const head = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
    expect(head.statusCode).toBe(206);
    expect(head.headers['content-range']).toBe(`bytes 0-99/${mp4.length}`);
    expect(head.rawPayload).toEqual(mp4.subarray(0, 100));
    const tail = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${mp4.length - 10}-` } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload).toEqual(mp4.subarray(mp4.length - 10));
    const past = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${mp4.length}-` } });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${mp4.length}`);
  }, 120_000);

  it('a clip without sound gets a silent AAC track', async () => {
    const log = okOf(await upload(me, clip({ silent: true, seconds: 1 })));
    await transcodeAll();
    const done = await status(me, log.id);
    expect(done.status).toBe('done');
    const out = path.join(tmp, 'silent.mp4');
    fs.writeFileSync(out, (await t.ctx.providers.storage.read(keyOf(done.videoUrl!)))!);
    expect(await probeMedia(out)).toMatchObject({ hasAudio: true, hasVideo: true, width: 640, height: 360 });
  }, 60_000);
});

describe('hostile and refused files write nothing', () => {
  const refused = async (bytes: Buffer, extra: { sha256?: string } = {}) => {
    const before = await counts();
    const r = refusalOf(await upload(me, bytes, extra));
    expect(await counts()).toEqual(before);
    return r;
  };

  it('text with an MP4 header is not a video', async () => {
    const fake = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from('this is only text, not a video at all '.repeat(20))]);
    expect(await refused(fake)).toMatchObject({ code: 'UPLOAD_TYPE_ERROR', field: 'file' });
  });
  it('a zero-length file is a broken upload', async () => {
    expect(await refused(Buffer.alloc(0))).toMatchObject({ code: 'UPLOAD_BAD_FORMAT', field: 'file' });
  });
  it('a huge frame (8000x16) is too large, saying the side rule', async () => {
    const r = await refused(clip({ size: '8000x16', seconds: 1, silent: true }));
    expect(r).toMatchObject({ code: 'UPLOAD_TOO_LARGE', field: 'file', data: { rule: 'side', max: 4096 } });
  }, 60_000);
  it('a 301-second clip is too long, saying the duration rule', async () => {
    const r = await refused(clip({ size: '32x32', seconds: 301, rate: 1, silent: true }));
    expect(r).toMatchObject({ code: 'UPLOAD_TOO_LARGE', field: 'file', data: { rule: 'duration', max: 300 } });
  }, 60_000);
  it('a checksum that does not match, and the same bytes twice', async () => {
    const bytes = clip({ seconds: 1, size: '64x64' });
    expect(await refused(bytes, { sha256: 'f'.repeat(64) })).toMatchObject({ code: 'UPLOAD_BLOCK_VERIFY', field: 'sha256' });
    const first = okOf(await upload(me, bytes));
    // Issue 32: the refusal names the earlier upload (no video made of it yet) so the screen can lead to it.
    expect(await refused(bytes)).toMatchObject({ code: 'UPLOAD_EXISTS', field: 'file', data: { uploadId: first.id, videoId: null, title: 'clip.mp4' } });
    // Once a video was made of it, the refusal carries that video's id and title.
    const video = await newMicroVideo(t.ctx, me, { title: '春季新品' });
    await t.ctx.db.videoUpload.update({ where: { id: first.id }, data: { videoId: video.id } });
    expect(await refused(bytes)).toMatchObject({ code: 'UPLOAD_EXISTS', data: { uploadId: first.id, videoId: video.id, title: '春季新品' } });
    okOf(await upload(other, bytes)); // someone else's copy is theirs
  }, 60_000);
});

describe('a transcode stopped midway', () => {
  it('is taken by a new worker after the lease and finished from the start', async () => {
    const log = okOf(await upload(me, clip({ size: '1280x720', seconds: 4 })));
    const first = startQueueWorkers(t.ctx, videoQueueHandlers(t.ctx), { pollMs: 20, workerId: 'dies' });
    // Until the worker has taken it: a minute at most (500 polls of 10 ms were too few at load 12, where it still read
    // `queued`); the poll still sees `transcoding` within 10 ms of it being written, long before the transcode ends.
    const until = Date.now() + 60_000;
    while ((await t.ctx.db.videoUpload.findUniqueOrThrow({ where: { id: log.id } })).status !== 'transcoding' && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    await first.stop(); // the process dies mid-transcode
    const row = await t.ctx.db.videoUpload.findUniqueOrThrow({ where: { id: log.id } });
    expect(row.status).toBe('transcoding');
    expect(await taskStatus(t.ctx, row.taskId!)).toMatchObject({ status: 'running', attempts: 1 });
    const second = startQueueWorkers(t.ctx, videoQueueHandlers(t.ctx), { pollMs: 20, workerId: 'takes-over' });
    await second.idle();
    expect((await status(me, log.id)).status).toBe('transcoding'); // the lease still holds
    clock().advance(60_001);
    second.poke();
    await second.idle();
    await second.stop();
    expect(await status(me, log.id)).toMatchObject({ status: 'done', progress: 100 });
    expect(await taskStatus(t.ctx, row.taskId!)).toMatchObject({ status: 'done', attempts: 2 });
    expect(await t.ctx.db.storedFile.count({ where: { key: { startsWith: `video/${log.id}` } } })).toBe(2);
  }, 120_000);
});

describe("states, other people's logs and the list", () => {
  it("not ready, failed (and its retry), someone else's, list and delete", async () => {
    const queued = await newVideoUpload(t.ctx, me, { status: 'queued' });
    const failed = await newVideoUpload(t.ctx, me, { status: 'failed', errorCode: 'UPLOAD_TYPE_ERROR' });
    expect(refusalOf(await api().userUploadVideo({ token: me.token, body: { uploadId: queued.id, title: 'x' } }))).toMatchObject({ code: 'VIDEO_NOT_READY', field: 'uploadId' });
    expect(refusalOf(await api().userUploadVideo({ token: me.token, body: { uploadId: failed.id, title: 'x' } }))).toMatchObject({ code: 'VIDEO_TRANSCODE_FAILED', field: 'uploadId' });
    const seen = await status(me, failed.id);
    expect(seen).toMatchObject({ status: 'failed', errorCode: 'UPLOAD_TYPE_ERROR', errorMessage: '文件类型错误' });
    expect(okOf(await api().getVideoTranscodingStatus({ token: me.token, query: { id: failed.id }, cookies: { lang: 'en' } })).errorMessage).toBe('Upload: file type not allowed');
    for (const call of [
      () => api().getVideoTranscodingStatus({ token: other.token, query: { id: queued.id } }),
      () => api().videoTranscoding({ token: other.token, body: { id: failed.id } }),
      () => api().delUploadVideo({ token: other.token, body: { id: queued.id } }),
    ])
      expect(refusalOf(await call())).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    expect(refusalOf(await api().userUploadVideo({ token: other.token, body: { uploadId: queued.id, title: 'x' } }))).toMatchObject({ code: 'NOT_FOUND', field: 'uploadId' });
    // a queued one answers its state to the transcoding request
    expect(okOf(await api().videoTranscoding({ token: me.token, body: { id: queued.id } })).status).toBe('queued');

    const page = okOf(await api().findUploadVideoList({ token: me.token, body: { pageSize: 50 } }));
    // newest first (the two factory rows were written last, at the same instant: then the larger id first)
    const created = page.items.map((i) => Date.parse(i.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(page.items.map((i) => i.id)).toEqual(expect.arrayContaining([failed.id, queued.id]));
    expect(okOf(await api().findUploadVideoList({ token: other.token })).items.every((i) => i.id !== failed.id)).toBe(true);
    expect(okOf(await api().delUploadVideo({ token: me.token, body: { id: queued.id } }))).toEqual({ id: queued.id });
    expect(await t.ctx.db.videoUpload.count({ where: { id: queued.id } })).toBe(0);
  });

  it('a failed real upload is transcoded again on request', async () => {
    const log = okOf(await upload(me, clip({ seconds: 1, size: '96x64' })));
    const row = await t.ctx.db.videoUpload.findUniqueOrThrow({ where: { id: log.id } });
    await t.ctx.db.videoUpload.update({ where: { id: log.id }, data: { status: 'failed', errorCode: 'UPLOAD_UNKNOWN' } });
    await t.ctx.db.queueTask.update({ where: { id: row.taskId! }, data: { status: 'failed', finishedAt: t.ctx.clock.now() } });
    expect(okOf(await api().videoTranscoding({ token: me.token, body: { id: log.id } }))).toMatchObject({ status: 'queued', errorCode: null });
    await transcodeAll();
    expect((await status(me, log.id)).status).toBe('done');
  }, 60_000);
});

describe('the one-day sweep', () => {
  it('keeps a log 23:59:59, removes it with its files and task at 24 h; a log made into a video stays', async () => {
    const log = okOf(await upload(me, clip({ seconds: 1, size: '80x48' })));
    const row = await t.ctx.db.videoUpload.findUniqueOrThrow({ where: { id: log.id } });
    const kept = await newVideoUpload(t.ctx, me, { status: 'done' });
    await t.ctx.db.videoUpload.update({ where: { id: kept.id }, data: { videoId: 'made-into-a-video' } });
    clock().advance(24 * 3_600_000 - 1_000);
    await sweepExpiredUploads(t.ctx);
    expect(await t.ctx.db.videoUpload.count({ where: { id: log.id } })).toBe(1);
    clock().advance(1_000);
    await sweepExpiredUploads(t.ctx);
    expect(await t.ctx.db.videoUpload.count({ where: { id: log.id } })).toBe(0);
    expect(await t.ctx.providers.storage.read(row.rawKey!)).toBeNull();
    expect(await t.ctx.db.storedFile.count({ where: { key: row.rawKey! } })).toBe(0);
    expect(await taskStatus(t.ctx, row.taskId!)).toBeNull();
    expect(await t.ctx.db.videoUpload.count({ where: { id: kept.id } })).toBe(1);
  }, 60_000);
});
