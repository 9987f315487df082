import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { queueRepository } from './queue.repository';
import { afterFailure, clampProgress, PermanentTaskError } from './queue.rules';

export { PermanentTaskError, backoffMs } from './queue.rules';


/**
 * The durable work queue (issue 15): long work (transcoding a video) runs outside the request, survives a restart and
 * is bounded per instance. Tasks are rows (QueueTask), written in the caller's transaction with the row they work on,
 * so a task never exists without its subject nor the other way round. A worker takes a task by a conditional update
 * and holds a lease it renews while working; when a process dies mid-task the lease lapses and any instance takes the
 * task again (the handler must be safe to run again: it starts the work over). Failed tries go back with a backoff
 * until the task's attempts are spent; a PermanentTaskError fails it at once. With REDIS_URL set, BullMQ carries the
 * wake-ups between instances (redis-dispatch.ts); the rows stay the record either way.
 */
export interface TaskRun<P> {
  id: string;
  payload: P;
  /** 1 for the first try. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the try runs past the handler's `timeoutMs` or the worker stops: kill child processes on it. */
  signal: AbortSignal;
  /** Reports progress (0-100) on the task row; cheap to call often (written at most every ~half second). */
  progress: (pct: number) => Promise<void>;
}

export interface QueueHandler<P = unknown> {
  queue: string;
  /** Tries run at once in one process (the bound on concurrent work per instance). */
  concurrency: number;
  /** How long a claim holds without renewal; renewed every third of it while the try runs. */
  leaseMs: number;
  /** A try that takes longer is aborted and counted as failed. */
  timeoutMs: number;
  run: (task: TaskRun<P>) => Promise<void>;
  /** The task failed for good (its last try, or a permanent failure): the owning area records what the user sees. */
  onFailed: (task: TaskRun<P>, error: unknown) => Promise<void>;
}

export interface EnqueueSpec { queue: string; payload: unknown; maxAttempts?: number; runAfter?: Date }

/** Adds a task; pass the transaction that writes the task's subject. Answers the task id. */
export async function enqueueTask(db: Pick<Db, 'queueTask'>, ctx: Pick<AppContext, 'ids' | 'clock'>, spec: EnqueueSpec): Promise<string> {
  const now = ctx.clock.now();
  const id = ctx.ids.id();
  await queueRepository(db).insert({ id, queue: spec.queue, payload: JSON.stringify(spec.payload), maxAttempts: spec.maxAttempts ?? 3, runAfter: spec.runAfter ?? now, createdAt: now });
  return id;
}

/** A task's state for a status screen (null when unknown or purged). */
export const taskStatus = (ctx: AppContext, id: string) => queueRepository(ctx.db).get(id);

/** Puts a failed task back for a new round of tries (answers false when it was not failed). */
export async function requeueTask(ctx: AppContext, id: string) {
  const ok = await queueRepository(ctx.db).requeue(id, ctx.clock.now());
  if (ok) wake(ctx, undefined);
  return ok;
}

// Wake-ups within one process: after a commit that enqueued, the caller wakes the workers instead of waiting a poll.
const wakers = new WeakMap<object, Set<(queue?: string) => void>>();
const outsideWakers = new WeakMap<object, (queue?: string) => void>();
/** Tells the workers (this process's, and with Redis every instance's) that `queue` has work. Call after the commit. */
export function wake(ctx: AppContext, queue: string | undefined) {
  for (const w of wakers.get(ctx) ?? []) w(queue);
  outsideWakers.get(ctx)?.(queue);
}
/** Lets the Redis dispatch carry wake-ups to other instances. */
export function setOutsideWaker(ctx: AppContext, send: ((queue?: string) => void) | undefined) {
  if (send) outsideWakers.set(ctx, send); else outsideWakers.delete(ctx);
}

export interface QueueWorkers {
  /** Stops taking tasks, aborts running tries (their leases lapse, so another instance takes them) and waits for them. */
  stop: () => Promise<void>;
  /** Looks for work now (tests; the Redis dispatch). */
  poke: (queue?: string) => void;
  /** Resolves once no task of these handlers is due or running in this process (tests). */
  idle: () => Promise<void>;
}

const PROGRESS_EVERY_MS = 500;

/** Runs the handlers' tasks in this process until stopped; polls every `pollMs` besides the wake-ups. */
export function startQueueWorkers(ctx: AppContext, handlers: readonly QueueHandler<any>[], opts: { pollMs?: number; workerId?: string } = {}): QueueWorkers {
  const workerId = opts.workerId ?? ctx.ids.id();
  const repo = queueRepository(ctx.db);
  const stopper = new AbortController();
  const running = new Map<string, Set<Promise<void>>>();
  let looking = new Map<string, Promise<void>>();

  const runOne = async (h: QueueHandler<any>, row: { id: string; payload: string; attempts: number; maxAttempts: number }) => {
    const ac = new AbortController();
    const onStop = () => ac.abort(new Error('worker stopping'));
    stopper.signal.addEventListener('abort', onStop);
    const timeout = setTimeout(() => ac.abort(new Error(`timed out after ${h.timeoutMs} ms`)), h.timeoutMs);
    const leaseTimer = setInterval(() => {
      const now = ctx.clock.now();
      void repo.renew(row.id, workerId, now, new Date(now.getTime() + h.leaseMs)).then((held) => { if (!held) ac.abort(new Error('lease lost')); }, () => undefined);
    }, Math.max(50, Math.floor(h.leaseMs / 3)));
    let lastProgress = 0;
    const task: TaskRun<unknown> = {
      id: row.id, payload: JSON.parse(row.payload), attempt: row.attempts, maxAttempts: row.maxAttempts, signal: ac.signal,
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
      if (stopper.signal.aborted) return; // shutting down: the lease lapses and the task is taken again elsewhere
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
      stopper.signal.removeEventListener('abort', onStop);
    }
  };

  const look = (h: QueueHandler<any>): Promise<void> => {
    const current = looking.get(h.queue);
    if (current) return current;
    const p = (async () => {
      const mine = running.get(h.queue) ?? new Set();
      running.set(h.queue, mine);
      while (!stopper.signal.aborted && mine.size < h.concurrency) {
        const now = ctx.clock.now();
        const ids = await repo.candidates(h.queue, now, h.concurrency - mine.size).catch(() => []);
        if (ids.length === 0) break;
        let took = 0;
        for (const id of ids) {
          if (mine.size >= h.concurrency) break;
          const row = await repo.claim(id, workerId, now, new Date(now.getTime() + h.leaseMs)).catch(() => null);
          if (!row) continue;
          took += 1;
          const p: Promise<void> = runOne(h, row).finally(() => { mine.delete(p); if (!stopper.signal.aborted) void look(h); });
          mine.add(p);
        }
        if (took === 0) break;
      }
    })().finally(() => looking.delete(h.queue));
    looking.set(h.queue, p);
    return p;
  };

  const poke = (queue?: string) => { for (const h of handlers) if (!queue || h.queue === queue) void look(h); };
  const set = wakers.get(ctx) ?? new Set();
  set.add(poke);
  wakers.set(ctx, set);
  const timer = setInterval(() => poke(), opts.pollMs ?? 1_000);
  timer.unref();
  poke();

  return {
    poke,
    idle: async () => {
      for (;;) {
        await Promise.all([...looking.values()]);
        const busy = [...running.values()].flatMap((s) => [...s]);
        if (busy.length === 0 && looking.size === 0) {
          // Nothing here; one more look in case a task became due meanwhile.
          await Promise.all(handlers.map((h) => look(h)));
          if ([...running.values()].every((s) => s.size === 0)) return;
        }
        await Promise.all(busy);
      }
    },
    stop: async () => {
      clearInterval(timer);
      set.delete(poke);
      stopper.abort();
      await Promise.all([...looking.values(), ...[...running.values()].flatMap((s) => [...s])]);
      looking = new Map();
    },
  };
}

/** Finished tasks are kept a week for the record, then deleted (a Job of the housekeeping kind). */
export const purgeFinishedTasks = (ctx: AppContext) =>
  queueRepository(ctx.db).purgeFinished(new Date(ctx.clock.now().getTime() - 7 * 24 * 3_600_000));
