import { commonResponses, envelope, ZNoBody, ZNull } from '../common/envelope';
import { c, FORM, meta } from '../common/contract-builder';
import { ZGetCodeResult } from '../account/account.schemas';
import {
  ZBackTxPwdBody, ZCaptcha, ZCheckModifyPhoneCodeBody, ZHasLoginPassword, ZModifyBindingPhoneBody, ZModifyLoginPasswordBody,
  ZModifyPhoneCodeBody, ZModifyTxPwdBody, ZOwnPhoneCodeBody, ZPhoneChanged, ZPhoneProof, ZResetLoginPasswordBody,
  ZSetLoginPasswordBody, ZSetTxPwdBody, ZTxPwdInfo, ZWxAuthorizeBody, ZWxAuthUrl, ZWxAuthUrlBody, ZWxBindings, ZWxBindState,
} from './security.schemas';

const post = { method: 'POST', contentType: FORM } as const;

/** Passwords, phone change, WeChat binding and the registration captcha (spec sections 2, 5, 6, 7 "Passwords, phone, binding"). */
export const securityContract = c.router(
  {
    hasLoginPassword: {
      ...post, path: '/acc/hasLoginPassword.xhtml', body: ZNoBody,
      responses: { 200: envelope(ZHasLoginPassword) }, metadata: meta('user'),
    },
    setUserLoginPassword: {
      ...post, path: '/acc/setUserLoginPassword.xhtml', body: ZSetLoginPasswordBody,
      responses: { 200: envelope(ZHasLoginPassword) }, metadata: meta('user'),
      summary: 'First login password of an account that has none',
    },
    modifyUserLoginPassword: {
      ...post, path: '/acc/modifyUserLoginPassword.xhtml', body: ZModifyLoginPasswordBody,
      responses: { 200: envelope(ZNull) }, metadata: meta('user'),
      summary: 'Change the login password; every other session of the user is ended',
    },
    resetLoginPassword: {
      ...post, path: '/acc/resetLoginPassword.xhtml', body: ZResetLoginPasswordBody,
      responses: { 200: envelope(ZNull) }, metadata: meta('public'),
      summary: 'Forgotten password: a new one with an SMS code (purpose resetPwd); ends all sessions',
    },
    findTransactionPwdInfo: {
      ...post, path: '/acc/findTransactionPwdInfo.xhtml', body: ZNoBody,
      responses: { 200: envelope(ZTxPwdInfo) }, metadata: meta('user'),
    },
    setTransactionPwd: {
      ...post, path: '/acc/setTransactionPwd.xhtml', body: ZSetTxPwdBody,
      responses: { 200: envelope(ZTxPwdInfo) }, metadata: meta('user'),
      summary: 'First transaction password, recorded with an identity document',
    },
    transactionPwdModify: {
      ...post, path: '/acc/transactionPwdModify.xhtml', body: ZModifyTxPwdBody,
      responses: { 200: envelope(ZTxPwdInfo) }, metadata: meta('user'),
    },
    backTransactionPwd: {
      ...post, path: '/acc/backTransactionPwd.xhtml', body: ZBackTxPwdBody,
      responses: { 200: envelope(ZTxPwdInfo) }, metadata: meta('user'),
      summary: 'Retrieve the transaction password with the recorded ID and an SMS code; unlocks it',
    },
    getOwnPhoneCode: {
      ...post, path: '/acc/getOwnPhoneCode.xhtml', body: ZOwnPhoneCodeBody,
      responses: { 200: envelope(ZGetCodeResult) }, metadata: meta('user'),
      summary: 'A code to the logged-in user\'s own phone (the spec names no call; this is ours)',
    },
    getModeifyPhoneMasCode: {
      ...post, path: '/acc/getModeifyPhoneMasCode.xhtml', body: ZModifyPhoneCodeBody,
      responses: { 200: envelope(ZGetCodeResult) }, metadata: meta('user'),
      summary: 'Phone change codes: step old to the current phone, step new to the new one',
    },
    checkModifPhoneCode: {
      ...post, path: '/acc/checkModifPhoneCode.xhtml', body: ZCheckModifyPhoneCodeBody,
      responses: { 200: envelope(ZPhoneProof) }, metadata: meta('user'),
      summary: 'Spends the current phone\'s code; the spent code is the proof for modeifyBindingPhone',
    },
    modeifyBindingPhone: {
      ...post, path: '/acc/modeifyBindingPhone.xhtml', body: ZModifyBindingPhoneBody,
      responses: { 200: envelope(ZPhoneChanged) }, metadata: meta('user'),
    },
    findWxAuthorizationUrl: {
      ...post, path: '/acc/0/findWxAuthorizationUrl.xhtml', body: ZWxAuthUrlBody,
      responses: { 200: envelope(ZWxAuthUrl) }, metadata: meta('user'),
      summary: 'WeChat OAuth address; its state is bound to the session for findWxAuthorization',
    },
    findWxAuthorization: {
      ...post, path: '/acc/findWxAuthorization.xhtml', body: ZWxAuthorizeBody,
      responses: { 200: envelope(ZWxBindings) }, metadata: meta('user'),
      summary: 'Binds the WeChat open id and union id of an authorization code',
    },
    getLoginUserBindWxOpenId: {
      ...post, path: '/acc/getLoginUserBindWxOpenId.xhtml', body: ZNoBody,
      responses: { 200: envelope(ZWxBindState) }, metadata: meta('user'),
    },
    getLoginUserBindWxUnionId: {
      ...post, path: '/acc/getLoginUserBindWxUnionId.xhtml', body: ZNoBody,
      responses: { 200: envelope(ZWxBindState) }, metadata: meta('user'),
    },
    unBindWeChatOpenId: {
      ...post, path: '/acc/unBindWeChatOpenId.xhtml', body: ZNoBody,
      responses: { 200: envelope(ZWxBindState) }, metadata: meta('user'),
    },
    unBindWeChatUnionId: {
      ...post, path: '/acc/unBindWeChatUnionId.xhtml', body: ZNoBody,
      responses: { 200: envelope(ZWxBindState) }, metadata: meta('user'),
      summary: 'The spec\'s unnamed "unbind of union id"',
    },
    rgRand: {
      ...post, path: '/acc/rgRand.xhtml', body: ZNoBody,
      responses: { 200: envelope(ZCaptcha) }, metadata: meta('public'),
      summary: 'A graphic captcha (SVG); asked for once two register codes of a phone went unused',
    },
  },
  { commonResponses },
);
