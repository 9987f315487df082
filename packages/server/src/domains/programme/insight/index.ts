import type { AppContext } from '../../../context';
import type { Job } from '../../../core/jobs';
import { insightRouter } from './insight.router';

/** Handlers of the programme area's insight part (contract programme-insight.contract.ts, issue 18). */
export function insightHandlers(ctx: AppContext) {
  return insightRouter(ctx);
}

/** Scheduled work of the insight part: none (reports are computed on read; share links do not expire). */
export function insightJobs(ctx: AppContext): Job[] {
  void ctx;
  return [];
}
