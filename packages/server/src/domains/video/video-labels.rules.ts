import type { ErrorCode, Lang, VideoLabelScope } from '@card/contract';
import { LIMITS } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { assertRoomFor } from '../../lib/ordered-list.rules';

/**
 * Pure rules of the labels part: who may use which label, name clashes, caps. No Prisma, no clock.
 * A label row is a platform topic (no user, no company), a company's (companyId) or one user's own (userId).
 */
const V = LIMITS.video;

export type LabelRow = { id: string; userId: string | null; companyId: string | null; name: string; nameEn: string };
export type Member = { id: string; companyId: string | null; companyRole: string | null };

export function scopeOf(row: Pick<LabelRow, 'userId' | 'companyId'>): VideoLabelScope {
  if (row.userId) return 'own';
  return row.companyId ? 'company' : 'platform';
}

export const isPlatformLabel = (row: Pick<LabelRow, 'userId' | 'companyId'>) => scopeOf(row) === 'platform';

/** A label `who` may give their videos: a platform topic, their company's, or their own. */
export function mayUseLabel(row: Pick<LabelRow, 'userId' | 'companyId'>, who: Pick<Member, 'id' | 'companyId'>): boolean {
  const scope = scopeOf(row);
  if (scope === 'platform') return true;
  if (scope === 'own') return row.userId === who.id;
  return who.companyId !== null && row.companyId === who.companyId;
}

/** The label's name in the reader's language: seeded topics carry an English name, users' labels only theirs. */
export const labelName = (row: Pick<LabelRow, 'name' | 'nameEn'>, lang: Lang) => (lang === 'en' && row.nameEn ? row.nameEn : row.name);

/** Names compare without case and surrounding blanks, so "Food" and " food" are one label. */
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A new or renamed name must not repeat another of the list's names (the renamed item itself excepted). */
export function assertNameFree(existing: readonly { id: string; name: string }[], name: string, code: ErrorCode, exceptId?: string) {
  if (existing.some((x) => x.id !== exceptId && sameName(x.name, name))) throw new DomainError(code, { field: 'name' });
}

/** One more own label fits while the caller keeps fewer than ownLabelsMax. */
export const assertOwnLabelRoom = (count: number) => assertRoomFor(count, V.ownLabelsMax, 'VIDEO_LABELS_FULL', 'name');
export const assertCompanyLabelRoom = (count: number) => assertRoomFor(count, V.companyLabelsMax, 'VIDEO_LABELS_FULL', 'name');
export const assertTypeRoom = (count: number) => assertRoomFor(count, V.typesMax, 'VIDEO_TYPES_FULL', 'name');
export const assertFollowRoom = (count: number) => assertRoomFor(count, V.labelFollowsMax, 'VIDEO_LABEL_FOLLOWS_FULL', 'labelId');

/** The company a company admin acts for; anyone else is refused (the route's role check says the same first). */
export function adminCompanyOf(me: Member): string {
  if (!me.companyId || me.companyRole !== 'admin') throw new DomainError('NO_PERMISSION');
  return me.companyId;
}

/** `0` in a `{0}` path names the caller's own card; a visitor without a session cannot say "mine". */
export function isOwnCardParam(phoneIdEcr: string, viewerId: string | null): boolean {
  if (phoneIdEcr !== '0') return false;
  if (!viewerId) throw new DomainError('NOT_LOGGED_IN');
  return true;
}
