import type { DbClient } from '../../core/db';
import type { IdSource } from '../../lib/ids';
import type { OrderRow } from './vip.repository';

/**
 * Shares of a paid order beyond the spokesperson's commission, for later areas' programmes (a dealer's referral
 * commission, a super distributor's second-tier share, issue 18). A rule runs inside the payment's transaction,
 * after the line's effect and the commission, and answers the ids of the frozen incomes it credited
 * (core/ledger `creditFrozenIncome`, from the revenue account). The order keeps those ids in its effect, and a
 * refund reverses each one still frozen back to revenue, exactly as it does the commission: a rule never has to
 * undo anything itself. Rules must be pure functions of the order and the database: no provider calls.
 */
export interface PaidShareEnv { ids: Pick<IdSource, 'id'>; now: Date; commissionIncomeId: string | null }
export type PaidShareRule = (tx: DbClient, order: OrderRow, env: PaidShareEnv) => Promise<string[]>;

const rules = new Map<string, PaidShareRule>();

/** Registers a share rule under a name (registering the same name again replaces it: module reloads in tests). */
export function registerPaidShare(name: string, rule: PaidShareRule) {
  rules.set(name, rule);
}

/** Runs every registered rule on a paid order; the income ids they credited, in registration order. */
export async function payShares(tx: DbClient, order: OrderRow, env: PaidShareEnv): Promise<string[]> {
  const out: string[] = [];
  for (const rule of rules.values()) out.push(...(await rule(tx, order, env)));
  return out;
}
