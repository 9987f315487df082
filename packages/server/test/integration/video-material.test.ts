import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { startQueueWorkers } from '../../src/core/queue';
import { videoQueueHandlers } from '../../src/domains/video';
import { probeMedia } from '../../src/domains/video/video-ffmpeg';
import { sha256 } from '../../src/lib/hash';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { expectBalancedLedger } from '../helpers/ledger';
import { fundWallet, newMicroVideo, newMusicTrack, newPosterRecord, newStoredPicture, newUser, newVideoEpilogue, newVideoUpload, setTxPwd, type FactoryUser } from '../factories';

/**
 * The material block of micro video (issue 15) on a real database: a video synthesized with real ffmpeg from two
 * pictures and an epilogue by workers started here, then probed; premium bought with the wallet (ledger balanced) and
 * the premium gate; the quota's edge; import rules; the material host's Token header; the login token's session.
 */
const V = LIMITS.video;
let t: TestApp;
let vip: FactoryUser;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'video-material-test-'));
beforeAll(async () => {
  t = await makeTestApp();
  vip = await newUser(t.ctx, { vip: 'active' });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const api = () => t.api.video;
/** A user with module 54 unlocked by golden key but no VIP: not premium. */
const freeUser = () => newUser(t.ctx, { unlockedModules: [54] });

describe('synthesis', () => {
  it('two pictures + an epilogue + music → a 720x1280 H.264/AAC fast-start video of pictures x seconds + epilogue, importable', async () => {
    const pics = [await newStoredPicture(t.ctx, vip, { color: '#ff0000' }), await newStoredPicture(t.ctx, vip, { color: '#00ff00', width: 300, height: 600 })];
    const ep = await newVideoEpilogue(t.ctx, vip, { seconds: 2, text: '谢谢观看' });
    const music = await newMusicTrack(t.ctx);
    const log = okOf(await api().syntheticMicroVideo({ token: vip.token, body: { images: pics, secondsPerImage: 2, musicId: music.id, epilogueId: ep.id } }));
    expect(log).toMatchObject({ kind: 'synthetic', status: 'queued', width: 720, height: 1280, durationMs: 6_000 });
    expect(await t.ctx.db.queueTask.count({ where: { queue: 'video.synthesize' } })).toBe(1);

    const w = startQueueWorkers(t.ctx, videoQueueHandlers(t.ctx), { pollMs: 50 });
    await w.idle();
    await w.stop();
    const done = okOf(await api().findImportVideoByLogId({ token: vip.token, query: { logId: log.id } }));
    expect(done).toMatchObject({ log: { status: 'done', progress: 100 }, refusalCode: null });
    const bytes = (await t.ctx.providers.storage.read(t.ctx.providers.storage.keyOf(done.log.videoUrl!)!))!;
    const file = path.join(tmp, 'made.mp4');
    fs.writeFileSync(file, bytes);
    const probe = (await probeMedia(file))!;
    expect(probe).toMatchObject({ videoCodec: 'h264', hasAudio: true, width: 720, height: 1280 });
    expect(Math.abs(probe.durationMs - 6_000)).toBeLessThan(300);
    // Fast start: the index (moov) comes before the media data (mdat).
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    expect(done.log.coverUrl).toBeTruthy();
    // In the poster-video history, newest first.
    expect(okOf(await api().findPosterVideoUseHistorys({ token: vip.token, body: {} })).items.map((l) => l.id)).toContain(log.id);

    const video = okOf(await api().videoImport({ token: vip.token, body: { logId: log.id, title: '合成视频' } }));
    expect(video).toMatchObject({ title: '合成视频', state: 'published', videoUrl: done.log.videoUrl, width: 720, height: 1280 });
    // A second import answers the same video.
    expect(okOf(await api().videoImport({ token: vip.token, body: { logId: log.id } })).id).toBe(video.id);
  }, 120_000);

  it("a poster record of the caller is a source; someone else's poster, picture, music or epilogue is NOT_FOUND and writes nothing", async () => {
    const other = await newUser(t.ctx, { vip: 'active' });
    const mine = await newPosterRecord(t.ctx, vip);
    const theirs = await newPosterRecord(t.ctx, other);
    const theirPic = await newStoredPicture(t.ctx, other);
    const theirEp = await newVideoEpilogue(t.ctx, other);
    const before = await t.ctx.db.videoUpload.count();
    const bad = async (body: object, field: string) =>
      expect(refusalOf(await api().syntheticMicroVideo({ token: vip.token, body: { secondsPerImage: 1, ...body } }))).toMatchObject({ code: 'NOT_FOUND', field });
    await bad({ posterRecordId: theirs.id }, 'posterRecordId');
    await bad({ images: [theirPic] }, 'images');
    await bad({ images: ['https://example.com/x.png'] }, 'images');
    await bad({ posterRecordId: mine.id, musicId: 'no-such-track' }, 'musicId');
    await bad({ posterRecordId: mine.id, epilogueId: theirEp.id }, 'epilogueId');
    expect(refusalOf(await api().syntheticMicroVideo({ token: vip.token, body: { images: [] } }))).toMatchObject({ code: 'VIDEO_SYNTH_NO_IMAGES', field: 'images' });
    expect(refusalOf(await api().syntheticMicroVideo({ token: vip.token, body: { posterRecordId: mine.id, secondsPerImage: V.synthSecondsMax + 1 } })).field).toBe('secondsPerImage');
    expect(await t.ctx.db.videoUpload.count()).toBe(before);
    const ok = okOf(await api().syntheticMicroVideo({ token: vip.token, body: { posterRecordId: mine.id, epilogueId: '' } }));
    expect(JSON.parse((await t.ctx.db.videoUpload.findUnique({ where: { id: ok.id } }))!.source!)).toMatchObject({
      images: [mine.url],
      epilogue: null,
      secondsPerImage: V.synthSecondsDefault,
    });
  });
});

describe('premium', () => {
  it('synthesis needs premium; a year bought with the wallet opens it, the ledger stays balanced', async () => {
    const u = await freeUser();
    const pic = await newStoredPicture(t.ctx, u);
    expect(refusalOf(await api().syntheticMicroVideo({ token: u.token, body: { images: [pic] } })).code).toBe('VIDEO_PREMIUM_REQUIRED');
    expect(okOf(await api().isOpenMicroVideoPremium({ token: u.token }))).toEqual({ premium: false, premiumUntil: null, viaVip: false, priceFen: V.premiumPriceFen, years: 1 });

    await fundWallet(t.ctx, u.id, 20_000);
    await setTxPwd(t.ctx, u.id);
    expect(refusalOf(await api().buyMicroVideoPremium({ token: u.token, body: { amountFen: V.premiumPriceFen - 1, method: 'wallet', txPwd: '123456' } }))).toMatchObject({
      code: 'AMOUNT_ABNORMAL',
      field: 'amountFen',
    });
    expect(refusalOf(await api().buyMicroVideoPremium({ token: u.token, body: { amountFen: V.premiumPriceFen, method: 'wallet' } })).field).toBe('txPwd');
    const bought = okOf(await api().buyMicroVideoPremium({ token: u.token, body: { amountFen: V.premiumPriceFen, method: 'wallet', txPwd: '123456' } }));
    expect(bought.pay).toBeNull();
    expect(bought.status.premium).toBe(true);
    const yearLater = new Date(t.ctx.clock.now());
    yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
    expect(Math.abs(new Date(bought.status.premiumUntil!).getTime() - yearLater.getTime())).toBeLessThan(5_000);
    expect(await t.ctx.db.order.findUnique({ where: { id: bought.orderId }, select: { state: true, line: true, amountFen: true } })).toEqual({
      state: 'paid',
      line: 'videoPremium',
      amountFen: V.premiumPriceFen,
    });
    await expectBalancedLedger(t.ctx.db);
    expect(okOf(await api().syntheticMicroVideo({ token: u.token, body: { images: [pic] } })).status).toBe('queued');
    // A VIP has premium through VIP.
    expect(okOf(await api().isOpenMicroVideoPremium({ token: vip.token }))).toMatchObject({ premium: true, viaVip: true });
  });
});

describe('quota, entrance and import', () => {
  it('19/20 imports, 20/20 answers VIDEO_QUOTA_FULL; the entrance says so; premium raises the number', async () => {
    const u = await freeUser();
    for (let i = 0; i < V.videoQuotaFree - 1; i += 1) await newMicroVideo(t.ctx, u);
    expect(okOf(await api().findUploadMicroVideoQuantity({ token: u.token }))).toEqual({ used: V.videoQuotaFree - 1, max: V.videoQuotaFree, premium: false });
    expect(okOf(await api().showUploadVideoEntrance({ token: u.token }))).toMatchObject({ allowed: true, reasonCode: null });
    const a = await newVideoUpload(t.ctx, u);
    okOf(await api().videoImport({ token: u.token, body: { logId: a.id } }));
    const b = await newVideoUpload(t.ctx, u);
    expect(okOf(await api().findImportVideoByLogId({ token: u.token, query: { logId: b.id } })).refusalCode).toBe('VIDEO_QUOTA_FULL');
    expect(refusalOf(await api().videoImport({ token: u.token, body: { logId: b.id } }))).toMatchObject({ code: 'VIDEO_QUOTA_FULL', field: 'logId' });
    expect(okOf(await api().showUploadVideoEntrance({ token: u.token }))).toMatchObject({ allowed: false, reasonCode: 'VIDEO_QUOTA_FULL', reason: '微视频数量已达上限', used: 20, max: 20 });
    await t.ctx.db.videoSetting.create({ data: { userId: u.id, premiumUntil: new Date(t.ctx.clock.now().getTime() + 86_400_000) } });
    expect(okOf(await api().findUploadMicroVideoQuantity({ token: u.token }))).toEqual({ used: 20, max: V.videoQuotaPremium, premium: true });
  });

  it('the entrance answers a locked module instead of refusing the call', async () => {
    const locked = await newUser(t.ctx);
    expect(okOf(await api().showUploadVideoEntrance({ token: locked.token }))).toMatchObject({ allowed: false, reasonCode: 'MODULE_LOCKED' });
    expect(refusalOf(await api().findUploadMicroVideoQuantity({ token: locked.token })).code).toBe('MODULE_LOCKED');
  });

  it("import refuses a log not ready or failed, and someone else's log; the title falls back to the file name", async () => {
    const other = await newUser(t.ctx, { vip: 'active' });
    const queued = await newVideoUpload(t.ctx, vip, { status: 'transcoding' });
    const failed = await newVideoUpload(t.ctx, vip, { status: 'failed', errorCode: 'UPLOAD_TYPE_ERROR' });
    const failedSynth = await newVideoUpload(t.ctx, vip, { status: 'failed', kind: 'synthetic', errorCode: 'VIDEO_SYNTH_FAILED' });
    const theirs = await newVideoUpload(t.ctx, other);
    const refuse = async (logId: string) => refusalOf(await api().videoImport({ token: vip.token, body: { logId } }));
    expect(await refuse(queued.id)).toMatchObject({ code: 'VIDEO_NOT_READY', field: 'logId' });
    expect(await refuse(failed.id)).toMatchObject({ code: 'VIDEO_TRANSCODE_FAILED', field: 'logId' });
    expect(await refuse(failedSynth.id)).toMatchObject({ code: 'VIDEO_SYNTH_FAILED', field: 'logId' });
    expect(await refuse(theirs.id)).toMatchObject({ code: 'NOT_FOUND', field: 'logId' });
    expect(refusalOf(await api().findImportVideoByLogId({ token: vip.token, query: { logId: theirs.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'logId' });
    expect(await t.ctx.db.microVideo.count({ where: { uploadId: { in: [queued.id, failed.id, failedSynth.id, theirs.id] } } })).toBe(0);
    const done = await newVideoUpload(t.ctx, vip);
    expect(okOf(await api().videoImport({ token: vip.token, body: { logId: done.id } })).title).toBe('clip');
  });

  it("getEditVideoUrl answers the edit screen of one's own video, NOT_FOUND for someone else's", async () => {
    const v = await newMicroVideo(t.ctx, vip);
    const theirs = await newMicroVideo(t.ctx, await newUser(t.ctx, { vip: 'active' }));
    expect(okOf(await api().getEditVideoUrl({ token: vip.token, body: { id: v.id } }))).toEqual({ url: `/multipage/microvideo/editVideo/${v.id}` });
    expect(refusalOf(await api().getEditVideoUrl({ token: vip.token, body: { id: theirs.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
  });
});

describe('epilogues', () => {
  it("built-in ones (drawn into storage) and own ones; add, default, remove; the limit; someone else's is NOT_FOUND", async () => {
    const u = await newUser(t.ctx, { vip: 'active' });
    const first = okOf(await api().findMicroVideoEpilogue({ token: u.token }));
    expect(first.defaultId).toBeNull();
    const builtIn = first.list.filter((e) => e.builtIn);
    expect(builtIn.length).toBeGreaterThanOrEqual(3);
    expect(await t.ctx.providers.storage.read(t.ctx.providers.storage.keyOf(builtIn[0]!.imageUrl)!)).not.toBeNull();
    const pic = await newStoredPicture(t.ctx, u);
    const mine = okOf(await api().addMicroVideoEpilogue({ token: u.token, body: { name: '店铺片尾', imageUrl: pic, text: '欢迎光临', seconds: 3 } }));
    expect(mine).toMatchObject({ builtIn: false, isDefault: false, seconds: 3 });
    expect(refusalOf(await api().addMicroVideoEpilogue({ token: u.token, body: { name: 'x', imageUrl: await newStoredPicture(t.ctx, vip) } }))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'imageUrl',
    });
    expect(refusalOf(await api().addMicroVideoEpilogue({ token: u.token, body: { name: 'x', imageUrl: pic, seconds: V.epilogueSecondsMax + 1 } })).field).toBe('seconds');
    const set = okOf(await api().setDefaultMicroVideoEpilogue({ token: u.token, body: { epilogueId: mine.id } }));
    expect(set.defaultId).toBe(mine.id);
    expect(set.list.find((e) => e.id === mine.id)!.isDefault).toBe(true);
    expect(okOf(await api().setDefaultMicroVideoEpilogue({ token: u.token, body: { epilogueId: '' } })).defaultId).toBeNull();
    okOf(await api().setDefaultMicroVideoEpilogue({ token: u.token, body: { epilogueId: builtIn[0]!.id } }));
    const theirs = await newVideoEpilogue(t.ctx, vip);
    expect(refusalOf(await api().setDefaultMicroVideoEpilogue({ token: u.token, body: { epilogueId: theirs.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'epilogueId' });
    expect(refusalOf(await api().delMicroVideoEpilogue({ token: u.token, body: { id: theirs.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    expect(refusalOf(await api().delMicroVideoEpilogue({ token: u.token, body: { id: builtIn[0]!.id } }))).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    okOf(await api().setDefaultMicroVideoEpilogue({ token: u.token, body: { epilogueId: mine.id } }));
    const after = okOf(await api().delMicroVideoEpilogue({ token: u.token, body: { id: mine.id } }));
    expect(after.defaultId).toBeNull();
    expect(after.list.some((e) => e.id === mine.id)).toBe(false);
    for (let i = 0; i < V.ownEpiloguesMax - 1; i += 1) await newVideoEpilogue(t.ctx, u, { imageUrl: pic });
    okOf(await api().addMicroVideoEpilogue({ token: u.token, body: { name: '第十个', imageUrl: pic } }));
    expect(refusalOf(await api().addMicroVideoEpilogue({ token: u.token, body: { name: '第十一个', imageUrl: pic } })).code).toBe('VIDEO_EPILOGUES_FULL');
  });
});

describe("the material host's Token header and login token", () => {
  const inject = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: '' });

  it("a new two-hour session, stored hashed, never the caller's own; it opens the material host through the Token header", async () => {
    const before = t.ctx.clock.now().getTime();
    const got = okOf(await api().getMaterialLoginToken({ token: vip.token }));
    expect(got.token).not.toBe(vip.token);
    expect(new Date(got.expiresAt).getTime() - before).toBeGreaterThan(2 * 3_600_000 - 5_000);
    expect(new Date(got.expiresAt).getTime() - before).toBeLessThanOrEqual(2 * 3_600_000 + 5_000);
    const row = await t.ctx.db.session.findUnique({ where: { tokenHash: sha256(got.token) } });
    expect(row).toMatchObject({ userId: vip.id });
    expect(await t.ctx.db.session.count({ where: { tokenHash: got.token } })).toBe(0); // not kept in clear
    expect(row!.id).not.toBe((await t.ctx.db.session.findUnique({ where: { tokenHash: sha256(vip.token) } }))!.id);

    const url = '/x/material/mv/edit/findMicroVideoEpilogue.xhtml';
    const withToken = await inject(url, { token: got.token });
    expect(withToken.json()).toMatchObject({ status: 200 });
    const without = await inject(url, {});
    expect(without.json().status).toBe(302);
    const wrong = await inject(url, { token: 'not-a-session-token-at-all' });
    expect(wrong.json().status).toBe(302);
    // The Token header is only read on the material host's calls.
    const main = await inject('/microVideo/findUploadMicroVideoQuantity.xhtml', { token: got.token });
    expect(main.json().status).toBe(302);
    // Once expired, the token opens nothing.
    (t.ctx.clock as unknown as { advance: (ms: number) => void }).advance(2 * 3_600_000 + 1_000);
    expect((await inject(url, { token: got.token })).json().status).not.toBe(200);
  });
});
