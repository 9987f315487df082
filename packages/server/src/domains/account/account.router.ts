import { initServer } from '@ts-rest/fastify';
import { contract } from '@card/contract';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { open, signedIn } from '../../lib/handler';
import { smsCallerOf } from './auth-caller';
import { authService } from './auth.service';
import { homeService } from './home.service';
import { setTokenCookie, clearTokenCookie } from './session-cookie';
import { lockedModules } from '../../core/access';

const s = initServer();

export function accountRouter(ctx: AppContext) {
  const auth = authService(ctx);
  const home = homeService(ctx);
  return s.router(contract.account, {
    // The caller (address, device cookie or user) is what the SMS budgets count; the cookie is set on the way out.
    getVerificationCode: async ({ body, request, reply }) => ok(request.lang, await auth.sendCode(body, { caller: smsCallerOf(request, reply, ctx.ids.token, ctx.config.publicOrigin) })),
    checkVerificationCode: open(async ({ body }) => {
      await auth.verifyCode(body.regionCode, body.phone, body.purpose, body.code, false);
      return { valid: true as const };
    }),
    checkMobileIsRegister: open(async ({ body }, _viewer, request) => ({ registered: await auth.isRegistered(request.ip, body.regionCode, body.phone) })),
    createUser: async ({ body, request, reply }) => {
      const result = await auth.register(body);
      setTokenCookie(reply, result.token, result.expiresAt, ctx.config.publicOrigin);
      return ok(request.lang, result);
    },
    userLogin: async ({ body, request, reply }) => {
      const result = await auth.login(body);
      setTokenCookie(reply, result.token, result.expiresAt, ctx.config.publicOrigin);
      return ok(request.lang, result);
    },
    userLogout: async ({ request, reply }) => {
      await auth.logout(request.session?.sessionId);
      clearTokenCookie(reply, ctx.config.publicOrigin);
      return ok(request.lang, null);
    },
    judgeUserIsLogin: open(async (_, viewerId) => {
      const info = viewerId ? await home.userInfo(viewerId) : null;
      return { loggedIn: Boolean(info), phoneIdEcr: info?.phoneIdEcr ?? null };
    }),
    in2userMainUserInfo: signedIn((_, userId) => home.userInfo(userId)),
    in2userMainModules: signedIn((_, userId, request) => home.modules(userId, request.lang)),
    // The session already carries the unlock state (plugins/session.ts): no query.
    findUserLockModule: signedIn((_, _userId, request) => lockedModules(request.session!.access)),
    findSystemModuleIsLockSelf: signedIn(({ query }, userId) => home.moduleLocks(userId, query.moduleId)),
    findSystemModuleIsLock: open(async ({ params, query }) => home.moduleLocks(await home.userIdOfCard(params.phoneIdEcr), query.moduleId)),
  });
}
