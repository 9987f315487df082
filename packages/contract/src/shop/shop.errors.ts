import { e, type CatalogueEntry } from '../common/error-entry';

/** The commerce area's catalogue entries (issue 16: goods, catalog, orders, catering); the area's manifest (shop.area.ts) adds them to the catalogue. */
export const SHOP_ERRORS = {
  // --- commerce (issue 16): shop goods (shop, types, products) 1171xxx ---
  SHOP_REQUIRED: e(1171001, 400, '请先创建店铺', 'Create your shop first'),
  SHOP_TYPE_DUPLICATE: e(1171002, 400, '已有同名商品分类', 'A product type with this name already exists'),
  SHOP_TYPES_FULL: e(1171003, 400, '商品分类数量已达上限', 'Your shop has as many product types as it may keep'),
  SHOP_TYPE_ORDER_MISMATCH: e(1171004, 400, '排序须包含全部商品分类，每个一次', 'The order must list every product type exactly once'),
  SHOP_PRODUCTS_FULL: e(1171005, 400, '店铺商品数量已达上限，请先删除不用的商品', 'Your shop has as many products as it may keep; delete one first'),
  SHOP_ORIGINAL_PRICE_LOW: e(1171006, 400, '原价须为0（不显示）或不低于售价', 'The original price must be 0 (not shown) or at least the price'),
  SHOP_SHARE_OWN: e(1171007, 400, '不能分销自己店铺的商品', "You cannot list your own shop's product as a shared product"),
  SHOP_SHARE_NOT_ALLOWED: e(1171008, 400, '该商品不允许分销或已下架', 'This product may not be shared or is no longer on sale'),
  SHOP_SHARE_EXISTS: e(1171009, 400, '该商品已在您的店铺中分销', 'This product is already listed in your shop'),
  SHOP_SHARES_FULL: e(1171010, 400, '分销商品数量已达上限，请先移除一些', 'Your shop lists as many shared products as it may; remove one first'),
  // --- commerce: catalog (visitors, shares) 1172xxx ---
  // --- commerce: orders (cart, orders, fulfilment) 1173xxx ---
  SHOP_OWN_PRODUCT: e(1173001, 400, '不能购买自己店铺的商品', "You cannot buy your own shop's products"),
  SHOP_CLOSED: e(1173002, 400, '店铺已关闭，暂不能下单', 'The shop is closed and takes no orders now'),
  SHOP_PRODUCT_UNAVAILABLE: e(1173003, 400, '商品已下架或已删除', 'The product is off the shelf or was removed'),
  /** data.proId and data.name name the product that is short. */
  SHOP_STOCK_SHORT: e(1173004, 400, '商品库存不足，请减少数量', 'Not enough of this product is in stock; lower the quantity'),
  SHOP_CART_FULL: e(1173005, 400, '购物车商品种类已达上限，请先结算或删除一些', 'Your cart is full; order or remove some items first'),
  SHOP_ORDER_ONE_SHOP: e(1173006, 400, '一个订单只能包含同一店铺的商品', 'One order may only hold products of one shop'),
  SHOP_ORDER_TOO_MANY: e(1173007, 400, '一个订单的商品种类过多，请分开下单', 'Too many different products in one order; order them separately'),
  SHOP_ADDRESS_REQUIRED: e(1173008, 400, '请选择收货地址', 'Choose a delivery address'),
  SHOP_ORDER_RECEIVED: e(1173009, 400, '订单已确认收货，不能再申请退款', 'The order was received; a refund can no longer be asked'),
  // --- commerce: catering (packages, info, comments) 1174xxx ---
  CATERING_NO_SHOP: e(1174001, 400, '请先开通店铺，再设置餐饮信息', 'Open your shop first, then set its catering details'),
  CATERING_NOT_CATERING_SHOP: e(1174002, 400, '您的店铺不是餐饮店铺，请先在店铺设置中选择餐饮类型', 'Your shop is not a catering shop; choose the catering kind in your shop settings first'),
  SHOP_COMMENT_NOT_RECEIVED: e(1174003, 400, '订单确认收货或使用后才能评价', 'You can comment once the order is received or used'),
  SHOP_COMMENT_EXISTS: e(1174004, 400, '该订单已评价过', 'You already commented on this order'),
  SHOP_COMMENT_REPLIED: e(1174005, 400, '该评价已回复过', 'This comment already has a reply'),
} as const satisfies Record<string, CatalogueEntry>;
