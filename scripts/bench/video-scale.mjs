// The micro video part of `npm run bench` (issue 15), two questions:
//   1. Does the discover feed stay fast when the platform holds 100,000 shared videos? Rows are written straight into
//      the SQLite file (owners: a few registered users, round robin), 1,000 then 100,000 shared visible videos in all,
//      one in twenty hidden or unshared (the feed must skip them through its index, not by reading them). After each
//      step the feed's first page (`findShowMicroVideo`, signed out) and a label's feed (`findLabelVideos`) are timed
//      through the real API. Target: first page p95 at 100,000 at most 2x its value at 1,000.
//   2. How long does a phone's clip take from upload to a playable video? A 10 s 1080x1920 clip made by ffmpeg is
//      uploaded (`editUploadVideo`) and its status polled until done: upload time, transcoding time, sizes in/out.
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureRoundRobin, prismaTime, registerUser } from './list-scale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { createClient } = createRequire(path.join(root, 'packages/server/package.json'))('@libsql/client');

const TARGET_RATIO = 2;
const V = '/microVideo';
const OWNERS = 5;
const id = () => randomBytes(16).toString('base64url');

async function vipUser(api, db) {
  const u = await registerUser(api, db);
  await db.execute({ sql: 'UPDATE User SET vipExpiresAt = ? WHERE id = ?', args: [prismaTime(Date.now() + 365 * 86_400_000), u.id] });
  return u;
}

export async function videoScale({ api, dbFile, log = () => {}, sizes = [1_000, 100_000], requests = 200, warmup = 50, pageSize = 10 }) {
  const db = createClient({ url: `file:${dbFile}` });
  try {
    await db.execute('PRAGMA busy_timeout = 5000');
    const owners = [];
    for (let i = 0; i < OWNERS; i++) owners.push(await vipUser(api, db));
    const label = (await db.execute('SELECT id FROM VideoLabel WHERE userId IS NULL AND companyId IS NULL ORDER BY sort LIMIT 1')).rows[0]?.id ?? null;
    const steps = [];
    let written = 0;
    const start = Date.now();
    for (const size of sizes) {
      const t0 = performance.now();
      await insertVideos(db, owners, label, written, size - written, start);
      written = size;
      log(`video scale: ${size.toLocaleString('en')} videos written in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
      const targets = [{ key: 'findShowMicroVideo', call: `${V}/findShowMicroVideo.xhtml`, form: { pageSize } }];
      if (label) targets.push({ key: 'findLabelVideos', call: `${V}/findLabelVideos.xhtml`, form: { labelId: String(label), pageSize } });
      steps.push({ size, figures: await measureRoundRobin(api, null, targets, { requests, warmup, name: 'video scale' }) });
    }
    const [small, big] = [steps[0], steps[steps.length - 1]];
    const ratios = Object.fromEntries(Object.keys(small.figures).map((k) => [k, big.figures[k].p95 / small.figures[k].p95]));
    const transcode = await transcodeTime(api, owners[0], log);
    return { steps, ratios, target: TARGET_RATIO, requests, pageSize, transcode };
  } finally {
    db.close();
  }
}

/** `count` shared videos, newest first one second apart; one in twenty hidden or unshared; label on one in three. */
async function insertVideos(db, owners, labelId, from, count, start) {
  const perStatement = 400;
  const stmts = [];
  for (let i = 0; i < count; i += perStatement) {
    const n = Math.min(perStatement, count - i);
    const args = [];
    for (let k = 0; k < n; k++) {
      const seq = from + i + k;
      const at = prismaTime(start - (1_000_000 - seq) * 1000);
      const vid = id();
      const odd = seq % 20 === 0;
      args.push(
        vid,
        owners[seq % owners.length].id,
        `视频 ${seq}`,
        `/files/video/bench-${vid}.mp4`,
        `/files/video/bench-${vid}.jpg`,
        seq % 3 === 0 ? labelId : null,
        odd && seq % 40 === 0 ? 1 : 0,
        odd && seq % 40 !== 0 ? 0 : 1,
        odd && seq % 40 !== 0 ? null : at,
        seq,
        at,
        at,
      );
    }
    stmts.push({
      sql: `INSERT INTO MicroVideo (id, userId, title, videoUrl, coverUrl, labelId, hidden, shared, sharedAt, sort, createdAt, updatedAt) VALUES ${Array.from({ length: n }, () => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      args,
    });
  }
  await db.batch(stmts, 'write');
}

/** Uploads a 10 s 1080x1920 clip and polls its transcoding to the end. */
async function transcodeTime(api, owner, log) {
  const file = path.join(os.tmpdir(), `bench-clip-${process.pid}.mp4`);
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc2=size=1080x1920:rate=30',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=330',
    '-t',
    '10',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-shortest',
    file,
  ]);
  const bytes = fs.readFileSync(file);
  fs.rmSync(file, { force: true });
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'video/mp4' }), 'clip.mp4');
  const t0 = performance.now();
  const res = await fetch(`${api}${V}/editUploadVideo.xhtml`, { method: 'POST', body: form, headers: { authorization: owner.token, 'x-request-id': id() } }).then((r) => r.json());
  const uploadMs = performance.now() - t0;
  if (res.status !== 200) throw new Error(`video scale: upload failed: ${JSON.stringify(res)}`);
  const uploadId = res.resultSets.id;
  let state = null;
  for (let i = 0; i < 600; i++) {
    state = await fetch(`${api}${V}/getVideoTranscodingStatus.xhtml?id=${encodeURIComponent(uploadId)}`, { headers: { authorization: owner.token } }).then((r) => r.json());
    if (['done', 'failed'].includes(state.resultSets?.status)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const doneMs = performance.now() - t0;
  if (state?.resultSets?.status !== 'done') throw new Error(`video scale: transcoding did not finish: ${JSON.stringify(state)}`);
  const out = await fetch(new URL(state.resultSets.videoUrl, api)).then((r) => r.arrayBuffer());
  log('video scale: transcoding measured');
  return { inBytes: bytes.length, outBytes: out.byteLength, uploadMs, transcodeMs: doneMs - uploadMs, width: state.resultSets.width, height: state.resultSets.height };
}

export function printVideoScale(r) {
  const ms = (x) => x.toFixed(2).padStart(8);
  console.log(`\nVideo scale: the discover feed and a label's feed, first page of ${r.pageSize}, ${r.requests} sequential requests each (round robin), ms`);
  console.log(`  ${'call'.padEnd(24)}${r.steps.map((s) => `${s.size.toLocaleString('en')} p50 / p95`.padStart(24)).join('')}   p95 ratio (target <= ${r.target}x)`);
  for (const k of Object.keys(r.ratios)) {
    const cells = r.steps.map((s) => `${ms(s.figures[k].p50)} / ${ms(s.figures[k].p95)}`.padStart(24)).join('');
    console.log(`  ${k.padEnd(24)}${cells}   ${r.ratios[k].toFixed(2)}x ${r.ratios[k] <= r.target ? 'ok' : 'OVER'}`);
  }
  const t = r.transcode;
  console.log(
    `Transcoding a 10 s 1080x1920 clip: upload ${t.uploadMs.toFixed(0)} ms (${Math.round(t.inBytes / 1024)} KB), then ${(t.transcodeMs / 1000).toFixed(1)} s to a playable ${t.width}x${t.height} MP4 of ${Math.round(t.outBytes / 1024)} KB`,
  );
}
