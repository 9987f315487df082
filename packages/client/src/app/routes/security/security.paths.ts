/** Client paths of the security (passwords, phone, WeChat binding) area, joined into `paths` (config/paths.ts) through the area's manifest. */
export const securityPaths = {
  // --- security area paths ---
  passwordHome: '/acc/acc_home_passWord',
  changePassword: '/acc/acc_home_ChangePassWord',
  forgetPassword: '/acc/acc_home_ForgetPassWord',
  setNewPassword: '/acc/ForwardSetNewPassword',
  txPassword: '/acc/acc_home_AccTraderpw',
  txPasswordRetrieve: '/acc/acc_home_AccTraderpwRetrieve',
  txPasswordSuccess: '/acc/AccTraderpwSetSuccess',
  modifyPhone: '/acc/forwardModifyPhone',
  bindingManagement: '/acc/acc_home_mine/bindingManagement',
  /** Where WeChat's authorisation comes back to (issue 29); the server names it too (domains/security/wx-auth.rules.ts). */
  wxAuthorized: '/acc/wxAuthorized',
} as const;
