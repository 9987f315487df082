import { initServer } from '@ts-rest/fastify';
import { contract } from '@card/contract';
import type { AppContext } from '../../context';
import type { Job } from '../../core/jobs';
import { activityEventsHandlers } from './activity-events.router';
import { activityRegistrationHandlers } from './activity-registration.router';

export { currentActivityCount } from './activity-entry';
export { claimGuestRegistrations } from './activity-guest-claim';

const s = initServer();

/** Activities (issue 16): activity customer acquisition (module 61) and registration pages (module 62), one router. */
export function activityRouter(ctx: AppContext) {
  return s.router(contract.activity, { ...activityEventsHandlers(ctx), ...activityRegistrationHandlers(ctx) });
}

/** Scheduled work of the area; parts add theirs here. */
export function activityJobs(ctx: AppContext): Job[] {
  void ctx;
  return [];
}
