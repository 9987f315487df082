import type { AreaLabels } from '../common/labels';

/** The network, mirror part (issue 13): body and answer shapes of network-mirror.contract.ts. */

export const NETWORK_MIRROR_LABELS: AreaLabels = { fields: {} };
