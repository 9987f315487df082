import { defineArea } from '../common/define-area';
import { contentTables } from './content.tables';
import { CONTENT_LABELS } from './content.schemas';
import { contentContract } from './content.contract';

/** The content area of the contract: its tables, labels and router (common/define-area.ts), one line in areas.list.ts. */
export const contentArea = defineArea({ tables: contentTables, labels: CONTENT_LABELS, router: contentContract });
