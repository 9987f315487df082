import type { Lang } from '@card/contract';

/** Message-centre texts of the bulletin part, in the receiver's language (the message row keeps one language). */
const clip = (s: string, n = 20) => ([...s].length > n ? `${[...s].slice(0, n).join('')}…` : s);

export const BULLETIN_MESSAGES = {
  replied: (lang: Lang, circleName: string, replierName: string, content: string) =>
    lang === 'en'
      ? { title: 'New reply to your comment', content: `${replierName} replied to your comment in circle "${circleName}": ${clip(content)}` }
      : { title: '您的评论有新回复', content: `${replierName}在圈子“${circleName}”回复了您的评论：${clip(content)}` },
  removedIllegal: (lang: Lang, circleName: string, bulletin: string, reason: string) =>
    lang === 'en'
      ? { title: 'Announcement deleted', content: `Your announcement "${clip(bulletin)}" in circle "${circleName}" broke the rules and was deleted: ${reason}` }
      : { title: '公告已被删除', content: `您在圈子“${circleName}”发布的公告“${clip(bulletin)}”违规，已被系统删除。原因：${reason}` },
  complained: (lang: Lang, circleName: string) =>
    lang === 'en'
      ? { title: 'Your circle received a complaint', content: `A user complained about circle "${circleName}". The platform will review it; keep the announcements within the rules.` }
      : { title: '您的圈子收到投诉', content: `有用户投诉了圈子“${circleName}”，平台将进行审核，请规范圈内公告内容。` },
};
