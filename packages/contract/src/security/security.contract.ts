import { commonResponses } from '../common/envelope';
import { c } from '../common/contract-builder';

/** Security area (issue 3). Filled in by its owner. */
export const securityContract = c.router({}, { commonResponses });
