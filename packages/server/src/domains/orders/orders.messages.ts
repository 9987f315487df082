import type { Lang } from '@card/contract';

/** Message-centre texts of the orders area, in the receiver's language (the message row keeps one language). */
const fen = (n: number) => (n / 100).toFixed(2);
export const VIP_MESSAGES = {
  paid: (lang: Lang, title: string, amountFen: number) =>
    lang === 'en'
      ? { title: 'Payment received', content: `Your order "${title}" is paid (¥${fen(amountFen)}).` }
      : { title: '支付成功', content: `您的订单“${title}”已支付成功（¥${fen(amountFen)}）。` },
  refunded: (lang: Lang, title: string, amountFen: number, toWallet: boolean) =>
    lang === 'en'
      ? { title: 'Refund completed', content: `¥${fen(amountFen)} of your order "${title}" was refunded to your ${toWallet ? 'wallet' : 'WeChat Pay account'}.` }
      : { title: '退款成功', content: `您的订单“${title}”已退款¥${fen(amountFen)}，已退回${toWallet ? '钱包余额' : '微信支付账户'}。` },
  refundRefused: (lang: Lang, title: string, reason: string) =>
    lang === 'en'
      ? { title: 'Refund request refused', content: `Customer service refused the refund of your order "${title}": ${reason}. The order stays paid.` }
      : { title: '退款申请未通过', content: `客服拒绝了您的订单“${title}”的退款申请，原因：${reason}。订单保持已支付。` },
  overpaid: (lang: Lang, title: string, amountFen: number) =>
    lang === 'en'
      ? { title: 'Payment returned to your wallet', content: `Order "${title}" was already paid, so a second payment of ¥${fen(amountFen)} through WeChat Pay was put into your wallet.` }
      : { title: '重复支付已退回钱包', content: `订单“${title}”已支付，通过微信支付重复支付的¥${fen(amountFen)}已存入您的钱包余额。` },
  tempLapsed: (lang: Lang) =>
    lang === 'en'
      ? { title: 'Temporary VIP ended', content: 'Your temporary VIP has ended. Open VIP to keep using the advanced modules.' }
      : { title: '临时VIP已到期', content: '您的临时VIP已到期，开通VIP即可继续使用高级功能。' },
};
export { langOf } from '../../lib/lang';
