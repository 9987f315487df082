import { z } from 'zod';
import { fBool, fCsv, fId, fInt, fOptText, fRepeated, fText } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';
import { pageOf, pageQueryShape } from '../common/paging';
import { zPhone } from '../common/rules';
import { rule } from '../common/validation';
import { ORDER_STATES } from '../orders/orders.schemas';
import { fFen } from '../common/money';

/**
 * Micro video, cart part (issue 15): body and answer shapes of video-cart.contract.ts. Products a video carries
 * (prices in integer fen), the visitor's cart, delivery addresses, orders of the money area's `videoGoods` line,
 * the owner's violation list and the operators' complaint decisions.
 */
const V = LIMITS.video;

/** The money area's order line of video goods (one order: items of one seller). */
export const VIDEO_GOODS_LINE = 'videoGoods' as const;

/**
 * A seller or reporter as others see them (ZVideoOwner's shape; declared here because video.schemas.ts imports this
 * file for the labels, and a value imported back at load time would not exist yet).
 */
const ZVideoOwner = z.object({ phoneIdEcr: z.string(), name: z.string(), avatarUrl: z.string().nullable() });

const zImageUrl = z
  .string()
  .trim()
  .min(1, rule('required'))
  .max(500, rule('maxLength', { max: 500 }));

// --- answers -------------------------------------------------------------------------------------------------------
export const ZVideoProduct = z.object({
  id: z.string(),
  videoId: z.string(),
  name: z.string(),
  priceFen: z.number().int(),
  imageUrl: z.string(),
  stock: z.number().int(),
  sort: z.number().int(),
});
export type TVideoProduct = z.infer<typeof ZVideoProduct>;
export const ZVideoProductPage = pageOf(ZVideoProduct);

/**
 * One cart line. `state`: ok; short (fewer in stock than wanted: the line can be ordered after lowering the
 * quantity); unavailable (the product was removed or its video is no longer shown: it only can be removed).
 */
export const CART_ITEM_STATES = ['ok', 'short', 'unavailable'] as const;
export const ZCartItem = z.object({
  id: z.string(),
  productId: z.string(),
  videoId: z.string(),
  name: z.string(),
  imageUrl: z.string(),
  priceFen: z.number().int(),
  quantity: z.number().int(),
  stock: z.number().int(),
  state: z.enum(CART_ITEM_STATES),
  subtotalFen: z.number().int(),
  seller: ZVideoOwner,
});
export type TCartItem = z.infer<typeof ZCartItem>;
/** The cart: its lines plus the total in fen of the lines that can be ordered (state ok). */
export const ZCartPage = pageOf(ZCartItem, { totalFen: z.number().int() });

export const ZDeliveryAddress = z.object({
  id: z.string(),
  name: z.string(),
  mobile: z.string(),
  region: z.string(),
  detail: z.string(),
  isDefault: z.boolean(),
});
export type TDeliveryAddress = z.infer<typeof ZDeliveryAddress>;
export const ZDeliveryAddressPage = pageOf(ZDeliveryAddress);

/** An order of video goods as its buyer sees it: what the order froze (items, prices, address) and its state. */
export const ZVideoOrderItem = z.object({ productId: z.string(), name: z.string(), imageUrl: z.string(), priceFen: z.number().int(), quantity: z.number().int() });
export const ZVideoOrder = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  title: z.string(),
  state: z.enum(ORDER_STATES),
  amountFen: z.number().int(),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  seller: ZVideoOwner,
  items: z.array(ZVideoOrderItem),
  address: ZDeliveryAddress.omit({ id: true, isDefault: true }),
});
export type TVideoOrder = z.infer<typeof ZVideoOrder>;
export const ZVideoOrderPage = pageOf(ZVideoOrder);

export const ZViolationCount = z.object({ count: z.number().int() });
export const ZVideoIds = z.object({ ids: z.array(z.string()) });

export const VIDEO_COMPLAINT_STATES = ['open', 'upheld', 'dismissed'] as const;
/** A complaint as operators see it: the video (with its owner), the reporter, the reason, text and pictures. */
export const ZVideoComplaintCase = z.object({
  id: z.string(),
  reason: z.string(),
  text: z.string(),
  pictures: z.array(z.string()),
  state: z.enum(VIDEO_COMPLAINT_STATES),
  createdAt: z.string(),
  video: z.object({ id: z.string(), title: z.string(), coverUrl: z.string(), videoUrl: z.string(), takedownReason: z.string().nullable(), owner: ZVideoOwner }),
  reporter: ZVideoOwner,
});
export const ZVideoComplaintCasePage = pageOf(ZVideoComplaintCase);

// --- bodies --------------------------------------------------------------------------------------------------------
const productFields = {
  name: fText(1, V.productNameMax),
  priceFen: fFen(1, V.productPriceMaxFen),
  imageUrl: zImageUrl,
  stock: fInt(0, V.productStockMax),
  sort: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), fInt(0, 9_999).default(0)),
};
export const ZAddVideoProductBody = z.object({ videoId: fId(), ...productFields });
export type TAddVideoProductBody = z.input<typeof ZAddVideoProductBody>;
export const ZUpdateVideoProductBody = z.object({ id: fId(), ...productFields });
export const ZVideoProductsBody = z.object({ videoId: fId(), ...pageQueryShape });

export const ZAddVideoCartBody = z.object({ productId: fId(), quantity: fInt(1, V.cartQuantityMax) });
export const ZUpdateVideoCartBody = z.object({ id: fId(), quantity: fInt(1, V.cartQuantityMax) });
export const ZDelVideoCartBody = z.object({ ids: fCsv(fId(), V.cartItemsMax).refine((a) => a.length > 0, rule('required')) });

const blankIsNone = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** Add (no id) or update (the caller's id) a delivery address; `isDefault` on makes it the only default. */
export const ZSaveDeliveryAddressBody = z.object({
  id: z.preprocess(blankIsNone, fId().optional()),
  name: fText(1, V.addressNameMax),
  mobile: zPhone,
  region: fText(1, V.addressRegionMax),
  detail: fText(1, V.addressDetailMax),
  isDefault: z.preprocess(blankIsNone, fBool().optional()),
});
export type TSaveDeliveryAddressBody = z.input<typeof ZSaveDeliveryAddressBody>;

/** Chosen cart lines (comma-joined ids, all of one seller) and the caller's delivery address. */
export const ZCreateVideoOrderBody = z.object({
  itemIds: fCsv(fId(), V.cartItemsMax).refine((a) => a.length > 0, rule('required')),
  addressId: fId(),
});

/** The legacy repeated array parameters: `ids=a&ids=b` (a single `ids=a` is a list of one). */
export const ZViolationIdsBody = z.object({ ids: fRepeated(fId(), V.libraryIdsMax) });
/** An operator upholds (take the video down, with a reason) or dismisses a complaint. */
export const ZDecideVideoComplaintBody = z.object({ id: fId(), uphold: fBool(), reason: fOptText(V.takedownReasonMax) });

const FIELDS = {
  videoId: label('视频', 'video'),
  id: label('记录', 'item'),
  name: label('商品名称', 'product name'),
  priceFen: label('商品价格', 'product price'),
  imageUrl: label('商品图片', 'product picture'),
  stock: label('库存', 'stock'),
  sort: label('排序', 'order'),
  productId: label('商品', 'product'),
  quantity: label('数量', 'quantity'),
  ids: label('购物车商品', 'cart items'),
  itemIds: label('购物车商品', 'cart items'),
  addressId: label('收货地址', 'delivery address'),
  mobile: label('收货人手机号', "receiver's mobile number"),
  region: label('所在地区', 'region'),
  detail: label('详细地址', 'street address'),
  isDefault: label('默认地址', 'default address'),
  uphold: label('处理结果', 'decision'),
  reason: label('下架原因', 'take-down reason'),
};
const ADDRESS = { ...FIELDS, id: label('收货地址', 'delivery address'), name: label('收货人', 'receiver') };

/** Every body field of this part's calls, with its zh-CN and English label (per call, as other parts use the names). */
export const VIDEO_CART_LABELS: AreaLabels = {
  fields: {},
  calls: {
    addVideoProduct: FIELDS,
    findVideoProducts: FIELDS,
    findShowVideoProducts: FIELDS,
    updateVideoProduct: { ...FIELDS, id: label('商品', 'product') },
    delVideoProduct: { ...FIELDS, id: label('商品', 'product') },
    addVideoCart: FIELDS,
    cartList: FIELDS,
    delVideoCart: FIELDS,
    updateVideoCart: { ...FIELDS, id: label('购物车商品', 'cart item') },
    findDeliveryAddress: ADDRESS,
    saveDeliveryAddress: ADDRESS,
    delDeliveryAddress: ADDRESS,
    setDefaultDeliveryAddress: ADDRESS,
    createVideoOrder: FIELDS,
    findVideoOrders: FIELDS,
    countViolationMicroVideo: FIELDS,
    findViolationMicroVideo: FIELDS,
    batchDelViolationMicroVideo: { ...FIELDS, ids: label('违规视频', 'taken-down videos') },
    findVideoComplaints: FIELDS,
    decideVideoComplaint: { ...FIELDS, id: label('投诉', 'complaint') },
  },
};
