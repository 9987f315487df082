import { ACTIVITY_FEE_LINE } from '../activity/activity-registration.schemas';
import { CIRCLE_PAY_LINES } from '../circle/circle-pay.schemas';
import { SMS_PACK_LINE } from '../programme/programme-sms.schemas';
import { SHOP_GOODS_LINE } from '../shop/shop-orders.schemas';
import { VIDEO_GOODS_LINE } from '../video/video-cart.schemas';

/** The micro video's paid premium (a line of the video area, bought through the orders area). */
export const VIDEO_PREMIUM_LINE = 'videoPremium' as const;

/**
 * Every order line (Order.line): what an order buys, the key the orders area (vip) dispatches payment, refund and
 * cancellation on. The plans' own lines first, then each area's, taken from the area's constant. The server's line
 * registry takes this type, so a line registered or ordered under another name fails to compile.
 */
export const ORDER_LINES = [
  'vip',
  'enterprise',
  'superMember',
  'serviceSecurities',
  'enterpriseWebsite',
  'printedCards',
  'dealer',
  VIDEO_PREMIUM_LINE,
  VIDEO_GOODS_LINE,
  SHOP_GOODS_LINE,
  SMS_PACK_LINE,
  ACTIVITY_FEE_LINE,
  CIRCLE_PAY_LINES.join,
  CIRCLE_PAY_LINES.view,
] as const;
export type OrderLine = (typeof ORDER_LINES)[number];

const LINE_SET: ReadonlySet<string> = new Set(ORDER_LINES);
/** A stored line (a String column) as the union, or null for a value this build does not know. */
export const orderLineOf = (line: string): OrderLine | null => (LINE_SET.has(line) ? (line as OrderLine) : null);
