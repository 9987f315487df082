import type { AreaLabels } from '../common/labels';

/** Programmes and small modules, shake part (issue 18): body and answer shapes of programme-shake.contract.ts. */

export const PROGRAMME_SHAKE_LABELS: AreaLabels = { fields: {} };
