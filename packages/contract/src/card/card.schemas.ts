import { z } from 'zod';
import { CARD_LIMITS } from '../common/constants';
import { fCsv, fOptText } from '../common/form';
import { isDigits, zCardName, zDigitsOrEmpty, zEmailOrEmpty, zLandlineOrEmpty, zPhone } from '../common/rules';
import { rule } from '../common/validation';

import { ZCardColumn, ZHonour } from './card-lists.schemas';
import { ZMusic, ZNavPoint } from './card-style.schemas';

// The card area's schemas are split by concern; this file is the area's one entry for the package index.
export * from './card-lists.schemas';
export * from './card-style.schemas';

/** The card as the owner or a visitor sees it. Hidden phones are absent from a visitor's copy, not blanked. */
export const ZCardView = z.object({
  phoneIdEcr: z.string(),
  name: z.string(),
  avatarUrl: z.string(),
  company: z.string(),
  department: z.string(),
  position: z.string(),
  taxNumber: z.string(),
  mobiles: z.array(z.string()),
  phoneHidden: z.boolean(),
  landline: z.string(),
  fax: z.string(),
  email: z.string(),
  qq: z.string(),
  weibo: z.string(),
  wechatQrUrl: z.string(),
  signature: z.string(),
  productService: z.string(),
  title: z.string(),
  themeId: z.string(),
  backgroundUrl: z.string(),
  music: ZMusic.nullable(),
  columns: z.array(ZCardColumn),
  honours: z.array(ZHonour),
  navPoint: ZNavPoint.nullable(),
  isVip: z.boolean(),
  isOwner: z.boolean(),
});
export type TCardView = z.infer<typeof ZCardView>;

export const ZUpdateNameBody = z.object({ name: zCardName });

/**
 * Basic information replaces the whole block: a field left out is stored empty. The screen always sends the
 * current name with the company fields, so one call keeps the block consistent.
 */
export const ZUpdateBasicInfoBody = z.object({
  name: zCardName,
  company: fOptText(CARD_LIMITS.companyMax),
  department: fOptText(CARD_LIMITS.departmentMax),
  position: fOptText(CARD_LIMITS.positionMax),
  taxNumber: zDigitsOrEmpty(CARD_LIMITS.taxNumberMax),
  landline: zLandlineOrEmpty(CARD_LIMITS.landlineMax),
  fax: zLandlineOrEmpty(CARD_LIMITS.faxMax),
  email: zEmailOrEmpty(CARD_LIMITS.emailMax),
});
export type TUpdateBasicInfoBody = z.input<typeof ZUpdateBasicInfoBody>;
export const ZBasicInfo = z.object({
  name: z.string(), company: z.string(), department: z.string(), position: z.string(),
  taxNumber: z.string(), landline: z.string(), fax: z.string(), email: z.string(),
});

/**
 * The card's mobiles, comma-joined in display order. Each is checked with the phone rule; duplicates are a
 * domain refusal (CARD_MOBILE_DUPLICATE) because no field rule words it. An empty list shows the account phone.
 */
export const ZUpdateMobilesBody = z.object({ mobiles: fCsv(zPhone, CARD_LIMITS.mobilesMax) });
export const ZMobiles = z.object({ mobiles: z.array(z.string()) });

export const ZUpdateTitleBody = z.object({ title: fOptText(CARD_LIMITS.titleMax) });
export const ZUpdateSignatureBody = z.object({ signature: fOptText(CARD_LIMITS.signatureMax) });
export const ZUpdateProductServiceBody = z.object({ productService: fOptText(CARD_LIMITS.productServiceMax) });

/** QQ numbers are 5 to 12 digits (our reading of the legacy field; the spec only names it). */
export const QQ_MIN_DIGITS = 5;
const zQq = z.string().trim().default('').superRefine((s, ctx) => {
  if (s === '') return;
  if (!isDigits(s)) ctx.addIssue({ code: 'custom', message: rule('digits') });
  else if (s.length < QQ_MIN_DIGITS || s.length > CARD_LIMITS.qqMax) {
    ctx.addIssue({ code: 'custom', message: rule('length', { min: QQ_MIN_DIGITS, max: CARD_LIMITS.qqMax }) });
  }
});
export const ZUpdateSocialBody = z.object({ qq: zQq, weibo: fOptText(CARD_LIMITS.weiboMax) });
export const ZSocial = z.object({ qq: z.string(), weibo: z.string() });

/**
 * An uploaded image as the multipart plugin hands it over (a Buffer, which is a Uint8Array). Browsers send a
 * FormData with a `file` part; the type is decided by the bytes on the server, never by the name.
 */
export const ZImageUploadBody = z.object({
  file: z.custom<Uint8Array>((v) => v instanceof Uint8Array, rule('required')),
});
export const ZImageUrl = z.object({ url: z.string() });

/** Data completion: `missing` lists field keys of COMPLETION_FIELDS the card has not filled in. */
export const COMPLETION_FIELDS = [
  'name', 'company', 'position', 'department', 'email', 'landline', 'qq', 'wechatQr', 'signature', 'title',
  'productService', 'columns', 'honours', 'navPoint',
] as const;
export type CompletionField = (typeof COMPLETION_FIELDS)[number];
export const ZCompletion = z.object({ percent: z.number(), missing: z.array(z.enum(COMPLETION_FIELDS)) });
export type TCompletion = z.infer<typeof ZCompletion>;
