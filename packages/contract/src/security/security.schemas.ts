import { z } from 'zod';
import { ID_DOCUMENT_TYPES, type IdDocumentType } from '../common/constants';
import { fEnum, fText } from '../common/form';
import { isPhone, zLoginPassword, zRegionCode, zTxPassword, zVerificationCode } from '../common/rules';
import { LIMITS } from '../common/limits';
import { rule } from '../common/validation';
import { label, type AreaLabels } from '../common/labels';

/**
 * Password, phone and WeChat binding screens (spec section 2 "Passwords", sections 5 and 6).
 * "Two entries not equal" is a catalogue refusal (NOT_EQUAL) decided by the server's rules, so the
 * confirmation fields are only bounded here.
 */
const zConfirm = z.string().max(LIMITS.auth.secretMax, rule('maxLength', { max: LIMITS.auth.secretMax }));
const zOldSecret = z
  .string()
  .min(1, rule('required'))
  .max(LIMITS.auth.secretMax, rule('maxLength', { max: LIMITS.auth.secretMax }));

export const ZHasLoginPassword = z.object({ hasPassword: z.boolean() });

export const ZSetLoginPasswordBody = z.object({ password: zLoginPassword, confirmPassword: zConfirm });

export const ZModifyLoginPasswordBody = z.object({ oldPassword: zOldSecret, newPassword: zLoginPassword, confirmPassword: zConfirm });

export const ZResetLoginPasswordBody = z
  .object({ phone: z.string().trim(), regionCode: zRegionCode, code: zVerificationCode, newPassword: zLoginPassword, confirmPassword: zConfirm })
  .superRefine((v, ctx) => {
    if (!isPhone(v.phone, v.regionCode)) ctx.addIssue({ code: 'custom', path: ['phone'], message: rule('phone') });
  });

// --- Identity documents recorded with the transaction password ---

/** Spaces, hyphens and the brackets of Hong Kong / Macau check digits are typing variants, not part of the number. */
export const normalizeIdNumber = (s: string) => s.replace(/[\s()（）-]/g, '').toUpperCase();

/** Mainland resident ID: 17 digits and an ISO 7064 MOD 11-2 check character. */
function isMainlandId(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(id[i]), 0);
  return '10X98765432'[sum % 11] === id[17];
}

const ID_PATTERNS: Record<Exclude<IdDocumentType, 'mainland'>, RegExp> = {
  hkmo: /^(?:[A-Z]{1,2}\d{6}[\dA]|[157]\d{7})$/, // HK A123456(7) or Macau 1234567(8)
  taiwan: /^[A-Z][12]\d{8}$/,
  us: /^[A-Z0-9]{6,9}$/, // passport or SSN
  singapore: /^[STFGM]\d{7}[A-Z]$/, // NRIC / FIN
  other: /^[A-Z0-9]{4,20}$/,
};

export function isIdNumber(type: IdDocumentType, raw: string): boolean {
  const id = normalizeIdNumber(raw);
  return type === 'mainland' ? isMainlandId(id) : ID_PATTERNS[type].test(id);
}

export const zIdType = fEnum([...ID_DOCUMENT_TYPES] as [IdDocumentType, ...IdDocumentType[]]);
const zIdNumber = z
  .string()
  .trim()
  .min(1, rule('required'))
  .max(LIMITS.security.idNumberMax, rule('maxLength', { max: LIMITS.security.idNumberMax }));
const idMatchesType = (v: { idType: IdDocumentType; idNumber: string }, ctx: z.RefinementCtx) => {
  if (!isIdNumber(v.idType, v.idNumber)) ctx.addIssue({ code: 'custom', path: ['idNumber'], message: rule('idFormat') });
};

// --- Transaction password ---

export const ZTxPwdInfo = z.object({
  isSet: z.boolean(),
  locked: z.boolean(),
  lockedUntil: z.string().nullable(),
  /** Wrong entries still allowed before the lock. */
  failuresLeft: z.number(),
  /** Document type recorded when the password was set, so retrieval can preselect it. */
  idType: zIdType.nullable(),
});
export type TTxPwdInfo = z.infer<typeof ZTxPwdInfo>;

export const ZSetTxPwdBody = z.object({ txPwd: zTxPassword, confirmTxPwd: zConfirm, idType: zIdType, idNumber: zIdNumber }).superRefine(idMatchesType);

export const ZModifyTxPwdBody = z.object({ oldTxPwd: zTxPassword, newTxPwd: zTxPassword, confirmTxPwd: zConfirm });

export const ZBackTxPwdBody = z.object({ idType: zIdType, idNumber: zIdNumber, code: zVerificationCode, newTxPwd: zTxPassword, confirmTxPwd: zConfirm }).superRefine(idMatchesType);

/** A code to the logged-in user's own phone (the spec names no call for it; this is ours). */
export const OWN_PHONE_CODE_PURPOSES = ['txPwd'] as const;
export const ZOwnPhoneCodeBody = z.object({
  purpose: fEnum([...OWN_PHONE_CODE_PURPOSES]).default('txPwd'),
  channel: fEnum(['sms', 'voice']).default('sms'),
});

// --- Phone change ---

export const ZModifyPhoneCodeBody = z
  .object({
    step: fEnum(['old', 'new']),
    phone: z
      .string()
      .trim()
      .max(LIMITS.auth.phoneTextMax, rule('maxLength', { max: LIMITS.auth.phoneTextMax }))
      .optional(),
    regionCode: zRegionCode,
    channel: fEnum(['sms', 'voice']).default('sms'),
  })
  .superRefine((v, ctx) => {
    if (v.step !== 'new') return;
    if (!v.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: rule('required') });
    else if (!isPhone(v.phone, v.regionCode)) ctx.addIssue({ code: 'custom', path: ['phone'], message: rule('phone') });
  });

export const ZCheckModifyPhoneCodeBody = z.object({ code: zVerificationCode });
export const ZPhoneProof = z.object({ validForSeconds: z.number() });

export const ZModifyBindingPhoneBody = z.object({ newPhone: z.string().trim(), regionCode: zRegionCode, newCode: zVerificationCode }).superRefine((v, ctx) => {
  if (!isPhone(v.newPhone, v.regionCode)) ctx.addIssue({ code: 'custom', path: ['newPhone'], message: rule('phone') });
});
export const ZPhoneChanged = z.object({ phoneMasked: z.string(), regionCode: z.string() });

// --- WeChat binding ---

export const ZWxAuthUrlBody = z.object({
  redirectUri: z
    .string()
    .trim()
    .max(LIMITS.security.redirectUriMax, rule('maxLength', { max: LIMITS.security.redirectUriMax }))
    .refine((s) => /^https?:\/\/[^\s]+$/i.test(s), rule('url')),
});
export const ZWxAuthUrl = z.object({ url: z.string() });
export const ZWxAuthorizeBody = z.object({ code: fText(1, LIMITS.security.wxCodeMax), state: fText(1, LIMITS.security.wxStateMax) });
export const ZWxBindState = z.object({ bound: z.boolean(), idMasked: z.string().nullable() });
// --- WeChat web authorisation with a way back (issue 29) ---

/**
 * A screen of the app to come back to after WeChat's authorisation: a path inside the app (react-router's, without
 * the /multipage base), never another origin. `//host`, `/\host`, schemes and control characters are refused, so
 * the way back cannot be turned into an open redirect.
 */
export function isAppReturnPath(s: string): boolean {
  return s.length <= LIMITS.security.redirectUriMax && /^\/(?![/\\])/.test(s) && !/[\u0000-\u001f\u007f\\]/.test(s) && !/^\/[^?#]*:/.test(s.split(/[?#]/)[0]!);
}
export const WX_SCOPES = ['snsapi_base', 'snsapi_userinfo'] as const;
export const ZWxAuthorizeStartBody = z.object({
  scope: fEnum([...WX_SCOPES]).default('snsapi_base'),
  returnTo: z
    .string()
    .trim()
    .min(1, rule('required'))
    .max(LIMITS.security.redirectUriMax, rule('maxLength', { max: LIMITS.security.redirectUriMax }))
    .refine(isAppReturnPath, rule('appPath')),
});
/** WeChat came back: `code` is absent when the user declined (WeChat sends only the state then). */
export const ZWxReturnBody = z.object({
  code: z.preprocess((v) => (v === '' ? undefined : v), fText(1, LIMITS.security.wxCodeMax).optional()),
  state: fText(1, LIMITS.security.wxStateMax),
});
/**
 * Where to go now, and what happened: `bound` when the WeChat was bound to the signed-in user; `token` when a
 * signed-out visitor was recognised by the WeChat bound to their account (signed in by it).
 */
export const ZWxReturn = z.object({ returnTo: z.string(), bound: z.boolean(), token: z.string().nullable() });

export const ZWxBindings = z.object({ openId: ZWxBindState, unionId: ZWxBindState });

// --- Graphic captcha (rgRand) ---

/** The image is a PNG as a data URL (`data:image/png;base64,...`): a raster, so no markup names the characters. */
export const ZCaptcha = z.object({ captchaId: z.string(), image: z.string().startsWith('data:image/png;base64,'), expiresInSeconds: z.number() });

/** Field labels of the security area (passwords, phone change, WeChat binding). */
export const SECURITY_LABELS: AreaLabels = {
  fields: {
    oldPassword: label('原密码', 'old password'),
    newPassword: label('新密码', 'new password'),
    confirmPassword: label('确认密码', 'password confirmation'),
    txPwd: label('交易密码', 'transaction password'),
    oldTxPwd: label('原交易密码', 'old transaction password'),
    newTxPwd: label('新交易密码', 'new transaction password'),
    confirmTxPwd: label('确认交易密码', 'transaction password confirmation'),
    oldCode: label('原手机验证码', 'old phone verification code'),
    newCode: label('新手机验证码', 'new phone verification code'),
    newPhone: label('新手机号码', 'new mobile number'),
    idType: label('证件类型', 'ID document type'),
    idNumber: label('证件号码', 'ID document number'),
    step: label('步骤', 'step'),
    redirectUri: label('回调地址', 'redirect address'),
    state: label('授权状态', 'authorization state'),
    returnTo: label('返回页面', 'return page'),
    scope: label('授权方式', 'authorization scope'),
  },
  calls: {
    findWxAuthorization: { code: label('微信授权码', 'WeChat authorization code') },
  },
};
