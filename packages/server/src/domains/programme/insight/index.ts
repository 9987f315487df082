import { initServer } from '@ts-rest/fastify';
import { programmeInsightContract } from '@card/contract';
import type { AppContext } from '../../../context';
import type { Job } from '../../../core/jobs';

const s = initServer();

/** Handlers of the programme area's insight part (contract programme-insight.contract.ts, issue 18). */
export function insightHandlers(ctx: AppContext) {
  void ctx;
  return s.router(programmeInsightContract, {});
}

/** Scheduled work of the insight part. */
export function insightJobs(ctx: AppContext): Job[] {
  void ctx;
  return [];
}
