import type { Lang } from '@card/contract';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** Message-centre texts of the registration part (kind `system`), in the receiver's language (a row keeps one language). */
export const REG_MESSAGES = {
  paid: (lang: Lang, title: string, name: string, amountFen: number, orderNo: string) =>
    lang === 'en'
      ? {
          title: 'New paid registration',
          content: `${name} registered for "${title}" and paid ¥${yuan(amountFen)} (order ${orderNo}). Your share is held as frozen income until it is released.`,
        }
      : { title: '活动有新的付费报名', content: `${name} 报名了「${title}」并支付 ¥${yuan(amountFen)}（订单号 ${orderNo}）。扣除平台服务费后的收入已计入冻结收入。` },
  cancelled: (lang: Lang, title: string, paid: boolean) =>
    lang === 'en'
      ? { title: 'Activity cancelled', content: `"${title}", which you registered for, was cancelled by its organiser.${paid ? ' Your fee is being refunded.' : ''}` }
      : { title: '活动已取消', content: `您报名的「${title}」已被主办方取消。${paid ? '报名费将原路退还。' : ''}` },
};

/** The reason a refund of a cancelled activity carries (the registrant sees it in their refund list). */
export const CANCEL_REFUND_REASON = '活动已取消';
