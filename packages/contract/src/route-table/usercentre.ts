// Generated from the contract by packages/client/build/contract-routes.ts; do not edit by hand (a client test
// compares it with the contract). Regenerate: `cd packages/client && npx tsx build/contract-routes.ts`.

import { FORM, MULTIPART, r } from './route-entry';

/** The usercentre area's calls. */
export const usercentreRoutes = {
  in2userMainMessage: r('POST', '/acc/in2userMainMessage.xhtml', FORM, 'main'),
  readUserMessage: r('POST', '/acc/readUserMessage.xhtml', FORM, 'main'),
  readAllUserMessages: r('POST', '/acc/readAllUserMessages.xhtml', FORM, 'main'),
  in2userMainCompany: r('POST', '/acc/in2userMainCompany.xhtml', FORM, 'main'),
  in2userMainModulesTop: r('POST', '/acc/in2userMainModulesTop.xhtml', FORM, 'main'),
  in2userMainBottomModules: r('POST', '/acc/in2userMainBottomModules.xhtml', FORM, 'main'),
  forwardUserHomeNew: r('POST', '/acc/forwardUserHomeNew.xhtml', FORM, 'main'),
  userInfo: r('POST', '/acc/userInfo.xhtml', FORM, 'main'),
  findLoginUserInfo: r('POST', '/acc/findLoginUserInfo.xhtml', FORM, 'main'),
  loginUserInfo: r('POST', '/acc/loginUserInfo.xhtml', FORM, 'main'),
  getCurrentLoginUserInfo: r('POST', '/acc/getCurrentLoginUserInfo.xhtml', FORM, 'main'),
  findPersonalData: r('POST', '/acc/findPersonalData.xhtml', FORM, 'main'),
  findPrivacySet: r('GET', '/acc/findPrivacySet.xhtml', undefined, 'main'),
  updateUserPrivacy: r('POST', '/acc/updateUserPrivacy.xhtml', FORM, 'main'),
  updateUserLanguage: r('POST', '/acc/updateUserLanguage.xhtml', FORM, 'main'),
  openDynamic: r('POST', '/acc/openDynamic.xhtml', FORM, 'main'),
  noAcceptDynamic: r('POST', '/acc/noAcceptDynamic.xhtml', FORM, 'main'),
  findCleanupPreview: r('POST', '/acc/findCleanupPreview.xhtml', FORM, 'main'),
  oneKeyCleanup: r('POST', '/acc/oneKeyCleanup.xhtml', FORM, 'main', true),
  updateCenterModule: r('POST', '/acc/updateCenterModule.xhtml', FORM, 'main'),
  mySubscription: r('POST', '/acc/mySubscription.xhtml', FORM, 'main'),
  cancelOrAddMpCollection: r('GET', '/addressbook/cancelOrAddMpCollection.xhtml', undefined, 'main'),
  addUserStore: r('POST', '/rel/addUserStore.xhtml', FORM, 'main'),
  findUserRecRelationship: r('GET', '/rel/:phoneIdEcr/findUserRecRelationship.xhtml', undefined, 'main'),
  getUserInfoDetail: r('POST', '/rel/getUserInfoDetail.xhtml', FORM, 'main'),
  walletIncomeTip: r('POST', '/acc/walletIncomeTip.xhtml', FORM, 'main'),
  readWalletIncomeTip: r('POST', '/acc/readWalletIncomeTip.xhtml', FORM, 'main'),
  bindAgree: r('POST', '/acc/bindAgree.xhtml', FORM, 'main'),
  bindRefuse: r('POST', '/acc/bindRefuse.xhtml', FORM, 'main'),
  countAdvisoryUnreadMessage: r('GET', '/accessRadar/countAdvisoryUnreadMessage.xhtml', undefined, 'main'),
  uploadAvatar: r('POST', '/acc/uploadAvatar.xhtml', MULTIPART, 'main'),
  getUploadToken: r('POST', '/acc/getUploadToken.xhtml', FORM, 'main'),
  getMobileRules: r('POST', '/acc/getMobileRules.xhtml', FORM, 'main'),
  findErrorCode: r('GET', '/acc/findErrorCode.xhtml', undefined, 'main'),
  findFriendDynamics: r('POST', '/acc/findFriendDynamics.xhtml', FORM, 'main'),
};
