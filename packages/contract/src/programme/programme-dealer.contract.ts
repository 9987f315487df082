import { c } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';

/**
 * Programmes and small modules, dealer part (issue 18): dealer programme (open a dealer, dealer home, referral commissions, withdrawal) and custody (trusteeship): custody home, search, custody poster; only customer service disconnects custody.
 */
export const programmeDealerContract = c.router({
}, { commonResponses });
