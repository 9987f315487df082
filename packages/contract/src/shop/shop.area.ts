import { defineArea } from '../common/define-area';
import { shopTables } from './shop.tables';
import { SHOP_LABELS } from './shop-area-labels';
import { shopContract } from './shop.contract';

/** The shop area of the contract: its tables, labels and router (common/define-area.ts), one line in areas.list.ts. */
export const shopArea = defineArea({ tables: shopTables, labels: SHOP_LABELS, router: shopContract });
