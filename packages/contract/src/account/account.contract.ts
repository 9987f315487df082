import { z } from 'zod';
import { commonResponses, envelope, ZNoBody, ZNull } from '../common/envelope';
import { c, FORM, meta } from '../common/contract-builder';
import { fId } from '../common/form';
import {
  ZCheckCodeBody, ZCheckMobileBody, ZGetCodeBody, ZGetCodeResult, ZLoginBody, ZLoginResult, ZLoginState,
  ZModuleEntry, ZModuleLock, ZModuleLockQuery, ZRegisterBody, ZUserInfo,
} from './account.schemas';

/** Account and home: login, register, session, management-centre data. */
export const accountContract = c.router(
  {
    getVerificationCode: {
      method: 'POST', path: '/acc/0/getVerificationCode.xhtml', contentType: FORM, body: ZGetCodeBody,
      responses: { 200: envelope(ZGetCodeResult) }, metadata: meta('optional'),
      summary: 'Send a 4-character code by SMS (or voice) to a phone for a purpose',
    },
    checkVerificationCode: {
      method: 'POST', path: '/acc/0/checkVerificationCode.xhtml', contentType: FORM, body: ZCheckCodeBody,
      responses: { 200: envelope(z.object({ valid: z.literal(true) })) }, metadata: meta('optional'),
      summary: 'Check a code without consuming it (wrong tries count against the code)',
    },
    checkMobileIsRegister: {
      method: 'POST', path: '/register/checkMobileIsRegister.xhtml', contentType: FORM, body: ZCheckMobileBody,
      responses: { 200: envelope(z.object({ registered: z.boolean() })) }, metadata: meta('public'),
    },
    createUser: {
      method: 'POST', path: '/register/createUser.xhtml', contentType: FORM, body: ZRegisterBody,
      responses: { 200: envelope(ZLoginResult) }, metadata: meta('public'),
      summary: 'Register with phone, SMS code and login password; logs the new user in',
    },
    userLogin: {
      method: 'POST', path: '/acc/userLogin.xhtml', contentType: FORM, body: ZLoginBody,
      responses: { 200: envelope(ZLoginResult) }, metadata: meta('public'),
      summary: 'Log in by password or by SMS code',
    },
    userLogout: {
      method: 'POST', path: '/acc/userLogout.xhtml', contentType: FORM, body: ZNoBody,
      responses: { 200: envelope(ZNull) }, metadata: meta('optional'),
      summary: 'Revoke the current session (the spec names no call; this is ours)',
    },
    judgeUserIsLogin: {
      method: 'POST', path: '/acc/judgeUserIsLogin.xhtml', contentType: FORM, body: ZNoBody,
      responses: { 200: envelope(ZLoginState) }, metadata: meta('optional'),
    },
    in2userMainUserInfo: {
      method: 'POST', path: '/acc/in2userMainUserInfo.xhtml', contentType: FORM, body: ZNoBody,
      responses: { 200: envelope(ZUserInfo) }, metadata: meta('user'),
    },
    in2userMainModules: {
      method: 'POST', path: '/acc/in2userMainModules.xhtml', contentType: FORM, body: ZNoBody,
      responses: { 200: envelope(z.array(ZModuleEntry)) }, metadata: meta('user'),
    },
    findSystemModuleIsLockSelf: {
      method: 'GET', path: '/fun/0/findSystemModuleIsLock.xhtml', query: ZModuleLockQuery,
      responses: { 200: envelope(z.array(ZModuleLock)) }, metadata: meta('user'),
    },
    findSystemModuleIsLock: {
      method: 'GET', path: '/fun/:phoneIdEcr/findSystemModuleIsLock.xhtml', pathParams: z.object({ phoneIdEcr: fId() }),
      query: ZModuleLockQuery, responses: { 200: envelope(z.array(ZModuleLock)) }, metadata: meta('public'),
    },
  },
  { commonResponses },
);
