import { e, type CatalogueEntry } from './error-entry';

/** The shop and activity areas' catalogue entries (issue 16), spread into the error catalogue (error-codes.ts). */
export const COMMERCE_ERRORS = {
  // --- commerce (issue 16): shop goods (shop, types, products) 1171xxx ---
  SHOP_REQUIRED: e(1171001, 400, '请先创建店铺', 'Create your shop first'),
  SHOP_TYPE_DUPLICATE: e(1171002, 400, '已有同名商品分类', 'A product type with this name already exists'),
  SHOP_TYPES_FULL: e(1171003, 400, '商品分类数量已达上限', 'Your shop has as many product types as it may keep'),
  SHOP_TYPE_ORDER_MISMATCH: e(1171004, 400, '排序须包含全部商品分类，每个一次', 'The order must list every product type exactly once'),
  SHOP_PRODUCTS_FULL: e(1171005, 400, '店铺商品数量已达上限，请先删除不用的商品', 'Your shop has as many products as it may keep; delete one first'),
  SHOP_ORIGINAL_PRICE_LOW: e(1171006, 400, '原价须为0（不显示）或不低于售价', 'The original price must be 0 (not shown) or at least the price'),
  SHOP_SHARE_OWN: e(1171007, 400, '不能分销自己店铺的商品', 'You cannot list your own shop\'s product as a shared product'),
  SHOP_SHARE_NOT_ALLOWED: e(1171008, 400, '该商品不允许分销或已下架', 'This product may not be shared or is no longer on sale'),
  SHOP_SHARE_EXISTS: e(1171009, 400, '该商品已在您的店铺中分销', 'This product is already listed in your shop'),
  SHOP_SHARES_FULL: e(1171010, 400, '分销商品数量已达上限，请先移除一些', 'Your shop lists as many shared products as it may; remove one first'),
  // --- commerce: catalog (visitors, shares) 1172xxx ---
  // --- commerce: orders (cart, orders, fulfilment) 1173xxx ---
  SHOP_OWN_PRODUCT: e(1173001, 400, '不能购买自己店铺的商品', 'You cannot buy your own shop\'s products'),
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
  // --- activities (issue 16): events 1175xxx ---
  ACTIVITY_END_NOT_AFTER_START: e(1175001, 400, '结束时间须晚于开始时间', 'The end time must be after the start time'),
  ACTIVITY_END_PASSED: e(1175002, 400, '结束时间须晚于现在', 'The end time must be in the future'),
  ACTIVITY_SIGNUP_AFTER_END: e(1175003, 400, '报名截止时间不能晚于活动结束时间', 'Registration must close no later than the end of the activity'),
  ACTIVITY_FEE_LOCKED: e(1175004, 400, '已有人报名，报名费不能再修改', 'Someone has registered; the fee can no longer change'),
  ACTIVITY_CAPACITY_BELOW_ENROLLED: e(1175005, 400, '人数上限不能少于已报名人数', 'The capacity cannot be below the number already registered'),
  ACTIVITY_NOT_DRAFT: e(1175006, 400, '只有草稿可以发布', 'Only a draft can be published'),
  ACTIVITY_STILL_LIVE: e(1175007, 400, '未开始或进行中的活动不能删除，请先取消活动', 'An upcoming or ongoing activity cannot be deleted; cancel it first'),
  ACTIVITY_NOT_EDITABLE: e(1175008, 400, '已取消或已结束的活动不能修改', 'A cancelled or ended activity cannot be changed'),
  ACTIVITY_MAP_POINT_HALF: e(1175009, 400, '地图位置须同时填写纬度和经度', 'Give both latitude and longitude for the map point, or neither'),
  // --- activities: registration 1176xxx ---
  REG_SIGN_UP_ENDED: e(1176001, 400, '报名已截止', 'Registration has closed'),
  REG_CLOSED: e(1176002, 400, '报名未开放或已关闭', 'Registration is not open'),
  REG_FULL: e(1176003, 400, '名额已满', 'All places are taken'),
  REG_ALREADY: e(1176004, 409, '您已报名', 'You are already registered'),
  REG_OWN: e(1176005, 400, '不能报名自己发布的活动', 'You cannot register for your own activity'),
  REG_ANSWER_REQUIRED: e(1176006, 400, '请填写必填项', 'Please fill in the required item'),
  REG_ANSWER_INVALID: e(1176007, 400, '填写的内容不符合要求', 'The answer is not valid'),
  REG_STATE_INVALID: e(1176008, 400, '当前状态不能进行此操作', 'This cannot be done in the current state'),
  REG_REFUND_STARTED: e(1176009, 400, '活动已开始，无法退款', 'The activity has started; it can no longer be refunded'),
  REG_CAPACITY_BELOW_ENROLLED: e(1176010, 400, '名额不能少于已报名人数', 'The places cannot be fewer than those already taken'),
  REG_ALREADY_CHECKED_IN: e(1176011, 409, '该报名者已签到', 'This attendee has already checked in'),
  REG_SIGN_UP_END_PAST: e(1176012, 400, '报名截止时间须晚于现在', 'The sign-up end must be in the future'),
  REG_FIELD_LABEL_DUPLICATE: e(1176013, 400, '字段名称不能重复', 'Field labels must be unique'),
  REG_FIELD_OPTIONS_REQUIRED: e(1176014, 400, '单选字段须有 1 至 10 个选项', 'A choice field needs 1 to 10 options'),
  REG_FIELDS_FULL: e(1176015, 400, '报名字段数量已达上限', 'The form already has as many fields as it may'),
  REG_PAGES_FULL: e(1176016, 400, '报名页数量已达上限，请先删除不用的报名页', 'You have as many registration pages as you may keep; delete one first'),
  REG_HAS_ATTENDEES: e(1176017, 400, '已有人报名，请先关闭报名页', 'People have registered; close the page first'),
  /** Issue 32: a visitor without an account registers with a verified phone, but a fee is paid from an account. */
  REG_GUEST_PAID: e(1176018, 400, '付费活动请登录后报名', 'Sign in to register for an activity with a fee'),
} as const satisfies Record<string, CatalogueEntry>;
