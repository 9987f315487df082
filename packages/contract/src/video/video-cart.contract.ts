import { c } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';

/**
 * Micro video, cart part (issue 15). The spec's calls keep its names (section 7 "Micro video"); calls we design carry
 * a summary starting "Ours:". Someone else's id answers NOT_FOUND.
 */
export const videoCartContract = c.router({
}, { commonResponses });
