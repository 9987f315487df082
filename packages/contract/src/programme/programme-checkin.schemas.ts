import type { AreaLabels } from '../common/labels';

/** Programmes and small modules, checkin part (issue 18): body and answer shapes of programme-checkin.contract.ts. */

export const PROGRAMME_CHECKIN_LABELS: AreaLabels = { fields: {} };
