import type { AreaLabels } from '../common/labels';

/** Customer service, complaint part (issue 17): body and answer shapes of service-complaint.contract.ts. */

export const SERVICE_COMPLAINT_LABELS: AreaLabels = { fields: {} };
