import { LIMITS, type PendantCategory, type TNicknameCustom, type TPendant } from '@card/contract';
import { DomainError } from '../../../lib/domain-error';

/**
 * Pure rules of the persona part (issue 18): when a pendant shows, the customs' bounds, ownership of a batch, and
 * the answer shapes. No database here; the service reads and writes through the repository.
 */
const L = LIMITS.programmePersona;

export interface PendantRow {
  id: string;
  category: string;
  nameZh: string;
  nameEn: string;
  imageUrl: string;
  hidden: boolean;
}
export interface CustomRow {
  id: string;
  userId: string;
  nickname: string;
  avatarUrl: string;
  createdAt: Date;
}

/**
 * Others see a pendant only while its owner is VIP and the pendant is still in the catalogue; the choice itself is
 * kept when VIP lapses, so it shows again on renewal without choosing anew.
 */
export function pendantShown(pendant: Pick<PendantRow, 'hidden'> | null, ownerIsVip: boolean): boolean {
  return pendant !== null && !pendant.hidden && ownerIsVip;
}

/** A pendant one may put on: present and not withdrawn; else PENDANT_NOT_FOUND naming pendantId. */
export function assertWearable<P extends Pick<PendantRow, 'hidden'>>(pendant: P | null): asserts pendant is P {
  if (!pendant || pendant.hidden) throw new DomainError('PENDANT_NOT_FOUND', { field: 'pendantId' });
}

/** A new custom fits while the user keeps fewer than the maximum. */
export function assertCustomRoom(count: number): void {
  if (count >= L.maxCustoms) throw new DomainError('PERSONA_CUSTOMS_FULL', { field: 'nickname' });
}

/** A custom of someone else (or none) answers the same as a missing one: nobody learns another user's ids. */
export function assertOwnCustom<C extends Pick<CustomRow, 'userId'>>(row: C | null, userId: string, field = 'id'): asserts row is C {
  if (!row || row.userId !== userId) throw new DomainError('PERSONA_CUSTOM_NOT_FOUND', { field });
}

/** Every id of a batch must be one of the caller's (`owned`: the ids found as theirs); else nothing is deleted. */
export function assertAllOwned(ids: readonly string[], owned: ReadonlySet<string>): void {
  if (ids.some((id) => !owned.has(id))) throw new DomainError('PERSONA_CUSTOM_NOT_FOUND', { field: 'ids' });
}

export const pendantView = (p: PendantRow, urlOf: (key: string) => string): TPendant => ({
  id: p.id,
  category: p.category as PendantCategory,
  nameZh: p.nameZh,
  nameEn: p.nameEn,
  imageUrl: urlOf(p.imageUrl),
});

export const customView = (c: CustomRow, defaultId: string | null): TNicknameCustom => ({
  id: c.id,
  nickname: c.nickname,
  avatarUrl: c.avatarUrl,
  isDefault: c.id === defaultId,
  createdAt: c.createdAt.toISOString(),
});
