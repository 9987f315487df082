import { defineArea } from '../common/define-area';
import { usercentreTables } from './usercentre.tables';
import { USERCENTRE_LABELS } from './usercentre.schemas';
import { usercentreContract } from './usercentre.contract';

/** The usercentre area of the contract: its tables, labels and router (common/define-area.ts), one line in areas.list.ts. */
export const usercentreArea = defineArea({ tables: usercentreTables, labels: USERCENTRE_LABELS, router: usercentreContract });
