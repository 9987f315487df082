import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueTask, PermanentTaskError, startQueueWorkers, taskStatus, type QueueHandler } from '../../src/core/queue';
import { makeTestApp, type TestApp } from '../helpers/app';

/**
 * The durable work queue (core/queue) against a real database: bounded concurrency, retries with backoff, permanent
 * failures, a try that runs past its time, and a task whose worker died being taken again after its lease.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const clock = () => t.ctx.clock as unknown as { advance: (ms: number) => void };
const handler = (queue: string, over: Partial<QueueHandler<{ n: number }>>): QueueHandler<{ n: number }> => ({
  queue,
  concurrency: 1,
  leaseMs: 60_000,
  timeoutMs: 30_000,
  run: async () => undefined,
  onFailed: async () => undefined,
  ...over,
});
const add = (queue: string, n: number, maxAttempts = 3) => enqueueTask(t.ctx.db, t.ctx, { queue, payload: { n }, maxAttempts });

describe('work queue', () => {
  it("runs every task once, never more at a time than the handler's concurrency", async () => {
    let now = 0;
    let most = 0;
    const seen: number[] = [];
    const ids = await Promise.all([1, 2, 3, 4, 5].map((n) => add('q-conc', n)));
    const w = startQueueWorkers(
      t.ctx,
      [
        handler('q-conc', {
          concurrency: 2,
          run: async (task) => {
            now += 1;
            most = Math.max(most, now);
            await new Promise((r) => setTimeout(r, 30));
            seen.push(task.payload.n);
            now -= 1;
          },
        }),
      ],
      { pollMs: 20 },
    );
    await w.idle();
    await w.stop();
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    for (const id of ids) expect(await taskStatus(t.ctx, id)).toMatchObject({ status: 'done', attempts: 1, progress: 100 });
  });

  it('a failed try waits its backoff, then runs again and succeeds', async () => {
    let tries = 0;
    const id = await add('q-retry', 1);
    const w = startQueueWorkers(
      t.ctx,
      [
        handler('q-retry', {
          run: async () => {
            tries += 1;
            if (tries === 1) throw new Error('disk busy');
          },
        }),
      ],
      { pollMs: 20 },
    );
    await w.idle();
    expect(await taskStatus(t.ctx, id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'disk busy' });
    clock().advance(1_999);
    w.poke();
    await w.idle();
    expect(tries).toBe(1); // not due before its 2 s backoff
    clock().advance(1);
    w.poke();
    await w.idle();
    await w.stop();
    expect(tries).toBe(2);
    expect(await taskStatus(t.ctx, id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('fails for good after its last try, and on a permanent failure at once; the owner hears it once', async () => {
    const failed: string[] = [];
    const flaky = await add('q-fail', 1, 2);
    const hostile = await add('q-fail', 2, 3);
    const w = startQueueWorkers(
      t.ctx,
      [
        handler('q-fail', {
          run: async (task) => {
            if (task.payload.n === 2) throw new PermanentTaskError('not a video', 'UPLOAD_TYPE_ERROR');
            throw new Error('flaky');
          },
          onFailed: async (task) => {
            failed.push(task.id);
          },
        }),
      ],
      { pollMs: 20 },
    );
    await w.idle();
    clock().advance(2_000);
    w.poke();
    await w.idle();
    await w.stop();
    expect(await taskStatus(t.ctx, flaky)).toMatchObject({ status: 'failed', attempts: 2, lastError: 'flaky' });
    expect(await taskStatus(t.ctx, hostile)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'not a video' });
    expect(failed.sort()).toEqual([flaky, hostile].sort());
  });

  it('a try that runs past its time is aborted, its signal fired, and the slot freed', async () => {
    let aborted = false;
    const id = await add('q-slow', 1, 1);
    const w = startQueueWorkers(
      t.ctx,
      [
        handler('q-slow', {
          timeoutMs: 50,
          run: (task) =>
            new Promise<void>(() => {
              task.signal.addEventListener('abort', () => {
                aborted = true;
              });
            }), // never settles by itself
        }),
      ],
      { pollMs: 20 },
    );
    await w.idle();
    await w.stop();
    expect(aborted).toBe(true);
    expect(await taskStatus(t.ctx, id)).toMatchObject({ status: 'failed', lastError: 'timed out after 50 ms' });
  });

  it('a task whose worker stopped mid-try is taken again by another worker once the lease lapses, and resumes', async () => {
    const id = await add('q-restart', 1);
    let started = 0;
    const progressSeen: number[] = [];
    const first = startQueueWorkers(
      t.ctx,
      [
        handler('q-restart', {
          leaseMs: 10_000,
          run: (task) =>
            new Promise<void>((_, reject) => {
              started += 1;
              void task.progress(40);
              task.signal.addEventListener('abort', () => reject(task.signal.reason));
            }),
        }),
      ],
      { pollMs: 20, workerId: 'worker-a' },
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(started).toBe(1);
    await first.stop(); // the process "dies": the task stays running under worker-a's lease
    expect(await taskStatus(t.ctx, id)).toMatchObject({ status: 'running', attempts: 1 });
    const second = startQueueWorkers(
      t.ctx,
      [
        handler('q-restart', {
          run: async (task) => {
            progressSeen.push(task.attempt);
          },
        }),
      ],
      { pollMs: 20, workerId: 'worker-b' },
    );
    await second.idle();
    expect(progressSeen).toEqual([]); // the lease still holds
    clock().advance(10_001);
    second.poke();
    await second.idle();
    await second.stop();
    expect(progressSeen).toEqual([2]);
    expect(await taskStatus(t.ctx, id)).toMatchObject({ status: 'done', attempts: 2 });
  });
});

describe('work queue through BullMQ (REDIS_URL)', async () => {
  const { startTestRedis } = await import('../helpers/redis');
  const redis = await startTestRedis();
  afterAll(async () => {
    await redis?.stop();
  });

  it.skipIf(!redis)('two instances share the tasks through Redis: each runs exactly once, each instance within its concurrency', async () => {
    const ran = new Map<number, string[]>();
    const busy = { a: 0, b: 0 };
    const most = { a: 0, b: 0 };
    const h = (who: 'a' | 'b') =>
      handler('q-redis', {
        concurrency: 2,
        run: async (task) => {
          busy[who] += 1;
          most[who] = Math.max(most[who], busy[who]);
          ran.set(task.payload.n, [...(ran.get(task.payload.n) ?? []), who]);
          await new Promise((r) => setTimeout(r, 40));
          busy[who] -= 1;
        },
      });
    const a = startQueueWorkers(t.ctx, [h('a')], { pollMs: 30, workerId: 'inst-a', redisUrl: redis!.url });
    const b = startQueueWorkers(t.ctx, [h('b')], { pollMs: 30, workerId: 'inst-b', redisUrl: redis!.url });
    const ids = [];
    for (let n = 1; n <= 8; n += 1) ids.push(await add('q-redis', n));
    a.poke();
    b.poke();
    await a.idle();
    await b.idle();
    await a.stop();
    await b.stop();
    expect([...ran.keys()].sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...ran.values()].every((who) => who.length === 1)).toBe(true);
    expect(most.a).toBeLessThanOrEqual(2);
    expect(most.b).toBeLessThanOrEqual(2);
    for (const id of ids) expect(await taskStatus(t.ctx, id)).toMatchObject({ status: 'done', attempts: 1 });
  });
});
