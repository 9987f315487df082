import { defineArea } from '../common/define-area';
import { serviceTables } from './service.tables';
import { SERVICE_LABELS } from './service-area-labels';
import { serviceContract } from './service.contract';

/** The service area of the contract: its tables, labels and router (common/define-area.ts), one line in areas.list.ts. */
export const serviceArea = defineArea({ tables: serviceTables, labels: SERVICE_LABELS, router: serviceContract });
