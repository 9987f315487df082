import type { Lang } from '@card/contract';

/** Message-centre texts of demand consultation, in the receiver's language (the message row keeps one language). */
export const ADVISORY_MESSAGES = {
  received: (lang: Lang, name: string, content: string) =>
    lang === 'en' ? { title: 'New consultation', content: `${name} sent you a consultation: ${content}` } : { title: '新的需求咨询', content: `${name}向您提交了需求咨询：${content}` },
};
