import { defineArea } from '../common/define-area';
import { ordersTables } from './orders.tables';
import { ORDER_LABELS } from './orders.schemas';
import { ordersContract } from './orders.contract';

/** The orders area of the contract: its tables, labels and router (common/define-area.ts), one line in areas.list.ts. Its key is `vip` (orders.tables.ts). */
export const ordersArea = defineArea({ tables: ordersTables, labels: ORDER_LABELS, router: ordersContract });
