import type { DbClient } from '../../core/db';

/** The first-run walkthrough's rows (prisma/schema/usercentre.prisma FirstRun): one per account opened since. */
export function firstRunRepository(db: DbClient) {
  return {
    /** Written in the account's creation transaction; the account is new, so there is never a row to clash with. */
    open: (userId: string, now: Date) => db.firstRun.create({ data: { userId, createdAt: now } }),
    pending: async (userId: string) => (await db.firstRun.count({ where: { userId, doneAt: null } })) > 0,
    /** Only an open row changes: a repeat, or an account without a walkthrough, leaves everything as it is. */
    finish: (userId: string, now: Date) => db.firstRun.updateMany({ where: { userId, doneAt: null }, data: { doneAt: now } }),
  };
}
