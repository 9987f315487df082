import { HELP_KINDS, type HelpKind, type THelpArticle, type THelpArticleAdmin, type THelpArticleItem } from '@card/contract';
import { DomainError } from '../../lib/domain-error';

/** Pure rules and views of the help part. */
type Row = {
  id: string; kind: string; category: string; title: string; summary: string; body: string; coverUrl: string; mediaUrl: string;
  views: number; hidden: boolean; sort: number; createdAt: Date; updatedAt: Date;
};

/** A stored kind outside the list (a row written by hand) shows as an article rather than breaking the answer. */
const kindOf = (k: string): HelpKind => ((HELP_KINDS as readonly string[]).includes(k) ? (k as HelpKind) : 'article');

export const itemView = (r: Row): THelpArticleItem => ({
  id: r.id, kind: kindOf(r.kind), category: r.category, title: r.title, summary: r.summary, coverUrl: r.coverUrl,
  mediaUrl: r.mediaUrl, views: r.views, updatedAt: r.updatedAt.toISOString(),
});
export const detailView = (r: Row): THelpArticle => ({ ...itemView(r), body: r.body });
export const adminView = (r: Row): THelpArticleAdmin => ({ ...detailView(r), hidden: r.hidden, sort: r.sort, createdAt: r.createdAt.toISOString() });

/** The search keyword, trimmed; blank (or only spaces) is HELP_KEYWORD_REQUIRED naming the field. */
export function searchKeyword(raw: string): string {
  const k = raw.trim();
  if (!k) throw new DomainError('HELP_KEYWORD_REQUIRED', { field: 'keyword' });
  return k;
}

/** What the index holds of an article: its title and, for the body, the summary and body text. */
export const searchableOf = (r: { title: string; summary: string; body: string; category: string }) =>
  ({ title: r.title, body: [r.category, r.summary, r.body].filter(Boolean).join('\n') });

/** Search hits in rank order, keeping only rows still shown. */
export function inRankOrder<T extends { id: string }>(ids: string[], rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
