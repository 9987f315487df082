import type { AppContext } from '../../context';
import { queueRepository } from './queue.repository';
import { afterFailure, clampProgress } from './queue.rules';
import type { QueueHandler, TaskRun } from './queue.types';

const PROGRESS_EVERY_MS = 500;

/**
 * Claims and runs tasks for one worker (`workerId`): the claim is a conditional update, the lease is renewed while the
 * try runs, the try is aborted past the handler's time or when `stopping` fires, and the outcome is written back with
 * the backoff rules. Shared by the local poller and the BullMQ dispatch, so both run a task exactly the same way.
 */
export function taskExecutor(ctx: AppContext, workerId: string, stopping: AbortSignal) {
  const repo = queueRepository(ctx.db);

  const runOne = async (h: QueueHandler<any>, row: { id: string; payload: string; attempts: number; maxAttempts: number }) => {
    const ac = new AbortController();
    const onStop = () => ac.abort(new Error('worker stopping'));
    stopping.addEventListener('abort', onStop);
    const timeout = setTimeout(() => ac.abort(new Error(`timed out after ${h.timeoutMs} ms`)), h.timeoutMs);
    const leaseTimer = setInterval(
      () => {
        const now = ctx.clock.now();
        void repo.renew(row.id, workerId, now, new Date(now.getTime() + h.leaseMs)).then(
          (held) => {
            if (!held) ac.abort(new Error('lease lost'));
          },
          () => undefined,
        );
      },
      Math.max(50, Math.floor(h.leaseMs / 3)),
    );
    let lastProgress = 0;
    const task: TaskRun<unknown> = {
      id: row.id,
      payload: JSON.parse(row.payload),
      attempt: row.attempts,
      maxAttempts: row.maxAttempts,
      signal: ac.signal,
      progress: async (pct) => {
        const t = Date.now();
        if (t - lastProgress < PROGRESS_EVERY_MS && pct < 100) return;
        lastProgress = t;
        await repo.progress(row.id, workerId, clampProgress(pct), ctx.clock.now()).catch(() => undefined);
      },
    };
    try {
      // A handler that ignores its signal still frees the slot when the try is aborted.
      await Promise.race([h.run(task), new Promise<never>((_, reject) => ac.signal.addEventListener('abort', () => reject(ac.signal.reason), { once: true }))]);
      await repo.finish(row.id, workerId, ctx.clock.now());
    } catch (err) {
      if (stopping.aborted) return; // shutting down: the lease lapses and the task is taken again elsewhere
      const now = ctx.clock.now();
      const next = afterFailure(row.attempts, row.maxAttempts, err, now);
      const message = err instanceof Error ? err.message.slice(0, 500) : String(err).slice(0, 500);
      if (next.status === 'queued') await repo.retry(row.id, workerId, now, next.runAfter, message).catch(() => undefined);
      else {
        await repo.fail(row.id, workerId, now, message).catch(() => undefined);
        await h.onFailed(task, err).catch((e) => ctx.log.error({ err: e, task: row.id }, 'queue onFailed failed'));
      }
      ctx.log.warn({ task: row.id, queue: h.queue, attempt: row.attempts, err: message, next: next.status }, 'queue task try failed');
    } finally {
      clearTimeout(timeout);
      clearInterval(leaseTimer);
      stopping.removeEventListener('abort', onStop);
    }
  };

  return {
    /** Ids of tasks of this handler's queue due now (queued and due, or held under a lapsed lease). */
    due: (h: QueueHandler<any>, take: number) => repo.candidates(h.queue, ctx.clock.now(), take).catch(() => [] as string[]),
    /** Takes the task if still takeable and runs it to its outcome; answers false when someone else had it. */
    claimAndRun: async (h: QueueHandler<any>, id: string): Promise<{ claimed: boolean; done: Promise<void> }> => {
      const now = ctx.clock.now();
      const row = await repo.claim(id, workerId, now, new Date(now.getTime() + h.leaseMs)).catch(() => null);
      if (!row) return { claimed: false, done: Promise.resolve() };
      return { claimed: true, done: runOne(h, row) };
    },
  };
}
