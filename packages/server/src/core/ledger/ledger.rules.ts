import { DomainError } from '../../lib/domain-error';

/**
 * The double-entry ledger's rules, pure. Every movement of money is a journal: postings that change accounts'
 * balances by signed integer fen and sum to zero. Accounts are named by strings:
 * - `user:<userId>:available` and `user:<userId>:frozen`: what a user holds (never below zero);
 * - platform accounts (below): fee income, revenue, WeChat Pay clearing, payout clearing, adjustments. These
 *   carry the other side of every user movement; the clearing accounts go negative by design (money that came in
 *   from, or went out to, WeChat Pay).
 */
export type UserBucket = 'available' | 'frozen';

export const PLATFORM_ACCOUNTS = {
  /** Platform fee income (the 10 percent of a paid circle, later shop commissions). */
  fee: 'platform:fee',
  /** What the platform sold itself (VIP, enterprise, printed cards...). */
  revenue: 'platform:revenue',
  /** Money received through (negative) or returned through (positive) WeChat Pay payments and refunds. */
  wxpay: 'clearing:wxpay',
  /** Withdrawals on their way to a user's WeChat: credited when asked, debited when paid out or returned. */
  payout: 'clearing:payout',
  /** Operator corrections and opening balances (seed data), each with its reason in the journal memo. */
  adjustment: 'platform:adjustment',
} as const;
export type PlatformAccount = (typeof PLATFORM_ACCOUNTS)[keyof typeof PLATFORM_ACCOUNTS];

export const userAccount = (userId: string, bucket: UserBucket) => `user:${userId}:${bucket}`;

/** The owner and bucket of a user account, or null for a platform account. */
export function parseAccount(id: string): { userId: string; bucket: UserBucket } | null {
  const m = /^user:(.+):(available|frozen)$/.exec(id);
  return m ? { userId: m[1]!, bucket: m[2] as UserBucket } : null;
}

export const isUserAccount = (id: string) => parseAccount(id) !== null;

export interface Posting {
  account: string;
  amountFen: number;
}
export interface JournalInput {
  /** What happened: `order.pay`, `order.refund`, `withdraw.request`, `income.release`... */
  kind: string;
  /** What it happened to (order, refund, withdrawal id). (kind, refId) is unique: a second journal is refused. */
  refId: string;
  memo?: string;
  postings: Posting[];
}

/** The largest single amount: a 32-bit column holds it, and it is far above any price or withdrawal limit. */
export const MAX_POSTING_FEN = 2_000_000_000;

/**
 * Checks a journal before it is written: at least two postings, each a non-zero integer within range, to a
 * named account, summing to zero. Postings to the same account are merged (a journal moves each account once).
 * A journal that breaks a rule is a bug in the caller, not bad input: it is refused as AMOUNT_ABNORMAL and nothing
 * is written.
 */
export function checkJournal(j: JournalInput): JournalInput {
  const merged = new Map<string, number>();
  for (const p of j.postings) {
    if (!p.account || !Number.isSafeInteger(p.amountFen) || Math.abs(p.amountFen) > MAX_POSTING_FEN) {
      throw new DomainError('AMOUNT_ABNORMAL', { data: { journal: j.kind, account: p.account } });
    }
    merged.set(p.account, (merged.get(p.account) ?? 0) + p.amountFen);
  }
  const postings = [...merged].filter(([, a]) => a !== 0).map(([account, amountFen]) => ({ account, amountFen }));
  const sum = postings.reduce((s, p) => s + p.amountFen, 0);
  if (postings.length < 2 || sum !== 0 || !j.kind || !j.refId) {
    throw new DomainError('AMOUNT_ABNORMAL', { data: { journal: j.kind, sum } });
  }
  return { ...j, postings };
}

/** A fee of `percent` on an amount in fen, rounded half up to the fen: 10 percent of 199 fen is 20 fen (19.9). */
export function feeOf(amountFen: number, percent: number): number {
  return Math.floor((amountFen * percent + 50) / 100);
}

/** What the ledger check found wrong, one line per problem (empty when the books balance). */
export interface LedgerProblems {
  unbalancedJournals: { journalId: string; sum: number }[];
  balanceMismatches: { accountId: string; balanceFen: string; postingsFen: string }[];
  negativeUserAccounts: { accountId: string; balanceFen: string }[];
}

/** Compares stored balances with the sums of postings (both as bigint, so no total overflows). */
export function ledgerProblems(journalSums: { journalId: string; sum: bigint }[], accounts: { id: string; balanceFen: bigint }[], postingSums: Map<string, bigint>): LedgerProblems {
  const balanceMismatches = [];
  const seen = new Set<string>();
  for (const a of accounts) {
    seen.add(a.id);
    const sum = postingSums.get(a.id) ?? 0n;
    if (sum !== a.balanceFen) balanceMismatches.push({ accountId: a.id, balanceFen: String(a.balanceFen), postingsFen: String(sum) });
  }
  // Postings to an account that has no row are a mismatch too (a balance that was never kept).
  for (const [id, sum] of postingSums) if (!seen.has(id)) balanceMismatches.push({ accountId: id, balanceFen: 'missing', postingsFen: String(sum) });
  return {
    unbalancedJournals: journalSums.filter((j) => j.sum !== 0n).map((j) => ({ journalId: j.journalId, sum: Number(j.sum) })),
    balanceMismatches,
    negativeUserAccounts: accounts.filter((a) => isUserAccount(a.id) && a.balanceFen < 0n).map((a) => ({ accountId: a.id, balanceFen: String(a.balanceFen) })),
  };
}

export const ledgerIsBalanced = (p: LedgerProblems) => p.unbalancedJournals.length === 0 && p.balanceMismatches.length === 0 && p.negativeUserAccounts.length === 0;
