import { LIMITS, type TArticleParagraph } from '@card/contract';
import { DomainError } from '../../lib/domain-error';

/**
 * The articles part's decisions (issue 14), pure: room for folds and articles, who may change what, what a visitor
 * sees (own, mirrored, company), keywords, the fold URL of the spec's rewrite. No clock, no database.
 */
const L = LIMITS.content;

/** Who acts: the caller's company and role there (null when in none). */
export interface Actor {
  userId: string;
  companyId: string | null;
  companyRole: string | null;
}
/** What a fold or an article belongs to: a user's own card (companyId null) or a company's article centre. */
export interface Owned {
  userId: string;
  companyId: string | null;
}

export type Scope = 'own' | 'company';

/** The owner a scope names for this actor: a company scope needs a company admin. */
export function ownerOf(actor: Actor, scope: Scope): Owned {
  if (scope === 'own') return { userId: actor.userId, companyId: null };
  if (!actor.companyId) throw new DomainError('ARTICLE_NO_COMPANY', { field: 'scope' });
  if (actor.companyRole !== 'admin') throw new DomainError('NO_PERMISSION', { field: 'scope' });
  return { userId: actor.userId, companyId: actor.companyId };
}

/**
 * Whether the actor may change a fold or an article: their own card's, or any of their company's when they are its
 * admin (an admin keeps the centre even for what another admin wrote). Anything else reads as not there.
 */
export function canWrite(actor: Actor, row: Owned): boolean {
  if (row.companyId === null) return row.userId === actor.userId;
  return row.companyId === actor.companyId && actor.companyRole === 'admin';
}

/** Whether two rows have the same owner (an article may only be filed in a fold of its own owner). */
export const sameOwner = (a: Owned, b: Owned) => (a.companyId === null ? b.companyId === null && a.userId === b.userId : a.companyId === b.companyId);

export function assertFoldRoom(folds: number): void {
  if (folds >= L.articleFoldsMax) throw new DomainError('ARTICLE_FOLDS_FULL');
}

export function assertArticleRoom(articles: number): void {
  if (articles >= L.articlesMax) throw new DomainError('ARTICLES_FULL');
}

/** A fold goes only when empty: its articles are never silently unfiled or deleted with it. */
export function assertFoldEmpty(articles: number): void {
  if (articles > 0) throw new DomainError('ARTICLE_FOLD_NOT_EMPTY', { field: 'foldId' });
}

/** A new order names every fold exactly once. */
export function assertSortComplete(given: readonly string[], existing: readonly string[]): void {
  const set = new Set(given);
  if (set.size !== given.length || set.size !== existing.length || existing.some((id) => !set.has(id))) {
    throw new DomainError('ARTICLE_FOLD_SORT_MISMATCH', { field: 'foldIds' });
  }
}

/** Keywords as stored: lower-cased (the filters ignore case), each once, in the order given. */
export function keywordsOf(input: readonly string[]): string[] {
  return [...new Set(input.map((k) => k.trim().toLowerCase()).filter(Boolean))];
}

export const keywordsFromColumn = (column: string): string[] => (column ? column.split(',') : []);

/** The spec's rewrite of a fold's url: the visitor's page of the fold, in the card's context. */
export const foldUrl = (foldId: string, phoneIdEcr: string) => `/multipleWdy/micro/show/fold?foldId=${encodeURIComponent(foldId)}&phoneIdEcr=${encodeURIComponent(phoneIdEcr)}`;

/**
 * Whether a sub card shows its master's articles: live (nothing is pushed), while the link is bound (a master's
 * `forbidden` stops it) and the sub has not switched articles off (an absent switch is allowed).
 */
export function mirrorShowsArticles(linkState: string | null, allowed: boolean | undefined): boolean {
  return linkState === 'bound' && allowed !== false;
}

/** Visitors see published articles; their owner sees hidden ones too. */
export const visibleTo = (a: { userId: string; state: string }, viewerId: string | null) => a.state === 'published' || a.userId === viewerId;

/** A company centre's article is read by the company's members only. */
export const companyReadable = (a: { companyId: string | null }, viewer: { companyId: string | null } | null) =>
  a.companyId === null || (viewer !== null && viewer.companyId === a.companyId);

/** The owner reading their own article is not a view. */
export const countsAsView = (ownerId: string, viewerId: string | null) => ownerId !== viewerId;

/** The image URLs an article names (cover and image paragraphs), for the own-images check. */
export const imagesOf = (paragraphs: readonly TArticleParagraph[]) => paragraphs.flatMap((p) => (p.type === 'image' ? [p.url] : []));

/** The texts of an article others read, with the field each is named by, for the sensitive-word filter. */
export function textsOf(a: { title: string; summary: string; paragraphs: readonly TArticleParagraph[]; keywords: readonly string[] }): [string, string][] {
  return [
    ['title', a.title],
    ['summary', a.summary],
    ...a.paragraphs.flatMap((p): [string, string][] => (p.type === 'text' ? [['paragraphs', p.text]] : [])),
    ...a.keywords.map((k): [string, string] => ['keywords', k]),
  ];
}
