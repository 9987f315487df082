import { initServer } from '@ts-rest/fastify';
import { circleCoreContract } from '@card/contract';
import type { AppContext } from '../../context';
import { ok } from '../../lib/envelope';
import { open, signedIn } from '../../lib/handler';
import { setTokenCookie } from '../account';
import { loadCircle } from './circle.access';
import { circleCoreFindService } from './circle-core-find.service';
import { circleCoreLoginService } from './circle-core-login.service';
import { circleCoreService } from './circle-core.service';
import { detailOf } from './circle.views';

const s = initServer();

/** Handlers of the circle core part (contract circle-core.contract.ts). */
export function circleCoreHandlers(ctx: AppContext) {
  const core = circleCoreService(ctx);
  const find = circleCoreFindService(ctx);
  const login = circleCoreLoginService(ctx);
  return s.router(circleCoreContract, {
    circleDetail: open(async ({ body }, viewerId) => {
      const { circle, me } = await loadCircle(ctx, body.cid, viewerId);
      return detailOf(ctx, circle, me);
    }),
    createCircle: signedIn(({ body }, userId) => core.createCircle(userId, body)),
    uploadCircleAvatar: signedIn(({ body }, userId) => core.uploadAvatar(userId, body.file)),
    findCircleLabels: open(() => core.labelOptions()),
    findMyCircles: signedIn(({ body }, userId) => core.myCircles(userId, body)),
    applyJoinCircle: signedIn(({ body }, userId) => core.applyJoin(userId, body.cid, body.note)),
    quitCircle: signedIn(({ body }, userId) => core.quit(userId, body.cid)),
    findCircleApplications: signedIn(({ body }, userId) => core.applications(userId, body.cid, body)),
    agreeCircleApplication: signedIn(({ body }, userId) => core.agreeApplication(userId, body.cid, body.phoneIdEcr)),
    ignoreCircleApplication: signedIn(({ body }, userId) => core.ignoreApplication(userId, body.cid, body.phoneIdEcr)),
    inviteCircleFriends: signedIn(({ body }, userId) => core.invite(userId, body.cid, body.phoneIdEcrs)),
    findMyCircleInvitations: signedIn(({ body }, userId) => core.invitations(userId, body)),
    agreeCircleInvitation: signedIn(({ body }, userId) => core.agreeInvitation(userId, body.cid)),
    ignoreCircleInvitation: signedIn(({ body }, userId) => core.ignoreInvitation(userId, body.cid)),
    circleQrCode: signedIn(({ body }, userId) => find.qrCode(userId, body.cid)),
    circleJoinInfo: open(({ body }, viewerId) => find.joinInfo(viewerId, body.cid, body.inviter)),
    createCircleLoginCode: open(({ body }) => login.create(body?.cid)),
    // The confirmed poll signs the screen in: the token also goes into the session cookie, as userLogin does.
    pollCircleLoginCode: async ({ body, request, reply }) => {
      const result = await login.poll(body.loginCode);
      if (result.token && result.expiresAt) setTokenCookie(reply, result.token, result.expiresAt, ctx.config.publicOrigin);
      return ok(request.lang, result);
    },
    scanCircleLoginCode: signedIn(({ body }, userId) => login.scan(userId, body.loginCode)),
    confirmCircleLoginCode: signedIn(({ body }, userId) => login.confirm(userId, body.loginCode)),
    searchCircle: open(({ body }, viewerId) => find.searchCircle(viewerId, body)),
    searchJoinCircle: signedIn(({ body }, userId) => find.searchJoined(userId, body)),
    searchMpUser: signedIn(({ body }, userId) => find.searchMpUser(userId, body.cid, body.keyword)),
    searchCirUser: signedIn(({ body }, userId) => find.searchCirUser(userId, body)),
    circleSearchMpUserInfo: signedIn(({ body }, userId) => find.memberInfo(userId, body.cid, body.phoneIdEcr)),
  });
}
