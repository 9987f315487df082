import { z } from 'zod';
import { fEnum, fId, fInt, fOptText, fRepeated } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';
import { pageQueryShape } from '../common/paging';
import { rule } from '../common/validation';
import { PRODUCT_SORTS, SHOP_KINDS, ZProductItem } from './shop.schemas';

/**
 * Shop area, catalog part (issue 16): body and answer shapes of shop-catalog.contract.ts. Visitors see visible
 * products only (not deleted, on the shelf, in an open shop); a shop's list also holds the other shops' products it
 * shares (shareStatus 1, shareShopId = that shop) while they stay shareable and visible.
 */
const L = LIMITS.shop;

/** A blank optional id is "not given", like every other blank form field. */
const optId = () => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), fId().optional());
/** The spec's shareStatus: 1 for a product shown as listed by shareShopId's shop, else 0. */
const fShareStatus = () => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), fInt(0, 1).default(0));

/** The filters of a shop's product list: type, name keyword, sort; `hit=1` (the spec's field) is "sort by hit". */
const listFilterShape = {
  typeId: optId(),
  productName: fOptText(L.catalogKeywordMax),
  sortType: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), fEnum([...PRODUCT_SORTS]).default('newest')),
  hit: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), fInt(0, 1).default(0)),
  ...pageQueryShape,
};

/** A shop named by its id or by its owner's card (phoneIdEcr): one of the two is required (named: shopId). */
const shopOrCard = <T extends { shopId?: string; phoneIdEcr?: string }>(v: T, ctx: z.RefinementCtx) => {
  if (!v.shopId && !v.phoneIdEcr) ctx.addIssue({ code: 'custom', path: ['shopId'], message: rule('required') });
};

// --- bodies --------------------------------------------------------------------------------------------------------
export const ZProductConditionBody = z.object({ shopId: optId(), phoneIdEcr: optId(), ...listFilterShape }).superRefine(shopOrCard);
export type TProductConditionBody = z.infer<typeof ZProductConditionBody>;
export const ZCompositeListBody = z.object({ shopId: fId(), ...listFilterShape });
export type TCompositeListBody = z.infer<typeof ZCompositeListBody>;
export const ZProductIdBody = z.object({ proId: fId() });
export const ZProductOnCardBody = z.object({ proId: fId(), phoneIdEcr: fId() });
export const ZShopCardBody = z.object({ phoneIdEcr: fId() });
export const ZShopRefBody = z.object({ shopId: optId(), phoneIdEcr: optId() }).superRefine(shopOrCard);
export const ZProductIdsBody = z.object({ ids: fRepeated(fId(), L.catalogIdsMax) });
export const ZProductDetailBody = z.object({ proId: fId(), shareShopId: optId(), shareStatus: fShareStatus() }).superRefine((v, ctx) => {
  if (v.shareStatus === 1 && !v.shareShopId) ctx.addIssue({ code: 'custom', path: ['shareShopId'], message: rule('required') });
});
export type TProductDetailBody = z.infer<typeof ZProductDetailBody>;
export const ZShopTypesBody = z.object({ shopId: fId() });
/** No proId: the shop's own link; a proId: one own or shared product's link. */
export const ZShopShareBody = z.object({ proId: optId() }).default({});

// --- answers -------------------------------------------------------------------------------------------------------
/** Where a card's shop opens: null path when the card has no shop or it is closed. */
export const ZShopPath = z.object({
  shopId: z.string().nullable(),
  kind: z.enum(SHOP_KINDS).nullable(),
  path: z.string().nullable(),
});
export type TShopPath = z.infer<typeof ZShopPath>;
/** A filter tab of a shop: a type that has visible products, with how many. */
export const ZShopTypeTab = z.object({ typeId: z.string(), name: z.string(), count: z.number().int() });
export type TShopTypeTab = z.infer<typeof ZShopTypeTab>;
export const ZShopTypeTabs = z.array(ZShopTypeTab);
export const ZProductItems = z.array(ZProductItem);
/** A link to share (the shop or one product), its QR code as a PNG data URL, the text to share with it, and the caller's shop. */
export const ZShopShareLink = z.object({ shopId: z.string(), link: z.string(), qrDataUrl: z.string(), title: z.string() });
export type TShopShareLink = z.infer<typeof ZShopShareLink>;

/** Every body field of this part's calls, with its zh-CN and English label. */
export const SHOP_CATALOG_LABELS: AreaLabels = {
  fields: {
    shopId: label('店铺', 'shop'),
    typeId: label('商品分类', 'product type'),
    productName: label('商品名称关键字', 'product name keyword'),
    sortType: label('排序方式', 'sort order'),
    hit: label('按人气排序', 'sort by views'),
    proId: label('商品', 'product'),
    shareShopId: label('分销店铺', 'listing shop'),
    shareStatus: label('分销状态', 'share status'),
  },
  calls: {
    getProductByIds: { ids: label('商品列表', 'product ids') },
  },
};
