import { initServer } from '@ts-rest/fastify';
import type { FastifyRequest } from 'fastify';
import { contract } from '@card/contract';
import type { AppContext } from '../../context';
import { DomainError } from '../../lib/domain-error';
import { ok } from '../../lib/envelope';
import { open, signedIn } from '../../lib/handler';
import { setTokenCookie } from '../account';
import { bindingService } from './binding.service';
import { wxVisitorOf } from './wx-visitor';
import { wxAuthService } from './wx-auth.service';
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
  const wxAuth = wxAuthService(ctx);
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
    // Signed out, the browser is remembered by a short-lived cookie: only the browser that asked may come back.
    wxAuthorize: async ({ body, request, reply }) => {
      const userId = request.session?.userId ?? null;
      const visitorHash = userId ? null : wxVisitorOf(request, reply, ctx, true);
      return ok(request.lang, await wxAuth.authorize({ userId, visitorHash }, body));
    },
    wxOauthReturn: async ({ body, request, reply }) => {
      const userId = request.session?.userId ?? null;
      const out = await wxAuth.complete({ userId, visitorHash: userId ? null : wxVisitorOf(request, reply, ctx, false) }, body);
      if (out.token && 'expiresAt' in out) setTokenCookie(reply, out.token, out.expiresAt, ctx.config.publicOrigin);
      return ok(request.lang, { returnTo: out.returnTo, bound: out.bound, token: out.token });
    },
    getLoginUserBindWxOpenId: signedIn((_, userId) => binding.openIdState(userId)),
    getLoginUserBindWxUnionId: signedIn((_, userId) => binding.unionIdState(userId)),
    unBindWeChatOpenId: signedIn((_, userId) => binding.unbindOpenId(userId)),
    unBindWeChatUnionId: signedIn((_, userId) => binding.unbindUnionId(userId)),

    rgRand: open((_, _viewer, request) => captchas.create(request.ip)),
  });
}
