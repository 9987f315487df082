import type { Lang } from '@card/contract';

/**
 * Message-centre texts of the tickets part, in the receiver's language (the message row keeps one language). The
 * reply goes in whole: the message detail screen shows the message in full, and a reply is at most 500 characters.
 */
export const TICKET_MESSAGES = {
  replied: (lang: Lang, reply: string) => (lang === 'en' ? { title: 'Customer service replied to your ticket', content: reply } : { title: '客服回复了您的工单', content: reply }),
};
