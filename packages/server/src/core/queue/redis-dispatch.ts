import { createRequire } from 'node:module';
import type { AppContext } from '../../context';
import { redisNameOf } from '../redis';
import type { taskExecutor } from './executor';
import type { QueueHandler } from './queue.types';

type Executor = ReturnType<typeof taskExecutor>;

/**
 * With REDIS_URL, tasks are carried by BullMQ (a well-kept Redis queue library): the instance that sees a task due
 * (just enqueued, its backoff over, or its lease lapsed) adds a BullMQ job named by the task id, and BullMQ's workers
 * on every instance take jobs with each handler's concurrency. The table stays the record: a worker still claims the
 * task row by its conditional update before running it (a job delivered twice, or a task another instance took, is
 * skipped), and retries, progress and failures are written to the row exactly as without Redis. A job id equal to
 * the task id makes adding the same due task from several instances one job.
 */
export function startRedisDispatch(
  ctx: AppContext,
  url: string,
  handlers: readonly QueueHandler<any>[],
  exec: Executor,
  stopping: AbortSignal,
  track: (h: QueueHandler<any>, done: Promise<void>) => Promise<void>,
) {
  // Loaded only with REDIS_URL, like ioredis in core/redis.ts.
  const req = createRequire(import.meta.url);
  const { Queue, Worker } = req('bullmq') as typeof import('bullmq');
  const { Redis } = req('ioredis') as typeof import('ioredis');
  // BullMQ's workers block on Redis; they need a connection that never gives up a command (maxRetriesPerRequest null).
  const connection = new Redis(url, { maxRetriesPerRequest: null, connectionName: 'card-queue' });
  connection.on('error', (err: Error) => ctx.log.warn({ err }, 'queue redis connection error'));
  const prefix = redisNameOf('queue', ctx.config.databaseUrl);
  const queues = new Map(handlers.map((h) => [h.queue, new Queue(h.queue, { connection, prefix })]));
  const workers = handlers.map((h) => {
    const w = new Worker(
      h.queue,
      async (job) => {
        if (stopping.aborted) return;
        const { claimed, done } = await exec.claimAndRun(h, String(job.data.taskId));
        if (claimed) await track(h, done);
      },
      { connection, prefix, concurrency: h.concurrency },
    );
    w.on('error', (err) => ctx.log.warn({ err, queue: h.queue }, 'queue worker error'));
    return w;
  });

  return {
    /** Hands due tasks to BullMQ (a task already waiting there is not added twice). */
    dispatch: async (h: QueueHandler<any>, ids: string[]) => {
      if (!ids.length) return;
      await queues
        .get(h.queue)!
        .addBulk(ids.map((id) => ({ name: 'task', data: { taskId: id }, opts: { jobId: id, removeOnComplete: true, removeOnFail: true } })))
        .catch((err: unknown) => ctx.log.warn({ err, queue: h.queue }, 'queue dispatch failed (the next poll retries)'));
    },
    /** Resolves once no job waits or runs in BullMQ for these queues (tests). */
    drained: async () => {
      for (;;) {
        const counts = await Promise.all([...queues.values()].map((q) => q.getJobCounts('waiting', 'active', 'prioritized')));
        if (counts.every((c) => Object.values(c).every((n) => n === 0))) return;
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    close: async () => {
      await Promise.all(workers.map((w) => w.close()));
      await Promise.all([...queues.values()].map((q) => q.close()));
      await connection.quit().catch(() => connection.disconnect());
    },
  };
}
