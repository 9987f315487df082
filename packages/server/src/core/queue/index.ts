import type { AppContext } from '../../context';
import type { Db } from '../../db';
import { queueRepository } from './queue.repository';
import { taskExecutor } from './executor';
import { startRedisDispatch } from './redis-dispatch';
import type { QueueHandler } from './queue.types';

export { PermanentTaskError, backoffMs } from './queue.rules';

/**
 * The durable work queue (issue 15): long work (transcoding a video) runs outside the request, survives a restart and
 * is bounded per instance. Tasks are rows (QueueTask), written in the caller's transaction with the row they work on,
 * so a task never exists without its subject nor the other way round. A worker takes a task by a conditional update
 * and holds a lease it renews while working; when a process dies mid-task the lease lapses and any instance takes the
 * task again (the handler must be safe to run again: it starts the work over). Failed tries go back with a backoff
 * until the task's attempts are spent; a PermanentTaskError fails it at once. With REDIS_URL set, BullMQ carries the
 * tasks to every instance's workers (redis-dispatch.ts); the rows stay the record either way.
 */
export type { QueueHandler, TaskRun } from './queue.types';

export interface EnqueueSpec {
  queue: string;
  payload: unknown;
  maxAttempts?: number;
  runAfter?: Date;
}

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

// Wake-ups within one process: after a commit that enqueued, the caller wakes the workers instead of waiting a poll
// (with Redis, the woken poller hands the task to BullMQ, which reaches every instance's workers).
const wakers = new WeakMap<object, Set<(queue?: string) => void>>();
/** Tells this process's workers that `queue` has work. Call after the commit that enqueued. */
export function wake(ctx: AppContext, queue: string | undefined) {
  for (const w of wakers.get(ctx) ?? []) w(queue);
}

export interface QueueWorkers {
  /** Stops taking tasks, aborts running tries (their leases lapse, so another instance takes them) and waits for them. */
  stop: () => Promise<void>;
  /** Looks for work now (tests; after a wake-up). */
  poke: (queue?: string) => void;
  /** Resolves once no task of these handlers is due or running in this process (tests). */
  idle: () => Promise<void>;
}

/**
 * Runs the handlers' tasks in this process until stopped; polls every `pollMs` besides the wake-ups. With a Redis URL
 * (`opts.redisUrl`, or the app's REDIS_URL) the due tasks are handed to BullMQ, whose workers on every instance take
 * them (redis-dispatch.ts); without, this process claims them from the table itself.
 */
export function startQueueWorkers(ctx: AppContext, handlers: readonly QueueHandler<any>[], opts: { pollMs?: number; workerId?: string; redisUrl?: string } = {}): QueueWorkers {
  const redisUrl = opts.redisUrl ?? ctx.config.redisUrl;
  const stopper = new AbortController();
  const exec = taskExecutor(ctx, opts.workerId ?? ctx.ids.id(), stopper.signal);
  const running = new Map<string, Set<Promise<void>>>();
  const looking = new Map<string, Promise<void>>();

  const mine = (h: QueueHandler<any>) => {
    const set = running.get(h.queue) ?? new Set<Promise<void>>();
    running.set(h.queue, set);
    return set;
  };
  const track = (h: QueueHandler<any>, p: Promise<void>) => {
    const set = mine(h);
    const tracked: Promise<void> = p.finally(() => {
      set.delete(tracked);
      if (!stopper.signal.aborted && !redis) void look(h);
    });
    set.add(tracked);
    return tracked;
  };
  const redis = redisUrl ? startRedisDispatch(ctx, redisUrl, handlers, exec, stopper.signal, track) : null;

  const look = (h: QueueHandler<any>): Promise<void> => {
    const current = looking.get(h.queue);
    if (current) return current;
    const p = (async () => {
      if (redis) {
        await redis.dispatch(h, await exec.due(h, 100));
        return;
      }
      const set = mine(h);
      while (!stopper.signal.aborted && set.size < h.concurrency) {
        const ids = await exec.due(h, h.concurrency - set.size);
        if (ids.length === 0) break;
        let took = 0;
        for (const id of ids) {
          if (set.size >= h.concurrency) break;
          const { claimed, done } = await exec.claimAndRun(h, id);
          if (!claimed) continue;
          took += 1;
          track(h, done);
        }
        if (took === 0) break;
      }
    })().finally(() => looking.delete(h.queue));
    looking.set(h.queue, p);
    return p;
  };

  const poke = (queue?: string) => {
    for (const h of handlers) if (!queue || h.queue === queue) void look(h);
  };
  const set = wakers.get(ctx) ?? new Set();
  set.add(poke);
  wakers.set(ctx, set);
  const timer = setInterval(() => poke(), opts.pollMs ?? 1_000);
  timer.unref();
  poke();

  const busy = () => [...running.values()].flatMap((s) => [...s]);
  return {
    poke,
    idle: async () => {
      for (;;) {
        await Promise.all([...looking.values()]);
        if (redis) await redis.drained();
        if (busy().length === 0) {
          // Nothing here; one more look in case a task became due meanwhile.
          await Promise.all(handlers.map((h) => look(h)));
          if (redis) await redis.drained();
          if (busy().length === 0) return;
        }
        await Promise.all(busy());
      }
    },
    stop: async () => {
      clearInterval(timer);
      set.delete(poke);
      stopper.abort();
      await Promise.all([...looking.values(), ...busy()]);
      await redis?.close();
    },
  };
}

/** Finished tasks are kept a week for the record, then deleted (a Job of the housekeeping kind). */
export const purgeFinishedTasks = (ctx: AppContext) => queueRepository(ctx.db).purgeFinished(new Date(ctx.clock.now().getTime() - 7 * 24 * 3_600_000));
