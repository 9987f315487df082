import { e, type CatalogueEntry } from '../common/error-entry';

/** The wallet area's catalogue entries (withdrawals, golden keys, spokesperson); the area's manifest (wallet.area.ts) adds them to the catalogue. */
export const WALLET_ERRORS = {
  // --- money: wallet, withdrawals, golden keys, spokesperson (1111xxx): add below this line ---
  GOLDEN_KEYS_NOT_ENOUGH: e(1111001, 400, '金钥匙数量不足', 'Not enough golden keys'),
  WITHDRAW_BELOW_MIN: e(1111002, 400, '提现金额低于单笔最低金额', 'The amount is below the minimum withdrawal'),
  WITHDRAW_DAILY_AMOUNT: e(1111003, 400, '超出今日可提现额度', "This exceeds today's withdrawal limit"),
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
} as const satisfies Record<string, CatalogueEntry>;
