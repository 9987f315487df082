import type { Lang } from '@card/contract';

/** Message-centre texts of the events part (kind `system`), in the receiver's language (a row keeps one language). */
export const EVENTS_MESSAGES = {
  notice: (lang: Lang, title: string, text: string) =>
    lang === 'en'
      ? { title: `Notice: ${title}`, content: `The organiser of "${title}", an activity you registered for, writes: ${text}` }
      : { title: `活动通知：${title}`, content: `您报名的活动「${title}」的主办方通知：${text}` },
};
