import type { Lang } from '@card/contract';

/** Message-centre texts of the circle core part, in the receiver's language (the message row keeps one language). */
export const CIRCLE_CORE_MESSAGES = {
  applied: (lang: Lang, who: string, circle: string) =>
    lang === 'en'
      ? { title: 'New application to your circle', content: `${who} applied to join "${circle}". Review it in the circle's wait list.` }
      : { title: '圈子新的入圈申请', content: `${who}申请加入圈子“${circle}”，请在待审核列表中处理。` },
  agreed: (lang: Lang, circle: string, mustPay: boolean) =>
    lang === 'en'
      ? { title: 'Application accepted', content: mustPay ? `Your application to "${circle}" was accepted. Pay the joining fee to become a member.` : `You are now a member of "${circle}".` }
      : { title: '入圈申请已通过', content: mustPay ? `您加入圈子“${circle}”的申请已通过，支付入圈费用后即可成为成员。` : `您已成为圈子“${circle}”的成员。` },
  ignored: (lang: Lang, circle: string) =>
    lang === 'en'
      ? { title: 'Application not accepted', content: `Your application to join "${circle}" was not accepted.` }
      : { title: '入圈申请未通过', content: `您加入圈子“${circle}”的申请未通过。` },
  invited: (lang: Lang, who: string, circle: string) =>
    lang === 'en'
      ? { title: 'Circle invitation', content: `${who} invited you to join the circle "${circle}". Accept or ignore it under My circles.` }
      : { title: '圈子邀请', content: `${who}邀请您加入圈子“${circle}”，可在“我的圈子”中同意或忽略。` },
};
export { langOf } from '../../lib/lang';
