// Generated from the contract by packages/client/build/contract-routes.ts; do not edit by hand (a client test
// compares it with the contract). Regenerate: `cd packages/client && npx tsx build/contract-routes.ts`.

import { FORM, r } from './route-entry';

/** The security area's calls. */
export const securityRoutes = {
  hasLoginPassword: r('POST', '/acc/hasLoginPassword.xhtml', FORM, 'main'),
  setUserLoginPassword: r('POST', '/acc/setUserLoginPassword.xhtml', FORM, 'main'),
  modifyUserLoginPassword: r('POST', '/acc/modifyUserLoginPassword.xhtml', FORM, 'main'),
  resetLoginPassword: r('POST', '/acc/resetLoginPassword.xhtml', FORM, 'main'),
  findTransactionPwdInfo: r('POST', '/acc/findTransactionPwdInfo.xhtml', FORM, 'main'),
  setTransactionPwd: r('POST', '/acc/setTransactionPwd.xhtml', FORM, 'main'),
  transactionPwdModify: r('POST', '/acc/transactionPwdModify.xhtml', FORM, 'main'),
  backTransactionPwd: r('POST', '/acc/backTransactionPwd.xhtml', FORM, 'main'),
  getOwnPhoneCode: r('POST', '/acc/getOwnPhoneCode.xhtml', FORM, 'main'),
  getModeifyPhoneMasCode: r('POST', '/acc/getModeifyPhoneMasCode.xhtml', FORM, 'main'),
  checkModifPhoneCode: r('POST', '/acc/checkModifPhoneCode.xhtml', FORM, 'main'),
  modeifyBindingPhone: r('POST', '/acc/modeifyBindingPhone.xhtml', FORM, 'main'),
  findWxAuthorizationUrl: r('POST', '/acc/0/findWxAuthorizationUrl.xhtml', FORM, 'main'),
  findWxAuthorization: r('POST', '/acc/findWxAuthorization.xhtml', FORM, 'main'),
  wxAuthorize: r('POST', '/acc/0/wxAuthorize.xhtml', FORM, 'main'),
  wxOauthReturn: r('POST', '/acc/wxOauthReturn.xhtml', FORM, 'main'),
  getLoginUserBindWxOpenId: r('POST', '/acc/getLoginUserBindWxOpenId.xhtml', FORM, 'main'),
  getLoginUserBindWxUnionId: r('POST', '/acc/getLoginUserBindWxUnionId.xhtml', FORM, 'main'),
  unBindWeChatOpenId: r('POST', '/acc/unBindWeChatOpenId.xhtml', FORM, 'main'),
  unBindWeChatUnionId: r('POST', '/acc/unBindWeChatUnionId.xhtml', FORM, 'main'),
  rgRand: r('POST', '/acc/rgRand.xhtml', FORM, 'main'),
};
