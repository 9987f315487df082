import { e, type CatalogueEntry } from '../common/error-entry';

/** The security area's catalogue entries (phone, WeChat binding and authorisation, transaction password); the area's manifest (security.area.ts) adds them to the catalogue. */
export const SECURITY_ERRORS = {
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
} as const satisfies Record<string, CatalogueEntry>;
