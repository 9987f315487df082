import type { Lang } from '@card/contract';

/** A catalogue row as stored: Chinese name and singer, and their English versions ('' when there is none). */
export interface MusicRow {
  id: string;
  name: string;
  singer: string;
  nameEn: string;
  singerEn: string;
  url: string;
  category: string;
}

/**
 * The row in the caller's language: English callers get the English name and singer, Chinese callers the Chinese
 * ones; a missing English text falls back to the Chinese, so no item ever shows an empty name.
 */
export function musicInLang(row: MusicRow, lang: Lang) {
  const en = lang === 'en';
  return {
    id: row.id,
    url: row.url,
    category: row.category,
    name: (en && row.nameEn) || row.name,
    singer: (en && row.singerEn) || row.singer,
  };
}
