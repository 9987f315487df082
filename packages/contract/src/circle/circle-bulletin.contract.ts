import { commonResponses } from '../common/envelope';
import { c } from '../common/contract-builder';

/** Circles, bulletin part (issue 12). Calls the spec does not name carry a summary starting "Ours:". */
export const circleBulletinContract = c.router({}, { commonResponses });
