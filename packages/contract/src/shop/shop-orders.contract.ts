import { c } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';

/**
 * Shop area, orders part (issue 16): cart, order/create.do, payment, fulfilment (ship, receive), refunds, buyer and seller lists. The spec's calls keep its names (section 7 "Shop, product, activity");
 * calls we design carry a summary starting "Ours:". Someone else's id answers NOT_FOUND.
 */
export const shopOrdersContract = c.router({
}, { commonResponses });
