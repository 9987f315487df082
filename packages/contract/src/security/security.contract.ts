import { commonResponses, ZNoBody, ZNull } from '../common/envelope';
import { c, formPost } from '../common/contract-builder';
import { ZGetCodeResult } from '../account/account.schemas';
import {
  ZBackTxPwdBody,
  ZCaptcha,
  ZCheckModifyPhoneCodeBody,
  ZHasLoginPassword,
  ZModifyBindingPhoneBody,
  ZModifyLoginPasswordBody,
  ZModifyPhoneCodeBody,
  ZModifyTxPwdBody,
  ZOwnPhoneCodeBody,
  ZPhoneChanged,
  ZPhoneProof,
  ZResetLoginPasswordBody,
  ZSetLoginPasswordBody,
  ZSetTxPwdBody,
  ZTxPwdInfo,
  ZWxAuthorizeBody,
  ZWxAuthorizeStartBody,
  ZWxAuthUrl,
  ZWxAuthUrlBody,
  ZWxBindings,
  ZWxBindState,
  ZWxReturn,
  ZWxReturnBody,
} from './security.schemas';

/** Passwords, phone change, WeChat binding and the registration captcha (spec sections 2, 5, 6, 7 "Passwords, phone, binding"). */
export const securityContract = c.router(
  {
    hasLoginPassword: formPost('/acc/hasLoginPassword.xhtml', ZNoBody, ZHasLoginPassword, 'user', { summary: 'Whether the caller has set a login password' }),
    setUserLoginPassword: formPost('/acc/setUserLoginPassword.xhtml', ZSetLoginPasswordBody, ZHasLoginPassword, 'user', {
      summary: 'First login password of an account that has none',
    }),
    modifyUserLoginPassword: formPost('/acc/modifyUserLoginPassword.xhtml', ZModifyLoginPasswordBody, ZNull, 'user', {
      summary: 'Change the login password; every other session of the user is ended',
    }),
    resetLoginPassword: formPost('/acc/resetLoginPassword.xhtml', ZResetLoginPasswordBody, ZNull, 'public', {
      summary: 'Forgotten password: a new one with an SMS code (purpose resetPwd); ends all sessions',
    }),
    findTransactionPwdInfo: formPost('/acc/findTransactionPwdInfo.xhtml', ZNoBody, ZTxPwdInfo, 'user', { summary: "The transaction password's state: set, tries left, unlock time" }),
    setTransactionPwd: formPost('/acc/setTransactionPwd.xhtml', ZSetTxPwdBody, ZTxPwdInfo, 'user', {
      summary: 'First transaction password, recorded with an identity document',
    }),
    transactionPwdModify: formPost('/acc/transactionPwdModify.xhtml', ZModifyTxPwdBody, ZTxPwdInfo, 'user', { summary: 'Changes the transaction password' }),
    backTransactionPwd: formPost('/acc/backTransactionPwd.xhtml', ZBackTxPwdBody, ZTxPwdInfo, 'user', {
      summary: 'Retrieve the transaction password with the recorded ID and an SMS code; unlocks it',
    }),
    getOwnPhoneCode: formPost('/acc/getOwnPhoneCode.xhtml', ZOwnPhoneCodeBody, ZGetCodeResult, 'user', {
      summary: "A code to the logged-in user's own phone (the spec names no call; this is ours)",
    }),
    getModeifyPhoneMasCode: formPost('/acc/getModeifyPhoneMasCode.xhtml', ZModifyPhoneCodeBody, ZGetCodeResult, 'user', {
      summary: 'Phone change codes: step old to the current phone, step new to the new one',
    }),
    checkModifPhoneCode: formPost('/acc/checkModifPhoneCode.xhtml', ZCheckModifyPhoneCodeBody, ZPhoneProof, 'user', {
      summary: "Spends the current phone's code; the spent code is the proof for modeifyBindingPhone",
    }),
    modeifyBindingPhone: formPost('/acc/modeifyBindingPhone.xhtml', ZModifyBindingPhoneBody, ZPhoneChanged, 'user', {
      summary: 'Moves the account to a new phone number (both verified by SMS code)',
      needs: { blockedInCustody: true },
    }),
    findWxAuthorizationUrl: formPost('/acc/0/findWxAuthorizationUrl.xhtml', ZWxAuthUrlBody, ZWxAuthUrl, 'user', {
      summary: 'WeChat OAuth address; its state is bound to the session for findWxAuthorization',
    }),
    findWxAuthorization: formPost('/acc/findWxAuthorization.xhtml', ZWxAuthorizeBody, ZWxBindings, 'user', {
      summary: 'Binds the WeChat open id and union id of an authorization code',
    }),
    wxAuthorize: formPost('/acc/0/wxAuthorize.xhtml', ZWxAuthorizeStartBody, ZWxAuthUrl, 'optional', {
      summary: 'Ours (issue 29): the WeChat authorisation address with a way back to a screen of the app; signed in it binds, signed out it signs in by a bound WeChat',
    }),
    wxOauthReturn: formPost('/acc/wxOauthReturn.xhtml', ZWxReturnBody, ZWxReturn, 'optional', {
      summary: 'Ours (issue 29): WeChat came back with code and state; binds the openid (signed in) or signs in (signed out), answers the screen to return to',
    }),
    getLoginUserBindWxOpenId: formPost('/acc/getLoginUserBindWxOpenId.xhtml', ZNoBody, ZWxBindState, 'user', { summary: "The caller's bound WeChat openid, if any" }),
    getLoginUserBindWxUnionId: formPost('/acc/getLoginUserBindWxUnionId.xhtml', ZNoBody, ZWxBindState, 'user', { summary: "The caller's bound WeChat unionid, if any" }),
    unBindWeChatOpenId: formPost('/acc/unBindWeChatOpenId.xhtml', ZNoBody, ZWxBindState, 'user', { summary: "Unbinds the caller's WeChat account", needs: { blockedInCustody: true } }),
    unBindWeChatUnionId: formPost('/acc/unBindWeChatUnionId.xhtml', ZNoBody, ZWxBindState, 'user', {
      needs: { blockedInCustody: true },
      summary: 'The spec\'s unnamed "unbind of union id"',
    }),
    rgRand: formPost('/acc/rgRand.xhtml', ZNoBody, ZCaptcha, 'public', {
      summary: 'A graphic captcha (SVG); asked for once two register codes of a phone went unused',
    }),
  },
  { commonResponses },
);
