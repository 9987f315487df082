import { VIDEO_GOODS_LINE } from '@card/contract';
import { paths } from '../../config/paths';

/**
 * Where an order of another area's line lives, so the pay result leads back there instead of the VIP centre: the
 * shop order's detail, the activity registrations, the micro video cart. Null for the money area's own lines.
 */
const HOMES: Readonly<Record<string, (orderId: string) => string>> = {
  shopGoods: (id) => paths.myShopOrder(id),
  activityFee: () => paths.myRegistrations,
  [VIDEO_GOODS_LINE]: () => paths.cart,
  smsPack: () => paths.smsHome,
  dealer: () => paths.dealerHome,
};

export const orderHomeOf = (order: { id: string; line: string }): string | null => HOMES[order.line]?.(order.id) ?? null;
