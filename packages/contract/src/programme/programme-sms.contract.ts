import { c } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';

/**
 * Programmes and small modules, sms part (issue 18): SMS management (/sms/*): sign, settings, authorization, records and record detail; sending through the SMS provider against a balance of SMS credits.
 */
export const programmeSmsContract = c.router({
}, { commonResponses });
