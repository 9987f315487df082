import type { AreaLabels } from '../common/labels';

/** Circles, pay part (issue 12): body and answer shapes of circle-pay.contract.ts. */

export const CIRCLE_PAY_LABELS: AreaLabels = { fields: {} };
