import { defineArea } from '../common/define-area';
import { programmeTables } from './programme.tables';
import { PROGRAMME_LABELS } from './programme-area-labels';
import { programmeContract } from './programme.contract';

/** The programme area of the contract: its tables, labels and router (common/define-area.ts), one line in areas.list.ts. */
export const programmeArea = defineArea({ tables: programmeTables, labels: PROGRAMME_LABELS, router: programmeContract });
