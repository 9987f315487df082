import { z } from 'zod';
import { fBool, fCsv, fEnum, fId, fInt, fOptText, fText } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';
import { pageOf, pageQueryShape } from '../common/paging';
import { zMainlandPhone } from '../common/rules';
import { rule } from '../common/validation';
import { ZPayStart } from '../orders/orders.schemas';

/**
 * Programmes and small modules, sms part (issue 18): body and answer shapes of programme-sms.contract.ts. A VIP user
 * sends SMS to their own contacts under their own approved sign (【sign】text), paying one credit per segment per
 * recipient; credits come in packs sold through the order model (line smsPack). Recipients' numbers are shown masked.
 */
const L = LIMITS.programmeSms;

export const SMS_SIGN_STATES = ['pending', 'approved', 'rejected'] as const;
export type SmsSignState = (typeof SMS_SIGN_STATES)[number];
export const SMS_RECORD_STATES = ['sent', 'partial', 'failed'] as const;
export const SMS_CREDIT_KINDS = ['pack', 'packRefund', 'send', 'sendReturn'] as const;
export const SMS_PACK_CODES = L.packs.map((p) => p.code) as unknown as readonly [string, ...string[]];
/** The order line SMS packs are sold under. */
export const SMS_PACK_LINE = 'smsPack' as const;

// --- shared pure rules (client counters and the server agree) ------------------------------------------------------
/** A sign's characters: Chinese (CJK unified ideographs), Latin letters, digits; 2-12 of them. */
export const isSmsSignText = (s: string) => {
  const n = [...s].length;
  return n >= L.signMin && n <= L.signMax && /^[\u4e00-\u9fa5A-Za-z0-9]+$/.test(s);
};
/** The text as sent: the sign in 【】 before the content. */
export const smsFullText = (sign: string, content: string) => `【${sign}】${content}`;
/** Credits one recipient costs: one per started segment of LIMITS.programmeSms.segmentChars characters. */
export const smsSegments = (fullText: string) => Math.max(1, Math.ceil([...fullText].length / L.segmentChars));

// --- answers -------------------------------------------------------------------------------------------------------
export const ZSmsPerson = z.object({ phoneIdEcr: z.string(), name: z.string(), avatarUrl: z.string().nullable() });
export const ZSmsSign = z.object({
  id: z.string(),
  text: z.string(),
  status: z.enum(SMS_SIGN_STATES),
  reason: z.string(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type TSmsSign = z.infer<typeof ZSmsSign>;
export const ZSmsPack = z.object({ code: z.string(), credits: z.number().int(), priceFen: z.number().int() });
/** Whose credits the caller may send with: their own (phoneIdEcr '0') and owners who authorized them. */
export const ZSmsPayer = z.object({ phoneIdEcr: z.string(), name: z.string(), credits: z.number().int().nullable(), perDay: z.number().int().nullable(), usedToday: z.number().int() });
export const ZSmsHome = z.object({
  credits: z.number().int(),
  consent: z.boolean(),
  defaultSignId: z.string().nullable(),
  signs: z.array(ZSmsSign),
  packs: z.array(ZSmsPack),
  /** Recipients reached today (own sends) and the day's limit (own cap or the platform's). */
  todayRecipients: z.number().int(),
  dailyLimit: z.number().int(),
  payers: z.array(ZSmsPayer),
});
export type TSmsHome = z.infer<typeof ZSmsHome>;
export const ZSmsReviewItem = ZSmsSign.extend({ applicant: ZSmsPerson });
export const ZSmsReviewPage = pageOf(ZSmsReviewItem);
export const ZSmsPackOrder = z.object({ orderId: z.string(), pay: ZPayStart.nullable() });
export const ZSmsSetting = z.object({
  defaultSignId: z.string().nullable(),
  autoSend: z.boolean(),
  autoTemplate: z.string(),
  dailyCap: z.number().int(),
  platformDailyMax: z.number().int(),
});
export type TSmsSetting = z.infer<typeof ZSmsSetting>;
export const ZSmsGrant = z.object({ id: z.string(), grantee: ZSmsPerson, perDay: z.number().int(), createdAt: z.string() });
export const ZSmsAuthorization = z.object({
  consentAt: z.string().nullable(),
  /** Colleagues the caller lets use their credits. */
  grants: z.array(ZSmsGrant),
  /** Owners who let the caller use theirs. */
  grantedBy: z.array(z.object({ owner: ZSmsPerson, perDay: z.number().int(), createdAt: z.string() })),
  hasCompany: z.boolean(),
});
export type TSmsAuthorization = z.infer<typeof ZSmsAuthorization>;
export const ZSmsRecordItem = z.object({
  id: z.string(),
  signText: z.string(),
  text: z.string(),
  segments: z.number().int(),
  recipients: z.number().int(),
  charged: z.number().int(),
  returned: z.number().int(),
  status: z.enum(SMS_RECORD_STATES),
  source: z.string(),
  createdAt: z.string(),
  /** Paid with someone else's credits: the owner's face; null for the caller's own. */
  payer: ZSmsPerson.nullable(),
});
export const ZSmsRecordPage = pageOf(ZSmsRecordItem);
export const ZSmsRecordDetail = ZSmsRecordItem.extend({
  items: z.array(z.object({ mobile: z.string(), status: z.enum(['sent', 'failed']), error: z.string() })),
});
export type TSmsRecordDetail = z.infer<typeof ZSmsRecordDetail>;
export const ZSmsCreditEntry = z.object({ id: z.string(), delta: z.number().int(), kind: z.enum(SMS_CREDIT_KINDS), balance: z.number().int(), createdAt: z.string() });
export const ZSmsCreditPage = pageOf(ZSmsCreditEntry);

// --- bodies --------------------------------------------------------------------------------------------------------
export const ZSmsEmptyBody = z.object({});
/** The sign's characters are the service's check (SMS_SIGN_INVALID, a rule of ours); here only its length bound. */
export const ZApplySmsSignBody = z.object({ text: fText(1, 20) });
export const ZSmsReviewsBody = z.object({ status: fEnum([...SMS_SIGN_STATES]).default('pending'), ...pageQueryShape });
export const ZReviewSmsSignBody = z.object({ id: fId(), approve: fBool(), reason: fOptText(L.reasonMax) });
export const ZBuySmsPackBody = z.object({ packCode: fEnum([...SMS_PACK_CODES]) });
export const ZSaveSmsSettingBody = z.object({
  defaultSignId: z.preprocess((v) => (v === '' ? undefined : v), fId().optional()),
  autoSend: fBool().default(false),
  autoTemplate: fOptText(L.templateMax, { multiline: true }),
  dailyCap: fInt(0, L.platformDailyMax).default(0),
});
export type TSaveSmsSettingBody = z.infer<typeof ZSaveSmsSettingBody>;
export const ZSmsConsentBody = z.object({ consent: fBool() });
export const ZGrantSmsBody = z.object({ phoneIdEcr: fText(1, 64), perDay: fInt(1, L.grantPerDayMax) });
export const ZSmsIdBody = z.object({ id: fId() });
export const ZSendSmsBody = z.object({
  signId: fId(),
  /** The content without the sign; the whole text with its 【sign】 is at most textMax (SMS_TEXT_TOO_LONG). */
  text: fText(1, L.textMax, { multiline: true }),
  /** Mainland mobiles, comma-joined, 1-recipientsMax; a repeated number is sent once. */
  mobiles: fCsv(zMainlandPhone, L.recipientsMax).refine((a) => a.length > 0, { message: rule('required') }),
  /** Whose credits pay: absent or '0' the caller's own, else the card id of an owner who authorized the caller. */
  payer: fOptText(64),
});
export type TSendSmsBody = z.infer<typeof ZSendSmsBody>;
export const ZSmsPageBody = z.object({ ...pageQueryShape });

export const PROGRAMME_SMS_LABELS: AreaLabels = {
  fields: {
    text: label('短信内容', 'SMS text'),
    signId: label('短信签名', 'SMS sign'),
    mobiles: label('接收号码', 'recipient numbers'),
    payer: label('付费账户', 'paying account'),
    approve: label('审核结果', 'review decision'),
    reason: label('驳回原因', 'rejection reason'),
    status: label('审核状态', 'review state'),
    packCode: label('短信包', 'SMS pack'),
    defaultSignId: label('默认签名', 'default sign'),
    autoSend: label('交换名片后自动发送', 'auto-send after a card exchange'),
    autoTemplate: label('自动发送模板', 'auto-send template'),
    dailyCap: label('每日发送上限', 'daily limit'),
    consent: label('同意代发', 'consent to send on your behalf'),
    perDay: label('每日可用人数', 'recipients a day'),
    pageIndex: label('页码', 'page'),
    pageSize: label('每页条数', 'page size'),
  },
  calls: {
    applySmsSign: { text: label('短信签名', 'SMS sign') },
    grantSmsCredits: { phoneIdEcr: label('同事名片标识', "colleague's card id") },
  },
};
