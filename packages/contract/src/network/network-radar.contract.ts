import { c } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';

/** The network, radar part (issue 13). Calls the spec does not name carry a summary starting "Ours:". */
export const networkRadarContract = c.router({}, { commonResponses });
