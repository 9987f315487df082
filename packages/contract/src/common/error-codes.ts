/**
 * The error catalogue: every message of spec section 8 as a stable code, its numeric envelope status,
 * the HTTP status it travels with, and its zh-CN and en text. Codes are never renumbered; add new ones.
 */
export type Lang = 'zh-CN' | 'en';

import { e, type CatalogueEntry } from './error-entry';
import { PICTURE_WIDTHS } from './picture-widths';
import { VIDEO_ERRORS } from './error-codes-video';
import { COMMERCE_ERRORS } from './error-codes-commerce';
import { SERVICE_ERRORS } from './error-codes-service';
import { PROGRAMME_DEALER_ERRORS } from './error-codes-programme-dealer';
import { PROGRAMME_PROMOTION_ERRORS } from './error-codes-programme-promotion';
import { PROGRAMME_SMS_ERRORS } from './error-codes-programme-sms';
import { PROGRAMME_CHECKIN_ERRORS } from './error-codes-programme-checkin';
import { PROGRAMME_INSIGHT_ERRORS } from './error-codes-programme-insight';
import { PROGRAMME_SHAKE_ERRORS } from './error-codes-programme-shake';
import { PROGRAMME_PERSONA_ERRORS } from './error-codes-programme-persona';
import { CIRCLE_ERRORS } from './error-codes-circle';
import { EXPORT_ERRORS } from './error-codes-exports';
import { SHARE_BACK_ERRORS } from './error-codes-shareback';
import { CARD_LAYOUT_ERRORS } from './error-codes-card-layout';
import { SCAN_ERRORS } from './error-codes-scan';

export const errorCatalogue = {
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
  // Account and registration
  MOBILE_INCORRECT: e(1010001, 400, '手机号码不正确', 'The mobile number is incorrect'),
  ALREADY_REGISTERED: e(1010002, 409, '您已是注册用户', 'You are already a registered user'),
  PHONE_REGISTERED: e(1010003, 409, '该手机号已注册', 'This phone number is already registered'),
  USER_EXISTS: e(1010004, 409, '用户已存在', 'User already exists'),
  USER_NOT_EXIST: e(1010005, 404, '用户不存在', 'User does not exist'),
  REFEREE_NOT_EXIST: e(1010006, 400, '推荐人不存在', 'The referee does not exist'),
  REFEREE_RELATION_MISSING: e(1010007, 400, '推荐关系缺失，无法注册', 'Recommender relation missing, cannot register'),
  AGREEMENT_REQUIRED: e(1010008, 400, '请先同意用户服务协议', 'Please agree to the user service agreement first'),
  PASSWORD_RULE: e(1010009, 400, '密码规则错误：6-20位，须包含字母和数字', 'Password rule error: 6-20 characters with letters and digits'),
  BAD_CREDENTIALS: e(1010010, 400, '账号不存在或密码错误', 'Account does not exist or password incorrect'),
  CODE_WRONG: e(1010011, 400, '验证码错误', 'Verification code is wrong'),
  CODE_MISSING: e(1010012, 400, '请输入验证码', 'Verification code is missing'),
  CODE_NOT_EXIST: e(1010013, 400, '验证码不存在或已过期', 'Verification code does not exist or has expired'),
  TOO_MANY_ATTEMPTS: e(1010014, 429, '错误次数过多，请稍后再试', 'Too many wrong attempts, retry later'),
  LOCKED: e(1010015, 423, '已锁定，请稍后再试或找回密码', 'Locked, retry later or retrieve the password'),
  OLD_TX_PWD_WRONG: e(1010016, 400, '原交易密码不正确', 'Old transaction password incorrect'),
  TX_PWD_WRONG: e(1010017, 400, '交易密码错误', 'Wrong transaction password'),
  NOT_EQUAL: e(1010018, 400, '两次输入不一致', 'The two entries are not equal'),
  CODE_COOLDOWN: e(1010019, 429, '验证码发送太频繁，请稍后再试', 'Codes are requested too often, retry later'),
  OLD_PASSWORD_WRONG: e(1010020, 400, '原密码不正确', 'Old password incorrect'),
  PASSWORD_ALREADY_SET: e(1010021, 409, '已设置过密码', 'A password is already set'),
  TX_PWD_NOT_SET: e(1010022, 400, '尚未设置交易密码', 'No transaction password is set'),
  TX_PWD_RULE: e(1010023, 400, '交易密码须为6位数字', 'The transaction password must be 6 digits'),
  // --- issue 7, SMS abuse (1200001-1200099) ---
  /** The SMS gateway refused or failed to send; its own text stays in the server log. */
  SMS_SEND_FAILED: e(1200001, 503, '短信发送失败，请稍后再试', 'The SMS could not be sent, please retry later'),
  // --- issue 7, lockouts (1200100-1200199) ---
  /** Password login locked after wrong passwords; anyone can cause it by guessing, so it names the way that stays open. */
  LOGIN_PASSWORD_LOCKED: e(1200101, 429, '密码错误次数过多，已锁定15分钟，可使用短信验证码登录', 'Too many wrong passwords: password login is locked for 15 minutes. You can still log in with an SMS code'),
  // --- issue 7, web (1200200-1200299) ---
  /** A cookie-authenticated change whose Origin/Referer is not the public origin (cross-site request forgery, 0011). */
  CROSS_SITE_REFUSED: e(1200201, 403, '请求来源不可信，请刷新页面后重试', 'The request did not come from this site; refresh the page and try again'),
  /** A line break in a single-line field (a name, a title of a link...); multi-line texts take them. */
  TEXT_LINE_BREAK: e(1200202, 400, '此项只能填写一行，请删除换行', 'This field takes a single line; remove the line breaks'),
  /** Invisible control characters (NUL, escape...) in submitted text: they cut or corrupt what is stored. */
  TEXT_CONTROL_CHAR: e(1200203, 400, '内容含有不可见的控制字符，请删除后重试', 'The text contains invisible control characters; remove them and retry'),
  // --- issue 32, platform roles: the grant command (1200600-1200699) ---
  /** `npm run grant`: only these roles are granted from the command line; dealer and the like come with what was bought. */
  ROLE_GRANT_UNKNOWN_ROLE: e(1200601, 400, '角色不正确：只能授予或撤销 operator（运营）或 customerService（客服）', 'Unknown role: only operator or customerService can be granted or revoked'),
  ROLE_GRANT_BAD_PHONE: e(1200602, 400, '手机号格式不正确', 'The phone number is not valid'),
  ROLE_GRANT_USAGE: e(1200604, 400, '用法：npm run grant -- <手机号> <operator|customerService> [--revoke]', 'Usage: npm run grant -- <phone> <operator|customerService> [--revoke]'),
  ROLE_GRANT_UNKNOWN_PHONE: e(1200603, 404, '没有使用该手机号注册的用户', 'No user is registered with this phone number'),
  // Money
  INSUFFICIENT_BALANCE: e(1020001, 400, '余额不足', 'Insufficient balance'),
  PAYMENT_FAILED: e(1020002, 400, '支付失败', 'Payment failed'),
  AMOUNT_ABNORMAL: e(1020003, 400, '金额异常', 'Amount abnormal'),
  // Circles
  CIRCLE_FULL: e(1030001, 400, '圈子已满，无法加入', 'The circle is full, cannot join'),
  CIRCLE_BANNED: e(1030002, 403, '圈子已被封禁', 'The circle is banned'),
  CIRCLE_HAS_MEMBERS: e(1030003, 400, '圈子还有成员，不能删除', 'The circle cannot be deleted while members remain'),
  PAID_CIRCLE_RESTRICTED: e(1030004, 400, '付费圈子有付费用户，不能执行该操作', 'Paid circle with paying members: not allowed'),
  ANNOUNCE_TOO_FREQUENT: e(1030005, 429, '发布公告太频繁', 'Announcements are posted too frequently'),
  SENSITIVE_WORDS: e(1030006, 400, '内容含有敏感词', 'Sensitive words present'),
  ANNOUNCE_ILLEGAL_DELETED: e(1030007, 400, '公告违规，已被系统删除', 'Illegal announcement deleted by the system'),
  // User centre
  CLEANUP_LIMIT: e(1040001, 429, '今日清理次数已达上限', 'Cleanup limit reached today'),
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
  // Card and relations
  OWN_CARD: e(1060001, 400, '不能收藏或交换自己的名片', 'You cannot collect or exchange your own card'),
  USER_PRIVACY: e(1060002, 403, '该用户设置了隐私', 'This user set privacy'),
  COMPANY_NOT_ALLOWED: e(1060003, 403, '公司不允许修改该设置', 'Your company does not allow changing this setting'),
  MODULE_LOCKED: e(1060004, 403, '该功能需要开通VIP或解锁', 'This feature needs VIP or unlocking'),
  // --- security area (1011xxx): add below this line ---
  WX_ALREADY_BOUND: e(1011001, 409, '该微信已绑定其他账号', 'This WeChat account is already bound to another user'),
  OLD_PHONE_NOT_VERIFIED: e(1011002, 400, '请先验证原手机号', 'Please verify your current phone number first'),
  WX_AUTH_EXPIRED: e(1011003, 400, '微信授权已失效，请重新授权', 'WeChat authorization expired, please authorize again'),
  ID_MISMATCH: e(1011004, 400, '证件信息与设置交易密码时登记的不一致', 'The ID document does not match the one recorded with the transaction password'),
  // WeChat web authorisation (issue 29): WeChat's own error codes answered in the caller's language.
  WX_CODE_INVALID: e(1011005, 400, '微信授权码无效，请重新授权', 'The WeChat authorization code is not valid, please authorize again'),
  WX_CODE_USED: e(1011006, 400, '微信授权码已被使用，请重新授权', 'The WeChat authorization code was already used, please authorize again'),
  WX_UNAVAILABLE: e(1011007, 502, '微信暂时无法完成授权，请稍后再试', 'WeChat could not complete the authorization, please try again later'),
  /** Envelope status 419: the client goes to the WeChat authorisation URL in `data`, then comes back and resumes. */
  WX_AUTH_REQUIRED: e(419, 403, '需要微信授权，正在前往微信', 'WeChat authorization needed, opening WeChat'),
  WX_RETURN_INVALID: e(1011008, 400, '返回地址必须是本站页面', 'The return address must be a page of this site'),
  WX_AUTH_DENIED: e(1011010, 400, '你已拒绝微信授权，未作任何更改', 'You declined the WeChat authorization; nothing was changed'),
  WX_NOT_BOUND: e(1011009, 404, '该微信尚未绑定账号，请先用手机号登录', 'This WeChat is not linked to an account yet, please sign in with your phone'),
  // --- usercentre area (1041xxx): add below this line ---
  MODULE_NOT_EXIST: e(1041001, 400, '模块不存在', 'The module does not exist'),
  MODULE_DUPLICATE: e(1041002, 400, '同一模块只能放在一个区域', 'A module can be in one zone only'),
  // --- card editing area (1061xxx): add below this line ---
  CARD_MOBILE_DUPLICATE: e(1061001, 400, '手机号码重复', 'The same mobile number is listed twice'),
  CARD_COLUMNS_FULL: e(1061002, 400, '自定义栏目已达上限', 'The custom column limit is reached'),
  CARD_HONOURS_FULL: e(1061003, 400, '荣誉已达上限', 'The honour limit is reached'),
  CARD_MAP_POINTS_FULL: e(1061004, 400, '导航点已达上限', 'The navigation point limit is reached'),
  CARD_SORT_MISMATCH: e(1061005, 400, '排序须包含全部栏目且不能重复', 'The order must list every column exactly once'),
  CARD_AREA_UNKNOWN: e(1061006, 400, '省份或城市不存在', 'Unknown province or city'),
  CARD_BACKGROUND_INVALID: e(1061007, 400, '只能选择内置背景或自己上传的背景', 'Choose a built-in background or one you uploaded'),
  // Navigation and feedback (1200400-1200499).
  ERROR_CODE_UNKNOWN: e(1200401, 404, '没有这个错误码，请核对后再查（可填数字状态码或错误名称）', 'No such error code; check it and try again (a number or an error name)'),
  // Inputs that fit reality (1200500-1200599): tax numbers, address search.
  TAX_NUMBER_FORMAT: e(1200501, 400, '税号格式不正确', 'The tax number is not valid'),
  TAX_NUMBER_CHECK: e(1200502, 400, '统一社会信用代码校验位错误', 'The check character of the unified social credit code is wrong'),
  MAP_POINT_OUTSIDE: e(1200503, 400, '该位置不在可选的省市范围内，请选择省市或搜索地址', 'This location is outside the areas we list; choose a province and city or search an address'),
  // --- share / public card area (1071xxx): add below this line ---
  // --- issue 7, sharing abuse (1200300-1200399) ---
  /** A card whose owner turned "show in mobile website" off, opened by anyone but the owner. */
  CARD_HIDDEN: e(1200301, 403, '名片主人已隐藏此名片', 'The owner has hidden this card'),
  /** One client asked for too many QR images that had to be drawn anew (cached ones are never refused). */
  QR_TOO_MANY: e(1200302, 429, '二维码请求太频繁，请稍后再试', 'Too many QR code requests, retry later'),
  // --- micro links area (1081xxx): add below this line ---
  LINK_SETS_FULL: e(1081001, 400, '链接分组已达上限', 'The link group limit is reached'),
  LINK_SET_LINKS_FULL: e(1081002, 400, '该分组的链接已达上限', 'This group already holds the most links allowed'),
  LINK_SORT_MISMATCH: e(1081003, 400, '排序须包含全部项目且不能重复', 'The order must list every item exactly once'),
  LINK_SCHEDULE_ORDER: e(1081004, 400, '下线时间须晚于上线时间', 'The off time must be later than the on time'),
  LINK_SCHEDULE_RANGE: e(1081005, 400, '定时须在两年之内，且下线时间须晚于现在', 'Scheduled times must be within two years, and the off time must be in the future'),
  // --- album area (1091xxx): add below this line ---
  ALBUMS_FULL: e(1091001, 400, '相册数量已达上限', 'The album limit is reached'),
  ALBUM_PHOTOS_FULL: e(1091002, 400, '该相册的照片已达上限', 'This album already holds the most photos allowed'),
  ALBUM_SORT_MISMATCH: e(1091003, 400, '排序须包含全部相册或照片且不能重复', 'The order must list every album or photo exactly once'),
  // --- money: editions, orders, refunds, register offers (1101xxx): add below this line ---
  PLAN_NOT_FOUND: e(1101001, 404, '套餐不存在或已下架', 'The plan does not exist or is no longer sold'),
  /** A plan of another product line sent to a buying call (a dealer plan to renewUser...). */
  PLAN_LINE_MISMATCH: e(1101002, 400, '该套餐不能在此购买', 'This plan cannot be bought here'),
  ORDER_ALREADY_PAID: e(1101003, 409, '订单已支付，请勿重复支付', 'The order is already paid; it is not charged again'),
  /** Paying or cancelling an order that was closed (cancelled, or unpaid past its time). */
  ORDER_CLOSED: e(1101004, 400, '订单已关闭，请重新下单', 'The order is closed; please place a new order'),
  /** Any other move the order's state table refuses (cancel a paid order, refund an unpaid one...). */
  ORDER_STATE_INVALID: e(1101005, 409, '订单当前状态不允许此操作', 'The order\'s current state does not allow this'),
  REFUND_WINDOW_PASSED: e(1101006, 400, '已超过可申请退款的期限', 'The refund period of this order has passed'),
  REFUND_ALREADY_REQUESTED: e(1101007, 409, '该订单已有退款申请正在处理', 'A refund request of this order is already being processed'),
  REFUND_NOT_PENDING: e(1101008, 409, '该退款申请已处理或已撤销', 'This refund request was already handled or withdrawn'),
  /** The golden keys the order gave were spent meanwhile, so payment cannot be undone in full. */
  REFUND_KEYS_SPENT: e(1101009, 400, '该订单赠送的金钥匙已被使用，无法退款，请联系客服', 'The golden keys this order gave have been used, so it cannot be refunded; please contact customer service'),
  INDUSTRY_UNKNOWN: e(1101010, 400, '请选择列表中的行业', 'Choose an industry from the list'),
  // 1101011 is not used (a code drafted for a missing pay provider: every server has one, the sandbox at least).
  /** Only a wallet-paid or WeChat-paid order can be refunded (an order paid 0 fen has nothing to give back). */
  REFUND_NOT_ALLOWED: e(1101012, 400, '该订单不支持退款', 'This order cannot be refunded'),
  /** Customer service refusing a VIP refund must say why: the payer reads it (issue 32). */
  REFUND_REFUSAL_REASON_REQUIRED: e(1101013, 400, '请填写拒绝退款的原因（用户会看到）', 'Give the reason for refusing the refund (the payer reads it)'),
  // --- money: wallet, withdrawals, golden keys, spokesperson (1111xxx): add below this line ---
  GOLDEN_KEYS_NOT_ENOUGH: e(1111001, 400, '金钥匙数量不足', 'Not enough golden keys'),
  WITHDRAW_BELOW_MIN: e(1111002, 400, '提现金额低于单笔最低金额', 'The amount is below the minimum withdrawal'),
  WITHDRAW_DAILY_AMOUNT: e(1111003, 400, '超出今日可提现额度', 'This exceeds today\'s withdrawal limit'),
  WITHDRAW_DAILY_COUNT: e(1111004, 400, '今日提现次数已用完，请明天再试', 'No withdrawals left today; try again tomorrow'),
  WALLET_WECHAT_NOT_BOUND: e(1111005, 400, '请先绑定提现微信', 'Bind a WeChat account for withdrawals first'),
  WALLET_UNBIND_PENDING: e(1111006, 400, '有提现正在处理，暂不能解绑', 'A withdrawal is in progress; unbind after it finishes'),
  MODULE_ALREADY_OPEN: e(1111007, 400, '该模块已开通，无需解锁', 'This module is already open'),
  MODULE_NOT_UNLOCKABLE: e(1111008, 400, '该模块无需用金钥匙解锁', 'This module is not unlocked with golden keys'),
  KEY_TRANSFER_SELF: e(1111009, 400, '不能转赠给自己', 'You cannot give keys to yourself'),
  KEY_RECEIVER_MISSING: e(1111010, 404, '转赠对象不存在', 'The recipient does not exist'),
  SPOKESPERSON_ALREADY: e(1111011, 400, '您已是代言人', 'You are already a spokesperson'),
  SPOKESPERSON_NOT_BOUND: e(1111012, 400, '请先成为代言人', 'Become a spokesperson first'),
  /** Issue 31: a module whose screens are not built yet cannot be unlocked (keys are money to users). */
  MODULE_NOT_BUILT: e(1111013, 400, '该模块即将上线，暂不能解锁，金钥匙未扣除', 'This module is coming soon and cannot be unlocked yet; no golden keys were spent'),
  MODULE_VIP_ONLY: e(1111014, 400, '该模块仅限VIP使用，不能用金钥匙解锁', 'This module is for VIP members only; golden keys cannot unlock it'),
  // --- money: WeChat Pay and payouts (1121xxx): add below this line ---
  WXPAY_UNAVAILABLE: e(1121001, 502, '微信支付暂时无法完成请求，请稍后再试', 'WeChat Pay could not complete the request, please try again later'),
  WXPAY_ORDER_PAID: e(1121002, 400, '该订单已在微信支付付款', 'This order is already paid with WeChat Pay'),
  WXPAY_ORDER_CLOSED: e(1121003, 400, '该订单的微信支付已关闭或已过期', 'The WeChat Pay payment of this order is closed or expired'),
  WXPAY_OPENID_REQUIRED: e(1121004, 400, '请在微信中打开后再支付', 'Open this page in WeChat to pay'),
  WXPAY_REFUND_REFUSED: e(1121005, 400, '微信支付未受理该退款', 'WeChat Pay did not accept this refund'),
  WXPAY_TRANSFER_REFUSED: e(1121006, 400, '微信支付未受理该转账', 'WeChat Pay did not accept this transfer'),
  WXPAY_PAY_LINK_INVALID: e(1121007, 400, '支付链接无效', 'This payment link is not valid'),
  WXPAY_ORDER_NO_REUSED: e(1121008, 400, '该订单号已用于另一笔金额不同的支付', 'This order number was already used for a payment of another amount'),
  // --- network: exchange, address book, labels, search, export (1141xxx): add below this line ---
  EXCHANGE_DONE: e(1141001, 409, '你们已交换过名片', 'You have already exchanged cards'),
  EXCHANGE_NOT_FOUND: e(1141002, 404, '交换请求不存在或已处理', 'The exchange request does not exist or was already handled'),
  EXCHANGE_COLLEAGUES_ONLY: e(1141003, 403, '贵公司只允许与同事交换名片', 'Your company allows exchanging cards with colleagues only'),
  CONTACT_NOT_FOUND: e(1141004, 404, '该名片不在您的名片夹中', 'This card is not in your address book'),
  CONTACT_LIMIT: e(1141005, 400, '名片夹已满（最多5000张）', 'The address book is full (at most 5,000 cards)'),
  CONTACT_LABEL_EXISTS: e(1141006, 409, '标签已存在', 'This label exists already'),
  /** `data.retryAt`: when the caller may ask this person again (LIMITS.network.exchangeRetryAfterDeclineDays after the refusal). */
  EXCHANGE_DECLINED_RECENTLY: e(1141007, 429, '对方刚拒绝了你的交换请求，请过几天再试', 'They declined your exchange request recently; try again in a few days'),
  CONTACT_LABEL_LIMIT: e(1141008, 400, '标签数量已达上限', 'You have reached the most labels allowed'),
  CARD_QR_UNREADABLE: e(1141009, 400, '未能识别图片中的名片二维码', 'No card QR code could be read in this picture'),
  // --- network: companies, departments, master card, hand-over (1142xxx): add below this line ---
  COMPANY_ALREADY_MEMBER: e(1142001, 400, '您已加入公司，请先退出当前公司', 'You are in a company already; leave it first'),
  COMPANY_APPLICATION_OPEN: e(1142002, 400, '您已有待处理的公司申请', 'You already have a pending company application'),
  COMPANY_NOT_FOUND: e(1142003, 404, '公司不存在', 'The company does not exist'),
  COMPANY_APPLICATION_NOT_FOUND: e(1142004, 404, '申请不存在或已处理', 'The application does not exist or was handled already'),
  COMPANY_NOT_IN: e(1142005, 400, '您还没有加入公司', 'You are not in a company'),
  COMPANY_STAFF_NOT_FOUND: e(1142006, 404, '该用户不是本公司员工', 'This user is not a member of your company'),
  COMPANY_LAST_ADMIN: e(1142007, 400, '公司至少需要一名管理员', 'A company needs at least one admin'),
  DEPARTMENT_EXISTS: e(1142008, 400, '部门已存在', 'This department exists already'),
  DEPARTMENT_NOT_FOUND: e(1142009, 404, '部门不存在', 'The department does not exist'),
  DEPARTMENT_LIMIT: e(1142010, 400, '部门数量已达上限', 'The company has the most departments allowed'),
  HANDOVER_NOT_DEPARTED: e(1142011, 400, '该员工未从本公司离职', 'This person has not left your company'),
  HANDOVER_NOT_FOUND: e(1142012, 404, '交接记录不存在或已处理', 'The hand-over does not exist or was handled already'),
  // Issue 31, companies from scratch: creating, inviting, handing admin over, dissolving.
  COMPANY_NAME_TAKEN: e(1142013, 409, '已有同名公司：请换一个名称，或搜索该公司申请加入', 'A company of this name exists: choose another name, or search for it and apply to join'),
  COMPANY_SOLE_ADMIN_EXIT: e(1142014, 400, '您是公司唯一的管理员，请先指定其他管理员再退出', 'You are the company\'s only admin: name another admin before you leave'),
  COMPANY_INVITE_NOT_FOUND: e(1142015, 404, '邀请不存在或已处理', 'The invitation does not exist or was handled already'),
  COMPANY_INVITEE_NOT_FOUND: e(1142016, 404, '没有找到该手机号或名片ID的用户', 'No user has this mobile number or card id'),
  COMPANY_INVITEE_IN_COMPANY: e(1142017, 400, '对方已加入公司，不能邀请', 'This user is in a company already and cannot be invited'),
  COMPANY_HAS_MEMBERS: e(1142018, 400, '公司还有其他成员，不能解散', 'The company still has other members and cannot be dissolved'),
  /** The enterprise edition is bought for a company, by its admin (issue 31). */
  COMPANY_ENTERPRISE_ADMIN_ONLY: e(1142019, 403, '企业版为公司购买：请先创建或加入公司，并由公司管理员购买', 'The enterprise edition is bought for a company: create or join one, and its admin buys it'),
  // --- network: mirror sync (1143xxx): add below this line ---
  MIRROR_OWN_CARD: e(1143001, 400, '不能把自己的名片绑定为子名片', 'You cannot bind your own card as a sub card'),
  MIRROR_NOT_MASTER: e(1143002, 400, '对方不是主名片', 'That card is not a master card'),
  MIRROR_ALREADY_BOUND: e(1143003, 400, '您已绑定主名片，一张子名片只能绑定一张主名片', 'Your card is bound to a master already; a sub card has one master'),
  MIRROR_SUB_CANNOT_UPGRADE: e(1143004, 400, '子名片不能升级为主名片，请先解除绑定', 'A sub card cannot become a master; unbind it first'),
  MIRROR_HAS_SUBS: e(1143005, 400, '仍有子名片绑定，解除全部子名片后才能取消主名片', 'Sub cards are still bound; unbind them all before undoing the master card'),
  MIRROR_NOT_SUB: e(1143006, 400, '您的名片不是子名片', 'Your card is not a sub card'),
  MIRROR_NOT_MASTER_SELF: e(1143007, 400, '您的名片不是主名片，请先升级为主名片', 'Your card is not a master card; upgrade it first'),
  MIRROR_SUB_NOT_FOUND: e(1143009, 404, '该名片不是您的子名片', 'That card is not one of your sub cards'),
  MIRROR_NOTHING_TO_PUSH: e(1143010, 400, '该类内容为空，请先在名片中填写再推送', 'There is nothing of this type on your card to push yet'),
  MIRROR_ALREADY_MASTER: e(1143011, 400, '您的名片已是主名片', 'Your card is a master card already'),
  MIRROR_MASTER_CANNOT_BIND: e(1143012, 400, '主名片不能绑定为子名片', 'A master card cannot be bound as a sub card'),
  MIRROR_NOT_YOUR_MASTER: e(1143013, 403, '只有该主名片及其子名片可以查看', 'Only this master card and its sub cards can see this'),
  /** A sub asks a second master, or upgrades, while its request to one master waits (issue 31). */
  MIRROR_REQUEST_PENDING: e(1143014, 400, '您已有待主名片同意的绑定申请，请先撤回', 'Your binding request to a master card is still waiting; withdraw it first'),
  /** The master refused this sub less than LIMITS.network.mirrorRetryAfterRefuseHours ago; data.retryAt says when. */
  MIRROR_REFUSED_RECENTLY: e(1143015, 429, '主名片刚拒绝了您的绑定申请，请稍后再试', 'The master card refused your binding request recently; try again later'),
  MIRROR_REQUEST_NOT_FOUND: e(1143016, 404, '绑定申请不存在或已处理', 'The binding request does not exist or was handled already'),
  /** More than LIMITS.network.mirrorRequestsPerDay new requests in a day (a withdraw-and-ask loop would spam masters). */
  MIRROR_REQUESTS_TOO_MANY: e(1143017, 429, '今天发出的绑定申请太多，请明天再试', 'Too many binding requests today: please try again tomorrow'),
  // --- network: visitor radar, demand consultation, message centre (1144xxx): add below this line ---
  RADAR_CARD_NOT_FOUND: e(1144001, 404, '名片不存在', 'This card does not exist'),
  ADVISORY_OWN_CARD: e(1144002, 400, '不能向自己的名片提交咨询', 'You cannot send a consultation to your own card'),
  /** A beacon without the pass its card page gave this browser, or with another card's, or past its window (issue 31). */
  RADAR_BEACON_TOKEN_INVALID: e(1144021, 403, '名片页面凭证无效或已过期，请重新打开名片', 'The card page pass is missing, for another card or expired: open the card again'),
  // --- content: micro pages, V-Leaflets, leads (1151xxx): add below this line ---
  PAGES_FULL: e(1151001, 400, '微页数量已达上限', 'You already keep the most micro pages allowed'),
  PAGE_KIND_MISMATCH: e(1151002, 400, '微页填写版块，V传单填写分页', 'A micro page takes blocks, a V-Leaflet takes pages'),
  PAGE_BLOCK_ID_TAKEN: e(1151003, 400, '版块编号重复', 'Two blocks have the same id'),
  PAGE_EMPTY: e(1151004, 400, '页面还没有内容，请先添加版块', 'The page has no blocks yet: add one first'),
  PAGE_NOT_PUBLISHED: e(1151005, 404, '该页面未发布或已下线', 'This page is not published or has been taken offline'),
  PAGE_FORM_NOT_FOUND: e(1151006, 404, '该表单已不存在，请刷新页面', 'This form no longer exists: reload the page'),
  PAGE_LEAD_FIELD_REQUIRED: e(1151007, 400, '请填写必填项', 'Please fill in the required field'),
  PAGE_LEAD_CONSENT_REQUIRED: e(1151008, 400, '请先勾选同意', 'Please tick the consent first'),
  PAGE_LEAD_PHONE_INVALID: e(1151009, 400, '手机号码不正确', 'The phone number is incorrect'),
  PAGE_LEAD_TOO_LONG: e(1151010, 400, '填写内容过长', 'The answer is too long'),
  PAGE_LEADS_TOO_MANY: e(1151011, 429, '提交太频繁，请稍后再试', 'Too many submissions: please try again later'),
  PAGE_VIDEO_NOT_FOUND: e(1151012, 404, '视频不存在，请重新上传', 'The video was not found: upload it again'),
  // --- content: articles and folds, company article centre (1152xxx): add below this line ---
  ARTICLE_FOLDS_FULL: e(1152001, 400, '文件夹数量已达上限', 'The folder limit is reached'),
  ARTICLE_FOLD_NOT_EMPTY: e(1152002, 400, '文件夹中还有文章，请先移走或删除文章', 'The folder still holds articles: move or delete them first'),
  ARTICLES_FULL: e(1152003, 400, '文章数量已达上限', 'The article limit is reached'),
  ARTICLE_NO_COMPANY: e(1152004, 403, '您还没有加入公司，无法查看公司文章中心', 'You are not in a company, so there is no company article centre'),
  ARTICLE_FOLD_SORT_MISMATCH: e(1152005, 400, '排序须包含全部文件夹且各一次', 'The order must name every folder exactly once'),
  // --- content: picture library, material library, moments material, album thumbnails (1153xxx): add below this line ---
  LIBRARY_LABEL_NAME_TAKEN: e(1153001, 400, '已有同名标签', 'A label with this name already exists'),
  LIBRARY_LABELS_FULL: e(1153002, 400, '标签数量已达上限', 'The label limit is reached'),
  MOMENTS_OWN_FULL: e(1153003, 400, '自己的朋友圈素材已达上限', 'Your own moments material has reached its limit'),
  // --- content: posters centre (1154xxx): add below this line ---
  POSTER_LAYOUT_INVALID: e(1154001, 400, '该海报模板暂不可用，请换一个模板', 'This poster template cannot be used now: please choose another'),
  POSTER_MODULE_UNKNOWN: e(1154002, 400, '没有这个模块', 'There is no such module'),
  POSTER_NO_CARD: e(1154003, 400, '请先填写名片，再生成海报', 'Fill in your card first, then make a poster'),
  POSTER_RECORDS_FULL: e(1154004, 400, '海报数量已达上限，可以在已有的海报上重新生成', 'The poster limit is reached: redraw one of your posters instead'),
  POSTER_TOO_MANY: e(1154005, 429, '生成海报太频繁，请稍后再试', 'Too many posters in a short time: please try again shortly'),
  // --- content: design cases (1155xxx): add below this line ---
  CASES_FULL: e(1155001, 400, '案例数量已达上限', 'You already keep the most cases allowed'),
  CASE_SORT_MISMATCH: e(1155002, 400, '排序须包含全部案例且不能重复', 'The order must list every case exactly once'),
  CASE_FORBIDDEN: e(1155003, 400, '该案例已被禁止展示，请先申诉', 'This case is forbidden; appeal first'),
  CASE_OWN_COMPLAINT: e(1155004, 400, '不能投诉自己的案例', 'You cannot complain about your own case'),
  CASE_COMPLAINT_OPEN: e(1155005, 400, '您已投诉过该案例，请等待处理', 'You already complained about this case; please wait for the decision'),
  CASE_NOT_FORBIDDEN: e(1155006, 400, '该案例未被禁止，无需申诉', 'This case is not forbidden; there is nothing to appeal'),
  CASE_APPEAL_USED: e(1155007, 400, '该案例本次禁止已申诉过', 'This case was already appealed since it was forbidden'),
  CASE_NOT_AUDITING: e(1155008, 400, '该案例不在待审核状态', 'This case is not awaiting an audit'),
  CASE_ALREADY_DECIDED: e(1155009, 400, '该事项已处理', 'This has already been decided'),
  CASE_REASON_REQUIRED: e(1155010, 400, '请填写处理理由', 'Please give a reason'),
  // Later areas keep their entries in files of their own (codes never move between them).
  ...CIRCLE_ERRORS,
  ...VIDEO_ERRORS,
  ...COMMERCE_ERRORS,
  ...SERVICE_ERRORS,
  ...PROGRAMME_DEALER_ERRORS,
  ...PROGRAMME_PROMOTION_ERRORS,
  ...PROGRAMME_SMS_ERRORS,
  ...PROGRAMME_CHECKIN_ERRORS,
  ...PROGRAMME_INSIGHT_ERRORS,
  ...PROGRAMME_SHAKE_ERRORS,
  ...PROGRAMME_PERSONA_ERRORS,
  ...EXPORT_ERRORS,
  ...SHARE_BACK_ERRORS,
  ...CARD_LAYOUT_ERRORS,
  ...SCAN_ERRORS,
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

/** The business areas still to be built (issues 11-18); a catalogue code nobody raises yet names its future owner. */
export type LaterArea =
  | 'money (issue 11)' | 'circles (issue 12)' | 'network (issue 13)' | 'content (issue 14)' | 'micro video (issue 15)'
  | 'commerce (issue 16)' | 'customer service (issue 17)' | 'programmes (issue 18)';

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
