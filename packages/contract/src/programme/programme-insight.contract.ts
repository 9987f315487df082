import { c } from '../common/contract-builder';
import { commonResponses } from '../common/envelope';

/**
 * Programmes and small modules, insight part (issue 18): annual report (/annual/*, /statistics/year) as a shareable page with charts, and module 45 data analysis of card visits with charts.
 */
export const programmeInsightContract = c.router({
}, { commonResponses });
