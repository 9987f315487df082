import type { AreaLabels } from '../common/labels';

/** The network, company part (issue 13): body and answer shapes of network-company.contract.ts. */

export const NETWORK_COMPANY_LABELS: AreaLabels = { fields: {} };
