import { e, type CatalogueEntry } from '../common/error-entry';

/** The card layouts' catalogue entries (issue 35), codes 1235xxx; added to the catalogue by the area's manifest. */
export const CARD_LAYOUT_ERRORS = {
  CARD_LAYOUT_UNKNOWN: e(1235001, 400, '没有这种名片版式', 'There is no such card layout'),
  CARD_LAYOUT_NEEDS_COMPANY: e(1235002, 400, '企业版式仅供公司成员使用，请先加入或创建公司', 'The company layout is for members of a company: join or create one first'),
  CARD_LAYOUT_LOCKED: e(1235003, 403, '公司已锁定企业版式，成员只能使用企业版式', 'Your company has locked its layout: members can use only the company layout'),
  COMPANY_BRAND_COLOR_INVALID: e(1235004, 400, '品牌色请填写 #RRGGBB 格式的颜色，或留空使用主题色', "Write a brand colour as #RRGGBB, or leave it empty for the theme's"),
} as const satisfies Record<string, CatalogueEntry>;
