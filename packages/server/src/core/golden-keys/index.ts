import { DomainError } from '../../lib/domain-error';
import type { IdSource } from '../../lib/ids';
import type { DbClient } from '../db';
import { goldenKeysRepository } from './golden-keys.repository';

export { goldenKeysRepository } from './golden-keys.repository';

/**
 * Golden keys change only here, on `tx`, always with their entry in the same transaction. `kind` says why
 * (gain: `register`, `vip`, `transferIn`...; use: `unlock`, `exchange`, `transferOut`...), `refId` what for;
 * (user, kind, refId) happens once: a repeat answers `duplicate` and changes nothing. A spend that would go below
 * zero throws GOLDEN_KEYS_NOT_ENOUGH and the transaction rolls back.
 * Keys are never granted for sharing a link (WeChat's external-link rules ban share rewards).
 */
export async function changeKeys(
  tx: DbClient,
  ids: Pick<IdSource, 'id'>,
  now: Date,
  c: { userId: string; delta: number; kind: string; refId: string; note?: string },
): Promise<'done' | 'duplicate'> {
  if (!Number.isSafeInteger(c.delta) || c.delta === 0) throw new DomainError('AMOUNT_ABNORMAL', { field: 'count' });
  const repo = goldenKeysRepository(tx);
  if (await repo.entryExists(c.userId, c.kind, c.refId)) return 'duplicate';
  if (!(await repo.change(c.userId, c.delta))) throw new DomainError(c.delta < 0 ? 'GOLDEN_KEYS_NOT_ENOUGH' : 'USER_NOT_EXIST', { field: 'count' });
  await repo.addEntry({ id: ids.id(), userId: c.userId, delta: c.delta, kind: c.kind, refId: c.refId, note: c.note ?? null, createdAt: now });
  return 'done';
}
