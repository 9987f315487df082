import type { AppContext } from '../../context';
import type { AccountOpenedHook } from '../../core/users';
import { firstRunRepository } from './first-run.repository';

/**
 * The first-run walkthrough (issue 35, item 5): a new account is walked through photo, title and company, and
 * sharing its card the first time the management centre opens; finished or skipped, it never shows again, on any
 * device (the state is the server's, not the browser's).
 */
export function firstRunService(ctx: AppContext) {
  const repo = firstRunRepository(ctx.db);
  return {
    state: async (userId: string) => ({ pending: await repo.pending(userId) }),
    finish: async (userId: string) => {
      await repo.finish(userId, ctx.clock.now());
      return { pending: false };
    },
  };
}

/** Listed in app.ts's accountOpened: only accounts opened from now on have a walkthrough to see. */
export const openFirstRun: AccountOpenedHook = async (tx, account, now) => {
  await firstRunRepository(tx).open(account.id, now);
};
