import type { Lang } from '@card/contract';

/** Message-centre texts of share back (issue 34), in the owner's language (the message row keeps one language). */
export const SHARE_BACK_MESSAGES = {
  received: (lang: Lang, name: string, updated: boolean) =>
    lang === 'en'
      ? {
          title: updated ? 'Shared-back details updated' : 'Someone shared their details back',
          content: `${name} ${updated ? 'updated the details they left' : 'left their details'} on your card; they are in your address book`,
        }
      : { title: updated ? '名片分享信息已更新' : '有人给您留下了名片', content: `${name}${updated ? '更新了留给您的名片信息' : '在您的名片上留下了名片'}，已加入您的名片夹` },
};
