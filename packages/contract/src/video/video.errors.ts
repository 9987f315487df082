import { e, type CatalogueEntry } from '../common/error-entry';

/** The micro video area's catalogue entries (issue 15), added to the catalogue by the area's manifest. */
export const VIDEO_ERRORS = {
  // --- micro video (issue 15): upload and transcoding 1161xxx ---
  VIDEO_NOT_READY: e(1161001, 400, '视频还在转码中，请稍后再试', 'The video is still being transcoded; try again shortly'),
  VIDEO_TRANSCODE_FAILED: e(1161002, 400, '视频转码失败，请重新上传', 'The video could not be transcoded; upload it again'),
  VIDEO_QUOTA_FULL: e(1161003, 403, '微视频数量已达上限', 'You have reached the number of micro videos you may keep'),
  // material host, premium, quota and import: 1161050-1161099
  VIDEO_PREMIUM_REQUIRED: e(1161050, 403, '开通微视频高级版后才能使用此功能', 'This needs micro video premium; buy it first'),
  VIDEO_EPILOGUES_FULL: e(1161051, 403, '片尾数量已达上限，请删除不用的片尾', 'You keep as many epilogues as you may; delete one first'),
  VIDEO_SYNTH_NO_IMAGES: e(1161052, 400, '请选择一张海报或至少一张图片', 'Pick a poster or at least one picture'),
  VIDEO_SYNTH_FAILED: e(1161053, 400, '视频合成失败，请重新制作', 'The video could not be made; please try again'),
  // --- micro video: library 1162xxx ---
  VIDEO_SORT_MISMATCH: e(1162001, 400, '排序须包含全部已发布视频，每个一次', 'The order must list every published video exactly once'),
  VIDEO_WATERMARK_PREMIUM: e(1162002, 403, '开通微视频高级版后才能去除水印', 'Removing the watermark needs micro video premium'),
  VIDEO_NOT_DRAFT: e(1162003, 400, '该视频不是草稿', 'This video is not a draft'),
  // --- micro video: labels and types 1163xxx ---
  VIDEO_LABEL_DUPLICATE: e(1163001, 400, '已有同名标签', 'A label with this name already exists'),
  VIDEO_LABELS_FULL: e(1163002, 403, '标签数量已达上限', 'You have reached the number of labels you may keep'),
  VIDEO_LABEL_ORDER_MISMATCH: e(1163003, 400, '排序须包含全部标签，每个一次', 'The order must list every label exactly once'),
  VIDEO_TYPE_DUPLICATE: e(1163004, 400, '已有同名分类', 'A class with this name already exists'),
  VIDEO_TYPES_FULL: e(1163005, 403, '分类数量已达上限', 'You have reached the number of classes you may keep'),
  VIDEO_TYPE_ORDER_MISMATCH: e(1163006, 400, '排序须包含全部分类，每个一次', 'The order must list every class exactly once'),
  VIDEO_LABEL_FOLLOWS_FULL: e(1163007, 403, '关注的标签数量已达上限', 'You follow as many labels as you may'),
  // --- micro video: share, sync, company, ads 1164xxx ---
  VIDEO_SHARE_NOT_VISIBLE: e(
    1164001,
    400,
    '只能操作已发布且正在展示的视频（草稿、已隐藏或已下架的视频不可以）',
    'Only a published video that is shown can be used here (not a draft, a hidden or a taken-down video)',
  ),
  VIDEO_CHOICENESS_FULL: e(1164002, 400, '精选视频数量已达上限，请先取消一个', 'Your choiceness set is full; remove a video from it first'),
  VIDEO_SYNC_NOT_MASTER: e(1164003, 403, '只有绑定了子名片的主名片才能推送视频', 'Only a master card with bound sub cards can push videos'),
  VIDEO_SYNC_SOURCE_GONE: e(1164004, 400, '原视频已删除或不再展示，无法同步', 'The original video was deleted or is no longer shown; it cannot be synced'),
  VIDEO_COMPANY_VIDEOS_FULL: e(1164005, 400, '企业视频数量已达上限', 'The company has reached the number of company videos it may keep'),
  VIDEO_AD_HISTORY_FULL: e(1164006, 400, '广告数量已达上限，请先删除不用的广告', 'Your ad history is full; delete an ad you no longer use first'),
  // --- micro video: visitors 1165xxx ---
  VIDEO_OWN_COMPLAINT: e(1165001, 400, '不能投诉自己的视频', 'You cannot complain about your own video'),
  VIDEO_COMPLAINT_EXISTS: e(1165002, 400, '您已投诉过该视频，请等待处理', 'You already complained about this video; please wait for the decision'),
  VIDEO_COPY_OWN: e(1165003, 400, '这是您自己的视频，无需保存', 'This is already your own video'),
  // --- micro video: cart and violations 1166xxx ---
  VIDEO_PRODUCTS_FULL: e(1166001, 400, '该视频的商品数量已达上限', 'This video already carries as many products as it may'),
  VIDEO_PRODUCT_UNAVAILABLE: e(1166002, 400, '商品已下架或所在视频不再展示', 'The product was removed or its video is no longer shown'),
  VIDEO_STOCK_SHORT: e(1166003, 400, '商品库存不足', 'Not enough of this product is in stock'),
  VIDEO_CART_FULL: e(1166004, 400, '购物车商品数量已达上限，请先结算或删除一些', 'Your cart is full; order or remove some items first'),
  VIDEO_ADDRESSES_FULL: e(1166005, 400, '收货地址数量已达上限，请先删除不用的地址', 'You have as many delivery addresses as you may keep; delete one first'),
  VIDEO_ORDER_ONE_SELLER: e(1166006, 400, '一个订单只能包含同一卖家的商品', 'One order may only hold products of one seller'),
  VIDEO_OWN_PRODUCT: e(1166007, 400, '不能购买自己的商品', 'You cannot buy your own product'),
  VIDEO_COMPLAINT_DECIDED: e(1166008, 400, '该投诉已处理', 'This complaint was already decided'),
  VIDEO_TAKEDOWN_REASON_REQUIRED: e(1166009, 400, '下架视频须填写原因（视频作者会看到）', 'Give a reason to take the video down (its owner reads it)'),
} as const satisfies Record<string, CatalogueEntry>;
