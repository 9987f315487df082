import { initServer } from '@ts-rest/fastify';
import { programmePromotionContract } from '@card/contract';
import type { AppContext } from '../../../context';
import { signedIn } from '../../../lib/handler';
import { inviteService } from './invite.service';
import { promotionService } from './promotion.service';

const s = initServer();

/** Routes of the promotion part (contract programme-promotion.contract.ts): thin lines to the services. */
export function promotionHandlers(ctx: AppContext) {
  const promo = promotionService(ctx);
  const invite = inviteService(ctx);
  return s.router(programmePromotionContract, {
    findAmbassadorHome: signedIn((_req, userId) => promo.ambassadorHome(userId)),
    applyAmbassador: signedIn((_req, userId) => promo.applyAmbassador(userId)),
    findAmbassadorReferrals: signedIn(({ body }, userId) => promo.referrals(userId, body)),
    findDistributorHome: signedIn((_req, userId) => promo.distributorHome(userId)),
    applyDistributor: signedIn((_req, userId) => promo.applyDistributor(userId)),
    findDistributorTeam: signedIn(({ body }, userId) => promo.team(userId, body)),
    findInviteHome: signedIn(({ body, request }, userId) => invite.home(userId, body.activityId, request.lang)),
    findInviteProgress: signedIn(({ body }, userId) => invite.progress(userId, body)),
    uploadInviteDocument: signedIn(({ body }, userId) => invite.uploadDocument(userId, body.file)),
    submitInviteDocuments: signedIn(({ body }, userId) => invite.submit(userId, body)),
    editInviteDocuments: signedIn(({ body }, userId) => invite.edit(userId, body)),
    findInviteClaims: signedIn(({ body }) => invite.forOperators(body)),
    reviewInviteClaim: signedIn(({ body }, operatorId) => invite.review(operatorId, body)),
  });
}
