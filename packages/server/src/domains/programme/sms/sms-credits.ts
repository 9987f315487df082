import type { DbClient } from '../../../core/db';
import { DomainError } from '../../../lib/domain-error';
import type { IdSource } from '../../../lib/ids';
import { smsRepository } from './sms.repository';

export type CreditKind = 'pack' | 'packRefund' | 'send' | 'sendReturn';

/**
 * The one way SMS credits change: the balance (conditional when taking, so it never goes negative) and the credit
 * ledger row, on the caller's transaction `tx` so both land or neither. Taking more than the balance refuses
 * SMS_CREDITS_NOT_ENOUGH (field `field`) and changes nothing.
 */
export async function changeCredits(
  tx: DbClient,
  ids: Pick<IdSource, 'id'>,
  now: Date,
  c: { userId: string; delta: number; kind: CreditKind; refId: string },
  field = 'mobiles',
): Promise<number> {
  if (c.delta === 0) return smsRepository(tx).balance(c.userId);
  const repo = smsRepository(tx);
  if (c.delta < 0) {
    if (!(await repo.takeCredits(c.userId, -c.delta))) throw new DomainError('SMS_CREDITS_NOT_ENOUGH', { field });
  } else {
    await repo.addCredits(c.userId, c.delta, now);
  }
  const balance = await repo.balance(c.userId);
  await repo.addEntry({ id: ids.id(), userId: c.userId, delta: c.delta, kind: c.kind, refId: c.refId, balance, createdAt: now });
  return balance;
}
