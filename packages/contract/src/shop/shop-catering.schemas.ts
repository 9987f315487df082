import { z } from 'zod';
import { fBool, fCsv, fId, fInt, fOptText, fText } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';
import { pageOf, pageQueryShape } from '../common/paging';
import { isPhone } from '../common/rules';
import { rule } from '../common/validation';
import { ZShop } from './shop.schemas';
import { fFen } from '../common/money';

/**
 * Shop area, catering part (issue 16): body and answer shapes of shop-catering.contract.ts. A catering shop is a Shop
 * of kind 'catering'; its packages are products of kind 'package'; comments with a score 1..5 belong to any shop
 * (a retail shop's received orders are commented too) and make the shop's commented score.
 */
const S = LIMITS.shop;

/** A mainland landline: area code 0xx/0xxx, 7-8 digits, an optional extension ("010-12345678-801"). */
const LANDLINE = /^0\d{2,3}-?\d{7,8}(-\d{1,6})?$/;
/** Nationwide service numbers (400/800), written with or without dashes. */
const SERVICE_NUMBER = /^[48]00-?\d{3}-?\d{4}$/;
/**
 * A shop's phone as diners dial it: a mainland mobile or a landline with its area code. Spaces are ignored; the
 * stored form keeps the owner's dashes, which make landlines readable.
 */
export const isShopPhone = (raw: string) => {
  const s = raw.replace(/\s+/g, '');
  return isPhone(s, '+86') || LANDLINE.test(s) || SERVICE_NUMBER.test(s);
};
/** Empty (no phone shown) or a shop phone; the phone rule answers MOBILE_INCORRECT naming the field. */
const zShopPhone = z
  .string()
  .trim()
  .default('')
  .transform((s) => s.replace(/\s+/g, ''))
  .superRefine((s, ctx) => {
    if (s.length > S.cateringPhoneMax) ctx.addIssue({ code: 'custom', message: rule('maxLength', { max: S.cateringPhoneMax }) });
    else if (s !== '' && !isShopPhone(s)) ctx.addIssue({ code: 'custom', message: rule('phone') });
  });

const zImageUrl = z
  .string()
  .trim()
  .min(1, rule('required'))
  .max(500, rule('maxLength', { max: 500 }));
const blankIsNone = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** Either a card (phoneIdEcr, `0` = the caller) or a shop id names the shop; the card wins when both are sent. */
const shopRef = {
  phoneIdEcr: z.preprocess(
    blankIsNone,
    z
      .string()
      .trim()
      .max(64, rule('maxLength', { max: 64 }))
      .optional(),
  ),
  shopId: z.preprocess(blankIsNone, fId().optional()),
};

// --- answers -------------------------------------------------------------------------------------------------------
/** A catering shop as visitors see it: the shop (with its commented score) and its catering details. */
export const ZCateringShopInfo = ZShop.extend({
  phone: z.string(),
  address: z.string(),
  openHours: z.string(),
  perCapitaFen: z.number().int(),
});
export type TCateringShopInfo = z.infer<typeof ZCateringShopInfo>;

/** The commented score: the average to 1 decimal (0 without comments), the count, and how many gave each score. */
export const ZCommentedScore = z.object({
  shopId: z.string(),
  avg: z.number(),
  count: z.number().int(),
  distribution: z.array(z.object({ score: z.number().int(), count: z.number().int() })),
});
export type TCommentedScore = z.infer<typeof ZCommentedScore>;

/** A buyer's comment with the commenter's public face and the owner's reply ('' until replied). */
export const ZShopComment = z.object({
  id: z.string(),
  shopId: z.string(),
  score: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  commenter: z.object({ phoneIdEcr: z.string(), name: z.string(), avatarUrl: z.string().nullable() }),
  reply: z.string(),
  repliedAt: z.string().nullable(),
});
export type TShopComment = z.infer<typeof ZShopComment>;
/** `isOwner`: the caller owns the shop (the screen shows a reply box on each unreplied comment). */
export const ZShopCommentPage = pageOf(ZShopComment, { isOwner: z.boolean() });

// --- bodies --------------------------------------------------------------------------------------------------------
export const ZCateringShopBody = z.object(shopRef);
export const ZCateringPackagesBody = z.object({ ...shopRef, ...pageQueryShape });
export const ZShopCommentsBody = z.object({ shopId: fId(), ...pageQueryShape });
export const ZCommentedScoreBody = z.object({ shopId: fId() });

export const ZSaveCateringInfoBody = z.object({
  phone: zShopPhone,
  address: fOptText(S.cateringAddressMax),
  openHours: fOptText(S.cateringOpenHoursMax),
  perCapitaFen: fFen(0, S.cateringPerCapitaMaxFen),
});
export type TSaveCateringInfoBody = z.input<typeof ZSaveCateringInfoBody>;

/** Add (no proId) or update (the caller's package) a set meal: pictures are the caller's own (comma-joined URLs). */
export const ZSaveCateringPackageBody = z.object({
  proId: z.preprocess(blankIsNone, fId().optional()),
  name: fText(1, S.packageNameMax),
  contents: fOptText(S.packageContentsMax, { multiline: true }),
  imageUrls: fCsv(zImageUrl, S.packageImagesMax).refine((a) => a.length > 0, rule('required')),
  priceFen: fFen(1, S.packagePriceMaxFen),
  stock: fInt(0, S.packageStockMax),
  onShelf: z.preprocess(blankIsNone, fBool().default(true)),
});
export type TSaveCateringPackageBody = z.input<typeof ZSaveCateringPackageBody>;
export const ZCateringPackageIdBody = z.object({ proId: fId() });

export const ZAddShopCommentBody = z.object({
  orderId: fId(),
  score: fInt(S.commentScoreMin, S.commentScoreMax),
  content: fOptText(S.commentContentMax, { multiline: true }),
});
export type TAddShopCommentBody = z.input<typeof ZAddShopCommentBody>;
export const ZReplyShopCommentBody = z.object({ commentId: fId(), reply: fText(1, S.commentReplyMax, { multiline: true }) });

const FIELDS = {
  phoneIdEcr: label('名片', 'card'),
  shopId: label('店铺', 'shop'),
  phone: label('店铺电话', 'shop phone'),
  address: label('店铺地址', 'shop address'),
  openHours: label('营业时间', 'opening hours'),
  perCapitaFen: label('人均消费', 'spend per person'),
  proId: label('套餐', 'package'),
  name: label('套餐名称', 'package name'),
  contents: label('套餐内容', 'package contents'),
  imageUrls: label('套餐图片', 'package pictures'),
  priceFen: label('套餐价格', 'package price'),
  stock: label('库存', 'stock'),
  onShelf: label('上架', 'on the shelf'),
  orderId: label('订单', 'order'),
  score: label('评分', 'score'),
  content: label('评价内容', 'comment'),
  commentId: label('评价', 'comment'),
  reply: label('回复内容', 'reply'),
};

/**
 * Every body field of this part's calls, with its zh-CN and English label, per call: the other shop parts use the
 * same wire names (name, priceFen, phone...) for their own things, and a merged area map keeps only one of each.
 */
export const SHOP_CATERING_LABELS: AreaLabels = {
  fields: {},
  calls: {
    findCateringPackages: FIELDS,
    getCateringShopInfo: FIELDS,
    getCommentedScore: FIELDS,
    findShopComments: FIELDS,
    saveCateringInfo: FIELDS,
    saveCateringPackage: FIELDS,
    delCateringPackage: FIELDS,
    findMyCateringPackages: FIELDS,
    getMyCateringPackage: FIELDS,
    replyShopComment: FIELDS,
    addShopComment: FIELDS,
  },
};
