import { describe, expect, it } from 'vitest';
import { LIMITS } from '@card/contract';
import {
  activityOpen,
  assertCanBeAmbassador,
  assertCanBeDistributor,
  assertEditable,
  assertTargetReached,
  cardComplete,
  claimImages,
  earningsOf,
  inviteeState,
  reviewOutcome,
} from './promotion.rules';

const P = LIMITS.programmePromotion;
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return (e as { code: string }).code;
  }
};
const card = (name: string, company: string, position: string) => ({ name, company, position });

describe('a complete card', () => {
  it('needs a name, a company and a position (blanks do not count)', () => {
    expect(cardComplete(card('张三', '公司', '经理'))).toBe(true);
    expect(cardComplete(card('张三', '公司', ' '))).toBe(false);
    expect(cardComplete(card('张三', '', '经理'))).toBe(false);
    expect(cardComplete(card('', '公司', '经理'))).toBe(false);
    expect(cardComplete(null)).toBe(false);
  });
});

describe('becoming an ambassador', () => {
  it('a VIP with a complete card may; otherwise the first missing condition is named', () => {
    expect(codeOf(() => assertCanBeAmbassador({ ambassador: false, vip: true, cardComplete: true }))).toBeNull();
    expect(codeOf(() => assertCanBeAmbassador({ ambassador: true, vip: true, cardComplete: true }))).toBe('PROMO_ALREADY_AMBASSADOR');
    expect(codeOf(() => assertCanBeAmbassador({ ambassador: false, vip: false, cardComplete: true }))).toBe('PROMO_NEED_VIP');
    expect(codeOf(() => assertCanBeAmbassador({ ambassador: false, vip: true, cardComplete: false }))).toBe('PROMO_CARD_INCOMPLETE');
  });
});

describe('becoming a super distributor', () => {
  const min = P.distributorMinPaidReferrals;
  it(`an ambassador with ${min} paying referrals may, with one fewer not`, () => {
    expect(codeOf(() => assertCanBeDistributor({ ambassador: true, distributor: false, paidReferrals: min }))).toBeNull();
    expect(codeOf(() => assertCanBeDistributor({ ambassador: true, distributor: false, paidReferrals: min + 1 }))).toBeNull();
    expect(codeOf(() => assertCanBeDistributor({ ambassador: true, distributor: false, paidReferrals: min - 1 }))).toBe('PROMO_REFERRALS_SHORT');
  });
  it('must be an ambassador first, and only once', () => {
    expect(codeOf(() => assertCanBeDistributor({ ambassador: false, distributor: false, paidReferrals: min }))).toBe('PROMO_NOT_AMBASSADOR');
    expect(codeOf(() => assertCanBeDistributor({ ambassador: true, distributor: true, paidReferrals: min }))).toBe('PROMO_ALREADY_DISTRIBUTOR');
  });
});

describe('earnings', () => {
  it('frozen and released add up; reversed does not count', () => {
    expect(
      earningsOf([
        { state: 'frozen', fen: 100 },
        { state: 'released', fen: 250 },
        { state: 'reversed', fen: 999 },
      ]),
    ).toEqual({ frozenFen: 100, releasedFen: 250, totalFen: 350 });
    expect(earningsOf([])).toEqual({ frozenFen: 0, releasedFen: 0, totalFen: 0 });
  });
});

describe('the invite activity', () => {
  it('an invitee qualifies with a complete card', () => {
    expect(inviteeState(card('a', 'b', 'c'))).toBe('qualified');
    expect(inviteeState(card('a', '', ''))).toBe('registered');
    expect(inviteeState(null)).toBe('registered');
  });
  it('documents only at the target, not one short', () => {
    expect(codeOf(() => assertTargetReached(3, 3))).toBeNull();
    expect(codeOf(() => assertTargetReached(4, 3))).toBeNull();
    expect(codeOf(() => assertTargetReached(2, 3))).toBe('INVITE_TARGET_NOT_REACHED');
  });
  it(`1-${P.claimImagesMax} pictures, each once`, () => {
    const urls = (n: number) => Array.from({ length: n }, (_, i) => `/f/${i}`);
    expect(codeOf(() => claimImages([]))).toBe('INVITE_DOCUMENT_REQUIRED');
    expect(claimImages(urls(1))).toHaveLength(1);
    expect(claimImages(urls(P.claimImagesMax))).toHaveLength(P.claimImagesMax);
    expect(claimImages(urls(P.claimImagesMax + 1))).toHaveLength(P.claimImagesMax);
    expect(claimImages(['/a', '/a'])).toEqual(['/a']);
  });
  it('a claim is editable until approved', () => {
    expect(codeOf(() => assertEditable('pending'))).toBeNull();
    expect(codeOf(() => assertEditable('rejected'))).toBeNull();
    expect(codeOf(() => assertEditable('approved'))).toBe('INVITE_CLAIM_DECIDED');
  });
  it('a rejection needs a reason', () => {
    expect(reviewOutcome('approve', '')).toEqual({ state: 'approved', reason: '' });
    expect(reviewOutcome('reject', ' 模糊 ')).toEqual({ state: 'rejected', reason: '模糊' });
    expect(codeOf(() => reviewOutcome('reject', '  '))).toBe('INVITE_REJECT_REASON_REQUIRED');
  });
  it('is open while running and within its period, ends included', () => {
    const a = { status: 'running', startAt: new Date(1000), endAt: new Date(2000) };
    expect(activityOpen(a, new Date(1000))).toBe(true);
    expect(activityOpen(a, new Date(2000))).toBe(true);
    expect(activityOpen(a, new Date(999))).toBe(false);
    expect(activityOpen(a, new Date(2001))).toBe(false);
    expect(activityOpen({ ...a, status: 'closed' }, new Date(1500))).toBe(false);
  });
});
