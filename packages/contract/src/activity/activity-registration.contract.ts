import { c } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';

/**
 * Activity area, registration part (issue 16): registration pages (module 62), their fields, registering (free or paid), attendees and export. The spec's calls keep its names (section 7 "Shop, product, activity");
 * calls we design carry a summary starting "Ours:". Someone else's id answers NOT_FOUND.
 */
export const activityRegistrationContract = c.router({
}, { commonResponses });
