import type { AreaLabels } from '../common/labels';

/** Circles, bulletin part (issue 12): body and answer shapes of circle-bulletin.contract.ts. */

export const CIRCLE_BULLETIN_LABELS: AreaLabels = { fields: {} };
