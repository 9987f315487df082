import { c } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';

/**
 * Programmes and small modules, persona part (issue 18): avatar pendants (VIP, /acc/*Pendant*) and avatar-nickname customs (find, add, batch delete, set default).
 */
export const programmePersonaContract = c.router({
}, { commonResponses });
