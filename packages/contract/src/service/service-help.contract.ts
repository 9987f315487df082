import { c } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';

/**
 * Customer service, help part (issue 17): help centre: e-books, videos, guides and articles from the seed, full-text search ranked (core/fulltext), detail pages, and agents' article management. Visitors' reads are the spec's GET /customerService/s/* calls; agents' writes /customerService/helpCenter/*.
 */
export const serviceHelpContract = c.router({
}, { commonResponses });
