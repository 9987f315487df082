import { execFileSync } from 'node:child_process';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import { startQueueWorkers, taskStatus } from '../../src/core/queue';
import { networkQueueHandlers } from '../../src/domains/network';
import { makeTestApp, type TestApp } from '../helpers/app';
import { okOf, refusalOf } from '../helpers/client';
import { cardFields, cardSvg, englishSideSvg, renderSvg } from '../helpers/paper-card';
import { newCardScan, newUser, type FactoryUser } from '../factories';

/**
 * Paper cards into the address book (issue 34) on a real database with the real tesseract: a generated card is
 * uploaded, read by the queue's workers started here, its fields proposed, corrected and saved as a paper contact with
 * the photo; the daily budget, someone else's scan, bad uploads and a read that finds nothing.
 */
const hasTesseract = (() => {
  try {
    execFileSync('tesseract', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasTesseract) console.warn('network-scan.test.ts: SKIPPED, `tesseract` is not installed (npm test installs it: scripts/lib.mjs ensureTesseract)');

let t: TestApp;
let me: FactoryUser;
let other: FactoryUser;
beforeAll(async () => {
  t = await makeTestApp();
  me = await newUser(t.ctx);
  other = await newUser(t.ctx);
});
afterAll(async () => {
  await t?.close();
});

const api = () => t.api.network;
const as = (u: FactoryUser) => ({ token: u.token });
const asFile = (bytes: Buffer, type = 'image/png') => new File([new Uint8Array(bytes)], 'card.png', { type }) as unknown as Uint8Array;
const upload = (u: FactoryUser, front: Buffer, back?: Buffer) => api().uploadCardScan({ ...as(u), body: { file: asFile(front), ...(back ? { back: asFile(back) } : {}) } });
const get = async (u: FactoryUser, id: string) => okOf(await api().getCardScan({ ...as(u), query: { id } }));
const counts = async () => ({
  scans: await t.ctx.db.cardScan.count(),
  files: await t.ctx.db.storedFile.count({ where: { purpose: 'cardScan' } }),
  tasks: await t.ctx.db.queueTask.count({ where: { queue: 'network.cardScan' } }),
});
async function readAll() {
  const w = startQueueWorkers(t.ctx, networkQueueHandlers(t.ctx), { pollMs: 50 });
  await w.idle();
  // A try that ran out of time on a loaded machine goes back with a backoff: moved past it, the next try runs.
  for (let i = 0; i < 2 && (await t.ctx.db.cardScan.count({ where: { status: { in: ['queued', 'running'] } } })); i++) {
    t.clock.advance(10 * 60_000);
    w.poke();
    await w.idle();
  }
  await w.stop();
}
/** A multipart body as a phone sends it, for the refusals the typed client cannot produce. */
function raw(u: FactoryUser, parts: { name: string; bytes: Buffer; type?: string }[], opts: { broken?: boolean } = {}) {
  const b = '----scanTestBoundary';
  const chunks = parts.flatMap((p) => [
    Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="${p.name}"; filename="card.jpg"\r\nContent-Type: ${p.type ?? 'image/jpeg'}\r\n\r\n`),
    p.bytes,
    Buffer.from('\r\n'),
  ]);
  const payload = Buffer.concat([...chunks, Buffer.from(opts.broken ? `--${b}` : `--${b}--\r\n`)]);
  return t.app.inject({ method: 'POST', url: '/scanCard/uploadCardScan.xhtml', payload, headers: { 'content-type': `multipart/form-data; boundary=${b}`, authorization: u.token } });
}

describe.skipIf(!hasTesseract)('a card read by the queue', () => {
  it('upload -> queued -> read: the fields proposed; corrected and saved as a paper contact with the photo', async () => {
    const truth = cardFields(3).fields;
    const scan = okOf(await upload(me, await renderSvg(cardSvg(3, 'left', 'WenQuanYi Zen Hei'))));
    expect(scan).toMatchObject({ status: 'queued', progress: 0, errorCode: null, backUrl: null });
    expect(scan.photoUrl).toMatch(/^\/files\/cardScan\/[A-Za-z0-9_-]+-front\.jpg$/);
    const row = await t.ctx.db.cardScan.findUniqueOrThrow({ where: { id: scan.id } });
    expect(await taskStatus(t.ctx, row.taskId!)).toMatchObject({ queue: 'network.cardScan', status: 'queued', maxAttempts: LIMITS.network.scanAttempts });
    // Saving before the read is refused.
    expect(refusalOf(await api().saveCardScan({ ...as(me), body: { id: scan.id, name: '张三' } }))).toMatchObject({ code: 'SCAN_NOT_READY', field: 'id' });

    await readAll();
    const read = await get(me, scan.id);
    expect(read).toMatchObject({ status: 'done', progress: 100, errorCode: null });
    expect(read.fields).toMatchObject({ name: truth.name, company: truth.company, mobiles: truth.mobiles, email: truth.email, landline: truth.landline });
    // The photo is served.
    expect((await t.app.inject({ method: 'GET', url: read.photoUrl })).statusCode).toBe(200);

    // The user corrects the title and saves; a replay answers the saved one.
    const body = { id: scan.id, ...read.fields, mobiles: read.fields.mobiles, title: '区域销售总监' };
    const saved = okOf(await api().saveCardScan({ ...as(me), body }));
    expect(saved).toMatchObject({ status: 'saved', fields: { name: truth.name, title: '区域销售总监', company: truth.company } });
    expect(okOf(await api().saveCardScan({ ...as(me), body: { ...body, title: '别的' } })).fields.title).toBe('区域销售总监');
    const book = okOf(await api().findPaperContacts({ ...as(me), body: {} }));
    expect(book.items.map((i) => [i.fields.name, i.photoUrl])).toEqual([[truth.name, read.photoUrl]]);
    expect(okOf(await api().findPaperContacts({ ...as(other), body: {} })).items).toEqual([]);
  }, 240_000);

  it('two sides merge: the Chinese front and the English back', async () => {
    const i = 0;
    const scan = okOf(await upload(me, await renderSvg(cardSvg(i, 'left', 'WenQuanYi Zen Hei')), await renderSvg(englishSideSvg(i))));
    expect(scan.backUrl).toMatch(/-back\.jpg$/);
    await readAll();
    const read = await get(me, scan.id);
    expect(read.status).toBe('done');
    expect(read.fields.name).toBe(cardFields(i).fields.name);
    expect(read.fields.company).toBe(cardFields(i).fields.company);
    expect(read.fields.email).toBe(cardFields(i).fields.email);
  }, 240_000);

  it('a photo with no text fails with SCAN_READ_FAILED, keeps the photo, and may still be saved by hand', async () => {
    const blank = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#f4f4f0' } })
      .png()
      .toBuffer();
    const scan = okOf(await upload(me, blank));
    await readAll();
    const read = await get(me, scan.id);
    expect(read).toMatchObject({ status: 'failed', errorCode: 'SCAN_READ_FAILED', errorMessage: '未能识别名片上的文字，请手动填写', photoUrl: scan.photoUrl });
    expect((await t.app.inject({ method: 'GET', url: read.photoUrl })).statusCode).toBe(200);
    const saved = okOf(await api().saveCardScan({ ...as(me), body: { id: scan.id, name: '李雷', mobiles: ['13900139000'] } }));
    expect(saved.fields).toMatchObject({ name: '李雷', mobiles: ['13900139000'] });
  }, 240_000);
});

describe('ownership, budget and bad input', () => {
  it("someone else's scan answers NOT_FOUND on every call, and changes nothing", async () => {
    const mine = await newCardScan(t.ctx, me);
    for (const res of [
      await api().getCardScan({ ...as(other), query: { id: mine.id } }),
      await api().saveCardScan({ ...as(other), body: { id: mine.id, name: '王五' } }),
      await api().discardCardScan({ ...as(other), body: { id: mine.id } }),
    ])
      expect(refusalOf(res)).toMatchObject({ code: 'NOT_FOUND', field: 'id' });
    expect((await t.ctx.db.cardScan.findUniqueOrThrow({ where: { id: mine.id } })).status).toBe('done');
  });

  it('discarding removes the photos and the task; the scan is gone for its owner', async () => {
    const scan = okOf(await upload(me, await renderSvg(cardSvg(1, 'left', 'WenQuanYi Zen Hei'))));
    expect(okOf(await api().discardCardScan({ ...as(me), body: { id: scan.id } }))).toEqual({ deleted: true });
    expect(refusalOf(await api().getCardScan({ ...as(me), query: { id: scan.id } })).code).toBe('NOT_FOUND');
    expect((await t.app.inject({ method: 'GET', url: scan.photoUrl })).statusCode).toBe(404);
    const row = await t.ctx.db.cardScan.findUniqueOrThrow({ where: { id: scan.id } });
    expect(await taskStatus(t.ctx, row.taskId!)).toBeNull();
  });

  it("the day's budget: the last scan of the day passes, one more is refused and writes nothing; the next China day starts over", async () => {
    const u = await newUser(t.ctx);
    const max = LIMITS.network.scansPerDay;
    for (let i = 0; i < max - 1; i++) await newCardScan(t.ctx, u, { status: 'failed' });
    const png = await sharp({ create: { width: 200, height: 120, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    okOf(await upload(u, png));
    const before = await counts();
    expect(refusalOf(await upload(u, png))).toMatchObject({ code: 'SCAN_DAILY_BUDGET', field: 'file' });
    expect(await counts()).toEqual(before);
    // Another user is not held by it.
    okOf(await upload(other, png));
    t.clock.advance(24 * 3_600_000);
    okOf(await upload(u, png));
  });

  it('bad uploads: no file, not an image, a fake image, too large, a broken multipart; nothing written', async () => {
    const before = await counts();
    expect(refusalOf(await api().uploadCardScan({ ...as(me), body: {} as never }))).toMatchObject({ field: 'file' });
    expect(await raw(me, [{ name: 'file', bytes: Buffer.from('%PDF-1.4 not a picture'), type: 'application/pdf' }]).then((r) => r.json())).toMatchObject({ errors: [{ field: 'file' }] });
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    expect((await raw(me, [{ name: 'file', bytes: fake }])).json()).toMatchObject({ status: 1050003 });
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(LIMITS.network.scanPhotoMaxBytes, 1)]);
    const tooLarge = await raw(me, [{ name: 'file', bytes: big }]);
    expect(tooLarge.statusCode).toBeLessThan(500);
    expect(tooLarge.json()).toMatchObject({ status: 1050004 });
    const broken = await raw(me, [{ name: 'file', bytes: Buffer.from([0xff, 0xd8, 0xff]) }], { broken: true });
    expect(broken.statusCode).toBeLessThan(500);
    expect(broken.json().status).not.toBe(200);
    // A good front with a back that is not a picture: refused on `back`, the front not kept.
    const png = await sharp({ create: { width: 200, height: 120, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    expect(
      (
        await raw(me, [
          { name: 'file', bytes: png, type: 'image/png' },
          { name: 'back', bytes: fake },
        ])
      ).json(),
    ).toMatchObject({ status: 1050003, errors: [{ field: 'back' }] });
    expect(await counts()).toEqual(before);
  });

  it('the saved fields are checked: a name is required, a mobile must look like one, a text may not hold a line break', async () => {
    const scan = await newCardScan(t.ctx, me);
    expect(refusalOf(await api().saveCardScan({ ...as(me), body: { id: scan.id, name: ' ' } }))).toMatchObject({ field: 'name' });
    expect(refusalOf(await api().saveCardScan({ ...as(me), body: { id: scan.id, name: '张伟', mobiles: ['abc'] } }))).toMatchObject({ field: 'mobiles.0' });
    expect(refusalOf(await api().saveCardScan({ ...as(me), body: { id: scan.id, name: '张伟', company: 'a\nb' } }))).toMatchObject({ field: 'company' });
    expect(refusalOf(await api().saveCardScan({ ...as(me), body: { id: scan.id, name: 'x'.repeat(LIMITS.network.scanNameMax + 1) } }))).toMatchObject({ field: 'name' });
    okOf(await api().saveCardScan({ ...as(me), body: { id: scan.id, name: 'x'.repeat(LIMITS.network.scanNameMax) } }));
  });
});
