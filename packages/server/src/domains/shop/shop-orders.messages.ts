import type { Lang } from '@card/contract';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Message-centre texts of the shop's orders (kind `system`), in the receiver's language (a row keeps one language). */
export const SHOP_ORDER_MESSAGES = {
  sold: (lang: Lang, title: string, amountFen: number, orderNo: string) =>
    lang === 'en'
      ? {
          title: 'New shop order to ship',
          content: `"${title}" was paid: ¥${yuan(amountFen)} (order ${orderNo}). Ship it from Orders in your shop; your share is held as frozen income until it is released.`,
        }
      : { title: '店铺有新订单待发货', content: `「${title}」已付款 ¥${yuan(amountFen)}（订单号 ${orderNo}）。请在店铺「订单管理」中发货；收入扣除平台服务费后已计入冻结收入。` },
  shipped: (lang: Lang, title: string, carrier: string, trackingNo: string) =>
    lang === 'en'
      ? { title: 'Your order was shipped', content: `"${title}" was shipped by ${carrier}, tracking number ${trackingNo}. Confirm receipt in My shop orders when it arrives.` }
      : { title: '您的订单已发货', content: `「${title}」已由${carrier}发出，快递单号 ${trackingNo}。收到后请在「我的订单」中确认收货。` },
  refundAsked: (lang: Lang, title: string, reason: string) =>
    lang === 'en'
      ? { title: 'A buyer asks for a refund', content: `The buyer of "${title}" asks for a refund: ${reason}. Approve or refuse it in Orders in your shop.` }
      : { title: '买家申请退款', content: `「${title}」的买家申请退款：${reason}。请在店铺「订单管理」中同意或拒绝。` },
  refundRefused: (lang: Lang, title: string, reason: string) =>
    lang === 'en'
      ? { title: 'Refund refused', content: `The seller refused the refund of "${title}": ${reason}. The order stays paid.` }
      : { title: '退款申请被拒绝', content: `卖家拒绝了「${title}」的退款申请：${reason}。订单恢复为已付款。` },
  refundedSeller: (lang: Lang, title: string, amountFen: number, orderNo: string) =>
    lang === 'en'
      ? { title: 'Order refunded', content: `"${title}" (order ${orderNo}) was refunded: ¥${yuan(amountFen)} went back to the buyer and the stock was restored.` }
      : { title: '订单已退款', content: `「${title}」（订单号 ${orderNo}）已退款 ¥${yuan(amountFen)}，库存已恢复。` },
};
