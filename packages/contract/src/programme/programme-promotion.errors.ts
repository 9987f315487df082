import { e, type CatalogueEntry } from '../common/error-entry';

/** The programme area's promotion part's catalogue entries (issue 18), codes 1192xxx; added to the catalogue by the area's manifest. */
export const PROGRAMME_PROMOTION_ERRORS = {
  // --- ambassador and super distributor ---
  PROMO_NEED_VIP: e(1192001, 400, '开通VIP后才能申请成为推广大使', 'Open VIP before applying to be a promotion ambassador'),
  PROMO_CARD_INCOMPLETE: e(1192002, 400, '请先完善名片的姓名、公司和职位', "Fill in your card's name, company and position first"),
  PROMO_ALREADY_AMBASSADOR: e(1192003, 400, '您已经是推广大使', 'You are already a promotion ambassador'),
  PROMO_NOT_AMBASSADOR: e(1192004, 400, '请先成为推广大使', 'Become a promotion ambassador first'),
  PROMO_REFERRALS_SHORT: e(1192005, 400, '付费推荐人数未达到超级分销商的要求', 'Not enough of the people you brought have paid to become a super distributor'),
  PROMO_ALREADY_DISTRIBUTOR: e(1192006, 400, '您已经是超级分销商', 'You are already a super distributor'),
  // --- invite activity ---
  INVITE_ACTIVITY_NOT_FOUND: e(1192101, 404, '邀请活动不存在或已结束', 'This invite activity does not exist or has ended'),
  INVITE_TARGET_NOT_REACHED: e(1192102, 400, '邀请人数未达到活动目标，暂不能提交资料', 'You have not yet invited enough people to submit documents'),
  INVITE_DOCUMENT_INVALID: e(1192103, 400, '只能使用自己上传的资料图片', 'Use only document pictures you uploaded'),
  INVITE_DOCUMENT_REQUIRED: e(1192104, 400, '请至少上传一张资料图片', 'Add at least one document picture'),
  INVITE_CLAIM_EXISTS: e(1192105, 400, '您已提交过资料，请在审核中修改', 'You have already submitted documents; edit them while under review'),
  INVITE_CLAIM_NOT_FOUND: e(1192106, 404, '资料提交记录不存在', 'This document submission does not exist'),
  INVITE_REJECT_REASON_REQUIRED: e(1192108, 400, '请填写驳回原因', 'Give a reason for the rejection'),
  INVITE_CLAIM_DECIDED: e(1192107, 400, '该资料已审核，不能再修改', 'These documents have already been reviewed and cannot be changed'),
} as const satisfies Record<string, CatalogueEntry>;
