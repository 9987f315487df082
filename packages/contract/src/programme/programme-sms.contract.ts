import type { z } from 'zod';
import { c, formPost } from '../common/contract-builder';
import type { RouteNeeds } from '../common/bases';
import { commonResponses } from '../common/envelope';
import {
  ZApplySmsSignBody,
  ZBuySmsPackBody,
  ZGrantSmsBody,
  ZReviewSmsSignBody,
  ZSaveSmsSettingBody,
  ZSendSmsBody,
  ZSmsAuthorization,
  ZSmsConsentBody,
  ZSmsCreditPage,
  ZSmsEmptyBody,
  ZSmsHome,
  ZSmsIdBody,
  ZSmsPackOrder,
  ZSmsPageBody,
  ZSmsRecordDetail,
  ZSmsRecordPage,
  ZSmsReviewItem,
  ZSmsReviewPage,
  ZSmsReviewsBody,
  ZSmsSetting,
  ZSmsSign,
} from './programme-sms.schemas';

/**
 * Programmes and small modules, sms part (issue 18): SMS management (/sms/*): sign, settings, authorization, records and record detail; sending through the SMS provider against a balance of SMS credits.
 * The spec names the group and the screens only, so every call name is ours. The user's calls need VIP; the sign
 * review is an operator's (role operator). Someone else's record, sign or grant answers its area's NOT_FOUND.
 */
const S = '/sms';
const VIP: RouteNeeds = { vip: true };
const OPERATOR: RouteNeeds = { roles: [{ role: 'operator' }] };
const call = <N extends string, B extends z.ZodTypeAny, R extends z.ZodTypeAny>(name: N, body: B, result: R, summary: string, needs: RouteNeeds = VIP) =>
  formPost(`${S}/${name}.xhtml` as `/sms/${N}.xhtml`, body, result, 'user', { needs, summary });

export const programmeSmsContract = c.router(
  {
    findSmsHome: call(
      'findSmsHome',
      ZSmsEmptyBody,
      ZSmsHome,
      "Ours: the SMS home: credits, consent, signs (newest first), packs on sale, today's recipients against the day's limit, and whose credits the caller may send with",
    ),
    applySmsSign: call(
      'applySmsSign',
      ZApplySmsSignBody,
      ZSmsSign,
      'Ours: apply for a sign (2-12 Chinese, Latin or digit characters; SMS_SIGN_INVALID otherwise); it waits for an operator',
      { ...VIP, idempotent: true },
    ),
    findSmsSignReviews: call(
      'findSmsSignReviews',
      ZSmsReviewsBody,
      ZSmsReviewPage,
      "Ours: an operator's list of signs in one state (pending: oldest first; others newest first), paged, with the applicant's face",
      OPERATOR,
    ),
    reviewSmsSign: call(
      'reviewSmsSign',
      ZReviewSmsSignBody,
      ZSmsReviewItem,
      'Ours: an operator approves or rejects (with a reason) a pending sign; a decided one answers SMS_SIGN_DECIDED',
      OPERATOR,
    ),
    buySmsPack: call(
      'buySmsPack',
      ZBuySmsPackBody,
      ZSmsPackOrder,
      'Ours: an order (line smsPack) for a pack at its listed price; the client pays it on the existing pay screen (wallet or WeChat Pay); payment credits the pack, a refund takes back its unused credits',
      { ...VIP, idempotent: true },
    ),
    findSmsSetting: call('findSmsSetting', ZSmsEmptyBody, ZSmsSetting, "Ours: the caller's SMS settings (default sign, auto-send after a card exchange, daily cap)"),
    saveSmsSetting: call(
      'saveSmsSetting',
      ZSaveSmsSettingBody,
      ZSmsSetting,
      "Ours: save the settings; the default sign must be one of the caller's approved signs, auto-send needs a template",
    ),
    findSmsAuthorization: call(
      'findSmsAuthorization',
      ZSmsEmptyBody,
      ZSmsAuthorization,
      "Ours: the caller's consent to sending on their behalf, the colleagues they let use their credits, and who lets them",
    ),
    saveSmsConsent: call('saveSmsConsent', ZSmsConsentBody, ZSmsAuthorization, "Ours: give or withdraw consent that the platform sends SMS in the caller's name; no send without it"),
    grantSmsCredits: call(
      'grantSmsCredits',
      ZGrantSmsBody,
      ZSmsAuthorization,
      "Ours: let a colleague of the caller's company (by card id) send with the caller's credits, up to perDay recipients a day",
    ),
    revokeSmsGrant: call('revokeSmsGrant', ZSmsIdBody, ZSmsAuthorization, "Ours: withdraw one of the caller's grants"),
    sendSms: call(
      'sendSms',
      ZSendSmsBody,
      ZSmsRecordDetail,
      "Ours: send 【sign】text to 1-50 mainland mobiles: sensitive words refused, credits (segments x recipients) taken first, a refused recipient's given back; answers the record",
      { ...VIP, idempotent: true },
    ),
    findSmsRecords: call('findSmsRecords', ZSmsPageBody, ZSmsRecordPage, "Ours: the caller's sends, newest first, paged"),
    findSmsRecordDetail: call('findSmsRecordDetail', ZSmsIdBody, ZSmsRecordDetail, "Ours: one of the caller's sends with each recipient's state (numbers masked)"),
    findSmsCredits: call('findSmsCredits', ZSmsPageBody, ZSmsCreditPage, "Ours: the caller's credit ledger (packs, sends, returns, refunds), newest first, paged"),
  },
  { commonResponses },
);
