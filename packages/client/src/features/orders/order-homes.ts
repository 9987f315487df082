import { ACTIVITY_FEE_LINE, SHOP_GOODS_LINE, SMS_PACK_LINE, VIDEO_GOODS_LINE } from '@card/contract';
import { paths } from '../../config/paths';

/**
 * Where an order of another area's line lives, so the pay result leads back there instead of the VIP centre: the
 * shop order's detail, the activity registrations, the micro video cart, the SMS home, the dealer home. Keyed by the
 * lines' own constants from the contract (a renamed line fails to compile here, never silently falls back to the VIP
 * centre). Null for the money area's own lines (VIP, enterprise...), whose home is the VIP centre. Circle payments
 * have their own result screen.
 */
const HOMES: Readonly<Record<string, (orderId: string) => string>> = {
  [SHOP_GOODS_LINE]: (id) => paths.myShopOrder(id),
  [ACTIVITY_FEE_LINE]: () => paths.myRegistrations,
  [VIDEO_GOODS_LINE]: () => paths.cart,
  [SMS_PACK_LINE]: () => paths.smsHome,
  dealer: () => paths.dealerHome,
};

export const orderHomeOf = (order: { id: string; line: string }): string | null => HOMES[order.line]?.(order.id) ?? null;

/** Where the pay result's back arrow and main button return: the order's own home, else the VIP centre. */
export const returnOf = (order: { id: string; line: string }): string => orderHomeOf(order) ?? paths.vipCentre;
