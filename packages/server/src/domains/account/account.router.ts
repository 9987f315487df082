import { initServer } from '@ts-rest/fastify';
import { contract } from '@card/contract';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { userIdOf } from '../../plugins/session';
import { authService } from './auth.service';
import { homeService } from './home.service';
import { setTokenCookie, clearTokenCookie } from './session-cookie';

const s = initServer();

export function accountRouter(ctx: AppContext) {
  const auth = authService(ctx);
  const home = homeService(ctx);
  return s.router(contract.account, {
    getVerificationCode: async ({ body, request }) => ok(request.lang, await auth.sendCode(body)),
    checkVerificationCode: async ({ body, request }) => {
      await auth.verifyCode(body.regionCode, body.phone, body.purpose, body.code, false);
      return ok(request.lang, { valid: true as const });
    },
    checkMobileIsRegister: async ({ body, request }) => ok(request.lang, { registered: await auth.isRegistered(body.regionCode, body.phone) }),
    createUser: async ({ body, request, reply }) => {
      const result = await auth.register(body);
      setTokenCookie(reply, result.token, result.expiresAt);
      return ok(request.lang, result);
    },
    userLogin: async ({ body, request, reply }) => {
      const result = await auth.login(body);
      setTokenCookie(reply, result.token, result.expiresAt);
      return ok(request.lang, result);
    },
    userLogout: async ({ request, reply }) => {
      await auth.logout(request.session?.sessionId);
      clearTokenCookie(reply);
      return ok(request.lang, null);
    },
    judgeUserIsLogin: async ({ request }) => {
      const info = request.session ? await home.userInfo(request.session.userId) : null;
      return ok(request.lang, { loggedIn: Boolean(info), phoneIdEcr: info?.phoneIdEcr ?? null });
    },
    in2userMainUserInfo: async ({ request }) => ok(request.lang, await home.userInfo(userIdOf(request))),
    in2userMainModules: async ({ request }) => ok(request.lang, await home.modules(userIdOf(request), request.lang)),
    findSystemModuleIsLockSelf: async ({ query, request }) => ok(request.lang, await home.moduleLocks(userIdOf(request), query.moduleId)),
    findSystemModuleIsLock: async ({ params, query, request }) =>
      ok(request.lang, await home.moduleLocks(await home.userIdOfCard(params.phoneIdEcr), query.moduleId)),
  });
}
