import { c } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';

/**
 * Programmes and small modules, shake part (issue 18): shake devices (/ibeacon/*): apply, bind, configure, review; and role tags (/role/*): guide and index.
 */
export const programmeShakeContract = c.router({
}, { commonResponses });
