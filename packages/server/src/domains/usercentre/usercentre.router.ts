import { initServer } from '@ts-rest/fastify';
import { contract, PHONE_PATTERNS, REGION_CODES } from '@card/contract';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { open, signedIn, userIdOf } from '../../lib/handler';
import { setLangCookie } from './lang-cookie';
import { settingsService } from './settings.service';
import { subscriptionService } from './subscription.service';
import { uploadService } from './upload.service';
import { errorInfo } from './usercentre.rules';
import { usercentreService } from './usercentre.service';
import { friendFeedService } from './friend-feed.service';
import { firstRunService } from './first-run.service';
import { advisoryService } from '../network';

const s = initServer();

export function usercentreRouter(ctx: AppContext) {
  const home = usercentreService(ctx);
  const settings = settingsService(ctx);
  const subs = subscriptionService(ctx);
  const uploads = uploadService(ctx);
  const friends = friendFeedService(ctx);
  const firstRun = firstRunService(ctx);
  // One handler for the four legacy names of the same call.
  const userInfo = signedIn((_, userId) => home.userInfo(userId));

  return s.router(contract.usercentre, {
    in2userMainMessage: signedIn(({ body }, userId) => home.messages(userId, body)),
    readUserMessage: signedIn(({ body }, userId) => home.readMessage(userId, body.id)),
    readAllUserMessages: signedIn((_, userId) => home.readAllMessages(userId)),
    findFriendDynamics: signedIn(({ body }, userId) => friends.feed(userId, body)),
    findFirstRun: signedIn((_, userId) => firstRun.state(userId)),
    finishFirstRun: signedIn((_, userId) => firstRun.finish(userId)),
    in2userMainCompany: signedIn((_, userId) => home.company(userId)),
    in2userMainModulesTop: signedIn(async (_, userId, request) => (await home.modulesByZone(userId, request.lang)).top),
    in2userMainBottomModules: signedIn(async (_, userId, request) => (await home.modulesByZone(userId, request.lang)).bottom),
    forwardUserHomeNew: signedIn((_, userId, request) => home.homeAggregate(userId, request.lang)),
    userInfo,
    findLoginUserInfo: userInfo,
    loginUserInfo: userInfo,
    getCurrentLoginUserInfo: userInfo,
    findPersonalData: signedIn((_, userId) => settings.personalData(userId)),
    findPrivacySet: signedIn((_, userId) => settings.privacy(userId)),
    updateUserPrivacy: signedIn(({ body }, userId) => settings.updatePrivacy(userId, body)),
    updateUserLanguage: async ({ body, request, reply }) => {
      const saved = await settings.setLanguage(userIdOf(request), body.lang);
      setLangCookie(reply, body.lang, ctx.config.publicOrigin);
      return ok(body.lang, saved); // already answered in the language just chosen
    },
    openDynamic: signedIn((_, userId) => settings.setDynamic(userId, true)),
    noAcceptDynamic: signedIn((_, userId) => settings.setDynamic(userId, false)),
    findCleanupPreview: signedIn((_, userId) => settings.cleanupPreview(userId)),
    oneKeyCleanup: signedIn((_, userId) => settings.cleanup(userId)),
    updateCenterModule: signedIn(({ body }, userId, request) => settings.updateModules(userId, body, request.lang)),

    mySubscription: signedIn(({ body }, userId) => subs.mine(userId, body)),
    cancelOrAddMpCollection: signedIn(({ query }, userId) => subs.toggle(userId, query.phoneIdEcr)),
    addUserStore: signedIn(({ body }, userId) => subs.store(userId, body.phoneIdEcr)),
    findUserRecRelationship: signedIn(({ params }, userId) => subs.relationship(userId, params.phoneIdEcr)),
    getUserInfoDetail: open(({ body }, viewerId) => subs.detail(viewerId, body.phoneIdEcr)),
    walletIncomeTip: signedIn((_, userId) => home.walletTips(userId)),
    readWalletIncomeTip: signedIn((_, userId) => home.readWalletTips(userId)),
    bindAgree: signedIn(({ body }, userId) => home.decide(userId, body.id, 'agreed')),
    bindRefuse: signedIn(({ body }, userId) => home.decide(userId, body.id, 'refused')),
    // Unread demand consultations (the network's radar part keeps them).
    countAdvisoryUnreadMessage: signedIn((_, userId) => advisoryService(ctx).unreadCount(userId)),
    uploadAvatar: signedIn(({ body }, userId) => uploads.uploadAvatar(userId, body.file)),
    getUploadToken: signedIn(({ body }, userId) => uploads.uploadToken(userId, body.purpose)),
    getMobileRules: open(() => REGION_CODES.map((regionCode) => ({ regionCode, pattern: PHONE_PATTERNS[regionCode].source }))),
    // Customer service and operators only (the contract's roles; issue 32).
    findErrorCode: signedIn(({ query }, _, request) => errorInfo(query.status, request.lang)),
  });
}
