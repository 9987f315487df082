import { c } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';

/**
 * Programmes and small modules, checkin part (issue 18): morning check-in (/clock/*) with daily, weekly and all-time rankings and personal data, and the seven-day study guide (image-text lessons and progress).
 */
export const programmeCheckinContract = c.router({
}, { commonResponses });
