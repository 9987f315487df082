import type { AreaLabels } from '../common/labels';

/** Customer service, tickets part (issue 17): body and answer shapes of service-tickets.contract.ts. */

export const SERVICE_TICKETS_LABELS: AreaLabels = { fields: {} };
