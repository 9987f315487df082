import { initServer } from '@ts-rest/fastify';
import { programmeInsightContract } from '@card/contract';
import type { AppContext } from '../../../context';
import { open, signedIn } from '../../../lib/handler';
import { insightService } from './insight.service';

const s = initServer();

/** Handlers of the insight part (contract programme-insight.contract.ts); module 45's lock is the permission guard's. */
export function insightHandlers(ctx: AppContext) {
  const insight = insightService(ctx);
  return s.router(programmeInsightContract, {
    findAnnualReport: signedIn(({ body }, userId) => insight.report(userId, body.year)),
    shareAnnualReport: signedIn(({ body }, userId) => insight.share(userId, body.year)),
    revokeAnnualReportShare: signedIn(({ body }, userId) => insight.revoke(userId, body.year)),
    getSharedAnnualReport: open(({ query }) => insight.shared(query.token)),
    findVisitAnalysis: signedIn(({ body }, userId) => insight.analysis(userId, body.days)),
  });
}
