import { z } from 'zod';
import { fEnum, fId, fInt, fText } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';
import { feedQueryShape, pageOf, pageQueryShape } from '../common/paging';
import { zKeyword, zMainlandPhone, zTxPassword } from '../common/rules';
import { rule } from '../common/validation';
import { fFen } from '../common/money';

/** Wallet, withdrawals, golden keys and the spokesperson (issue 11). Every amount is integer fen. */

const M = LIMITS.money;
const fen = z.number().int();

// --- wallet ---

export const ZWalletBinding = z.object({ nickname: z.string(), boundAt: z.string() });
export type TWalletBinding = z.infer<typeof ZWalletBinding>;

export const ZWalletIndex = z.object({
  availableFen: fen,
  frozenFen: fen,
  totalIncomeFen: fen,
  withdrawnFen: fen,
  hasTxPwd: z.boolean(),
  binding: ZWalletBinding.nullable(),
  spokesperson: z.boolean(),
});
export type TWalletIndex = z.infer<typeof ZWalletIndex>;

export const ZWalletBalance = z.object({ availableFen: fen, frozenFen: fen });

export const FROZEN_STATES = ['frozen', 'released', 'reversed'] as const;
export const ZFrozenIncome = z.object({
  id: z.string(),
  amountFen: fen,
  source: z.string(),
  state: z.enum(FROZEN_STATES),
  releaseAt: z.string(),
  createdAt: z.string(),
  /** Where it came from, read: the programme or sale and the item ("代言佣金 · VIP 3年"), in the caller's language. */
  title: z.string(),
});
export const ZFrozenIncomeList = pageOf(ZFrozenIncome);

/** One posting of the caller's account: signed amount, a readable title from its journal kind. */
export const ZBill = z.object({ id: z.string(), amountFen: fen, title: z.string(), kind: z.string(), createdAt: z.string() });
export type TBill = z.infer<typeof ZBill>;
export const ZBillList = pageOf(ZBill);

export const BILL_TYPES = ['all', 'income', 'expense', 'withdraw'] as const;
export type TBillType = (typeof BILL_TYPES)[number];
const blankIsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
export const ZBillingQuery = z
  .object({
    ...feedQueryShape,
    type: z.preprocess(blankIsUndefined, fEnum([...BILL_TYPES]).default('all')),
    month: z.preprocess(
      blankIsUndefined,
      z
        .string()
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/, rule('type'))
        .optional(),
    ),
  })
  .default({});
export const ZFrozenBillsQuery = z.object(feedQueryShape).default({});
export const ZWalletPageQuery = z.object(pageQueryShape).default({});

export const WITHDRAWAL_STATES = ['pending', 'succeeded', 'failed'] as const;
export const ZWithdrawal = z.object({
  id: z.string(),
  amountFen: fen,
  state: z.enum(WITHDRAWAL_STATES),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  failReason: z.string().nullable(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;
export const ZWithdrawalList = pageOf(ZWithdrawal);

export const ZWithdrawInfo = z.object({
  availableFen: fen,
  minFen: fen,
  dailyMaxFen: fen,
  todayFen: fen,
  todayCount: z.number().int(),
  dailyCount: z.number().int(),
  binding: ZWalletBinding.nullable(),
  hasTxPwd: z.boolean(),
});
export type TWithdrawInfo = z.infer<typeof ZWithdrawInfo>;

/** The amount is checked against the minimum and the daily limit by the server (with today's total). */
const zAmountFen = fFen(1, M.withdrawDailyMaxFen * 10);
export const ZWithdrawBody = z.object({ amountFen: zAmountFen, txPwd: zTxPassword });
/** The OAuth `state` must be the one issued to this user (findWxAuthorizationUrl): nobody can bind their WeChat to another's wallet. */
export const ZBindWechatBody = z.object({
  code: z
    .string()
    .trim()
    .min(1, rule('required'))
    .max(LIMITS.security.wxCodeMax, rule('maxLength', { max: LIMITS.security.wxCodeMax })),
  state: z
    .string()
    .trim()
    .min(1, rule('required'))
    .max(LIMITS.security.wxStateMax, rule('maxLength', { max: LIMITS.security.wxStateMax })),
});

// --- spokesperson ---

export const ZSpokespersonInfo = z.object({
  bound: z.boolean(),
  realName: z.string().nullable(),
  referredCount: z.number().int(),
  commissionFen: fen,
  frozenCommissionFen: fen,
  shareUrl: z.string(),
});
export type TSpokespersonInfo = z.infer<typeof ZSpokespersonInfo>;
export const ZBindSpokespersonBody = z.object({ realName: fText(M.spokespersonNameMin, M.spokespersonNameMax) });
/** paidAs: the programme role the caller's commission on this user's orders was paid under (issue 32), null when none. */
export const ZReferredUser = z.object({
  name: z.string(),
  avatarUrl: z.string().nullable(),
  joinedAt: z.string(),
  earnedFen: fen,
  paidAs: z.enum(LIMITS.referral.roles).nullable(),
});
export const ZReferredList = pageOf(ZReferredUser);

// --- golden keys ---

export const ZGoldenKeyNumber = z.object({
  count: z.number().int(),
  unlockCost: z.number().int(),
  exchangeKeys: z.number().int(),
  exchangeVipDays: z.number().int(),
});
export const ZUnlockModuleBody = z.object({ moduleId: fInt(1, 9999) });
export const ZUnlockResult = z.object({ moduleId: z.number().int(), count: z.number().int() });
export const ZExchangeVipBody = z.object({ times: fInt(1, M.exchangeTimesMax) });
export const ZExchangeResult = z.object({ count: z.number().int(), vipExpiresAt: z.string() });
export const ZKeyEntry = z.object({ id: z.string(), delta: z.number().int(), kind: z.string(), title: z.string(), createdAt: z.string() });
export const ZKeyEntryList = pageOf(ZKeyEntry);
export const ZTransferKeysBody = z.object({ toPhoneIdEcr: fId(), count: fInt(1, M.transferKeysMax), txPwd: zTxPassword });
export const ZTransferResult = z.object({ count: z.number().int() });

export const ZFoundUser = z.object({ phoneIdEcr: z.string(), name: z.string(), avatarUrl: z.string().nullable(), phoneMasked: z.string() });
export const ZFoundUsers = z.array(ZFoundUser);
export type TFoundUser = z.infer<typeof ZFoundUser>;
export const ZSearchByNameBody = z.object({ keyword: zKeyword(M.userSearchKeywordMax) });
export const ZSearchByMobileBody = z.object({ mobile: zMainlandPhone });

export const WALLET_LABELS: AreaLabels = {
  fields: {
    amountFen: label('金额', 'amount'),
    txPwd: label('交易密码', 'transaction password'),
    type: label('账单类型', 'bill type'),
    month: label('月份', 'month'),
    realName: label('真实姓名', 'real name'),
    moduleId: label('模块', 'module'),
    times: label('兑换份数', 'exchange count'),
    toPhoneIdEcr: label('转赠对象', 'recipient'),
    count: label('数量', 'count'),
    keyword: label('关键词', 'keyword'),
    mobile: label('手机号', 'mobile number'),
  },
  // `code` here is WeChat's authorization code, not an SMS code; a withdrawal's amount is named as such (issue 32, item 7).
  calls: {
    bindWechat: { code: label('微信授权码', 'WeChat authorization code') },
    withdraw: { amountFen: label('提现金额', 'withdrawal amount') },
    spokespersonCashOut: { amountFen: label('提现金额', 'withdrawal amount') },
  },
};
