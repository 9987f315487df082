import { z } from 'zod';
import { fBool, fCsv, fEnum, fId, fInt, fOptText, fRepeated, fText } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';
import { pageOf, pageQueryShape } from '../common/paging';
import { rule } from '../common/validation';
import { type SHOP_KINDS, ZProductDetail, ZProductItem, ZShop } from './shop.schemas';
import { fFen } from '../common/money';

/**
 * Shop area, goods part (issue 16): body and answer shapes of shop-goods.contract.ts. The owner's shop (one per
 * user), its product types, its products (prices in integer fen) and other shops' products listed in it (shares).
 */
const S = LIMITS.shop;
const blankIsNone = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const zImageUrl = z
  .string()
  .trim()
  .min(1, rule('required'))
  .max(S.imageUrlMax, rule('maxLength', { max: S.imageUrlMax }));

// --- answers -------------------------------------------------------------------------------------------------------
/** The caller's shop (null before the first save) with what the management screen counts. */
export const ZMyShop = z.object({
  shop: ZShop.nullable(),
  counts: z.object({ onShelf: z.number().int(), offShelf: z.number().int(), types: z.number().int(), shares: z.number().int() }),
});
export type TMyShop = z.infer<typeof ZMyShop>;

/** A product type of the caller's shop, in the owner's order, with how many live products it holds. */
export const ZProductType = z.object({ typeId: z.string(), name: z.string(), sort: z.number().int(), productCount: z.number().int() });
export type TProductType = z.infer<typeof ZProductType>;
export const ZProductTypePage = pageOf(ZProductType);
export const ZTypeIdDone = z.object({ typeId: z.string() });
export const ZProIdDone = z.object({ proId: z.string() });

/** The owner's product for editing: the detail (pictures, description) of one of the caller's products. */
export const ZMyProduct = ZProductDetail;
export type TMyProduct = z.infer<typeof ZMyProduct>;

/** Another shop's shareable product as the market shows it: its shop's name, and whether my shop lists it already. */
export const ZShareableProduct = ZProductItem.extend({ shopName: z.string(), shared: z.boolean() });
export type TShareableProduct = z.infer<typeof ZShareableProduct>;
export const ZShareableProductPage = pageOf(ZShareableProduct);
/**
 * A product my shop lists (shareStatus 1, shareShopId my shop). available false: its owner took it off sale or
 * stopped sharing it (visitors no longer see it in my shop; the owner of my shop may remove it).
 */
export const ZMyShareItem = ZProductItem.extend({ shopName: z.string(), available: z.boolean() });
export type TMyShareItem = z.infer<typeof ZMyShareItem>;
export const ZMyShareItemPage = pageOf(ZMyShareItem);

// --- bodies --------------------------------------------------------------------------------------------------------
/** Create the caller's shop on the first save, update it after; `closed` absent keeps what the shop had. */
export const ZSaveShopBody = z.object({
  name: fText(1, S.shopNameMax),
  intro: fOptText(S.shopIntroMax, { multiline: true }),
  logoUrl: z.preprocess(blankIsNone, zImageUrl.optional()),
  kind: fEnum(['retail', 'catering']) satisfies z.ZodType<(typeof SHOP_KINDS)[number]>,
  closed: z.preprocess(blankIsNone, fBool().optional()),
});
export type TSaveShopBody = z.input<typeof ZSaveShopBody>;

export const ZAddProductTypeBody = z.object({ name: fText(1, S.typeNameMax) });
export const ZUpdateProductTypeBody = z.object({ typeId: fId(), name: fText(1, S.typeNameMax) });
export const ZTypeIdBody = z.object({ typeId: fId() });
/** The new order of every type: repeated `ids` parameters (ids=a&ids=b), first shown first. */
export const ZSortProductTypesBody = z.object({ ids: fRepeated(fId(), S.typesPerShopMax) });

/**
 * Add a product (no proId) or update one of the caller's. Prices in fen; originalPriceFen 0 shows no struck-out
 * price. imageUrls: comma-joined, 1-9 of the caller's own pictures, the first the cover. typeId blank: untyped.
 */
export const ZSaveProductBody = z.object({
  proId: z.preprocess(blankIsNone, fId().optional()),
  productName: fText(1, S.productNameMax),
  intro: fOptText(S.productIntroMax, { multiline: true }),
  imageUrls: fCsv(zImageUrl, S.productImagesMax).refine((a) => a.length > 0, rule('required')),
  priceFen: fFen(1, S.productPriceMaxFen),
  originalPriceFen: z.preprocess(blankIsNone, fFen(0, S.productPriceMaxFen).default(0)),
  stock: fInt(0, S.productStockMax),
  typeId: z.preprocess(blankIsNone, fId().optional()),
  shareable: z.preprocess(blankIsNone, fBool().default(false)),
  onShelf: z.preprocess(blankIsNone, fBool().default(true)),
});
export type TSaveProductBody = z.input<typeof ZSaveProductBody>;
export type TSaveProductInput = z.output<typeof ZSaveProductBody>;

export const ZProIdBody = z.object({ proId: fId() });
export const ZSetProductShelfBody = z.object({ proId: fId(), onShelf: fBool() });
const zKeyword = fOptText(S.productKeywordMax);
/** The owner's products: optional type and shelf filters and a name keyword, newest first. */
export const ZFindMyProductsBody = z.object({
  typeId: z.preprocess(blankIsNone, fId().optional()),
  onShelf: z.preprocess(blankIsNone, fBool().optional()),
  keyword: zKeyword,
  ...pageQueryShape,
});
export const ZKeywordPageBody = z.object({ keyword: zKeyword, ...pageQueryShape });

const FIELDS = {
  name: label('店铺名称', 'shop name'),
  intro: label('店铺简介', 'shop introduction'),
  logoUrl: label('店铺标志', 'shop logo'),
  kind: label('店铺类型', 'shop kind'),
  closed: label('暂停营业', 'shop closed'),
  typeId: label('商品分类', 'product type'),
  ids: label('商品分类', 'product types'),
  proId: label('商品', 'product'),
  productName: label('商品名称', 'product name'),
  imageUrls: label('商品图片', 'product pictures'),
  priceFen: label('售价', 'price'),
  originalPriceFen: label('原价', 'original price'),
  stock: label('库存', 'stock'),
  shareable: label('允许分销', 'shareable'),
  onShelf: label('上架', 'on the shelf'),
  keyword: label('搜索关键字', 'search keyword'),
};
const TYPE = { ...FIELDS, name: label('分类名称', 'type name') };
const PRODUCT = { ...FIELDS, intro: label('商品描述', 'product description') };

/** Every body field of this part's calls, with its zh-CN and English label (per call: `name` and `intro` differ). */
export const SHOP_GOODS_LABELS: AreaLabels = {
  fields: {},
  calls: {
    getMyShop: FIELDS,
    saveShop: FIELDS,
    findProductTypes: TYPE,
    addProductType: TYPE,
    updateProductType: TYPE,
    delProductType: TYPE,
    sortProductTypes: TYPE,
    saveProduct: PRODUCT,
    delProduct: PRODUCT,
    setProductShelf: PRODUCT,
    findMyProducts: PRODUCT,
    getMyProduct: PRODUCT,
    findShareableProducts: PRODUCT,
    addProductShare: PRODUCT,
    delProductShare: PRODUCT,
    findMyProductShares: PRODUCT,
  },
};
