import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import { contract } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { ok } from '../../lib/envelope';
import { userIdOf } from '../../plugins/session';
import { bindingService } from './binding.service';
import { captchaService } from './captcha.service';
import { securityService } from './security.service';

const s = initServer();

const sessionIdOf = (req: FastifyRequest) => {
  if (!req.session) throw new DomainError('NOT_LOGGED_IN');
  return req.session.sessionId;
};

export function securityRouter(ctx: AppContext) {
  const security = securityService(ctx);
  const binding = bindingService(ctx);
  const captchas = captchaService(ctx);
  return s.router(contract.security, {
    hasLoginPassword: async ({ request }) => ok(request.lang, await security.hasLoginPassword(userIdOf(request))),
    setUserLoginPassword: async ({ body, request }) => ok(request.lang, await security.setLoginPassword(userIdOf(request), body)),
    modifyUserLoginPassword: async ({ body, request }) =>
      ok(request.lang, await security.modifyLoginPassword(userIdOf(request), sessionIdOf(request), body)),
    resetLoginPassword: async ({ body, request }) => ok(request.lang, await security.resetLoginPassword(body)),

    findTransactionPwdInfo: async ({ request }) => ok(request.lang, await security.txPwdInfo(userIdOf(request))),
    setTransactionPwd: async ({ body, request }) => ok(request.lang, await security.setTxPwd(userIdOf(request), body)),
    transactionPwdModify: async ({ body, request }) => ok(request.lang, await security.modifyTxPwd(userIdOf(request), body)),
    backTransactionPwd: async ({ body, request }) => ok(request.lang, await security.backTxPwd(userIdOf(request), body)),
    getOwnPhoneCode: async ({ body, request }) => ok(request.lang, await security.sendOwnPhoneCode(userIdOf(request), body)),

    getModeifyPhoneMasCode: async ({ body, request }) => ok(request.lang, await binding.sendPhoneCode(userIdOf(request), body)),
    checkModifPhoneCode: async ({ body, request }) => ok(request.lang, await binding.checkOldPhoneCode(userIdOf(request), body.code)),
    modeifyBindingPhone: async ({ body, request }) => ok(request.lang, await binding.changePhone(userIdOf(request), body)),

    findWxAuthorizationUrl: async ({ body, request }) => ok(request.lang, await binding.wxAuthorizationUrl(userIdOf(request), body.redirectUri)),
    findWxAuthorization: async ({ body, request }) => ok(request.lang, await binding.bindWx(userIdOf(request), body)),
    getLoginUserBindWxOpenId: async ({ request }) => ok(request.lang, await binding.openIdState(userIdOf(request))),
    getLoginUserBindWxUnionId: async ({ request }) => ok(request.lang, await binding.unionIdState(userIdOf(request))),
    unBindWeChatOpenId: async ({ request }) => ok(request.lang, await binding.unbindOpenId(userIdOf(request))),
    unBindWeChatUnionId: async ({ request }) => ok(request.lang, await binding.unbindUnionId(userIdOf(request))),

    rgRand: async ({ request }) => ok(request.lang, await captchas.create()),
  });
}
