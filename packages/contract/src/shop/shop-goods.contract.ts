import { c } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';

/**
 * Shop area, goods part (issue 16): the owner's shop, product types, products and shared products (module 3). The spec's calls keep its names (section 7 "Shop, product, activity");
 * calls we design carry a summary starting "Ours:". Someone else's id answers NOT_FOUND.
 */
export const shopGoodsContract = c.router({
}, { commonResponses });
