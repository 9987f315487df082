import type { Lang } from '@card/contract';

/** Message-centre texts of the complaint part, in the complainant's language (the message row keeps one language). */
const clip = (s: string, n = 20) => ([...s].length > n ? `${[...s].slice(0, n).join('')}…` : s);

export const COMPLAINT_MESSAGES = {
  decided: (lang: Lang, upheld: boolean, about: string, decision: string) =>
    lang === 'en'
      ? {
          title: upheld ? 'Your complaint was upheld' : 'Your complaint was dismissed',
          content: `Customer service decided your complaint${about ? ` about "${clip(about)}"` : ''}: ${decision}`,
        }
      : {
          title: upheld ? '您的投诉已成立' : '您的投诉未成立',
          content: `客服已处理您${about ? `对“${clip(about)}”` : ''}的投诉：${decision}`,
        },
};
