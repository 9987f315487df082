import { initServer } from '@ts-rest/fastify';
import { contentCasesContract } from '@card/contract';
import type { AppContext } from '../../context';
import { open, signedIn } from '../../lib/handler';
import { contentCasesService } from './content-cases.service';
import { contentCasesReviewService } from './content-cases-review.service';

const s = initServer();

/** Handlers of the content area's cases part (contract content-cases.contract.ts). */
export function contentCasesHandlers(ctx: AppContext) {
  const m = contentCasesService(ctx);
  const r = contentCasesReviewService(ctx);
  return s.router(contentCasesContract, {
    myCase: signedIn(({ body }, userId) => m.mine(userId, body)),
    saveCase: signedIn(({ body }, userId) => m.save(userId, body)),
    manageCase: signedIn(({ body }, userId) => m.removeMany(userId, body.ids)),
    sortCase: signedIn(({ body }, userId) => m.sort(userId, body.ids)),
    hideCase: signedIn(({ body }, userId) => m.setSwitch(userId, body.id, 'hidden', body.on)),
    topCase: signedIn(({ body }, userId) => m.setSwitch(userId, body.id, 'topped', body.on)),
    recommendCase: signedIn(({ body }, userId) => m.setSwitch(userId, body.id, 'recommended', body.on)),
    forbiddenCase: signedIn(({ body }, userId) => m.forbidden(userId, body)),
    appealCase: signedIn(({ body }, userId) => r.appeal(userId, body)),
    showCase: open(({ body }, viewerId) => m.show(body.id, viewerId)),
    findCase: open(({ body }) => m.cardCases(body.phoneIdEcr, body, false)),
    recommend: open(({ body }) => m.cardCases(body.phoneIdEcr, body, true)),
    relatedCase: open(({ body }, viewerId) => m.related(body.id, viewerId)),
    searchCase: open(({ body }) => m.search(body)),
    reportReasons: open((_input, _viewerId, request) => r.reasons(request.lang)),
    complaint: signedIn(({ body }, userId) => r.complain(userId, body)),
    auditCaseList: signedIn(({ body }, userId) => r.auditQueue(userId, body)),
    auditCase: signedIn(({ body }, userId) => r.audit(userId, body)),
    complaintList: signedIn(({ body }, userId) => r.complaints(userId, body)),
    decideComplaint: signedIn(({ body }, userId) => r.decideComplaint(userId, body)),
    appealList: signedIn(({ body }, userId) => r.appeals(userId, body)),
    decideAppeal: signedIn(({ body }, userId) => r.decideAppeal(userId, body)),
    auditWhitelist: signedIn(({ body }, userId) => r.whitelist(userId, body)),
    addAuditWhitelist: signedIn(({ body }, userId) => r.addWhitelist(userId, body.phoneIdEcr)),
    removeAuditWhitelist: signedIn(({ body }, userId) => r.removeWhitelist(userId, body.phoneIdEcr)),
  });
}
