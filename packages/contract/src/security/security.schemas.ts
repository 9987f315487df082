import { z } from 'zod';
import { ID_DOCUMENT_TYPES, type IdDocumentType } from '../common/constants';
import { fEnum, fText } from '../common/form';
import { isPhone, zLoginPassword, zRegionCode, zTxPassword, zVerificationCode } from '../common/rules';
import { rule } from '../common/validation';

/**
 * Password, phone and WeChat binding screens (spec section 2 "Passwords", sections 5 and 6).
 * "Two entries not equal" is a catalogue refusal (NOT_EQUAL) decided by the server's rules, so the
 * confirmation fields are only bounded here.
 */
const zConfirm = z.string().max(64, rule('maxLength', { max: 64 }));
const zOldSecret = z.string().min(1, rule('required')).max(64, rule('maxLength', { max: 64 }));

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
const zIdNumber = z.string().trim().min(1, rule('required')).max(30, rule('maxLength', { max: 30 }));
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

export const ZSetTxPwdBody = z
  .object({ txPwd: zTxPassword, confirmTxPwd: zConfirm, idType: zIdType, idNumber: zIdNumber })
  .superRefine(idMatchesType);

export const ZModifyTxPwdBody = z.object({ oldTxPwd: zTxPassword, newTxPwd: zTxPassword, confirmTxPwd: zConfirm });

export const ZBackTxPwdBody = z
  .object({ idType: zIdType, idNumber: zIdNumber, code: zVerificationCode, newTxPwd: zTxPassword, confirmTxPwd: zConfirm })
  .superRefine(idMatchesType);

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
    phone: z.string().trim().max(20, rule('maxLength', { max: 20 })).optional(),
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

export const ZModifyBindingPhoneBody = z
  .object({ newPhone: z.string().trim(), regionCode: zRegionCode, newCode: zVerificationCode })
  .superRefine((v, ctx) => {
    if (!isPhone(v.newPhone, v.regionCode)) ctx.addIssue({ code: 'custom', path: ['newPhone'], message: rule('phone') });
  });
export const ZPhoneChanged = z.object({ phoneMasked: z.string(), regionCode: z.string() });

// --- WeChat binding ---

export const ZWxAuthUrlBody = z.object({
  redirectUri: z.string().trim().max(500, rule('maxLength', { max: 500 }))
    .refine((s) => /^https?:\/\/[^\s]+$/i.test(s), rule('url')),
});
export const ZWxAuthUrl = z.object({ url: z.string() });
export const ZWxAuthorizeBody = z.object({ code: fText(1, 200), state: fText(1, 100) });
export const ZWxBindState = z.object({ bound: z.boolean(), idMasked: z.string().nullable() });
export const ZWxBindings = z.object({ openId: ZWxBindState, unionId: ZWxBindState });

// --- Graphic captcha (rgRand) ---

export const ZCaptcha = z.object({ captchaId: z.string(), svg: z.string(), expiresInSeconds: z.number() });
