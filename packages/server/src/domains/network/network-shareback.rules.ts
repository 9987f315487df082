import { SHARE_BACK_LIMITS, type ErrorCode, type TShareBackLead } from '@card/contract';
import { sha256 } from '../../lib/hash';
import type { RateRule } from '../../core/rate';

/** Share back (issue 34), pure: who may leave details on a card, the budgets, the withdraw token, the owner's view. */

const HOUR = 3_600_000;
export const SHARE_BACK_RULE: RateRule = { max: SHARE_BACK_LIMITS.perAddressPerHour, windowMs: HOUR };
export const shareBackBudgetKey = (address: string) => `shareBack:${address}`;
export const WITHDRAW_RULE: RateRule = { max: SHARE_BACK_LIMITS.withdrawsPerAddressPerHour, windowMs: HOUR };
export const withdrawBudgetKey = (address: string) => `shareBack:withdraw:${address}`;

/**
 * Why a share back is refused before anything is checked against the code or written: the owner on their own card
 * (the radar and the book would hold themselves), then a missing consent (the owner may receive nothing without it).
 */
export function shareBackRefusal(f: { ownerId: string; viewerId: string | null; consent: boolean }): ErrorCode | null {
  if (f.viewerId === f.ownerId) return 'SHARE_BACK_OWN_CARD';
  if (!f.consent) return 'SHARE_BACK_CONSENT_REQUIRED';
  return null;
}

/** Only the hash is stored: a leaked table does not hand out withdraw links. */
export const withdrawHashOf = (token: string) => sha256(`shareBack:withdraw:${token}`);

/** A token this server could have made (ids.token(): URL-safe); anything else is not looked up. */
export const isWithdrawToken = (token: string) => /^[A-Za-z0-9_-]{16,64}$/.test(token);

/** The mobile as the owner dials it: mainland numbers bare, others with their region. */
export const dialled = (regionCode: string, phone: string) => (regionCode === '+86' ? phone : `${regionCode}${phone}`);

export const leadOf = (r: { name: string; regionCode: string; phone: string; company: string; position: string }): TShareBackLead => ({
  name: r.name,
  mobile: dialled(r.regionCode, r.phone),
  company: r.company,
  position: r.position,
});

/** The address book's search key of a shared-back contact, as for a card's name (network-exchange.rules nameKeyOf). */
export { nameKeyOf as shareBackNameKey } from './network-exchange.rules';
