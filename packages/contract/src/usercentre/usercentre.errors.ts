import { e, type CatalogueEntry } from '../common/error-entry';

/** The user centre's catalogue entries (modules, cleanup, the error-code lookup); the area's manifest (usercentre.area.ts) adds them to the catalogue. */
export const USERCENTRE_ERRORS = {
  // User centre
  CLEANUP_LIMIT: e(1040001, 429, '今日清理次数已达上限', 'Cleanup limit reached today'),
  // --- usercentre area (1041xxx): add below this line ---
  MODULE_NOT_EXIST: e(1041001, 400, '模块不存在', 'The module does not exist'),
  MODULE_DUPLICATE: e(1041002, 400, '同一模块只能放在一个区域', 'A module can be in one zone only'),
  // Navigation and feedback (1200400-1200499).
  ERROR_CODE_UNKNOWN: e(1200401, 404, '没有这个错误码，请核对后再查（可填数字状态码或错误名称）', 'No such error code; check it and try again (a number or an error name)'),
} as const satisfies Record<string, CatalogueEntry>;
