import { c } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';

/**
 * Customer service, complaint part (issue 17): complaints: complaint intake about a card with evidence pictures (the spec's /complaint/*), and agents' decisions (/customerService/complaint/*).
 */
export const serviceComplaintContract = c.router({
}, { commonResponses });
