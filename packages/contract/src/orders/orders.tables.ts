import { defineTables } from '../common/define-area';
import { ORDER_ERRORS } from './orders.errors';
import { MONEY_LIMITS } from './orders.limits';

/**
 * The orders area's tables (orders, payment and refunds, with the VIP plans as one line): its error codes and limit
 * groups (common/define-area.ts; held by orders.area.ts). Its key stays `vip`, the contract's router key: the legacy
 * URL prefix (/vip/*.xhtml) and the published operation ids (`vip.*`).
 */
export const ordersTables = defineTables({
  key: 'vip',
  errors: ORDER_ERRORS,
  limits: { money: MONEY_LIMITS },
});
