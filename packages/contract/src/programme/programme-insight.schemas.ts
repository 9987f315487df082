import type { AreaLabels } from '../common/labels';

/** Programmes and small modules, insight part (issue 18): body and answer shapes of programme-insight.contract.ts. */

export const PROGRAMME_INSIGHT_LABELS: AreaLabels = { fields: {} };
