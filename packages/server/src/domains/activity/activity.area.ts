import { activityCardSections } from './activity.section';
import { contractArea } from '../../core/area';
import { activityJobs, activityRouter } from './index';
import { ACTIVITY_LINES } from './activity-fee.lines';
import { claimGuestRegistrations } from './activity-guest-claim';

/** Activities (issue 16): paid registrations are an order line; a visitor's registrations become their new account's. */
export const activityArea = contractArea('activity', {
  router: activityRouter,
  cardSections: activityCardSections,
  jobs: activityJobs,
  accountOpened: [claimGuestRegistrations],
  orderLines: ACTIVITY_LINES,
});
