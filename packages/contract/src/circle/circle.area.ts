import { defineArea } from '../common/define-area';
import { circleTables } from './circle.tables';
import { CIRCLE_LABELS } from './circle.schemas';
import { circleContract } from './circle.contract';

/** The circle area of the contract: its tables, labels and router (common/define-area.ts), one line in areas.list.ts. */
export const circleArea = defineArea({ tables: circleTables, labels: CIRCLE_LABELS, router: circleContract });
