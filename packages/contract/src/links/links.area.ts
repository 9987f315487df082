import { defineArea } from '../common/define-area';
import { linksTables } from './links.tables';
import { LINKS_LABELS } from './links.schemas';
import { linksContract } from './links.contract';

/** The links area of the contract: its tables, labels and router (common/define-area.ts), one line in areas.list.ts. */
export const linksArea = defineArea({ tables: linksTables, labels: LINKS_LABELS, router: linksContract });
