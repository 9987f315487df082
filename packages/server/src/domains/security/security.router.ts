import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import { contract } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { open, signedIn } from '../../lib/handler';
import { bindingService } from './binding.service';
import { captchaService } from '../../core/codes';
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
    hasLoginPassword: signedIn((_, userId) => security.hasLoginPassword(userId)),
    setUserLoginPassword: signedIn(({ body }, userId) => security.setLoginPassword(userId, body)),
    modifyUserLoginPassword: signedIn(({ body }, userId, request) => security.modifyLoginPassword(userId, sessionIdOf(request), body)),
    resetLoginPassword: open(({ body }) => security.resetLoginPassword(body)),

    findTransactionPwdInfo: signedIn((_, userId) => security.txPwdInfo(userId)),
    setTransactionPwd: signedIn(({ body }, userId) => security.setTxPwd(userId, body)),
    transactionPwdModify: signedIn(({ body }, userId) => security.modifyTxPwd(userId, body)),
    backTransactionPwd: signedIn(({ body }, userId) => security.backTxPwd(userId, body)),
    getOwnPhoneCode: signedIn(({ body }, userId) => security.sendOwnPhoneCode(userId, body)),

    getModeifyPhoneMasCode: signedIn(({ body }, userId) => binding.sendPhoneCode(userId, body)),
    checkModifPhoneCode: signedIn(({ body }, userId) => binding.checkOldPhoneCode(userId, body.code)),
    modeifyBindingPhone: signedIn(({ body }, userId) => binding.changePhone(userId, body)),

    findWxAuthorizationUrl: signedIn(({ body }, userId) => binding.wxAuthorizationUrl(userId, body.redirectUri)),
    findWxAuthorization: signedIn(({ body }, userId) => binding.bindWx(userId, body)),
    getLoginUserBindWxOpenId: signedIn((_, userId) => binding.openIdState(userId)),
    getLoginUserBindWxUnionId: signedIn((_, userId) => binding.unionIdState(userId)),
    unBindWeChatOpenId: signedIn((_, userId) => binding.unbindOpenId(userId)),
    unBindWeChatUnionId: signedIn((_, userId) => binding.unbindUnionId(userId)),

    rgRand: open((_, _viewer, request) => captchas.create(request.ip)),
  });
}
