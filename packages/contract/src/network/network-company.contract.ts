import { c } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';

/** The network, company part (issue 13). Calls the spec does not name carry a summary starting "Ours:". */
export const networkCompanyContract = c.router({}, { commonResponses });
