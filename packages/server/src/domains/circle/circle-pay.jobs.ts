import { LIMITS } from '@card/contract';
import type { AppContext } from '../../context';
import type { Job } from '../../core/jobs';
import { circlePayRepository } from './circle-pay.repository';

/**
 * Paid terms running out: each joined row whose paidUntil passed becomes expired and leaves memberCount, in one
 * transaction per row. The move is conditional (still joined, still lapsed), so a renewal that landed first, another
 * instance or a re-run changes nothing and never drops the count twice.
 */
export async function expirePaidMembers(ctx: AppContext): Promise<number> {
  const at = ctx.clock.now();
  let moved = 0;
  for (const row of await circlePayRepository(ctx.db).lapsedMembers(at, LIMITS.circle.paidExpiryBatch)) {
    const done = await ctx.db.$transaction(async (tx) => {
      const repo = circlePayRepository(tx);
      if (!(await repo.expireMember(row.id, at))) return false;
      await repo.countMember(row.circleId, -1);
      return true;
    });
    if (done) moved++;
  }
  return moved;
}

export function circlePayJobs(ctx: AppContext): Job[] {
  return [{ name: 'circle.expirePaidMembers', everyMs: LIMITS.circle.paidExpiryEveryMs, run: () => expirePaidMembers(ctx) }];
}
