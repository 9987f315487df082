import { commonResponses } from '../common/envelope';
import { c } from '../common/contract-builder';

/** Usercentre area (issue 3). Filled in by its owner. */
export const usercentreContract = c.router({}, { commonResponses });
