import { defineArea } from '../common/define-area';
import { SHOP_ERRORS } from './shop.errors';
import { SHOP_LIMITS } from './shop.limits';

/** The shop area's manifest: its error codes and limit groups (common/define-area.ts; listed in areas.list.ts). */
export const shopArea = defineArea({
  key: 'shop',
  errors: SHOP_ERRORS,
  limits: { shop: SHOP_LIMITS },
});
