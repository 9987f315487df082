import { describe, expect, it } from 'vitest';
import { LIMITS, type ReferralRole } from '@card/contract';
import { earnedOn, extraCommissions, legacyCommission, referralChain, referralPayouts, roleFor, shareFen } from './orders-referral.rules';

const R = LIMITS.referral;
const pct = (role: ReferralRole, tier: 1 | 2) => R.percent.vip[role][tier - 1];
const ALL: ReferralRole[] = ['dealer', 'distributor', 'ambassador', 'spokesperson'];

describe('the table (decision 0031)', () => {
  it('pays the paid dealer the most at every tier, keeps the spokesperson at LIMITS.money.spokespersonPercent', () => {
    for (const tier of [1, 2] as const) for (const role of ALL) expect(pct('dealer', tier)).toBeGreaterThanOrEqual(pct(role, tier));
    expect(pct('dealer', 1)).toBeGreaterThan(pct('distributor', 1));
    expect(pct('dealer', 1)).toBeGreaterThan(pct('distributor', 1) + pct('distributor', 2));
    expect(pct('spokesperson', 1)).toBe(LIMITS.money.spokespersonPercent);
    expect(R.roles).toEqual(ALL);
    expect(R.percent.enterprise).toEqual(R.percent.vip);
  });
});

describe('shareFen: whole fen, rounded down', () => {
  it('at the fen edges', () => {
    expect(shareFen(19_900, 20)).toBe(3_980);
    expect(shareFen(19_900, 30)).toBe(5_970);
    expect(shareFen(3, 30)).toBe(0); // 0.9 fen
    expect(shareFen(4, 30)).toBe(1); // 1.2 fen
    expect(shareFen(19, 5)).toBe(0); // 0.95 fen
    expect(shareFen(20, 5)).toBe(1); // exactly 1 fen
    expect(shareFen(99_999, 20)).toBe(19_999); // 19,999.8 down
  });
  it('nothing for zero, negative, fractional or unsafe amounts, or a zero percent', () => {
    expect(shareFen(0, 30)).toBe(0);
    expect(shareFen(-100, 30)).toBe(0);
    expect(shareFen(1.5, 30)).toBe(0);
    expect(shareFen(Number.MAX_SAFE_INTEGER + 1, 30)).toBe(0);
    expect(shareFen(10_000, 0)).toBe(0);
  });
});

describe('roleFor: the highest-paying role held', () => {
  it('each role alone, at each tier', () => {
    for (const role of ALL) {
      expect(roleFor('vip', 1, [role])).toEqual({ role, percent: pct(role, 1) });
      expect(roleFor('vip', 2, [role])).toEqual(pct(role, 2) > 0 ? { role, percent: pct(role, 2) } : null);
    }
  });
  it('every pair: the earlier role of the precedence wins (tier 1)', () => {
    for (let i = 0; i < ALL.length; i++) {
      for (let j = i + 1; j < ALL.length; j++) {
        expect(roleFor('vip', 1, [ALL[j]!, ALL[i]!])!.role).toBe(ALL[i]);
      }
    }
  });
  it('every pair at tier 2: a role paying nothing there never wins over one that pays', () => {
    expect(roleFor('vip', 2, ['ambassador', 'spokesperson'])).toBeNull();
    expect(roleFor('vip', 2, ['ambassador', 'distributor'])).toEqual({ role: 'distributor', percent: pct('distributor', 2) });
    expect(roleFor('vip', 2, ['distributor', 'dealer'])).toEqual({ role: 'dealer', percent: pct('dealer', 2) });
    expect(roleFor('vip', 2, ['spokesperson', 'dealer'])!.role).toBe('dealer');
  });
  it('all four: dealer', () => {
    expect(roleFor('vip', 1, [...ALL].reverse())).toEqual({ role: 'dealer', percent: pct('dealer', 1) });
    expect(roleFor('enterprise', 2, ALL)).toEqual({ role: 'dealer', percent: pct('dealer', 2) });
  });
  it('no role, unknown roles, or a line that pays no commission: nothing', () => {
    expect(roleFor('vip', 1, [])).toBeNull();
    expect(roleFor('vip', 1, ['operator', 'customerService'])).toBeNull();
    expect(roleFor('dealer', 1, ALL)).toBeNull();
    expect(roleFor('shopGoods', 1, ALL)).toBeNull();
    expect(roleFor('toString', 1, ALL)).toBeNull(); // not a line, whatever the object prototype holds
  });
});

describe('referralChain: one earner per tier, no loops', () => {
  it('the referrer and their referrer', () => {
    expect(referralChain('p', 'r', 'g')).toEqual([
      { tier: 1, userId: 'r' },
      { tier: 2, userId: 'g' },
    ]);
    expect(referralChain('p', 'r', null)).toEqual([{ tier: 1, userId: 'r' }]);
  });
  it('no referrer, or the payer as their own referrer: nobody; loops drop the second tier', () => {
    expect(referralChain('p', null, 'g')).toEqual([]);
    expect(referralChain('p', 'p', 'g')).toEqual([]);
    expect(referralChain('p', 'r', 'p')).toEqual([{ tier: 1, userId: 'r' }]);
    expect(referralChain('p', 'r', 'r')).toEqual([{ tier: 1, userId: 'r' }]);
  });
});

describe('referralPayouts: who is paid, as what, how much', () => {
  const roles = (m: Record<string, ReferralRole[]>) => (id: string) => m[id] ?? [];
  const vip = { userId: 'p', line: 'vip', amountFen: 19_900 };
  it("the issue's case: an ambassador who is a dealer is paid once, as dealer, at the dealer percent", () => {
    const out = referralPayouts(vip, { referrerId: 'r', grandId: null }, roles({ r: ['ambassador', 'dealer'] }));
    expect(out).toEqual([{ tier: 1, userId: 'r', role: 'dealer', percent: pct('dealer', 1), amountFen: Math.floor((19_900 * pct('dealer', 1)) / 100) }]);
  });
  it('at most one per tier, both tiers paid', () => {
    const out = referralPayouts(vip, { referrerId: 'r', grandId: 'g' }, roles({ r: ALL, g: ['ambassador', 'distributor', 'spokesperson'] }));
    expect(out.map((o) => [o.tier, o.role])).toEqual([
      [1, 'dealer'],
      [2, 'distributor'],
    ]);
    expect(out[1]!.amountFen).toBe(Math.floor((19_900 * pct('distributor', 2)) / 100));
  });
  it('a second tier holding only roles that pay nothing there is not paid', () => {
    expect(referralPayouts(vip, { referrerId: 'r', grandId: 'g' }, roles({ r: ['spokesperson'], g: ['ambassador'] })).map((o) => o.tier)).toEqual([1]);
  });
  it('a zero-amount order, a 1 fen order and a line without commission pay nothing', () => {
    expect(referralPayouts({ ...vip, amountFen: 0 }, { referrerId: 'r', grandId: 'g' }, roles({ r: ALL, g: ALL }))).toEqual([]);
    expect(referralPayouts({ ...vip, amountFen: 1 }, { referrerId: 'r', grandId: 'g' }, roles({ r: ALL, g: ALL }))).toEqual([]);
    expect(referralPayouts({ ...vip, line: 'dealer', amountFen: 980_000 }, { referrerId: 'r', grandId: null }, roles({ r: ALL }))).toEqual([]);
  });
  it('a referrer without a role earns nothing', () => {
    expect(referralPayouts(vip, { referrerId: 'r', grandId: null }, roles({}))).toEqual([]);
  });
});

describe("the data fix's choice", () => {
  const at = new Date('2026-11-01T00:00:00Z');
  const row = (id: string, tier: number, role: ReferralRole, amountFen = 3_980) => ({ id, tier, role, amountFen, createdAt: at });
  it('keeps the role with precedence per tier and answers the others as extra', () => {
    const rows = [row('a', 1, 'spokesperson'), row('b', 1, 'dealer'), row('c', 2, 'distributor', 995)];
    expect(extraCommissions(rows).map((r) => r.id)).toEqual(['a']);
    expect(extraCommissions([row('x', 1, 'ambassador'), row('y', 1, 'ambassador', 100)]).map((r) => r.id)).toEqual(['y']);
    expect(extraCommissions([row('only', 1, 'spokesperson')])).toEqual([]);
  });
  it('reads old income sources as tier and role', () => {
    expect(legacyCommission('dealer', [])).toEqual({ tier: 1, role: 'dealer' });
    expect(legacyCommission('distributor', [])).toEqual({ tier: 2, role: 'distributor' });
    expect(legacyCommission('commission', ['ambassador'])).toEqual({ tier: 1, role: 'ambassador' });
    expect(legacyCommission('commission', [])).toEqual({ tier: 1, role: 'spokesperson' });
    expect(legacyCommission('circle', [])).toBeNull();
  });
});

describe('earnedOn', () => {
  it('sums what was not reversed and names the newest role', () => {
    const rows = [
      { buyerId: 'b', role: 'dealer', amountFen: 5_970, state: 'frozen' },
      { buyerId: 'b', role: 'spokesperson', amountFen: 3_980, state: 'reversed' },
      { buyerId: 'c', role: 'spokesperson', amountFen: 100, state: 'released' },
    ];
    expect(earnedOn(rows, 'b')).toEqual({ earnedFen: 5_970, paidAs: 'dealer' });
    expect(earnedOn(rows, 'c')).toEqual({ earnedFen: 100, paidAs: 'spokesperson' });
    expect(earnedOn(rows, 'nobody')).toEqual({ earnedFen: 0, paidAs: null });
  });
});
