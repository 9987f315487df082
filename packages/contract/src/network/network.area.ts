import { defineArea } from '../common/define-area';
import { networkTables } from './network.tables';
import { NETWORK_LABELS } from './network.schemas';
import { networkContract } from './network.contract';

/** The network area of the contract: its tables, labels and router (common/define-area.ts), one line in areas.list.ts. */
export const networkArea = defineArea({ tables: networkTables, labels: NETWORK_LABELS, router: networkContract });
