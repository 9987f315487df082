import { LIMITS, type ComplaintStatus } from '@card/contract';
import { DomainError } from '../../lib/domain-error';
import { stringListOf } from '../../lib/json-list';

/** Pure rules of the complaint part (no database, no clock). */
const L = LIMITS.service;

/** Nobody complains about their own card (a complaint is about someone else's conduct). */
export function assertNotSelf(userId: string, targetUserId: string | null) {
  if (targetUserId === userId) throw new DomainError('COMPLAINT_SELF', { field: 'target' });
}

/**
 * The evidence: distinct pictures (the contract caps the list at 9; a repeated picture is not more evidence, so it
 * counts once). At least one: an agent cannot judge a complaint about a card with nothing to look at.
 */
export function evidencePictures(urls: readonly string[]): string[] {
  const unique = [...new Set(urls)];
  if (unique.length < L.complaintPicturesMin) throw new DomainError('COMPLAINT_PICTURE_REQUIRED', { field: 'pictures' });
  return unique;
}

export const statusOfVerdict = (verdict: 'uphold' | 'dismiss'): ComplaintStatus => (verdict === 'uphold' ? 'upheld' : 'dismissed');

/** The stored pictures column read back (lib/json-list). */
export const keysOfImages = stringListOf;
