import { initServer } from '@ts-rest/fastify';
import { contract, PHONE_PATTERNS, REGION_CODES } from '@card/contract';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { userIdOf } from '../../plugins/session';
import { setLangCookie } from './lang-cookie';
import { settingsService } from './settings.service';
import { subscriptionService } from './subscription.service';
import { uploadService } from './upload.service';
import { errorInfo } from './usercentre.rules';
import { usercentreService } from './usercentre.service';

const s = initServer();

export function usercentreRouter(ctx: AppContext) {
  const home = usercentreService(ctx);
  const settings = settingsService(ctx);
  const subs = subscriptionService(ctx);
  const uploads = uploadService(ctx);
  const userInfo = async ({ request }: { request: Parameters<typeof userIdOf>[0] }) => ok(request.lang, await home.userInfo(userIdOf(request)));

  return s.router(contract.usercentre, {
    in2userMainMessage: async ({ body, request }) => ok(request.lang, await home.messages(userIdOf(request), body)),
    readUserMessage: async ({ body, request }) => ok(request.lang, await home.readMessage(userIdOf(request), body.id)),
    in2userMainCompany: async ({ request }) => ok(request.lang, await home.company(userIdOf(request))),
    in2userMainModulesTop: async ({ request }) => ok(request.lang, (await home.modulesByZone(userIdOf(request), request.lang)).top),
    in2userMainBottomModules: async ({ request }) => ok(request.lang, (await home.modulesByZone(userIdOf(request), request.lang)).bottom),
    forwardUserHomeNew: async ({ request }) => ok(request.lang, await home.homeAggregate(userIdOf(request), request.lang)),
    userInfo, findLoginUserInfo: userInfo, loginUserInfo: userInfo, getCurrentLoginUserInfo: userInfo,
    findPersonalData: async ({ request }) => ok(request.lang, await settings.personalData(userIdOf(request))),
    findPrivacySet: async ({ request }) => ok(request.lang, await settings.privacy(userIdOf(request))),
    updateUserPrivacy: async ({ body, request }) => ok(request.lang, await settings.updatePrivacy(userIdOf(request), body)),
    updateUserLanguage: async ({ body, request, reply }) => {
      const saved = await settings.setLanguage(userIdOf(request), body.lang);
      setLangCookie(reply, body.lang);
      return ok(body.lang, saved); // already answered in the language just chosen
    },
    openDynamic: async ({ request }) => ok(request.lang, await settings.setDynamic(userIdOf(request), true)),
    noAcceptDynamic: async ({ request }) => ok(request.lang, await settings.setDynamic(userIdOf(request), false)),
    oneKeyCleanup: async ({ request }) => ok(request.lang, await settings.cleanup(userIdOf(request))),
    updateCenterModule: async ({ body, request }) => ok(request.lang, await settings.updateModules(userIdOf(request), body, request.lang)),

    mySubscription: async ({ body, request }) => ok(request.lang, await subs.mine(userIdOf(request), body)),
    cancelOrAddMpCollection: async ({ query, request }) => ok(request.lang, await subs.toggle(userIdOf(request), query.phoneIdEcr)),
    addUserStore: async ({ body, request }) => ok(request.lang, await subs.store(userIdOf(request), body.phoneIdEcr)),
    findUserRecRelationship: async ({ params, request }) => ok(request.lang, await subs.relationship(userIdOf(request), params.phoneIdEcr)),
    getUserInfoDetail: async ({ body, request }) => ok(request.lang, await subs.detail(request.session?.userId ?? null, body.phoneIdEcr)),
    walletIncomeTip: async ({ request }) => ok(request.lang, await home.walletTips(userIdOf(request))),
    readWalletIncomeTip: async ({ request }) => ok(request.lang, await home.readWalletTips(userIdOf(request))),
    bindAgree: async ({ body, request }) => ok(request.lang, await home.decide(userIdOf(request), body.id, 'agreed')),
    bindRefuse: async ({ body, request }) => ok(request.lang, await home.decide(userIdOf(request), body.id, 'refused')),
    countAdvisoryUnreadMessage: async ({ request }) => ok(request.lang, await home.unreadCount(userIdOf(request))),
    uploadAvatar: async ({ body, request }) => ok(request.lang, await uploads.uploadAvatar(userIdOf(request), body.file)),
    getUploadToken: async ({ body, request }) => ok(request.lang, uploads.uploadToken(userIdOf(request), body.purpose)),
    getMobileRules: async ({ request }) => ok(request.lang, REGION_CODES.map((regionCode) => ({ regionCode, pattern: PHONE_PATTERNS[regionCode].source }))),
    findErrorCode: async ({ query, request }) => ok(request.lang, errorInfo(query.status, request.lang)),
  });
}
