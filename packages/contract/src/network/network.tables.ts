import { defineTables } from '../common/define-area';
import { NETWORK_ERRORS } from './network.errors';
import { SHARE_BACK_ERRORS } from './network-shareback.errors';
import { SCAN_ERRORS } from './network-scan.errors';
import { NETWORK_LIMITS } from './network.limits';

/** The network area's tables: its error codes and limit groups (common/define-area.ts; held by network.area.ts). */
export const networkTables = defineTables({
  key: 'network',
  errors: { ...NETWORK_ERRORS, ...SHARE_BACK_ERRORS, ...SCAN_ERRORS },
  limits: { network: NETWORK_LIMITS },
});
