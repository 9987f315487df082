import { e, type CatalogueEntry } from '../common/error-entry';

/** Share back's catalogue entries (issue 34, network area), added to the catalogue by the area's manifest. */
export const SHARE_BACK_ERRORS = {
  // --- network: share back 1342xxx ---
  SHARE_BACK_CONSENT_REQUIRED: e(1342001, 400, '请先阅读并勾选同意，名片主人才能收到您的信息', "Read and tick the consent first: only then does the card's owner receive your details"),
  SHARE_BACK_OWN_CARD: e(1342002, 400, '不能给自己的名片留下名片', 'You cannot leave your details on your own card'),
  SHARE_BACK_HAS_ACCOUNT: e(1342003, 409, '该手机号已注册，请登录后用您的名片交换', 'This mobile already has an account: sign in and exchange cards with your own card'),
  SHARE_BACK_NOT_FOUND: e(1342004, 404, '没有找到您留下的名片，可能已撤回', 'No details you left were found; they may have been withdrawn already'),
  SHARE_BACK_TOO_MANY: e(1342005, 429, '操作太频繁，请稍后再试', 'Too many attempts from here; try again later'),
} as const satisfies Record<string, CatalogueEntry>;
