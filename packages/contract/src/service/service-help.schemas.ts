import type { AreaLabels } from '../common/labels';

/** Customer service, help part (issue 17): body and answer shapes of service-help.contract.ts. */

export const SERVICE_HELP_LABELS: AreaLabels = { fields: {} };
