import { LIMITS, type Lang, type TPageQuery, type TSaveCardScanBody } from '@card/contract';
import type { AppContext } from '../../context';
import { enqueueTask, wake } from '../../core/queue';
import { releaseFiles, storeFile } from '../../core/uploads';
import { DomainError } from '../../lib/domain-error';
import { sniffImage } from '../../lib/image-file';
import { pageArgs, pageResult } from '../../lib/paging';
import { loadSharp } from '../../lib/sharp';
import { assertPaperContactRoom, assertScanBudget, chinaDayStart } from './network-scan-budget.rules';
import { networkScanRepository } from './network-scan.repository';
import { scanView } from './network-scan.views';
import type { CardScan } from '../../generated/prisma/client';

export const SCAN_QUEUE = 'network.cardScan';
const L = LIMITS.network;
/** Stored photos: long side at most this (the reading scales the card to 2000 px wide; more is only bytes). */
const PHOTO_SIDE = 2400;

/**
 * Paper cards into the address book (issue 34): the photos are checked, re-encoded (real pixels only, EXIF
 * orientation applied) and stored, and the scan written with its reading task in one transaction; the reading runs in
 * the queue (network-scan-task.ts); the owner corrects the proposed fields and saves them as a paper contact with the
 * photo. Someone else's scan id answers NOT_FOUND.
 */
export function networkScanService(ctx: AppContext) {
  const repo = networkScanRepository(ctx.db);

  async function own(ownerId: string, id: string) {
    const row = await repo.own(ownerId, id);
    if (!row) throw new DomainError('NOT_FOUND', { field: 'id' });
    return row;
  }

  /** A photo as stored: a real image of an allowed type, turned upright, at most PHOTO_SIDE, JPEG. */
  async function photoOf(bytes: Uint8Array, field: string): Promise<Buffer> {
    if (bytes.length > L.scanPhotoMaxBytes) throw new DomainError('UPLOAD_TOO_LARGE', { field });
    const type = sniffImage(bytes);
    if (!type || !(L.scanPhotoTypes as readonly string[]).includes(type)) throw new DomainError('UPLOAD_TYPE_ERROR', { field });
    const sharp = await loadSharp();
    try {
      return await sharp(bytes, { limitInputPixels: 40_000_000 })
        .rotate()
        .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 90 })
        .toBuffer();
    } catch {
      // Right magic bytes but not a readable picture: the same answer as any other non-image.
      throw new DomainError('UPLOAD_TYPE_ERROR', { field });
    }
  }

  async function upload(ownerId: string, input: { file: Uint8Array; back?: Uint8Array }, lang: Lang) {
    const now = ctx.clock.now();
    assertScanBudget(await repo.countSince(ownerId, chinaDayStart(now)));
    const front = await photoOf(input.file, 'file');
    const back = input.back ? await photoOf(input.back, 'back') : null;
    const id = ctx.ids.id();
    const owner = { userId: ownerId, purpose: 'cardScan' as const };
    const urls: string[] = [];
    let row: CardScan;
    try {
      urls.push(await storeFile(ctx, owner, `cardScan/${id}-front.jpg`, front, 'image/jpeg', 'file'));
      if (back) urls.push(await storeFile(ctx, owner, `cardScan/${id}-back.jpg`, back, 'image/jpeg', 'back'));
      row = await ctx.db.$transaction(async (tx) => {
        const taskId = await enqueueTask(tx, ctx, { queue: SCAN_QUEUE, payload: { scanId: id }, maxAttempts: L.scanAttempts });
        return networkScanRepository(tx).create({
          id,
          ownerId,
          status: 'queued',
          progress: 0,
          photoUrl: urls[0]!,
          backUrl: urls[1] ?? null,
          taskId,
          createdAt: now,
          updatedAt: now,
        });
      });
    } catch (err) {
      await releaseFiles(ctx, urls);
      throw err;
    }
    wake(ctx, SCAN_QUEUE);
    return scanView(row, lang);
  }

  async function get(ownerId: string, id: string, lang: Lang) {
    return scanView(await own(ownerId, id), lang);
  }

  async function save(ownerId: string, body: TSaveCardScanBody, lang: Lang) {
    const row = await own(ownerId, body.id);
    if (row.status === 'saved') return scanView(row, lang);
    if (row.status === 'queued' || row.status === 'running') throw new DomainError('SCAN_NOT_READY', { field: 'id' });
    assertPaperContactRoom(await repo.savedCount(ownerId));
    const { id, ...fields } = body;
    const now = ctx.clock.now();
    // Saved meanwhile by a replay of this call: that one answers.
    await repo.updateFrom(id, ['done', 'failed'], {
      status: 'saved',
      fields: JSON.stringify(fields),
      nameKey: fields.name.toLowerCase(),
      savedAt: now,
      updatedAt: now,
      errorCode: null,
      progress: 100,
    });
    return scanView((await repo.byId(id))!, lang);
  }

  /** Drops a scan (or a saved paper contact) with its photos; the row stays, photo-less, for the day's budget. */
  async function discard(ownerId: string, id: string) {
    const row = await own(ownerId, id);
    await ctx.db.$transaction(async (tx) => {
      const r = networkScanRepository(tx);
      await r.update(id, { status: 'discarded', photoUrl: '', backUrl: null, fields: '', nameKey: '', updatedAt: ctx.clock.now() });
      if (row.taskId) await r.removeTask(row.taskId);
    });
    await releaseFiles(ctx, [row.photoUrl, row.backUrl]);
    return { deleted: true as const };
  }

  async function paperContacts(ownerId: string, q: TPageQuery, lang: Lang) {
    const { skip, take } = pageArgs(q);
    const { items, total } = await repo.saved(ownerId, skip, take);
    return pageResult(
      items.map((r) => scanView(r, lang)),
      total,
      q,
    );
  }

  return { upload, get, save, discard, paperContacts };
}
