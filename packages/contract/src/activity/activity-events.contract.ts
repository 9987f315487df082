import { c } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';

/**
 * Activity area, events part (issue 16): activities with time window, address and fee (module 61): the spec's ACTIVE list, getActivity, fees, address. The spec's calls keep its names (section 7 "Shop, product, activity");
 * calls we design carry a summary starting "Ours:". Someone else's id answers NOT_FOUND.
 */
export const activityEventsContract = c.router({
}, { commonResponses });
