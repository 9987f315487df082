import { expect } from 'vitest';
import { checkLedger, ledgerIsBalanced } from '../../src/core/ledger';
import type { Db } from '../../src/db';

/**
 * The whole-ledger check every money test ends with: no journal off zero, no balance apart from its postings, no
 * user account below zero. A failure shows which journal or account is wrong.
 */
export async function expectBalancedLedger(db: Db) {
  const problems = await checkLedger(db);
  expect(problems).toEqual({ unbalancedJournals: [], balanceMismatches: [], negativeUserAccounts: [] });
  expect(ledgerIsBalanced(problems)).toBe(true);
}
