import { e, type CatalogueEntry } from '../common/error-entry';

/** Scanning paper cards (issue 34), added to the catalogue by the area's manifest. Network area, 1138xxx. */
export const SCAN_ERRORS = {
  SCAN_DAILY_BUDGET: e(1138001, 429, '今天的名片识别次数已用完，请明天再试或手动填写', "You have used today's card scans; try again tomorrow or fill the form by hand"),
  SCAN_NOT_READY: e(1138002, 400, '名片还在识别中，请稍候', 'The card is still being read; wait a moment'),
  SCAN_READ_FAILED: e(1138003, 400, '未能识别名片上的文字，请手动填写', 'No text could be read from the card; please fill the form by hand'),
  SCAN_CONTACTS_FULL: e(1138006, 403, '纸质名片联系人已达上限', 'You keep as many paper card contacts as you may'),
} as const satisfies Record<string, CatalogueEntry>;
