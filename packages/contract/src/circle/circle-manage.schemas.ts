import type { AreaLabels } from '../common/labels';

/** Circles, manage part (issue 12): body and answer shapes of circle-manage.contract.ts. */

export const CIRCLE_MANAGE_LABELS: AreaLabels = { fields: {} };
