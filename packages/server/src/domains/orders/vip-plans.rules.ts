import { LIMITS, type Lang, type TPlan, type VipState } from '@card/contract';
import { DomainError } from '../../lib/domain-error';

/** Editions, pure: which offer a VIP purchase gets, how a VIP reads on screen, a plan as the caller sees it. */

const M = LIMITS.money;
const DAY_MS = 86_400_000;

export interface PlanRow {
  code: string;
  line: string;
  nameZh: string;
  nameEn: string;
  priceFen: number;
  years: number;
  months: number;
  seats: number;
  keys: number;
  quantity: number;
}

/** The registration offer of a VIP plan: first-time buyers in the offer region (+86) only. */
export interface Offer {
  bonusMonths: number;
  shakeDevices: number;
}

/**
 * Who counts as a first-time VIP buyer (issue 32: a renewing VIP was shown the 3-year bonus and did not get it): one
 * who never had paid VIP time from any source (an expiry on record: a purchase, keys exchanged, the demo's seed) and
 * never paid a VIP order (a refunded one counts: the offer was had). The plan list and the payment both ask this, with
 * `offerFor`, so what is shown is what is delivered.
 */
export function offerBuyer(u: { vipExpiresAt: Date | null; regionCode: string }, paidVipBefore: boolean) {
  return { firstTime: !u.vipExpiresAt && !paidVipBefore, regionCode: u.regionCode };
}

export function offerFor(plan: { line: string; years: number }, buyer: { firstTime: boolean; regionCode: string }): Offer | null {
  if (plan.line !== 'vip' || !buyer.firstTime || buyer.regionCode !== M.offerRegion) return null;
  if (plan.years === 2) return { bonusMonths: M.firstTwoYearBonusMonths, shakeDevices: 0 };
  if (plan.years === 3) return { bonusMonths: M.threeYearBonusYears * 12, shakeDevices: M.threeYearShakeDevices };
  return null;
}

export function offerText(o: Offer, lang: Lang): string {
  const years = o.bonusMonths % 12 === 0 ? o.bonusMonths / 12 : 0;
  if (lang === 'en') {
    const time = years ? `${years} extra year${years > 1 ? 's' : ''}` : `${o.bonusMonths} extra months`;
    return `First purchase: ${o.shakeDevices ? `${time} and ${o.shakeDevices} shake device` : time}`;
  }
  // The rule is stated with the bonus ("首次开通…"), beside the price: it is for a first purchase only.
  const time = years ? `首次开通加送${years}年` : `首次开通加送${o.bonusMonths === 6 ? '半年' : `${o.bonusMonths}个月`}`;
  return o.shakeDevices ? `${time}，送摇一摇设备${o.shakeDevices}台` : time;
}

/** The offers in one line, for the register page. */
export const offersSummary = (lang: Lang) =>
  lang === 'en'
    ? `First VIP purchase in mainland China (+86): 2 years get ${M.firstTwoYearBonusMonths} months extra; 3 years get ${M.threeYearBonusYears} year extra and ${M.threeYearShakeDevices} shake device.`
    : `中国大陆（+86）用户首次开通VIP：2年加送半年；3年加送${M.threeYearBonusYears}年并赠送摇一摇设备${M.threeYearShakeDevices}台。`;

export function planView(p: PlanRow, lang: Lang, offer: Offer | null): TPlan {
  return {
    code: p.code,
    line: p.line,
    name: lang === 'en' ? p.nameEn : p.nameZh,
    priceFen: p.priceFen,
    years: p.years,
    months: p.months,
    seats: p.seats,
    keys: p.keys,
    quantity: p.quantity,
    offer: offer ? { ...offer, text: offerText(offer, lang) } : null,
  };
}

/** Which product lines each buying call sells (a plan of another line is refused, naming `planCode`). */
export const CALL_LINES = {
  registerPayVip: ['vip'],
  renewUser: ['vip'],
  registerPayEnterprise: ['enterprise'],
  buyServiceSecurities: ['serviceSecurities'],
  buyEnterpriseWebsite: ['enterpriseWebsite'],
  buyDealerPayForward: ['dealer'],
  buyVipPayment: ['vip', 'enterprise', 'superMember', 'serviceSecurities', 'enterpriseWebsite', 'dealer'],
  mpWalletBuySuperMember: ['vip', 'enterprise', 'superMember', 'serviceSecurities', 'enterpriseWebsite', 'dealer'],
} as const;
export type BuyingCall = keyof typeof CALL_LINES;
export function assertPlanLine(call: BuyingCall, line: string) {
  if (!(CALL_LINES[call] as readonly string[]).includes(line)) throw new DomainError('PLAN_LINE_MISMATCH', { field: 'planCode' });
}
/**
 * An enterprise edition is bought for a company (issue 31): its seats are the company's, so the buyer is an admin of
 * one; the company goes into the order's terms and its entitlement. Answers the company.
 */
export function assertEnterpriseBuyer(u: { companyId: string | null; companyRole: string | null } | null): string {
  if (!u?.companyId || u.companyRole !== 'admin') throw new DomainError('COMPANY_ENTERPRISE_ADMIN_ONLY', { field: 'planCode' });
  return u.companyId;
}
// The spokesperson's share of a payment is no longer its own formula: every referral commission comes from
// orders-referral.rules (issue 32, LIMITS.referral).

/**
 * How a user's VIP reads: paid VIP first (active, or expiring within `vipExpiringDays`), then a running temporary
 * VIP, then expired (had paid VIP once), else none. daysLeft counts started days (23 hours left is 1 day).
 */
export function vipStateOf(u: { vipExpiresAt: Date | null; tempVipExpiresAt: Date | null }, now: Date): { state: VipState; daysLeft: number; isVip: boolean } {
  const t = now.getTime();
  const paidLeft = u.vipExpiresAt ? u.vipExpiresAt.getTime() - t : -1;
  if (paidLeft > 0) {
    const daysLeft = Math.ceil(paidLeft / DAY_MS);
    return { state: daysLeft <= M.vipExpiringDays ? 'expiring' : 'active', daysLeft, isVip: true };
  }
  if (u.tempVipExpiresAt && u.tempVipExpiresAt.getTime() > t) return { state: 'temporary', daysLeft: 0, isVip: true };
  return { state: u.vipExpiresAt ? 'expired' : 'none', daysLeft: 0, isVip: false };
}

/** The temporary VIP a first registration info submit grants; a user who ever had VIP of any kind gets none. */
export function trialGrant(u: { vipExpiresAt: Date | null; tempVipExpiresAt: Date | null }, now: Date): Date | null {
  if (u.vipExpiresAt || u.tempVipExpiresAt) return null;
  return new Date(now.getTime() + M.tempVipTrialDays * DAY_MS);
}

/** A temporary VIP whose lapse is still to be recorded. */
export const tempVipLapsed = (u: { tempVipExpiresAt: Date | null; tempVipLapsedAt: Date | null }, now: Date) =>
  !!u.tempVipExpiresAt && u.tempVipExpiresAt.getTime() <= now.getTime() && !u.tempVipLapsedAt;

/** The industries of the register form (constant, both languages). */
export const INDUSTRIES: readonly { code: string; zh: string; en: string }[] = [
  { code: 'it', zh: '互联网/IT', en: 'Internet and IT' },
  { code: 'finance', zh: '金融/保险', en: 'Finance and insurance' },
  { code: 'realEstate', zh: '房地产/建筑', en: 'Real estate and construction' },
  { code: 'manufacturing', zh: '制造业', en: 'Manufacturing' },
  { code: 'retail', zh: '零售/批发', en: 'Retail and wholesale' },
  { code: 'education', zh: '教育/培训', en: 'Education and training' },
  { code: 'health', zh: '医疗/健康', en: 'Healthcare' },
  { code: 'catering', zh: '餐饮/酒店', en: 'Catering and hotels' },
  { code: 'media', zh: '广告/传媒', en: 'Advertising and media' },
  { code: 'logistics', zh: '物流/运输', en: 'Logistics and transport' },
  { code: 'services', zh: '商务服务', en: 'Business services' },
  { code: 'other', zh: '其他', en: 'Other' },
];
export function assertIndustry(code: string) {
  if (!INDUSTRIES.some((i) => i.code === code)) throw new DomainError('INDUSTRY_UNKNOWN', { field: 'industry' });
}
