export * from './ledger.rules';
export { postJournal, walletBalances, checkLedger, type PostOutcome } from './ledger';
export { ledgerRepository } from './ledger.repository';
export { creditFrozenIncome, reverseFrozenIncome } from './income';
