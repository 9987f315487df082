import type { AccountOpenedHook } from '../../core/users';
import { registrationRepository } from './activity-registration.repository';

/**
 * A visitor registered without an account (issue 32) who later opens one with the same phone finds those
 * registrations in 我的报名: the new account takes over the rows stored under that phone, in the account's
 * creation transaction (listed in app.ts's `accountOpened`). The account is new, so it holds no registration the
 * (activity, userId) index could clash with.
 */
export const claimGuestRegistrations: AccountOpenedHook = async (tx, account, now) => {
  await registrationRepository(tx).claimGuestRegistrations(account.regionCode, account.phone, account.id, now);
};
