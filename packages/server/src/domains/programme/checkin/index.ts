import type { AppContext } from '../../../context';
import type { Job } from '../../../core/jobs';

/** Handlers of the programme area's checkin part (contract programme-checkin.contract.ts, issue 18). */
export { checkinHandlers } from './checkin.router';

/** Scheduled work of the checkin part: none (rankings are read live from indexed rows; no rewards to pay out). */
export function checkinJobs(ctx: AppContext): Job[] {
  void ctx;
  return [];
}
