import { HELP_KINDS, type HelpKind, type Lang, type THelpArticle, type THelpArticleAdmin, type THelpArticleItem } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { inLang } from '../../lib/platform-text';

/** Pure rules and views of the help part. */
type Row = {
  id: string;
  kind: string;
  category: string;
  title: string;
  summary: string;
  body: string;
  coverUrl: string;
  mediaUrl: string;
  categoryEn: string;
  titleEn: string;
  summaryEn: string;
  bodyEn: string;
  views: number;
  hidden: boolean;
  sort: number;
  createdAt: Date;
  updatedAt: Date;
};

/** A stored kind outside the list (a row written by hand) shows as an article rather than breaking the answer. */
const kindOf = (k: string): HelpKind => ((HELP_KINDS as readonly string[]).includes(k) ? (k as HelpKind) : 'article');

/**
 * A reader's view: the seeded articles' category, title, summary and body in the reader's language (decision 0032);
 * an agent's own article has no English text and reads as written. Agents' views are the Chinese text they edit.
 */
export const itemView = (r: Row, lang: Lang = 'zh-CN'): THelpArticleItem => ({
  id: r.id,
  kind: kindOf(r.kind),
  category: inLang(lang, r.category, r.categoryEn),
  title: inLang(lang, r.title, r.titleEn),
  summary: inLang(lang, r.summary, r.summaryEn),
  coverUrl: r.coverUrl,
  mediaUrl: r.mediaUrl,
  views: r.views,
  updatedAt: r.updatedAt.toISOString(),
});
export const detailView = (r: Row, lang: Lang = 'zh-CN'): THelpArticle => ({ ...itemView(r, lang), body: inLang(lang, r.body, r.bodyEn) });
export const adminView = (r: Row): THelpArticleAdmin => ({ ...detailView(r), hidden: r.hidden, sort: r.sort, createdAt: r.createdAt.toISOString() });

/** The search keyword, trimmed; blank (or only spaces) is HELP_KEYWORD_REQUIRED naming the field. */
export function searchKeyword(raw: string): string {
  const k = raw.trim();
  if (!k) throw new DomainError('HELP_KEYWORD_REQUIRED', { field: 'keyword' });
  return k;
}

/**
 * What the index holds of an article: its title and, for the body, the category, summary and body text, each in
 * both languages. One document per article, whatever the reader's language: a search in either language finds it
 * (the index is not kept per language, and the words of the two hardly ever collide).
 */
export const searchableOf = (r: { title: string; summary: string; body: string; category: string; titleEn?: string; summaryEn?: string; bodyEn?: string; categoryEn?: string }) => ({
  title: [r.title, r.titleEn].filter(Boolean).join('\n'),
  body: [r.category, r.categoryEn, r.summary, r.summaryEn, r.body, r.bodyEn].filter(Boolean).join('\n'),
});

/** Search hits in rank order, keeping only rows still shown. */
export function inRankOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** An agent's save that changes the Chinese category, title or summary drops the English ones: they no longer match. */
export const englishStillMatches = (before: { category: string; title: string; summary: string }, after: { category: string; title: string; summary: string }) =>
  before.category === after.category && before.title === after.title && before.summary === after.summary;

/**
 * The English texts an agent's save leaves standing: the headings while the Chinese category, title and summary are
 * unchanged, the body while the Chinese body is; what no longer matches is cleared ('' = shown in Chinese).
 */
export const englishAfterEdit = (before: { category: string; title: string; summary: string; body: string }, after: { category: string; title: string; summary: string; body: string }) => ({
  ...(englishStillMatches(before, after) ? {} : { categoryEn: '', titleEn: '', summaryEn: '' }),
  ...(before.body === after.body ? {} : { bodyEn: '' }),
});
