import type { Lang } from '@card/contract';

/** Message-centre texts of the invite activity's reviews, in the claimant's language. */
export const INVITE_MESSAGES = {
  approved: (lang: Lang, title: string, keys: number) =>
    lang === 'en'
      ? { title: 'Your invite reward was approved', content: `Your documents for "${title}" were approved${keys > 0 ? `: ${keys} golden keys are in your account` : ''}.` }
      : { title: '邀请奖励审核通过', content: `您在“${title}”提交的资料已审核通过${keys > 0 ? `，${keys}把金钥匙已发放到您的账户` : ''}。` },
  rejected: (lang: Lang, title: string, reason: string) =>
    lang === 'en'
      ? { title: 'Your invite reward documents were rejected', content: `Your documents for "${title}" were rejected: ${reason}. Edit them and submit again.` }
      : { title: '邀请奖励资料未通过', content: `您在“${title}”提交的资料未通过审核：${reason}。请修改后重新提交。` },
};
