import { describe, expect, it } from 'vitest';
import { checkJournal, feeOf, ledgerIsBalanced, ledgerProblems, MAX_POSTING_FEN, parseAccount, userAccount } from './ledger.rules';

const code = (f: () => unknown) => {
  try {
    f();
    return null;
  } catch (e) {
    return (e as { code?: string }).code;
  }
};

describe('journals', () => {
  const a = userAccount('u1', 'available');
  it('accepts postings that sum to zero and merges postings to one account', () => {
    expect(
      checkJournal({
        kind: 'order.pay',
        refId: 'o1',
        postings: [
          { account: a, amountFen: -100 },
          { account: 'platform:revenue', amountFen: 60 },
          { account: 'platform:revenue', amountFen: 40 },
        ],
      }).postings,
    ).toEqual([
      { account: a, amountFen: -100 },
      { account: 'platform:revenue', amountFen: 100 },
    ]);
  });
  it('refuses a journal that does not balance, by one fen', () => {
    expect(
      code(() =>
        checkJournal({
          kind: 'k',
          refId: 'r',
          postings: [
            { account: a, amountFen: -100 },
            { account: 'platform:revenue', amountFen: 99 },
          ],
        }),
      ),
    ).toBe('AMOUNT_ABNORMAL');
  });
  it('refuses fractions of a fen, non-numbers and amounts past the limit', () => {
    for (const bad of [0.5, Number.NaN, Infinity, MAX_POSTING_FEN + 1]) {
      expect(
        code(() =>
          checkJournal({
            kind: 'k',
            refId: 'r',
            postings: [
              { account: a, amountFen: -bad },
              { account: 'platform:revenue', amountFen: bad },
            ],
          }),
        ),
      ).toBe('AMOUNT_ABNORMAL');
    }
    expect(
      code(() =>
        checkJournal({
          kind: 'k',
          refId: 'r',
          postings: [
            { account: a, amountFen: -MAX_POSTING_FEN },
            { account: 'platform:revenue', amountFen: MAX_POSTING_FEN },
          ],
        }),
      ),
    ).toBeNull();
  });
  it('refuses a journal that moves nothing, or one account only, or has no reference', () => {
    expect(
      code(() =>
        checkJournal({
          kind: 'k',
          refId: 'r',
          postings: [
            { account: a, amountFen: 5 },
            { account: a, amountFen: -5 },
          ],
        }),
      ),
    ).toBe('AMOUNT_ABNORMAL');
    expect(
      code(() =>
        checkJournal({
          kind: 'k',
          refId: '',
          postings: [
            { account: a, amountFen: 5 },
            { account: 'platform:fee', amountFen: -5 },
          ],
        }),
      ),
    ).toBe('AMOUNT_ABNORMAL');
  });
});

describe('accounts', () => {
  it('names user accounts and reads them back; platform accounts belong to nobody', () => {
    expect(parseAccount(userAccount('abc:def', 'frozen'))).toEqual({ userId: 'abc:def', bucket: 'frozen' });
    expect(parseAccount('platform:fee')).toBeNull();
  });
});

describe('fees', () => {
  it('rounds 10 percent half up to the fen', () => {
    expect(feeOf(199, 10)).toBe(20); // 19.9 fen
    expect(feeOf(194, 10)).toBe(19); // 19.4 fen
    expect(feeOf(195, 10)).toBe(20); // 19.5 fen: half up
    expect(feeOf(100, 10)).toBe(10);
    expect(feeOf(20_000, 10)).toBe(2000); // 200 yuan, the highest circle price
  });
});

describe('the whole-ledger check', () => {
  it('passes balanced books and names each kind of problem', () => {
    const ok = ledgerProblems(
      [{ journalId: 'j', sum: 0n }],
      [
        { id: 'user:u:available', balanceFen: 5n },
        { id: 'platform:fee', balanceFen: -5n },
      ],
      new Map([
        ['user:u:available', 5n],
        ['platform:fee', -5n],
      ]),
    );
    expect(ledgerIsBalanced(ok)).toBe(true);
    const bad = ledgerProblems(
      [{ journalId: 'j', sum: 1n }],
      [
        { id: 'user:u:available', balanceFen: -1n },
        { id: 'platform:fee', balanceFen: 0n },
      ],
      new Map([
        ['user:u:available', -2n],
        ['platform:x', 3n],
      ]),
    );
    expect(bad.unbalancedJournals).toEqual([{ journalId: 'j', sum: 1 }]);
    expect(bad.negativeUserAccounts).toEqual([{ accountId: 'user:u:available', balanceFen: '-1' }]);
    expect(bad.balanceMismatches.map((m) => m.accountId).sort()).toEqual(['platform:x', 'user:u:available']);
    expect(ledgerIsBalanced(bad)).toBe(false);
  });
});
