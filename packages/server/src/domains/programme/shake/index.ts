import type { AppContext } from '../../../context';
import type { Job } from '../../../core/jobs';

/** Handlers of the programme area's shake part (contract programme-shake.contract.ts, issue 18). */
export { shakeHandlers } from './shake.router';

/** Scheduled work of the shake part: none (reviews are operators' work; the due date is shown, not enforced). */
export function shakeJobs(ctx: AppContext): Job[] {
  void ctx;
  return [];
}
