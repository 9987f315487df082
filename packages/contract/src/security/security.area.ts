import { defineArea } from '../common/define-area';
import { securityTables } from './security.tables';
import { SECURITY_LABELS } from './security.schemas';
import { securityContract } from './security.contract';

/** The security area of the contract: its tables, labels and router (common/define-area.ts), one line in areas.list.ts. */
export const securityArea = defineArea({ tables: securityTables, labels: SECURITY_LABELS, router: securityContract });
