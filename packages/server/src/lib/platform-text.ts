import type { Lang } from '@card/contract';

/**
 * A platform (seeded) text in the caller's language (decision 0032): English callers get the row's English text,
 * Chinese callers the Chinese one; a row without an English text ('' — e.g. a user's own row, which is never
 * translated) shows its Chinese text in both, so nothing is ever blank.
 */
export const inLang = (lang: Lang, zh: string, en: string | null | undefined): string => (lang === 'en' && en ? en : zh);
