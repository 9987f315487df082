import { c } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';

/**
 * Shop area, catalog part (issue 16): visitors' shop and product reads: OutCall calls, compositeProductList, queryProductDetail, shares. The spec's calls keep its names (section 7 "Shop, product, activity");
 * calls we design carry a summary starting "Ours:". Someone else's id answers NOT_FOUND.
 */
export const shopCatalogContract = c.router({
}, { commonResponses });
