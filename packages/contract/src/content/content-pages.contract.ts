import { c } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';

/**
 * Content, pages part (issue 14). Calls the spec names keep its spelling and path; calls it does not name carry a
 * summary starting "Ours:".
 */
export const contentPagesContract = c.router({
}, { commonResponses });
