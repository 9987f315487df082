import type { Db } from '../../db';

type QueueDb = Pick<Db, 'queueTask'>;

export interface TaskRow {
  id: string;
  queue: string;
  payload: string;
  attempts: number;
  maxAttempts: number;
}

/** Prisma access to the work queue's tasks. Every state change is conditional, so instances never double-run a try. */
export function queueRepository(db: QueueDb) {
  return {
    insert: (row: { id: string; queue: string; payload: string; maxAttempts: number; runAfter: Date; createdAt: Date }) =>
      db.queueTask.create({ data: { ...row, updatedAt: row.createdAt }, select: { id: true } }),

    /** Ids of tasks of `queue` a worker may take now: queued and due, or running with a lapsed lease (a dead worker's). */
    candidates: async (queue: string, now: Date, take: number) =>
      (
        await db.queueTask.findMany({
          where: {
            queue,
            OR: [
              { status: 'queued', runAfter: { lte: now } },
              { status: 'running', leaseUntil: { lt: now } },
            ],
          },
          orderBy: [{ runAfter: 'asc' }, { id: 'asc' }],
          take,
          select: { id: true },
        })
      ).map((r) => r.id),

    /** Takes one task if it is still takeable (the same condition, re-checked in the update): answers it, or null. */
    claim: async (id: string, workerId: string, now: Date, leaseUntil: Date): Promise<TaskRow | null> => {
      const taken = await db.queueTask.updateMany({
        where: {
          id,
          OR: [
            { status: 'queued', runAfter: { lte: now } },
            { status: 'running', leaseUntil: { lt: now } },
          ],
        },
        data: { status: 'running', workerId, leaseUntil, attempts: { increment: 1 }, updatedAt: now },
      });
      if (taken.count !== 1) return null;
      return db.queueTask.findUnique({ where: { id }, select: { id: true, queue: true, payload: true, attempts: true, maxAttempts: true } });
    },

    /** Extends the lease while this worker still holds the task; answers whether it does. */
    renew: async (id: string, workerId: string, now: Date, leaseUntil: Date) =>
      (await db.queueTask.updateMany({ where: { id, workerId, status: 'running' }, data: { leaseUntil, updatedAt: now } })).count === 1,

    progress: (id: string, workerId: string, progress: number, now: Date) => db.queueTask.updateMany({ where: { id, workerId, status: 'running' }, data: { progress, updatedAt: now } }),

    finish: (id: string, workerId: string, now: Date) =>
      db.queueTask.updateMany({ where: { id, workerId, status: 'running' }, data: { status: 'done', progress: 100, leaseUntil: null, finishedAt: now, updatedAt: now } }),

    retry: (id: string, workerId: string, now: Date, runAfter: Date, lastError: string) =>
      db.queueTask.updateMany({ where: { id, workerId, status: 'running' }, data: { status: 'queued', runAfter, leaseUntil: null, workerId: null, lastError, updatedAt: now } }),

    fail: (id: string, workerId: string, now: Date, lastError: string) =>
      db.queueTask.updateMany({ where: { id, workerId, status: 'running' }, data: { status: 'failed', leaseUntil: null, lastError, finishedAt: now, updatedAt: now } }),

    /** Puts a finished (failed) task back for another round of tries (a user's "transcode again"). */
    requeue: async (id: string, now: Date) =>
      (
        await db.queueTask.updateMany({
          where: { id, status: 'failed' },
          data: { status: 'queued', attempts: 0, runAfter: now, lastError: null, progress: 0, finishedAt: null, updatedAt: now },
        })
      ).count === 1,

    get: (id: string) =>
      db.queueTask.findUnique({
        where: { id },
        select: { id: true, queue: true, status: true, attempts: true, maxAttempts: true, progress: true, lastError: true, runAfter: true, finishedAt: true },
      }),

    /** Finished tasks older than `before` are deleted (the owning rows keep what users need to see). */
    purgeFinished: async (before: Date) => (await db.queueTask.deleteMany({ where: { status: { in: ['done', 'failed'] }, finishedAt: { lt: before } } })).count,
  };
}
