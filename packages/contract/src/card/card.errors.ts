import { e, type CatalogueEntry } from '../common/error-entry';

/** The card area's catalogue entries (spec section 8's card and relations messages, card editing); the area's manifest (card.area.ts) adds them to the catalogue. */
export const CARD_ERRORS = {
  // Card and relations
  OWN_CARD: e(1060001, 400, '不能收藏或交换自己的名片', 'You cannot collect or exchange your own card'),
  USER_PRIVACY: e(1060002, 403, '该用户设置了隐私', 'This user set privacy'),
  COMPANY_NOT_ALLOWED: e(1060003, 403, '公司不允许修改该设置', 'Your company does not allow changing this setting'),
  MODULE_LOCKED: e(1060004, 403, '该功能需要开通VIP或解锁', 'This feature needs VIP or unlocking'),
  // --- card editing area (1061xxx): add below this line ---
  CARD_MOBILE_DUPLICATE: e(1061001, 400, '手机号码重复', 'The same mobile number is listed twice'),
  CARD_COLUMNS_FULL: e(1061002, 400, '自定义栏目已达上限', 'The custom column limit is reached'),
  CARD_HONOURS_FULL: e(1061003, 400, '荣誉已达上限', 'The honour limit is reached'),
  CARD_MAP_POINTS_FULL: e(1061004, 400, '导航点已达上限', 'The navigation point limit is reached'),
  CARD_SORT_MISMATCH: e(1061005, 400, '排序须包含全部栏目且不能重复', 'The order must list every column exactly once'),
  CARD_AREA_UNKNOWN: e(1061006, 400, '省份或城市不存在', 'Unknown province or city'),
  CARD_BACKGROUND_INVALID: e(1061007, 400, '只能选择内置背景或自己上传的背景', 'Choose a built-in background or one you uploaded'),
} as const satisfies Record<string, CatalogueEntry>;
