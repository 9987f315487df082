import { z } from 'zod';
import { label, type AreaLabels } from '../common/labels';
import { fBool, fId, fText } from '../common/form';
import { LIMITS } from '../common/limits';
import { zPhone, zVerificationCode } from '../common/rules';

/**
 * The network, share-back part (issue 34): a visitor without an account leaves their details on a card
 * (留下我的名片); the owner gets a contact marked 来自名片分享, a lead in the radar and a message. Limits of the
 * visitor's fields are those of a card's; the budgets are the share-back's own.
 */
export const SHARE_BACK_LIMITS = {
  nameMax: LIMITS.card.nameMax,
  companyMax: LIMITS.card.companyMax,
  positionMax: LIMITS.card.positionMax,
  /** Share backs per address per hour (a visitor's own pace; the SMS code has the sign-up budgets besides). */
  perAddressPerHour: 10,
  /** Withdrawals per address per hour (a link or a code: guessing costs). */
  withdrawsPerAddressPerHour: 10,
  /** The withdraw link's token: random, this many characters. */
  tokenLength: 32,
} as const;

const L = SHARE_BACK_LIMITS;
const fOptField = (max: number) => z.preprocess((v) => (v === undefined || v === null ? '' : v), fText(0, max));

/**
 * Leave my details on a card: name, mobile proven by the SMS code (getVerificationCode purpose shareBack), company
 * and title; `consent` must be true (the page shows what the owner receives and that it can be withdrawn).
 */
export const ZShareBackBody = z.object({
  phoneIdEcr: fId(),
  name: fText(1, L.nameMax),
  mobile: zPhone,
  code: zVerificationCode,
  company: fOptField(L.companyMax),
  position: fOptField(L.positionMax),
  consent: z.preprocess((v) => (v === undefined || v === '' ? false : v), fBool()),
});
export type TShareBackBody = z.input<typeof ZShareBackBody>;
export type TShareBackInput = z.output<typeof ZShareBackBody>;
/** `updated`: this mobile had shared back to this card before and its details were replaced. `withdrawToken`: the confirmation's withdraw link. */
export const ZShareBackDone = z.object({ id: z.string(), updated: z.boolean(), withdrawToken: z.string() });
export type TShareBackDone = z.infer<typeof ZShareBackDone>;

/** Withdraw by the confirmation's link. */
export const ZWithdrawShareBackBody = z.object({ token: fText(1, 64) });
/** Withdraw by a new SMS code (purpose shareBack) to the mobile that shared back to this card. */
export const ZWithdrawShareBackByCodeBody = z.object({ phoneIdEcr: fId(), mobile: zPhone, code: zVerificationCode });
export const ZShareBackWithdrawn = z.object({ withdrawn: z.literal(true) });

/** What the owner sees of a share back (the address book's row and the radar's lead). */
export const ZShareBackLead = z.object({ name: z.string(), mobile: z.string(), company: z.string(), position: z.string() });
export type TShareBackLead = z.infer<typeof ZShareBackLead>;

export const NETWORK_SHAREBACK_LABELS: AreaLabels = {
  fields: {
    consent: label('同意授权', 'consent'),
    token: label('撤回链接', 'withdraw link'),
  },
  calls: {
    shareBack: {
      phoneIdEcr: label('名片', 'card'),
      name: label('您的姓名', 'your name'),
      mobile: label('手机号码', 'mobile number'),
      code: label('短信验证码', 'SMS code'),
      company: label('公司', 'company'),
      position: label('职位', 'title'),
    },
    withdrawShareBackByCode: {
      phoneIdEcr: label('名片', 'card'),
      mobile: label('手机号码', 'mobile number'),
      code: label('短信验证码', 'SMS code'),
    },
  },
};
