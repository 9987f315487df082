import { LIMITS } from '@card/contract';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-error';
import {
  assertEnterpriseBuyer,
  assertIndustry,
  assertPlanLine,
  CALL_LINES,
  INDUSTRIES,
  offerBuyer,
  offerFor,
  offerText,
  planView,
  tempVipLapsed,
  trialGrant,
  vipStateOf,
  type PlanRow,
} from './vip-plans.rules';

const M = LIMITS.money;
const DAY = 86_400_000;
const now = new Date('2026-03-01T04:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const refusal = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (err) {
    return err instanceof DomainError ? `${err.code}:${err.details?.field}` : String(err);
  }
};

describe('offerBuyer and offerFor (the first-purchase offer)', () => {
  const first = { firstTime: true, regionCode: M.offerRegion };
  it('is a first-time buyer only without VIP time on record and without a paid VIP order', () => {
    expect(offerBuyer({ vipExpiresAt: null, regionCode: '+86' }, false)).toEqual({ firstTime: true, regionCode: '+86' });
    expect(offerBuyer({ vipExpiresAt: at(-DAY), regionCode: '+86' }, false).firstTime).toBe(false);
    expect(offerBuyer({ vipExpiresAt: null, regionCode: '+86' }, true).firstTime).toBe(false);
  });
  it('gives 2 years the bonus months and 3 years the bonus year and the shake device; 1 year nothing', () => {
    expect(offerFor({ line: 'vip', years: 2 }, first)).toEqual({ bonusMonths: M.firstTwoYearBonusMonths, shakeDevices: 0 });
    expect(offerFor({ line: 'vip', years: 3 }, first)).toEqual({ bonusMonths: M.threeYearBonusYears * 12, shakeDevices: M.threeYearShakeDevices });
    expect(offerFor({ line: 'vip', years: 1 }, first)).toBeNull();
  });
  it('gives nothing to a returning buyer, outside the offer region, or on another product line', () => {
    expect(offerFor({ line: 'vip', years: 3 }, { ...first, firstTime: false })).toBeNull();
    expect(offerFor({ line: 'vip', years: 3 }, { ...first, regionCode: '+852' })).toBeNull();
    expect(offerFor({ line: 'enterprise', years: 3 }, first)).toBeNull();
  });
});

describe('offerText and planView', () => {
  it('states the offer in both languages', () => {
    expect(offerText({ bonusMonths: 6, shakeDevices: 0 }, 'zh-CN')).toBe('首次开通加送半年');
    expect(offerText({ bonusMonths: 12, shakeDevices: 1 }, 'zh-CN')).toBe('首次开通加送1年，送摇一摇设备1台');
    expect(offerText({ bonusMonths: 4, shakeDevices: 0 }, 'zh-CN')).toBe('首次开通加送4个月');
    expect(offerText({ bonusMonths: 6, shakeDevices: 0 }, 'en')).toBe('First purchase: 6 extra months');
    expect(offerText({ bonusMonths: 12, shakeDevices: 1 }, 'en')).toBe('First purchase: 1 extra year and 1 shake device');
    expect(offerText({ bonusMonths: 24, shakeDevices: 0 }, 'en')).toBe('First purchase: 2 extra years');
  });
  it("shows a plan in the caller's language with its offer, or none", () => {
    const row: PlanRow = { code: 'vip3', line: 'vip', nameZh: '三年VIP', nameEn: '3-year VIP', priceFen: 59_800, years: 3, months: 0, seats: 1, keys: 0, quantity: 1 };
    const offer = { bonusMonths: 12, shakeDevices: 1 };
    expect(planView(row, 'zh-CN', offer)).toMatchObject({ name: '三年VIP', offer: { ...offer, text: offerText(offer, 'zh-CN') } });
    expect(planView(row, 'en', null)).toEqual({ code: 'vip3', line: 'vip', name: '3-year VIP', priceFen: 59_800, years: 3, months: 0, seats: 1, keys: 0, quantity: 1, offer: null });
  });
});

describe('assertPlanLine and assertEnterpriseBuyer', () => {
  it('lets a call buy only its own lines, naming planCode', () => {
    expect(refusal(() => assertPlanLine('renewUser', 'vip'))).toBe('ok');
    expect(refusal(() => assertPlanLine('renewUser', 'enterprise'))).toBe('PLAN_LINE_MISMATCH:planCode');
    expect(refusal(() => assertPlanLine('buyVipPayment', 'dealer'))).toBe('ok');
    expect(refusal(() => assertPlanLine('buyVipPayment', 'unknown'))).toBe('PLAN_LINE_MISMATCH:planCode');
    for (const [call, lines] of Object.entries(CALL_LINES)) for (const line of lines) expect(refusal(() => assertPlanLine(call as keyof typeof CALL_LINES, line))).toBe('ok');
  });
  it('sells an enterprise edition only to a company admin, answering the company', () => {
    expect(assertEnterpriseBuyer({ companyId: 'c1', companyRole: 'admin' })).toBe('c1');
    expect(refusal(() => assertEnterpriseBuyer({ companyId: 'c1', companyRole: 'member' }))).toBe('COMPANY_ENTERPRISE_ADMIN_ONLY:planCode');
    expect(refusal(() => assertEnterpriseBuyer({ companyId: null, companyRole: null }))).toBe('COMPANY_ENTERPRISE_ADMIN_ONLY:planCode');
    expect(refusal(() => assertEnterpriseBuyer(null))).toBe('COMPANY_ENTERPRISE_ADMIN_ONLY:planCode');
  });
});

describe('vipStateOf', () => {
  const state = (vipExpiresAt: Date | null, tempVipExpiresAt: Date | null = null) => vipStateOf({ vipExpiresAt, tempVipExpiresAt }, now);
  it('is expiring with LIMITS.money.vipExpiringDays started days left, active with a minute more', () => {
    expect(state(at(M.vipExpiringDays * DAY))).toEqual({ state: 'expiring', daysLeft: M.vipExpiringDays, isVip: true });
    expect(state(at(M.vipExpiringDays * DAY + 60_000))).toEqual({ state: 'active', daysLeft: M.vipExpiringDays + 1, isVip: true });
  });
  it('counts started days: 23 hours left is 1 day, a millisecond left too', () => {
    expect(state(at(23 * 3_600_000)).daysLeft).toBe(1);
    expect(state(at(1)).daysLeft).toBe(1);
  });
  it('is expired exactly at the end of paid VIP, temporary while a trial runs, none without either', () => {
    expect(state(now)).toEqual({ state: 'expired', daysLeft: 0, isVip: false });
    expect(state(at(-DAY), at(1))).toEqual({ state: 'temporary', daysLeft: 0, isVip: true });
    expect(state(null, now)).toEqual({ state: 'none', daysLeft: 0, isVip: false });
    expect(state(null)).toEqual({ state: 'none', daysLeft: 0, isVip: false });
  });
});

describe('trialGrant and tempVipLapsed', () => {
  it('grants LIMITS.money.tempVipTrialDays of temporary VIP to who never had VIP of any kind', () => {
    expect(trialGrant({ vipExpiresAt: null, tempVipExpiresAt: null }, now)).toEqual(at(M.tempVipTrialDays * DAY));
    expect(trialGrant({ vipExpiresAt: at(-DAY), tempVipExpiresAt: null }, now)).toBeNull();
    expect(trialGrant({ vipExpiresAt: null, tempVipExpiresAt: at(-DAY) }, now)).toBeNull();
  });
  it('marks a trial lapsed from its end on, once', () => {
    expect(tempVipLapsed({ tempVipExpiresAt: now, tempVipLapsedAt: null }, now)).toBe(true);
    expect(tempVipLapsed({ tempVipExpiresAt: at(1), tempVipLapsedAt: null }, now)).toBe(false);
    expect(tempVipLapsed({ tempVipExpiresAt: now, tempVipLapsedAt: now }, now)).toBe(false);
    expect(tempVipLapsed({ tempVipExpiresAt: null, tempVipLapsedAt: null }, now)).toBe(false);
  });
});

describe('assertIndustry', () => {
  it('takes every listed industry and refuses another code, naming industry', () => {
    for (const i of INDUSTRIES) expect(refusal(() => assertIndustry(i.code))).toBe('ok');
    expect(refusal(() => assertIndustry('space'))).toBe('INDUSTRY_UNKNOWN:industry');
    expect(new Set(INDUSTRIES.map((i) => i.code)).size).toBe(INDUSTRIES.length);
  });
});
