import { e, type CatalogueEntry } from '../common/error-entry';

/** The micro links area's catalogue entries; the area's manifest (links.area.ts) adds them to the catalogue. */
export const LINKS_ERRORS = {
  // --- micro links area (1081xxx): add below this line ---
  LINK_SETS_FULL: e(1081001, 400, '链接分组已达上限', 'The link group limit is reached'),
  LINK_SET_LINKS_FULL: e(1081002, 400, '该分组的链接已达上限', 'This group already holds the most links allowed'),
  LINK_SORT_MISMATCH: e(1081003, 400, '排序须包含全部项目且不能重复', 'The order must list every item exactly once'),
  LINK_SCHEDULE_ORDER: e(1081004, 400, '下线时间须晚于上线时间', 'The off time must be later than the on time'),
  LINK_SCHEDULE_RANGE: e(1081005, 400, '定时须在两年之内，且下线时间须晚于现在', 'Scheduled times must be within two years, and the off time must be in the future'),
} as const satisfies Record<string, CatalogueEntry>;
