import { defineArea } from '../common/define-area';
import { activityTables } from './activity.tables';
import { ACTIVITY_LABELS } from './activity-area-labels';
import { activityContract } from './activity.contract';

/** The activity area of the contract: its tables, labels and router (common/define-area.ts), one line in areas.list.ts. */
export const activityArea = defineArea({ tables: activityTables, labels: ACTIVITY_LABELS, router: activityContract });
