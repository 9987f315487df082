import type { AreaLabels } from '../common/labels';

/** Programmes and small modules, promotion part (issue 18): body and answer shapes of programme-promotion.contract.ts. */

export const PROGRAMME_PROMOTION_LABELS: AreaLabels = { fields: {} };
