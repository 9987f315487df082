import type { Lang } from '@card/contract';

/**
 * Message-centre texts of custody, in the receiver's language (the message row keeps one language): the custodian
 * hears of a request; the owner of the answer; both sides of customer service ending a custody, with the reason.
 */
export const CUSTODY_MESSAGES = {
  requested: (lang: Lang, owner: string) =>
    lang === 'en'
      ? { title: 'A card custody request', content: `${owner} asks you to look after their card. Open Custody to accept or decline.` }
      : { title: '名片托管申请', content: `${owner}请您托管其名片，请在“托管”中接受或拒绝。` },
  accepted: (lang: Lang, custodian: string) =>
    lang === 'en'
      ? { title: 'Custody accepted', content: `${custodian} now looks after your card. Only customer service can end the custody.` }
      : { title: '名片托管已生效', content: `${custodian}已接受托管您的名片；托管只能由客服解除。` },
  declined: (lang: Lang, custodian: string) =>
    lang === 'en' ? { title: 'Custody declined', content: `${custodian} declined to look after your card.` } : { title: '名片托管被拒绝', content: `${custodian}拒绝了您的名片托管申请。` },
  disconnected: (lang: Lang, reason: string) =>
    lang === 'en' ? { title: 'Custody ended by customer service', content: `Reason: ${reason}` } : { title: '客服已解除名片托管', content: `解除原因：${reason}` },
};
