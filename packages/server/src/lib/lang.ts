import type { Lang } from '@card/contract';

/** The language a user's stored preference asks for (messages written to them, mail, SMS): English or Chinese. */
export const langOf = (language: string | null | undefined): Lang => (language === 'en' ? 'en' : 'zh-CN');
