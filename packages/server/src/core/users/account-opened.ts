import type { DbClient } from '../db';

/**
 * What other areas do when an account is opened, inside the account's creation transaction (a failure undoes the
 * account too). An area that keeps something under a phone before its owner has an account (activity registrations
 * of visitors, issue 32) hands it over to the new account. The hooks are one list in the app's context, written out
 * in app.ts (`accountOpened`), so the account area needs to know none of them and nothing registers itself by being
 * imported.
 */
export interface OpenedAccount {
  id: string;
  regionCode: string;
  phone: string;
}
export type AccountOpenedHook = (tx: DbClient, account: OpenedAccount, now: Date) => Promise<void>;

export async function runAccountOpened(hooks: readonly AccountOpenedHook[], tx: DbClient, account: OpenedAccount, now: Date) {
  for (const hook of hooks) await hook(tx, account, now);
}
