import { LIMITS } from '@card/contract';
import type { AppContext } from '../../context';
import { PermanentTaskError, type QueueHandler, type TaskRun } from '../../core/queue';
import { OcrFailed } from '../../providers/ocr';
import { mergeScored } from './network-scan-merge.rules';
import { foundCount, type ScoredFields } from './network-scan.rules';
import { readCardSide } from './network-scan-read';
import { networkScanRepository } from './network-scan.repository';
import { SCAN_QUEUE } from './network-scan.service';

type Payload = { scanId: string };

/**
 * Reading one scan: its photos from storage through the OCR provider (sharp's preparation, tesseract), the text of
 * each side parsed and the sides merged, the proposed fields written. One at a time per instance: tesseract takes a
 * core for a second or two, and the web server shares the machine. A read that finds nothing fails at once with
 * SCAN_READ_FAILED (another try would read the same); the photo stays for the form filled by hand.
 */
export function scanHandler(ctx: AppContext): QueueHandler<Payload> {
  const repo = networkScanRepository(ctx.db);
  const storage = ctx.providers.storage;

  async function run(task: TaskRun<Payload>) {
    const scan = await repo.byId(task.payload.scanId);
    // Discarded, saved, or read by an earlier try whose outcome was written: nothing to do.
    if (!scan || !['queued', 'running'].includes(scan.status)) return;
    await repo.update(scan.id, { status: 'running', progress: 5, updatedAt: ctx.clock.now() });
    const urls = [scan.photoUrl, scan.backUrl].filter((u): u is string => !!u);
    const sides: ScoredFields[] = [];
    for (const [i, url] of urls.entries()) {
      const key = storage.keyOf(url);
      const bytes = key ? await storage.read(key) : null;
      if (!bytes) throw new PermanentTaskError('the photo is gone', 'SCAN_READ_FAILED');
      try {
        sides.push(await readCardSide(ctx.providers.ocr, bytes, { signal: task.signal }));
      } catch (err) {
        // sharp could not decode the stored photo: no try will.
        if (!(err instanceof OcrFailed)) throw new PermanentTaskError(`the photo could not be prepared: ${String(err)}`, 'SCAN_READ_FAILED');
        throw err;
      }
      const pct = Math.round(((i + 1) / urls.length) * 90);
      await task.progress(pct);
      await repo.update(scan.id, { progress: pct, updatedAt: ctx.clock.now() });
    }
    // The sides by how sure each reading was: a field both sides print in the same script is taken from the surer one.
    const fields = sides.reduce((a, b) => mergeScored(a, b)).fields;
    const found = foundCount(fields) > 0;
    await repo.updateFrom(scan.id, ['queued', 'running'], {
      status: found ? 'done' : 'failed',
      progress: 100,
      fields: JSON.stringify(fields),
      errorCode: found ? null : 'SCAN_READ_FAILED',
      updatedAt: ctx.clock.now(),
    });
  }

  return {
    queue: SCAN_QUEUE,
    concurrency: 1,
    leaseMs: 60_000,
    timeoutMs: LIMITS.network.scanTimeoutSeconds * 1000,
    run,
    onFailed: async (task) => {
      await repo.updateFrom(task.payload.scanId, ['queued', 'running'], { status: 'failed', errorCode: 'SCAN_READ_FAILED', progress: 100, updatedAt: ctx.clock.now() });
    },
  };
}
