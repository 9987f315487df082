import type { AreaLabels } from '../common/labels';

/** Circles, core part (issue 12): body and answer shapes of circle-core.contract.ts. */

export const CIRCLE_CORE_LABELS: AreaLabels = { fields: {} };
