import { z } from 'zod';
import { fBool, fEnum, fInt, fOptText } from '../common/form';
import { adoptTypedRegion, phoneMatchesRegion, zLoginPassword, zRegionCode, zVerificationCode } from '../common/rules';
import { LIMITS } from '../common/limits';
import { MODULE_STATES } from '../common/modules';
import { rule } from '../common/validation';
import { label, type AreaLabels } from '../common/labels';

/** activityRegister (issue 32): a visitor without an account proves the phone they register for an activity with. */
export const CODE_PURPOSES = ['register', 'login', 'resetPwd', 'setPwd', 'txPwd', 'modifyPhoneOld', 'modifyPhoneNew', 'activityRegister', 'shareBack'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** The agreement checkbox: anything but an explicit yes is refused with the catalogue message. */
export const zAgree = fBool();

/**
 * The phone as typed: `phoneMatchesRegion` checks it cleaned (spaces, dashes, full width) against a typed region or
 * the picker's, and `adoptTypedRegion` hands the service the clean national number and that region.
 */
const phoneBase = z.object({ phone: z.string(), regionCode: zRegionCode });

export const ZGetCodeBody = phoneBase
  .extend({
    purpose: fEnum([...CODE_PURPOSES]),
    channel: fEnum(['sms', 'voice']).default('sms'),
    /** The graphic captcha (rgRand), needed for register codes once two of them went unused. */
    captchaId: fOptText(64),
    captcha: fOptText(LIMITS.auth.captchaMax),
  })
  .superRefine(phoneMatchesRegion)
  .transform(adoptTypedRegion);
export const ZGetCodeResult = z.object({
  sentTo: z.string(),
  channel: z.enum(['sms', 'voice']),
  expiresInSeconds: z.number(),
  resendAfterSeconds: z.number(),
  /** True once enough SMS requests went unanswered; the screen then offers a voice call. */
  voiceOffered: z.boolean(),
  /** True when the next register code for this phone needs the graphic captcha (same trigger as the voice offer). */
  captchaRequired: z.boolean(),
});

export const ZCheckCodeBody = phoneBase
  .extend({ purpose: fEnum([...CODE_PURPOSES]), code: zVerificationCode })
  .superRefine(phoneMatchesRegion)
  .transform(adoptTypedRegion);

export const ZCheckMobileBody = phoneBase.superRefine(phoneMatchesRegion).transform(adoptTypedRegion);

export const ZRegisterBody = phoneBase
  .extend({
    code: zVerificationCode,
    /** Optional: an account may start with SMS-code login only and set its password later (setUserLoginPassword). */
    password: z.preprocess((v) => (v === '' ? undefined : v), zLoginPassword.optional()),
    agree: zAgree,
    refereePhone: fOptText(LIMITS.auth.phoneTextMax),
    /** The referee's card id, carried by a shared registration link. */
    refereeIdEcr: fOptText(64),
    name: fOptText(LIMITS.card.nameMax),
  })
  .superRefine(phoneMatchesRegion)
  .transform(adoptTypedRegion);

export const ZLoginBody = phoneBase
  .extend({
    loginType: fEnum(['password', 'code']).default('password'),
    password: z
      .string()
      .max(LIMITS.auth.secretMax, rule('maxLength', { max: LIMITS.auth.secretMax }))
      .optional(),
    code: z
      .string()
      .max(LIMITS.auth.codeTextMax, rule('maxLength', { max: LIMITS.auth.codeTextMax }))
      .optional(),
    agree: zAgree,
  })
  .superRefine((v, ctx) => {
    phoneMatchesRegion(v, ctx);
    if (v.loginType === 'password' && !v.password) ctx.addIssue({ code: 'custom', path: ['password'], message: rule('required') });
    if (v.loginType === 'code' && !v.code) ctx.addIssue({ code: 'custom', path: ['code'], message: rule('codeMissing') });
  })
  .transform(adoptTypedRegion);

export const ZLoginResult = z.object({ token: z.string(), expiresAt: z.string(), phoneIdEcr: z.string() });

export const ZVipState = z.enum(['none', 'active', 'expiring', 'expired', 'temporary']);
export const ZUserInfo = z.object({
  phoneIdEcr: z.string(),
  name: z.string(),
  avatarUrl: z.string(),
  phoneMasked: z.string(),
  regionCode: z.string(),
  vip: z.object({
    state: ZVipState,
    expiresAt: z.string().nullable(),
    daysLeft: z.number(),
    /** Temporary VIP end time; the client counts down days, hours, minutes, seconds to it. */
    tempExpiresAt: z.string().nullable(),
  }),
  enterprise: z.boolean(),
  language: z.string(),
  hasLoginPassword: z.boolean(),
  /** Platform roles the user holds (customerService, dealer, operator): which staff screens to offer. */
  roles: z.array(z.string()),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

export const ZModuleEntry = z.object({
  id: z.number(),
  name: z.string(),
  isAdvanced: z.boolean(),
  /** Not usable by this user now: `state` is not `open`. */
  locked: z.boolean(),
  /** What the tile does (common/modules.ts): open its screen, offer the unlock, say VIP only, or say it is coming. */
  state: z.enum(MODULE_STATES),
  visible: z.boolean(),
  zone: z.enum(['top', 'main', 'bottom']),
  sort: z.number(),
});
export type TModuleEntry = z.infer<typeof ZModuleEntry>;

export const ZLoginState = z.object({ loggedIn: z.boolean(), phoneIdEcr: z.string().nullable() });
export const ZModuleLock = z.object({ moduleId: z.number(), isAdvanced: z.boolean(), locked: z.boolean(), state: z.enum(MODULE_STATES) });
export const ZModuleLockQuery = z.object({ moduleId: fInt(0, 100000).optional() });

/** Field labels of the account area (registration, login, codes); see common/labels.ts. */
export const ACCOUNT_LABELS: AreaLabels = {
  fields: {
    agree: label('用户服务协议', 'user service agreement'),
    refereePhone: label('推荐人手机号', 'referee mobile number'),
    refereeIdEcr: label('推荐人', 'referee'),
    name: label('姓名', 'your name'),
    loginType: label('登录方式', 'login method'),
    captcha: label('图形验证码', 'image code'),
    captchaId: label('图形验证码标识', 'image code id'),
    moduleId: label('模块', 'module'),
  },
};
