import { commonResponses } from '../common/envelope';
import { c } from '../common/contract-builder';

/** Share area (issue 3). Filled in by its owner. */
export const shareContract = c.router({}, { commonResponses });
