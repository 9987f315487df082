/**
 * The error catalogue: every message of spec section 8 as a stable code, its numeric envelope status,
 * the HTTP status it travels with, and its zh-CN and en text. Codes are never renumbered; add new ones.
 * Entries that belong to no area live here; each area keeps its own in its folder (`<area>/<area>.errors.ts`),
 * and the catalogue is derived from the list of areas (areas.list.ts, through its generated light list area-tables.ts).
 */
// Declared beside the entry (error-entry.ts) so labels.ts and define-area.ts need not import this table.
export type { Lang } from './error-entry';

import { e, type CatalogueEntry, type Lang } from './error-entry';
import { mergeTables, type AreaTables, type UnionToIntersection } from './define-area';
import { AREA_TABLES } from '../area-tables';
import { PICTURE_WIDTHS } from './picture-widths';

/** The codes every area shares: general failures, web hardening, platform roles, money, uploads, search, inputs. */
export const COMMON_ERRORS = {
  // General
  SUBMIT_DATA_ERROR: e(1000001, 400, '提交数据异常', 'Submitted data is invalid'),
  ILLEGAL_OPERATION: e(1000002, 400, '非法操作', 'Illegal operation'),
  SYSTEM_ERROR: e(1000003, 500, '系统异常，请稍后再试', 'System error, please try again later'),
  SERVER_BUSY: e(1000004, 503, '服务器繁忙', 'Server busy'),
  DATA_LOAD_ERROR: e(1000005, 400, '数据加载异常', 'Data loading failed'),
  DATA_TAMPERED: e(1000006, 400, '数据被篡改', 'Data has been tampered with'),
  NO_PERMISSION: e(1000007, 403, '没有权限', 'No permission'),
  NOT_FOUND: e(1000009, 404, '数据不存在', 'The requested data does not exist'),
  REQUEST_FORMAT_ERROR: e(1000010, 415, '请求格式错误', 'Bad request format'),
  /** A write collided with existing data (a unique key taken meanwhile); mapped from the database, never a 500. */
  DATA_CONFLICT: e(1000011, 409, '数据冲突，请刷新后重试', 'The data conflicts with existing data; refresh and retry'),
  /** Idempotent calls (payments, orders, adds): the client's request id, see docs/decisions/0004. */
  REQUEST_ID_INVALID: e(1000012, 400, '请求标识缺失或格式不正确，请刷新后重试', 'The request id is missing or malformed; refresh and retry'),
  REQUEST_IN_PROGRESS: e(1000013, 409, '相同的请求正在处理中，请稍候', 'The same request is still being processed; please wait'),
  REQUEST_ID_REUSED: e(1000014, 409, '该请求标识已用于其他内容', 'This request id was already used for a different request'),
  /** A list position (`cursor`) that this server did not hand out, or one from another list. */
  CURSOR_INVALID: e(1000015, 400, '列表位置无效，请从头加载', 'The list position is invalid; reload from the start'),
  NOT_LOGGED_IN: e(302, 401, '未登录，请先登录', 'Not logged in, please log in'),
  LOGIN_TIMEOUT: e(302, 401, '登录超时，请重新登录', 'Login timed out, please log in again'),
  // --- issue 7, web (1200200-1200299) ---
  /** A cookie-authenticated change whose Origin/Referer is not the public origin (cross-site request forgery, 0011). */
  CROSS_SITE_REFUSED: e(1200201, 403, '请求来源不可信，请刷新页面后重试', 'The request did not come from this site; refresh the page and try again'),
  /** A line break in a single-line field (a name, a title of a link...); multi-line texts take them. */
  TEXT_LINE_BREAK: e(1200202, 400, '此项只能填写一行，请删除换行', 'This field takes a single line; remove the line breaks'),
  /** Invisible control characters (NUL, escape...) in submitted text: they cut or corrupt what is stored. */
  TEXT_CONTROL_CHAR: e(1200203, 400, '内容含有不可见的控制字符，请删除后重试', 'The text contains invisible control characters; remove them and retry'),
  // --- issue 32, platform roles: the grant command (1200600-1200699) ---
  /** `npm run grant`: only these roles are granted from the command line; dealer and the like come with what was bought. */
  ROLE_GRANT_UNKNOWN_ROLE: e(
    1200601,
    400,
    '角色不正确：只能授予或撤销 operator（运营）或 customerService（客服）',
    'Unknown role: only operator or customerService can be granted or revoked',
  ),
  ROLE_GRANT_BAD_PHONE: e(1200602, 400, '手机号格式不正确', 'The phone number is not valid'),
  ROLE_GRANT_USAGE: e(1200604, 400, '用法：npm run grant -- <手机号> <operator|customerService> [--revoke]', 'Usage: npm run grant -- <phone> <operator|customerService> [--revoke]'),
  ROLE_GRANT_UNKNOWN_PHONE: e(1200603, 404, '没有使用该手机号注册的用户', 'No user is registered with this phone number'),
  // Money
  INSUFFICIENT_BALANCE: e(1020001, 400, '余额不足', 'Insufficient balance'),
  PAYMENT_FAILED: e(1020002, 400, '支付失败', 'Payment failed'),
  AMOUNT_ABNORMAL: e(1020003, 400, '金额异常', 'Amount abnormal'),
  // Upload
  UPLOAD_BAD_FORMAT: e(1050001, 400, '上传请求格式错误', 'Upload: bad request format'),
  UPLOAD_AUTH_FAILED: e(1050002, 401, '上传认证失败', 'Upload: authentication failed'),
  UPLOAD_TYPE_ERROR: e(1050003, 400, '文件类型错误', 'Upload: file type not allowed'),
  UPLOAD_TOO_LARGE: e(1050004, 413, '文件太大', 'Upload: file too large'),
  UPLOAD_CALLBACK_FAILED: e(1050005, 502, '上传回调失败', 'Upload: callback failed'),
  UPLOAD_NETWORK: e(1050006, 503, '网络异常', 'Upload: network abnormal'),
  UPLOAD_EXISTS: e(1050007, 409, '文件已存在', 'Upload: file already exists'),
  UPLOAD_SPACE_NOT_EXIST: e(1050008, 400, '存储空间不存在', 'Upload: space does not exist'),
  UPLOAD_BLOCK_VERIFY: e(1050009, 400, '分块校验错误', 'Upload: block verification error'),
  UPLOAD_UNKNOWN: e(1050010, 400, '上传未知错误', 'Upload: unknown error'),
  UPLOAD_BATCH_NOT_SUPPORTED: e(1050011, 400, '不支持批量上传', 'Upload: batch not supported'),
  UPLOAD_QUOTA_EXCEEDED: e(1050012, 403, '存储空间已用完，请删除不用的图片后再上传', 'Upload: your storage space is full; delete files you no longer need first'),
  // Sized picture variants (issue 35): `/files/<key>?w=` takes only the widths of PICTURE_WIDTHS.
  FILE_WIDTH_NOT_OFFERED: e(1050013, 400, `图片宽度 w 只能是 ${PICTURE_WIDTHS.join('、')} 之一`, `Picture width w must be one of ${PICTURE_WIDTHS.join(', ')}`),
  // Search
  SEARCH_NEED_VIP: e(1001004, 403, '开通VIP才能使用搜索', 'Open VIP to use search'),
  SEARCH_FAILED: e(1002001, 400, '搜索失败', 'Search failed'),
  NO_SEARCH_RESULT: e(1002002, 404, '没有搜索结果', 'No search result'),
  KEYWORD_EMPTY: e(1002003, 400, '搜索关键字不能为空', 'Search keyword must not be empty'),
  // Inputs that fit reality (1200500-1200599): tax numbers, address search.
  TAX_NUMBER_FORMAT: e(1200501, 400, '税号格式不正确', 'The tax number is not valid'),
  TAX_NUMBER_CHECK: e(1200502, 400, '统一社会信用代码校验位错误', 'The check character of the unified social credit code is wrong'),
  MAP_POINT_OUTSIDE: e(1200503, 400, '该位置不在可选的省市范围内，请选择省市或搜索地址', 'This location is outside the areas we list; choose a province and city or search an address'),
} as const satisfies Record<string, CatalogueEntry>;

type AreaErrors = UnionToIntersection<(typeof AREA_TABLES)[number]['errors']>;

/** A catalogue of the common codes, then each area's in the list's order (a test builds one with a dummy area). */
export const catalogueOf = (areas: readonly AreaTables[]): Record<string, CatalogueEntry> =>
  mergeTables<CatalogueEntry>('error code', [['common', COMMON_ERRORS], ...areas.map((a) => [a.key, a.errors] as const)]);

/** The whole catalogue, derived from the list of areas. */
export const errorCatalogue = catalogueOf(AREA_TABLES) as typeof COMMON_ERRORS & AreaErrors;

export type ErrorCode = Extract<keyof typeof errorCatalogue, string>;

/** The business areas still to be built (issues 11-18); a catalogue code nobody raises yet names its future owner. */
export type LaterArea =
  | 'money (issue 11)'
  | 'circles (issue 12)'
  | 'network (issue 13)'
  | 'content (issue 14)'
  | 'micro video (issue 15)'
  | 'commerce (issue 16)'
  | 'customer service (issue 17)'
  | 'programmes (issue 18)';

/**
 * Codes of spec section 8 that no server code raises yet, each with the later area that will. The catalogue test
 * fails for a code that is neither raised in packages/server/src nor listed here, and for a listed code that is
 * raised already: an area that starts raising one removes its line.
 */
export const CATALOGUE_LATER_AREAS: Readonly<Partial<Record<ErrorCode, LaterArea>>> = {
  DATA_LOAD_ERROR: 'content (issue 14)',
  DATA_TAMPERED: 'money (issue 11)',
  ALREADY_REGISTERED: 'money (issue 11)',
  USER_EXISTS: 'network (issue 13)',
};

/** Status of a successful envelope, and of the "search succeeded" code the legacy search calls use. */
export const STATUS_OK = 200;
export const STATUS_SEARCH_SUCCESS = 1666666;
/** Envelope status that tells the client to navigate to the url in `data`. */
export const STATUS_REDIRECT = 419;
export const STATUS_NOT_LOGGED_IN = 302;

export function errorText(code: ErrorCode, lang: Lang): string {
  const entry = errorCatalogue[code];
  return lang === 'en' ? entry.en : entry.zh;
}

/** Looks a code up by its numeric status (the spec's "error-code lookup" call and the client's toast). */
export function codeByStatus(status: number): ErrorCode | undefined {
  return (Object.keys(errorCatalogue) as ErrorCode[]).find((k) => errorCatalogue[k].status === status);
}
