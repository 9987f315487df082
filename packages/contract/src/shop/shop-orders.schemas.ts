import { z } from 'zod';
import { fCsv, fEnum, fId, fInt, fOptText, fRepeated, fText } from '../common/form';
import { label, type AreaLabels } from '../common/labels';
import { LIMITS } from '../common/limits';
import { pageOf, pageQueryShape } from '../common/paging';
import { rule } from '../common/validation';
import { ORDER_STATES, REFUND_STATES } from '../orders/orders.schemas';
import { PRODUCT_KINDS, SHIP_STATES, ZProductItem, ZShop } from './shop.schemas';

/**
 * Shop area, orders part (issue 16): body and answer shapes of shop-orders.contract.ts. The cart, orders of the
 * money area's `shopGoods` line with their fulfilment (ShopOrder), and refunds through the money area's requests.
 * Amounts are integer fen.
 */
const S = LIMITS.shop;

/** The money area's order line of shop goods (one order: products of one shop). */
export const SHOP_GOODS_LINE = 'shopGoods' as const;

/** The buyer's order tabs: unpaid, paid and waiting (toShip), shipped, received (done), refund asked or done. */
export const BUYER_ORDER_TABS = ['all', 'unpaid', 'toShip', 'shipped', 'done', 'refund'] as const;
export type BuyerOrderTab = (typeof BUYER_ORDER_TABS)[number];
export const SELLER_ORDER_TABS = ['all', 'toShip', 'shipped', 'refund', 'done'] as const;
export type SellerOrderTab = (typeof SELLER_ORDER_TABS)[number];
/**
 * One word for where an order is, from its money state and its goods' way: unpaid, closed, toShip (paid, waiting),
 * shipped, received, refunding (a request is pending), refunded.
 */
export const SHOP_ORDER_STAGES = ['unpaid', 'closed', 'toShip', 'shipped', 'received', 'refunding', 'refunded'] as const;
export type ShopOrderStage = (typeof SHOP_ORDER_STAGES)[number];

const blankIsNone = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

// --- answers -------------------------------------------------------------------------------------------------------
/** A cart line: the product as lists show it, the quantity, the subtotal; available false when it cannot be ordered now. */
export const ZShopCartLine = z.object({
  id: z.string(),
  product: ZProductItem,
  quantity: z.number().int(),
  subtotalFen: z.number().int(),
  available: z.boolean(),
  /** Why not: gone (removed, off the shelf, shop closed) or short (fewer in stock than wanted). */
  unavailableReason: z.enum(['gone', 'short']).nullable(),
});
export type TShopCartLine = z.infer<typeof ZShopCartLine>;
/** The cart by shop: each shop's lines and the total of its available lines; the cart's total in fen. */
export const ZShopCart = z.object({
  shops: z.array(z.object({ shop: ZShop, lines: z.array(ZShopCartLine), totalFen: z.number().int() })),
  lineCount: z.number().int(),
  totalFen: z.number().int(),
});
export type TShopCart = z.infer<typeof ZShopCart>;
export const ZShopCartIds = z.object({ ids: z.array(z.string()) });

export const ZShopOrderCreated = z.object({ orderId: z.string(), orderNo: z.string(), amountFen: z.number().int(), title: z.string() });
export type TShopOrderCreated = z.infer<typeof ZShopOrderCreated>;

export const ZShopOrderLine = z.object({
  proId: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  name: z.string(),
  coverUrl: z.string(),
  priceFen: z.number().int(),
  quantity: z.number().int(),
});
export const ZShopOrderAddress = z.object({ name: z.string(), mobile: z.string(), region: z.string(), detail: z.string() });
const ZPersonFace = z.object({ phoneIdEcr: z.string(), name: z.string(), avatarUrl: z.string().nullable() });

/** An order in a list, for its buyer or its seller. */
export const ZShopOrderItem = z.object({
  orderId: z.string(),
  orderNo: z.string(),
  title: z.string(),
  shopId: z.string(),
  shopName: z.string(),
  state: z.enum(ORDER_STATES),
  shipState: z.enum(SHIP_STATES),
  stage: z.enum(SHOP_ORDER_STAGES),
  needsShipping: z.boolean(),
  amountFen: z.number().int(),
  itemCount: z.number().int(),
  coverUrl: z.string(),
  createdAt: z.string(),
});
export type TShopOrderItem = z.infer<typeof ZShopOrderItem>;
export const ZShopOrderPage = pageOf(ZShopOrderItem);

/** What the caller may do with the order now (the screen shows exactly these buttons). */
export const ZShopOrderActions = z.object({
  pay: z.boolean(),
  cancel: z.boolean(),
  receive: z.boolean(),
  refund: z.boolean(),
  revokeRefund: z.boolean(),
  comment: z.boolean(),
  ship: z.boolean(),
  approveRefund: z.boolean(),
  refuseRefund: z.boolean(),
});
export type TShopOrderActions = z.infer<typeof ZShopOrderActions>;

/** One order in full. address: null for a package-only order, and for the seller until the order is paid. */
export const ZShopOrderDetail = ZShopOrderItem.extend({
  role: z.enum(['buyer', 'seller']),
  items: z.array(ZShopOrderLine),
  address: ZShopOrderAddress.nullable(),
  remark: z.string(),
  buyer: ZPersonFace,
  carrier: z.string(),
  trackingNo: z.string(),
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  autoReceiveAt: z.string().nullable(),
  commented: z.boolean(),
  refund: z.object({ refundId: z.string(), state: z.enum(REFUND_STATES), reason: z.string(), createdAt: z.string() }).nullable(),
  actions: ZShopOrderActions,
});
export type TShopOrderDetail = z.infer<typeof ZShopOrderDetail>;

// --- bodies --------------------------------------------------------------------------------------------------------
const zQuantity = fInt(1, S.cartQuantityMax);
export const ZAddShopCartBody = z.object({
  proId: fId(),
  quantity: zQuantity,
  /** The shop the visitor came through (a shared product); kept only when that shop really lists the product. */
  shareShopId: z.preprocess(blankIsNone, fId().optional()),
});
export type TAddShopCartBody = z.input<typeof ZAddShopCartBody>;
export const ZUpdateShopCartBody = z.object({ id: fId(), quantity: zQuantity });
/** Cart lines to remove: repeated `ids` parameters (ids=a&ids=b). */
export const ZDelShopCartBody = z.object({ ids: fRepeated(fId(), S.cartLinesMax) });

/**
 * The spec's order/create.do: either chosen cart lines of one shop (`cartIds`, comma-joined) or one product bought
 * at once (`proId` + `quantity`); an address for goods (packages need none); the buyer's remark.
 */
export const ZCreateShopOrderBody = z.object({
  cartIds: fCsv(fId(), S.orderItemsMax).default([]),
  proId: z.preprocess(blankIsNone, fId().optional()),
  quantity: z.preprocess(blankIsNone, zQuantity.optional()),
  shareShopId: z.preprocess(blankIsNone, fId().optional()),
  addressId: z.preprocess(blankIsNone, fId().optional()),
  remark: fOptText(S.remarkMax),
});
export type TCreateShopOrderBody = z.input<typeof ZCreateShopOrderBody>;

export const ZMyShopOrdersBody = z.object({ tab: fEnum([...BUYER_ORDER_TABS]).default('all'), ...pageQueryShape });
export const ZSellerOrdersBody = z.object({ tab: fEnum([...SELLER_ORDER_TABS]).default('all'), ...pageQueryShape });
export const ZShopOrderIdBody = z.object({ orderId: fId() });

/** 4-40 letters, digits or dashes (spaces people paste around it are trimmed). */
export const TRACKING_NO_PATTERN = new RegExp(`^[A-Za-z0-9-]{${S.trackingNoMin},${S.trackingNoMax}}$`);
export const ZShipShopOrderBody = z.object({
  orderId: fId(),
  carrier: fText(1, S.carrierMax),
  trackingNo: z
    .string()
    .trim()
    .superRefine((s, ctx) => {
      if (s.length < S.trackingNoMin || s.length > S.trackingNoMax) ctx.addIssue({ code: 'custom', message: rule('length', { min: S.trackingNoMin, max: S.trackingNoMax }) });
      else if (!TRACKING_NO_PATTERN.test(s)) ctx.addIssue({ code: 'custom', message: rule('idFormat') });
    }),
});
export type TShipShopOrderBody = z.input<typeof ZShipShopOrderBody>;
export const ZApplyShopRefundBody = z.object({ orderId: fId(), reason: fText(1, LIMITS.money.refundReasonMax, { multiline: true }) });
export const ZRefuseShopRefundBody = z.object({ orderId: fId(), reason: fText(1, S.refuseReasonMax, { multiline: true }) });

const FIELDS = {
  proId: label('商品', 'product'),
  quantity: label('数量', 'quantity'),
  shareShopId: label('分享店铺', 'sharing shop'),
  id: label('购物车商品', 'cart item'),
  ids: label('购物车商品', 'cart items'),
  cartIds: label('购物车商品', 'cart items'),
  addressId: label('收货地址', 'delivery address'),
  remark: label('买家留言', 'note to the seller'),
  tab: label('订单分类', 'order tab'),
  orderId: label('订单', 'order'),
  carrier: label('快递公司', 'carrier'),
  trackingNo: label('快递单号', 'tracking number'),
  reason: label('原因', 'reason'),
};

/**
 * Every body field of this part's calls, with its zh-CN and English label; per call, because the other shop parts
 * give the same wire names (id, reason...) their own meaning in the merged area.
 */
const CALLS = [
  'addShopCart',
  'updateShopCart',
  'delShopCart',
  'findShopCart',
  'createShopOrder',
  'findMyShopOrders',
  'findSellerOrders',
  'getShopOrder',
  'shipShopOrder',
  'receiveShopOrder',
  'revokeShopRefund',
  'approveShopRefund',
] as const;
export const SHOP_ORDERS_LABELS: AreaLabels = {
  fields: {},
  calls: {
    ...Object.fromEntries(CALLS.map((c) => [c, FIELDS])),
    applyShopRefund: { ...FIELDS, reason: label('退款原因', 'refund reason') },
    refuseShopRefund: { ...FIELDS, reason: label('拒绝原因', 'reason for refusing') },
  },
};
