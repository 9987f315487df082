import type { Lang } from '@card/contract';

/**
 * Message-centre texts of circle management, in the receiver's language (a message row keeps one language). The
 * circle's name is quoted so the receiver knows which of their circles it is about.
 */
type Text = { title: string; content: string };
const t = (lang: Lang, zh: Text, en: Text): Text => (lang === 'en' ? en : zh);

export const CIRCLE_MANAGE_MESSAGES = {
  adminMade: (lang: Lang, circle: string) =>
    t(
      lang,
      { title: '您已成为圈子管理员', content: `圈主已将您设为圈子“${circle}”的管理员。` },
      { title: 'You are now a circle admin', content: `The owner made you an admin of the circle "${circle}".` },
    ),
  adminRemoved: (lang: Lang, circle: string) =>
    t(
      lang,
      { title: '您已不再是圈子管理员', content: `圈主已取消您在圈子“${circle}”的管理员身份。` },
      { title: 'You are no longer a circle admin', content: `The owner removed you as an admin of the circle "${circle}".` },
    ),
  titleGiven: (lang: Lang, circle: string, title: string) =>
    t(
      lang,
      { title: '您获得了圈子头衔', content: `您在圈子“${circle}”获得了头衔“${title}”。` },
      { title: 'You received a circle title', content: `You received the title "${title}" in the circle "${circle}".` },
    ),
  disabled: (lang: Lang, circle: string) =>
    t(
      lang,
      { title: '您已被圈子管理员禁用', content: `您在圈子“${circle}”已被管理员禁用，暂不能发布和评论。` },
      { title: 'A circle admin disabled you', content: `An admin disabled you in the circle "${circle}": you cannot post or comment for now.` },
    ),
  restored: (lang: Lang, circle: string) =>
    t(lang, { title: '您已被圈子管理员恢复', content: `您在圈子“${circle}”已恢复正常。` }, { title: 'A circle admin restored you', content: `You are restored in the circle "${circle}".` }),
  removed: (lang: Lang, circle: string) =>
    t(
      lang,
      { title: '您已被移出圈子', content: `您已被管理员移出圈子“${circle}”。` },
      { title: 'You were removed from a circle', content: `An admin removed you from the circle "${circle}".` },
    ),
  transferred: (lang: Lang, circle: string) =>
    t(
      lang,
      { title: '您已成为圈主', content: `圈子“${circle}”已转让给您，您现在是圈主。` },
      { title: 'You are now the circle owner', content: `The circle "${circle}" was transferred to you: you are its owner now.` },
    ),
  warned: (lang: Lang, circle: string, warnings: number, reason: string) =>
    t(
      lang,
      { title: '圈子被警告', content: `您的圈子“${circle}”被平台警告（第${warnings}次，累计3次将被解散）：${reason}` },
      { title: 'Your circle was warned', content: `Your circle "${circle}" received warning ${warnings} (the third dissolves it): ${reason}` },
    ),
  dissolved: (lang: Lang, circle: string, reason: string) =>
    t(
      lang,
      { title: '圈子已被解散', content: `您的圈子“${circle}”累计被警告3次，已被解散：${reason}` },
      { title: 'Your circle was dissolved', content: `Your circle "${circle}" was warned three times and is dissolved: ${reason}` },
    ),
  banned: (lang: Lang, circle: string, reason: string) =>
    t(
      lang,
      { title: '圈子已被封禁', content: `您的圈子“${circle}”已被平台封禁：${reason}` },
      { title: 'Your circle was banned', content: `Your circle "${circle}" was banned by the platform: ${reason}` },
    ),
  unbanned: (lang: Lang, circle: string) =>
    t(lang, { title: '圈子已解除封禁', content: `您的圈子“${circle}”已解除封禁。` }, { title: 'Your circle was unbanned', content: `The ban on your circle "${circle}" was lifted.` }),
  complaintUpheld: (lang: Lang, circle: string, reason: string) =>
    t(
      lang,
      { title: '投诉已受理', content: `您对圈子“${circle}”的投诉已受理：${reason}。感谢您的反馈。` },
      { title: 'Complaint upheld', content: `Your complaint about the circle "${circle}" was upheld: ${reason}. Thank you.` },
    ),
  complaintDismissed: (lang: Lang, circle: string, reason: string) =>
    t(
      lang,
      { title: '投诉不予受理', content: `您对圈子“${circle}”的投诉经审核不予受理${reason ? `：${reason}` : '。'}` },
      { title: 'Complaint dismissed', content: `Your complaint about the circle "${circle}" was reviewed and dismissed${reason ? `: ${reason}` : '.'}` },
    ),
  complaintAgainstUpheld: (lang: Lang, circle: string, reason: string) =>
    t(
      lang,
      { title: '圈子投诉成立', content: `平台受理了对您圈子“${circle}”的一条投诉：${reason}。请规范圈内内容。` },
      { title: 'A complaint about your circle was upheld', content: `The platform upheld a complaint about your circle "${circle}": ${reason}. Please keep its content within the rules.` },
    ),
};
