import type { Lang } from '@card/contract';

/** Message-centre texts of card exchange (kind `exchange`), in the receiver's language. */
export const EXCHANGE_MESSAGES = {
  requestedTo: (lang: Lang, from: string) =>
    lang === 'en'
      ? { title: 'Card exchange request', content: `${from} would like to exchange cards with you. Accept or decline it in your address book's requests.` }
      : { title: '名片交换请求', content: `${from}请求与您交换名片，请在名片夹的“交换请求”中同意或拒绝。` },
  requestedBy: (lang: Lang, to: string) =>
    lang === 'en'
      ? { title: 'Exchange request sent', content: `You asked ${to} to exchange cards. You will be told when they answer.` }
      : { title: '已发送交换请求', content: `您已请求与${to}交换名片，对方处理后会通知您。` },
  accepted: (lang: Lang, other: string) =>
    lang === 'en'
      ? { title: 'Cards exchanged', content: `You and ${other} exchanged cards. Each of you now has the other's card in the address book.` }
      : { title: '名片交换成功', content: `您与${other}已交换名片，双方的名片夹中都已收录对方的名片。` },
  declinedSender: (lang: Lang, other: string) =>
    lang === 'en'
      ? { title: 'Exchange request declined', content: `${other} declined your request to exchange cards.` }
      : { title: '交换请求被拒绝', content: `${other}拒绝了您的名片交换请求。` },
  declinedReceiver: (lang: Lang, other: string) =>
    lang === 'en'
      ? { title: 'Exchange request declined', content: `You declined the request from ${other} to exchange cards.` }
      : { title: '已拒绝交换请求', content: `您已拒绝${other}的名片交换请求。` },
};
