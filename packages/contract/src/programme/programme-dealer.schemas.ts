import type { AreaLabels } from '../common/labels';

/** Programmes and small modules, dealer part (issue 18): body and answer shapes of programme-dealer.contract.ts. */

export const PROGRAMME_DEALER_LABELS: AreaLabels = { fields: {} };
