import type { AccountOpenedHook } from '../../core/users';
import { randomIds } from '../../lib/ids';
import { nameKeyOf, pairKeyOf } from './network-exchange.rules';
import { shareBackRepository } from './network-shareback.repository';

/**
 * A visitor who shared back (issue 34) and later opens an account with the same mobile: each card they left their
 * details on becomes an exchange, in the account's creation transaction (listed in app.ts's `accountOpened`). The
 * owner's entry keeps its labels and now holds the account; the new account holds the owner's card; an accepted
 * exchange records it (the hooks have no context: ids come from the random source itself); the share back itself is gone (its radar event stays: the visit happened).
 */
export const shareBacksBecomeExchanges: AccountOpenedHook = async (tx, account, now) => {
  const r = shareBackRepository(tx);
  for (const sb of await r.allOfMobile(account.regionCode, account.phone)) {
    await r.contactBecomesAccount(sb.ownerId, sb.id, account.id);
    if (!(await r.holds(account.id, sb.ownerId))) {
      const owner = await r.ownerCard(sb.ownerId);
      if (owner) await r.addExchangeContact({ id: randomIds.id(), ownerId: account.id, contactId: sb.ownerId, nameKey: nameKeyOf(owner.card?.name ?? ''), createdAt: now });
    }
    await r.addAcceptedExchange({ id: randomIds.id(), fromId: account.id, toId: sb.ownerId, pairKey: pairKeyOf(account.id, sb.ownerId), at: now });
    await r.remove(sb.id);
  }
};
