import { e, type CatalogueEntry } from '../common/error-entry';

/** The programme area's sms part's catalogue entries (issue 18), codes 1193xxx; added to the catalogue by the area's manifest. */
export const PROGRAMME_SMS_ERRORS = {
  SMS_SIGN_INVALID: e(1193001, 400, '短信签名须为2-12个汉字、字母或数字', 'An SMS sign is 2-12 Chinese characters, letters or digits'),
  SMS_SIGN_NOT_FOUND: e(1193002, 404, '短信签名不存在', 'This SMS sign does not exist'),
  SMS_SIGN_NOT_APPROVED: e(1193003, 400, '请选择已审核通过的短信签名', 'Pick an SMS sign that has been approved'),
  SMS_SIGN_DECIDED: e(1193004, 400, '该签名已审核，请刷新后查看', 'This sign has already been reviewed; refresh to see it'),
  SMS_SIGNS_FULL: e(1193005, 400, '签名数量或待审核签名已达上限', 'You have as many signs (or signs waiting for review) as allowed'),
  SMS_SIGN_DUPLICATE: e(1193006, 400, '已有相同的签名', 'You already have this sign'),
  SMS_CREDITS_NOT_ENOUGH: e(1193007, 400, '短信条数不足，请先购买短信包', 'Not enough SMS credits; buy a pack first'),
  SMS_TEXT_TOO_LONG: e(1193008, 400, '短信内容（含签名）过长', 'The SMS (sign included) is too long'),
  SMS_RECORD_NOT_FOUND: e(1193009, 404, '发送记录不存在', 'This send record does not exist'),
  SMS_DAILY_CAP: e(1193010, 400, '今日发送人数已达上限', "Today's limit of recipients is reached"),
  SMS_CONSENT_REQUIRED: e(1193011, 400, '请先在短信授权中同意代发短信', 'First agree, under SMS authorization, that we send SMS on your behalf'),
  SMS_PACK_NOT_FOUND: e(1193012, 404, '短信包不存在', 'This SMS pack does not exist'),
  SMS_GRANT_NOT_COLLEAGUE: e(1193013, 400, '只能授权同一公司的同事', 'Only colleagues of your company can be authorized'),
  SMS_GRANT_NOT_FOUND: e(1193014, 404, '授权不存在或已撤销', 'This authorization does not exist or was withdrawn'),
  SMS_GRANTS_FULL: e(1193015, 400, '授权人数已达上限', 'You have authorized as many colleagues as allowed'),
  SMS_SEND_TOO_FREQUENT: e(1193016, 429, '发送过于频繁，请稍后再试', 'Sending too often; try again shortly'),
  SMS_TEMPLATE_REQUIRED: e(1193017, 400, '开启自动发送前请填写短信模板', 'Write the template before turning auto-send on'),
  /** Issue 32: the applicant is told why, so a rejection without a reason is refused (the operator console). */
  SMS_REJECT_REASON_REQUIRED: e(1193018, 400, '驳回时请填写理由', 'Give a reason when rejecting'),
} as const satisfies Record<string, CatalogueEntry>;
