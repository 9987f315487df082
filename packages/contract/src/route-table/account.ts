// Generated from the contract by packages/client/build/contract-routes.ts; do not edit by hand (a client test
// compares it with the contract). Regenerate: `cd packages/client && npx tsx build/contract-routes.ts`.

import { FORM, r } from './route-entry';

/** The account area's calls. */
export const accountRoutes = {
  getVerificationCode: r('POST', '/acc/0/getVerificationCode.xhtml', FORM, 'main'),
  checkVerificationCode: r('POST', '/acc/0/checkVerificationCode.xhtml', FORM, 'main'),
  checkMobileIsRegister: r('POST', '/register/checkMobileIsRegister.xhtml', FORM, 'main'),
  createUser: r('POST', '/register/createUser.xhtml', FORM, 'main'),
  userLogin: r('POST', '/acc/userLogin.xhtml', FORM, 'main'),
  userLogout: r('POST', '/acc/userLogout.xhtml', FORM, 'main'),
  judgeUserIsLogin: r('POST', '/acc/judgeUserIsLogin.xhtml', FORM, 'main'),
  in2userMainUserInfo: r('POST', '/acc/in2userMainUserInfo.xhtml', FORM, 'main'),
  in2userMainModules: r('POST', '/acc/in2userMainModules.xhtml', FORM, 'main'),
  findUserLockModule: r('POST', '/key/findUserLockModule.xhtml', FORM, 'main'),
  findSystemModuleIsLockSelf: r('GET', '/fun/0/findSystemModuleIsLock.xhtml', undefined, 'main'),
  findSystemModuleIsLock: r('GET', '/fun/:phoneIdEcr/findSystemModuleIsLock.xhtml', undefined, 'main'),
};
