import type { AreaLabels } from '../common/labels';

/** The network, exchange part (issue 13): body and answer shapes of network-exchange.contract.ts. */

export const NETWORK_EXCHANGE_LABELS: AreaLabels = { fields: {} };
