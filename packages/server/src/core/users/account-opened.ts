import type { DbClient } from '../db';

/**
 * What other areas do when an account is opened, inside the account's creation transaction (a failure undoes the
 * account too). An area that keeps something under a phone before its owner has an account (activity registrations
 * of visitors, issue 32) registers here and hands it over; the account area calls `runAccountOpened` and needs to
 * know none of them, so no area imports account's sign-up or the other way round.
 */
export interface OpenedAccount { id: string; regionCode: string; phone: string }
export type AccountOpenedHook = (tx: DbClient, account: OpenedAccount, now: Date) => Promise<void>;

const hooks = new Map<string, AccountOpenedHook>();

/** Registers an area's hook under its name (registering a name again replaces it: modules may load twice in tests). */
export function onAccountOpened(name: string, hook: AccountOpenedHook) {
  hooks.set(name, hook);
}

export async function runAccountOpened(tx: DbClient, account: OpenedAccount, now: Date) {
  for (const hook of hooks.values()) await hook(tx, account, now);
}
