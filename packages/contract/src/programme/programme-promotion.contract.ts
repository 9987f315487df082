import { c } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';

/**
 * Programmes and small modules, promotion part (issue 18): promotion ambassador (/pa/*), super distributor homes with their earnings, and the invite activity (/ia/*) with its progress list and document upload.
 */
export const programmePromotionContract = c.router({
}, { commonResponses });
