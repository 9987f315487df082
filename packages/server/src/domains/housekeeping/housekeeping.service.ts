import type { AppContext } from '../../context';
import { housekeepingRepository } from './housekeeping.repository';

/**
 * Rows kept a day past their expiry (the code rules look back an hour at most, so that is plenty), then
 * deleted. Run hourly by the server and once at start.
 */
export const KEEP_AFTER_EXPIRY_MS = 86_400_000;
export const HOUSEKEEPING_EVERY_MS = 3_600_000;

export async function housekeeping(ctx: Pick<AppContext, 'db' | 'clock'>) {
  const before = new Date(ctx.clock.now().getTime() - KEEP_AFTER_EXPIRY_MS);
  const repo = housekeepingRepository(ctx.db);
  const [codes, sessions] = [await repo.deleteExpiredCodes(before), await repo.deleteDeadSessions(before)];
  const idempotencyKeys = await repo.deleteExpiredIdempotencyKeys(ctx.clock.now());
  return { codes: codes.count, sessions: sessions.count, idempotencyKeys: idempotencyKeys.count };
}
