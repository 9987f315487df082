import { z } from 'zod';
import { LIMITS } from '../common/limits';
import { fCsv, fFile, fOptText } from '../common/form';
import { isDigits, zCardName, zEmailOrEmpty, zLandlineOrEmpty, zPhone, zTaxNumberOrEmpty } from '../common/rules';
import { rule } from '../common/validation';
import { label, type AreaLabels } from '../common/labels';

import { ZCardColumn, ZHonour } from './card-lists.schemas';
import { ZMusic, ZNavPoint } from './card-style.schemas';
import { ZCardEnglish, ZCompanyBrand } from './card-layout.schemas';

// The card area's schemas are split by concern; this file is the area's one entry for the package index.
export * from './card-lists.schemas';
export * from './card-style.schemas';
export * from './card-map.schemas';
export * from './card-layout.schemas';

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
  /** The avatar pendant drawn over the avatar (programme persona part, issue 18): absent unless the owner wears one and is VIP. */
  pendantUrl: z.string().optional(),
  /** The role tags the owner picked (programme shake part, issue 18), in order: absent when none. */
  roleTags: z.array(z.object({ name: z.string(), nameEn: z.string() })).optional(),
  /** The layout the page shows (issue 35): the owner's choice, or the company's when it locks it; absent reads classic. */
  layoutId: z.string().optional(),
  /** The English name, title and company (the bilingual layout); absent when none is set. */
  english: ZCardEnglish.optional(),
  /** The company's brand, present when the company layout is shown. */
  brand: ZCompanyBrand.omit({ lockLayout: true }).optional(),
});
export type TCardView = z.infer<typeof ZCardView>;

export const ZUpdateNameBody = z.object({ name: zCardName });

/**
 * Basic information replaces the whole block: a field left out is stored empty. The screen always sends the
 * current name with the company fields, so one call keeps the block consistent.
 */
export const ZUpdateBasicInfoBody = z.object({
  name: zCardName,
  company: fOptText(LIMITS.card.companyMax),
  department: fOptText(LIMITS.card.departmentMax),
  position: fOptText(LIMITS.card.positionMax),
  taxNumber: zTaxNumberOrEmpty(LIMITS.card.taxNumberMax),
  landline: zLandlineOrEmpty(LIMITS.card.landlineMax),
  fax: zLandlineOrEmpty(LIMITS.card.faxMax),
  email: zEmailOrEmpty(LIMITS.card.emailMax),
});
export type TUpdateBasicInfoBody = z.input<typeof ZUpdateBasicInfoBody>;
export const ZBasicInfo = z.object({
  name: z.string(),
  company: z.string(),
  department: z.string(),
  position: z.string(),
  taxNumber: z.string(),
  landline: z.string(),
  fax: z.string(),
  email: z.string(),
});

/**
 * The card's mobiles, comma-joined in display order. Each is cleaned and checked with login's rule for its typed
 * region (none: +86) and stored as dialled ("+85291234567"); duplicates are a domain refusal
 * (CARD_MOBILE_DUPLICATE) because no field rule words it. An empty list shows the account phone.
 */
export const ZUpdateMobilesBody = z.object({ mobiles: fCsv(zPhone, LIMITS.card.mobilesMax) });
export const ZMobiles = z.object({ mobiles: z.array(z.string()) });

// Edited in textareas (EditTextScreen): the only card texts that may hold line breaks, with column and honour texts.
export const ZUpdateTitleBody = z.object({ title: fOptText(LIMITS.card.titleMax, { multiline: true }) });
export const ZUpdateSignatureBody = z.object({ signature: fOptText(LIMITS.card.signatureMax, { multiline: true }) });
export const ZUpdateProductServiceBody = z.object({ productService: fOptText(LIMITS.card.productServiceMax, { multiline: true }) });

const zQq = z
  .string()
  .trim()
  .default('')
  .superRefine((s, ctx) => {
    if (s === '') return;
    if (!isDigits(s)) ctx.addIssue({ code: 'custom', message: rule('digits') });
    else if (s.length < LIMITS.card.qqMin || s.length > LIMITS.card.qqMax) {
      ctx.addIssue({ code: 'custom', message: rule('length', { min: LIMITS.card.qqMin, max: LIMITS.card.qqMax }) });
    }
  });
export const ZUpdateSocialBody = z.object({ qq: zQq, weibo: fOptText(LIMITS.card.weiboMax) });
export const ZSocial = z.object({ qq: z.string(), weibo: z.string() });

/**
 * An uploaded image as the multipart plugin hands it over (a Buffer, which is a Uint8Array). Browsers send a
 * FormData with a `file` part; the type is decided by the bytes on the server, never by the name.
 */
export const ZImageUploadBody = z.object({ file: fFile() });
export const ZImageUrl = z.object({ url: z.string() });

/** Data completion: `missing` lists field keys of COMPLETION_FIELDS the card has not filled in. */
export const COMPLETION_FIELDS = [
  'name',
  'company',
  'position',
  'department',
  'email',
  'landline',
  'qq',
  'wechatQr',
  'signature',
  'title',
  'productService',
  'columns',
  'honours',
  'navPoint',
] as const;
export type CompletionField = (typeof COMPLETION_FIELDS)[number];
export const ZCompletion = z.object({ percent: z.number(), missing: z.array(z.enum(COMPLETION_FIELDS)) });
export type TCompletion = z.infer<typeof ZCompletion>;

const column = { name: label('栏目名称', 'column name'), content: label('栏目内容', 'column content') };
const honour = { title: label('荣誉名称', 'honour title'), content: label('荣誉说明', 'honour description') };
const mapPoint = {
  name: label('导航点名称', 'navigation point name'),
  address: label('导航点地址', 'navigation point address'),
  lat: label('纬度', 'latitude'),
  lng: label('经度', 'longitude'),
};

/** Field labels of the card area; columns, honours and navigation points reuse `name`/`title`, so their calls narrow. */
export const CARD_LABELS: AreaLabels = {
  fields: {
    name: label('名片名称', 'card name'),
    company: label('公司', 'company'),
    department: label('部门', 'department'),
    position: label('职位', 'position'),
    taxNumber: label('税号', 'tax number'),
    landline: label('座机', 'landline'),
    fax: label('传真', 'fax'),
    email: label('邮箱', 'email'),
    qq: label('QQ', 'QQ'),
    weibo: label('微博', 'Weibo'),
    signature: label('个性签名', 'signature'),
    productService: label('产品服务', 'products and services'),
    title: label('名片标题', 'card title'),
    mobiles: label('手机号码', 'mobile number'),
    themeId: label('主题', 'theme'),
    backgroundUrl: label('背景图片', 'background image'),
    musicId: label('背景音乐', 'background music'),
    category: label('音乐分类', 'music category'),
    address: label('地址', 'address'),
    province: label('省份', 'province'),
    city: label('城市', 'city'),
    lat: label('纬度', 'latitude'),
    lng: label('经度', 'longitude'),
    awardedOn: label('获奖时间', 'award month'),
    file: label('图片', 'image'),
  },
  calls: {
    addMpColumn: column,
    updateMpColumn: column,
    delMpColumn: { id: label('栏目', 'column') },
    sortMpColumn: { ids: label('栏目顺序', 'column order') },
    addMpHonor: honour,
    updateMpHonor: honour,
    delMpHonor: { id: label('荣誉', 'honour') },
    addMapPoint: mapPoint,
    updateMapPoint: mapPoint,
    delMapPoint: { id: label('导航点', 'navigation point') },
    setNavigationPoint: { id: label('导航点', 'navigation point') },
    searchAddress: { keyword: label('搜索地址', 'address to search') },
    uploadBackground: { file: label('背景图片', 'background image') },
    uploadWeChatQrCode: { file: label('微信二维码', 'WeChat QR code') },
  },
};
