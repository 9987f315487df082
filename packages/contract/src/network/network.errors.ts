import { e, type CatalogueEntry } from '../common/error-entry';

/** The network area's catalogue entries (exchange, companies, mirror sync, radar); the area's manifest (network.area.ts) adds them to the catalogue. */
export const NETWORK_ERRORS = {
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
  COMPANY_SOLE_ADMIN_EXIT: e(1142014, 400, '您是公司唯一的管理员，请先指定其他管理员再退出', "You are the company's only admin: name another admin before you leave"),
  COMPANY_INVITE_NOT_FOUND: e(1142015, 404, '邀请不存在或已处理', 'The invitation does not exist or was handled already'),
  COMPANY_INVITEE_NOT_FOUND: e(1142016, 404, '没有找到该手机号或名片ID的用户', 'No user has this mobile number or card id'),
  COMPANY_INVITEE_IN_COMPANY: e(1142017, 400, '对方已加入公司，不能邀请', 'This user is in a company already and cannot be invited'),
  COMPANY_HAS_MEMBERS: e(1142018, 400, '公司还有其他成员，不能解散', 'The company still has other members and cannot be dissolved'),
  /** The enterprise edition is bought for a company, by its admin (issue 31). */
  COMPANY_ENTERPRISE_ADMIN_ONLY: e(
    1142019,
    403,
    '企业版为公司购买：请先创建或加入公司，并由公司管理员购买',
    'The enterprise edition is bought for a company: create or join one, and its admin buys it',
  ),
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
} as const satisfies Record<string, CatalogueEntry>;
