import { e, type CatalogueEntry } from '../common/error-entry';

/** The programme area's insight part's catalogue entries (issue 18), codes 1195xxx; added to the catalogue by the area's manifest. */
export const PROGRAMME_INSIGHT_ERRORS = {
  ANNUAL_YEAR_OUT_OF_RANGE: e(1195001, 400, '该年度暂无报告：请选择注册以来、不晚于今年的年份', 'No report for that year: choose a year from your registration to this year'),
  ANNUAL_SHARE_NOT_FOUND: e(1195002, 404, '分享链接不存在或已被撤销', 'This shared report does not exist or its link was revoked'),
  ANALYSIS_RANGE_INVALID: e(1195003, 400, '请选择近7天、30天或90天', 'Choose the last 7, 30 or 90 days'),
} as const satisfies Record<string, CatalogueEntry>;
