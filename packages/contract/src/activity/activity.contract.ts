import { activityEventsContract } from './activity-events.contract';
import { activityRegistrationContract } from './activity-registration.contract';

/**
 * Activities (issue 16): activity customer acquisition (module 61) and registration pages (module 62), one area of
 * the contract (`api.activity.*`) in two parts on the spec's activity base.
 */
export const activityContract = { ...activityEventsContract, ...activityRegistrationContract };
