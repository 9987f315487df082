import { z } from 'zod';
import { commonResponses, envelope, ZNoBody, ZNull } from '../common/envelope';
import { c, formPost, meta } from '../common/contract-builder';
import { fId } from '../common/form';
import {
  ZCheckCodeBody,
  ZCheckMobileBody,
  ZGetCodeBody,
  ZGetCodeResult,
  ZLoginBody,
  ZLoginResult,
  ZLoginState,
  ZModuleEntry,
  ZModuleLock,
  ZModuleLockQuery,
  ZRegisterBody,
  ZUserInfo,
} from './account.schemas';

/** Account and home: login, register, session, management-centre data. */
export const accountContract = c.router(
  {
    getVerificationCode: formPost('/acc/0/getVerificationCode.xhtml', ZGetCodeBody, ZGetCodeResult, 'optional', {
      summary: 'Send a 4-character code by SMS (or voice) to a phone for a purpose',
    }),
    checkVerificationCode: formPost('/acc/0/checkVerificationCode.xhtml', ZCheckCodeBody, z.object({ valid: z.literal(true) }), 'optional', {
      summary: 'Check a code without consuming it (wrong tries count against the code)',
    }),
    checkMobileIsRegister: formPost('/register/checkMobileIsRegister.xhtml', ZCheckMobileBody, z.object({ registered: z.boolean() }), 'public', {
      summary: 'Whether a phone number already has an account',
    }),
    createUser: formPost('/register/createUser.xhtml', ZRegisterBody, ZLoginResult, 'public', {
      summary: 'Register with phone, SMS code and login password; logs the new user in',
    }),
    userLogin: formPost('/acc/userLogin.xhtml', ZLoginBody, ZLoginResult, 'public', {
      summary: 'Log in by password or by SMS code',
    }),
    userLogout: formPost('/acc/userLogout.xhtml', ZNoBody, ZNull, 'optional', {
      summary: 'Revoke the current session (the spec names no call; this is ours)',
    }),
    judgeUserIsLogin: formPost('/acc/judgeUserIsLogin.xhtml', ZNoBody, ZLoginState, 'optional', { summary: 'Whether the caller is signed in, and as whom' }),
    in2userMainUserInfo: formPost('/acc/in2userMainUserInfo.xhtml', ZNoBody, ZUserInfo, 'user', { summary: "The management centre's user summary (name, avatar, VIP state)" }),
    in2userMainModules: formPost('/acc/in2userMainModules.xhtml', ZNoBody, z.array(ZModuleEntry), 'user', { summary: "The management centre's modules with their lock state" }),
    findUserLockModule: formPost('/key/findUserLockModule.xhtml', ZNoBody, z.array(ZModuleLock), 'user', {
      summary: 'The modules golden keys could still unlock for the caller (built, advanced, not VIP only, state locked); answered from the session',
    }),
    findSystemModuleIsLockSelf: {
      summary: 'Which modules are locked for the caller',
      method: 'GET',
      path: '/fun/0/findSystemModuleIsLock.xhtml',
      query: ZModuleLockQuery,
      responses: { 200: envelope(z.array(ZModuleLock)) },
      metadata: meta('user'),
    },
    findSystemModuleIsLock: {
      summary: "Which modules are locked for a card's visitors (by the card owner's phoneIdEcr)",
      method: 'GET',
      path: '/fun/:phoneIdEcr/findSystemModuleIsLock.xhtml',
      pathParams: z.object({ phoneIdEcr: fId() }),
      query: ZModuleLockQuery,
      responses: { 200: envelope(z.array(ZModuleLock)) },
      metadata: meta('public'),
    },
  },
  { commonResponses },
);
