import { LIMITS } from '@card/contract';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-error';
import {
  assertActiveMember,
  assertAdmin,
  assertCircleOpen,
  assertMember,
  assertOwner,
  checkCircleLabels,
  checkCirclePrices,
  CIRCLE_PRICE_MAX_FEN,
  CIRCLE_PRICE_MIN_FEN,
  isAdminRole,
  isMember,
  joinPrice,
  memberStateAt,
  paidRunning,
  paidTermEnd,
  type MemberFacts,
} from './circle.rules';

/** The catalogue code and field a rule refused with, or 'ok'. */
const refusal = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (err) {
    return err instanceof DomainError ? `${err.code}:${err.details?.field}` : String(err);
  }
};
const now = new Date('2026-03-01T04:00:00Z');
const later = new Date(now.getTime() + 1);
const member = (over: Partial<MemberFacts> = {}): MemberFacts => ({ state: 'joined', role: 'member', disabled: false, paidUntil: null, viewPaidUntil: null, ...over });

describe('assertCircleOpen', () => {
  it('refuses a missing or dissolved circle as not found, a banned one as banned, and lets a normal one through', () => {
    expect(refusal(() => assertCircleOpen(null))).toBe('CIRCLE_NOT_FOUND:cid');
    expect(refusal(() => assertCircleOpen({ state: 'dissolved' }))).toBe('CIRCLE_NOT_FOUND:cid');
    expect(refusal(() => assertCircleOpen({ state: 'banned' }))).toBe('CIRCLE_BANNED:cid');
    expect(refusal(() => assertCircleOpen({ state: 'normal' }))).toBe('ok');
  });
});

describe('memberStateAt and isMember', () => {
  it("reads a joined paid membership as expired exactly at its term's end, joined a millisecond before", () => {
    expect(memberStateAt(member({ paidUntil: now }), now)).toBe('expired');
    expect(memberStateAt(member({ paidUntil: later }), now)).toBe('joined');
    expect(isMember(member({ paidUntil: now }), now)).toBe(false);
    expect(isMember(member({ paidUntil: later }), now)).toBe(true);
  });
  it('is none without a row, and keeps other states as stored', () => {
    expect(memberStateAt(null, now)).toBe('none');
    expect(memberStateAt(member({ state: 'applied', paidUntil: new Date(0) }), now)).toBe('applied');
    expect(isMember(member({ state: 'applied' }), now)).toBe(false);
    expect(isMember(member(), now)).toBe(true);
  });
});

describe('the member assertions', () => {
  it('assertMember refuses a non-member or a lapsed paid member', () => {
    expect(refusal(() => assertMember(null, now))).toBe('CIRCLE_NOT_MEMBER:cid');
    expect(refusal(() => assertMember(member({ paidUntil: now }), now))).toBe('CIRCLE_NOT_MEMBER:cid');
    expect(refusal(() => assertMember(member({ disabled: true }), now))).toBe('ok');
  });
  it('assertActiveMember also refuses a disabled member', () => {
    expect(refusal(() => assertActiveMember(member({ disabled: true }), now))).toBe('CIRCLE_MEMBER_DISABLED:cid');
    expect(refusal(() => assertActiveMember(member({ state: 'left' }), now))).toBe('CIRCLE_NOT_MEMBER:cid');
    expect(refusal(() => assertActiveMember(member(), now))).toBe('ok');
  });
  it('assertAdmin lets the owner and admins through, not members or lapsed admins', () => {
    expect(isAdminRole('owner') && isAdminRole('admin')).toBe(true);
    expect(isAdminRole('member') || isAdminRole(null) || isAdminRole(undefined)).toBe(false);
    expect(refusal(() => assertAdmin(member({ role: 'admin' }), now))).toBe('ok');
    expect(refusal(() => assertAdmin(member({ role: 'owner' }), now))).toBe('ok');
    expect(refusal(() => assertAdmin(member(), now))).toBe('CIRCLE_NOT_ADMIN:cid');
    expect(refusal(() => assertAdmin(member({ role: 'admin', paidUntil: now }), now))).toBe('CIRCLE_NOT_ADMIN:cid');
    expect(refusal(() => assertAdmin(null, now))).toBe('CIRCLE_NOT_ADMIN:cid');
  });
  it('assertOwner lets only the owner through', () => {
    expect(refusal(() => assertOwner(member({ role: 'owner' }), now))).toBe('ok');
    expect(refusal(() => assertOwner(member({ role: 'admin' }), now))).toBe('CIRCLE_NOT_OWNER:cid');
    expect(refusal(() => assertOwner(member({ role: 'owner', state: 'left' }), now))).toBe('CIRCLE_NOT_OWNER:cid');
  });
});

describe('prices and paid terms', () => {
  it('charges the join price only for a paid circle', () => {
    expect(joinPrice({ joinWay: 'paid', joinPriceFen: 990 })).toBe(990);
    expect(joinPrice({ joinWay: 'open', joinPriceFen: 990 })).toBe(0);
  });
  it('runs a paid term until, not at, its end; a term lasts LIMITS.circle.paidTermDays', () => {
    expect(paidRunning(later, now)).toBe(true);
    expect(paidRunning(now, now)).toBe(false);
    expect(paidRunning(null, now)).toBe(false);
    expect(paidTermEnd(now).getTime() - now.getTime()).toBe(LIMITS.circle.paidTermDays * 86_400_000);
  });
  it('takes a paid join price of 1 to 200 yuan, refusing one fen outside either edge', () => {
    expect(checkCirclePrices('paid', CIRCLE_PRICE_MIN_FEN, 0)).toEqual({ joinPriceFen: CIRCLE_PRICE_MIN_FEN, viewPriceFen: 0 });
    expect(checkCirclePrices('paid', CIRCLE_PRICE_MAX_FEN, 0)).toEqual({ joinPriceFen: CIRCLE_PRICE_MAX_FEN, viewPriceFen: 0 });
    expect(refusal(() => checkCirclePrices('paid', CIRCLE_PRICE_MIN_FEN - 1, 0))).toBe('CIRCLE_PRICE_RANGE:joinPriceFen');
    expect(refusal(() => checkCirclePrices('paid', CIRCLE_PRICE_MAX_FEN + 1, 0))).toBe('CIRCLE_PRICE_RANGE:joinPriceFen');
    expect([CIRCLE_PRICE_MIN_FEN, CIRCLE_PRICE_MAX_FEN]).toEqual([100, 20_000]);
  });
  it('drops a join price sent with another way, and takes a view price of 0 or 1 to 200 yuan with any way', () => {
    expect(checkCirclePrices('open', 5, 0)).toEqual({ joinPriceFen: 0, viewPriceFen: 0 });
    expect(checkCirclePrices('open', 0, CIRCLE_PRICE_MIN_FEN).viewPriceFen).toBe(CIRCLE_PRICE_MIN_FEN);
    expect(checkCirclePrices('open', 0, CIRCLE_PRICE_MAX_FEN).viewPriceFen).toBe(CIRCLE_PRICE_MAX_FEN);
    expect(refusal(() => checkCirclePrices('open', 0, CIRCLE_PRICE_MIN_FEN - 1))).toBe('CIRCLE_PRICE_RANGE:viewPriceFen');
    expect(refusal(() => checkCirclePrices('open', 0, CIRCLE_PRICE_MAX_FEN + 1))).toBe('CIRCLE_PRICE_RANGE:viewPriceFen');
  });
});

describe('checkCircleLabels', () => {
  const L = LIMITS.circle;
  const custom = (n: number) => '字'.repeat(n);
  it('takes up to LIMITS.circle.labels labels, trimmed, and refuses one more', () => {
    const max = Array.from({ length: L.labels }, (_, i) => `标签${i}`);
    expect(checkCircleLabels(max.map((l) => ` ${l} `))).toEqual(max);
    expect(refusal(() => checkCircleLabels([...max, '再来']))).toBe('CIRCLE_LABEL_LIMIT:labels');
  });
  it('refuses a repeated label, also one repeated only after trimming', () => {
    expect(refusal(() => checkCircleLabels(['创业', ' 创业']))).toBe('CIRCLE_LABEL_DUPLICATE:labels');
  });
  it('takes a custom label of LIMITS.circle.customLabelLength characters and refuses one more, counting characters not code units', () => {
    expect(checkCircleLabels([custom(L.customLabelLength)])).toEqual([custom(L.customLabelLength)]);
    expect(refusal(() => checkCircleLabels([custom(L.customLabelLength + 1)]))).toBe('CIRCLE_LABEL_INVALID:labels');
    const wide = '𠀀'.repeat(L.customLabelLength); // outside the BMP: two code units each
    expect(checkCircleLabels([wide])).toEqual([wide]);
  });
  it('refuses an empty custom label or one with spaces, punctuation or emoji; preset labels need no check', () => {
    for (const bad of ['', '  ', 'a b', '创业!', '读书📚']) expect(refusal(() => checkCircleLabels([bad]))).toBe('CIRCLE_LABEL_INVALID:labels');
    expect(checkCircleLabels(['Web3', '读书会2'])).toEqual(['Web3', '读书会2']);
    expect(checkCircleLabels([L.presetLabels[0]])).toEqual([L.presetLabels[0]]);
  });
});
