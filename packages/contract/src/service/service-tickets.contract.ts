import { c } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';

/**
 * Customer service, tickets part (issue 17): tickets: feedback (problem type, vouchers = proof pictures, additions, submit), advice, the security service; the user's tickets and their threads, agents' replies; calls under /customerService/advisory/* and /customerService/security/*.
 */
export const serviceTicketsContract = c.router({
}, { commonResponses });
