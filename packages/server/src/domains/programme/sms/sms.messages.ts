import type { Lang } from '@card/contract';

/** Where a sign's message leads: the SMS home lists the user's signs with their state and reason (client paths). */
export const SMS_HOME_LINK = '/shortMessageManagement/index';

/** Message-centre texts of the SMS part (kind `system`), in the applicant's language (a row keeps one language). */
export const SMS_MESSAGES = {
  /** reason '' means approved. */
  signDecided: (lang: Lang, sign: string, reason: string) =>
    reason === ''
      ? lang === 'en'
        ? { title: 'SMS sign approved', content: `Your SMS sign 【${sign}】 was approved; you can send with it now.` }
        : { title: '短信签名审核通过', content: `您的短信签名【${sign}】已审核通过，现在可以使用它发送短信。` }
      : lang === 'en'
        ? { title: 'SMS sign rejected', content: `Your SMS sign 【${sign}】 was rejected: ${reason}. You may apply again.` }
        : { title: '短信签名未通过', content: `您的短信签名【${sign}】未通过审核：${reason}。您可以修改后重新申请。` },
};
