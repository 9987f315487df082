import { defineClientArea } from '../../define-area';
import { ordersPaths } from './orders.paths';

/**
 * The orders area's manifest (orders, payment and refunds, with the VIP plans as one line): its paths, its catalogues
 * (its routes: routes.tsx beside it; listed in app/areas.ts). Its catalogue keeps the name `vip` (the screens' keys
 * `vip:...`, and the contract's router key and URL prefix are `vip` too).
 */
export const ordersArea = defineClientArea({
  key: 'orders',
  paths: ordersPaths,
  namespaces: ['vip'],
});
