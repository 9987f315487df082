import { defineTables } from '../common/define-area';
import { SHOP_ERRORS } from './shop.errors';
import { SHOP_LIMITS } from './shop.limits';

/** The shop area's tables: its error codes and limit groups (common/define-area.ts; held by shop.area.ts). */
export const shopTables = defineTables({
  key: 'shop',
  errors: SHOP_ERRORS,
  limits: { shop: SHOP_LIMITS },
});
