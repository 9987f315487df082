import type { AppContext } from '../../../context';
import type { Job } from '../../../core/jobs';

/** Handlers of the programme area's insight part (contract programme-insight.contract.ts, issue 18). */
export { insightHandlers } from './insight.router';

/** Scheduled work of the insight part: none (reports are computed on read; share links do not expire). */
export function insightJobs(ctx: AppContext): Job[] {
  void ctx;
  return [];
}
