import type { Lang } from '@card/contract';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Message-centre texts of the cart part (kind `system`), in the receiver's language (a row keeps one language). */
export const CART_MESSAGES = {
  sold: (lang: Lang, title: string, amountFen: number, orderNo: string) =>
    lang === 'en'
      ? { title: 'New order for your video goods', content: `"${title}" was paid: ¥${yuan(amountFen)} (order ${orderNo}). Your share is held as frozen income until it is released.` }
      : { title: '视频商品有新订单', content: `「${title}」已付款 ¥${yuan(amountFen)}（订单号 ${orderNo}）。您的收入扣除平台服务费后已计入冻结收入。` },
  takenDown: (lang: Lang, title: string, reason: string) =>
    lang === 'en'
      ? { title: 'Video taken down', content: `Your video "${title}" was taken down after a complaint: ${reason}. It is listed under taken-down videos.` }
      : { title: '视频已被下架', content: `您的视频「${title}」因投诉被下架：${reason}。可在「违规视频」中查看。` },
};
