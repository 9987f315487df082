import { c } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';

/**
 * Shop area, catering part (issue 16): catering packages, catering shop info and commented score. The spec's calls keep its names (section 7 "Shop, product, activity");
 * calls we design carry a summary starting "Ours:". Someone else's id answers NOT_FOUND.
 */
export const shopCateringContract = c.router({
}, { commonResponses });
