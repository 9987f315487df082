import { defineArea } from '../common/define-area';
import { shareTables } from './share.tables';
import { SHARE_LABELS } from './share.schemas';
import { shareContract } from './share.contract';

/** The share area of the contract: its tables, labels and router (common/define-area.ts), one line in areas.list.ts. */
export const shareArea = defineArea({ tables: shareTables, labels: SHARE_LABELS, router: shareContract });
