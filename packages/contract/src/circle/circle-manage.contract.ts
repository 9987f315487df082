import { commonResponses } from '../common/envelope';
import { c } from '../common/contract-builder';

/** Circles, manage part (issue 12). Calls the spec does not name carry a summary starting "Ours:". */
export const circleManageContract = c.router({}, { commonResponses });
