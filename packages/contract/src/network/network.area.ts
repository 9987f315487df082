import { defineArea } from '../common/define-area';
import { NETWORK_ERRORS } from './network.errors';
import { SHARE_BACK_ERRORS } from './network-shareback.errors';
import { SCAN_ERRORS } from './network-scan.errors';
import { NETWORK_LIMITS } from './network.limits';

/** The network area's manifest: its error codes and limit groups (common/define-area.ts; listed in areas.list.ts). */
export const networkArea = defineArea({
  key: 'network',
  errors: { ...NETWORK_ERRORS, ...SHARE_BACK_ERRORS, ...SCAN_ERRORS },
  limits: { network: NETWORK_LIMITS },
});
