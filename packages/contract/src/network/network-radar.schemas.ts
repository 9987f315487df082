import type { AreaLabels } from '../common/labels';

/** The network, radar part (issue 13): body and answer shapes of network-radar.contract.ts. */

export const NETWORK_RADAR_LABELS: AreaLabels = { fields: {} };
