import { formatDate } from '../../../lib/datetime';

/** Pure helpers of the promotion screens (tested in promotion.view.test.ts). */

/** A date in lists: the Beijing date in the reader's language ('' for junk; lib/datetime). */
export const dayOf = (iso: string): string => formatDate(iso);

/** The progress bar's width toward a target, 0-100 (a target of 0 or less counts as reached). */
export function progressPercent(done: number, target: number): number {
  if (target <= 0) return 100;
  return Math.max(0, Math.min(100, Math.round((done / target) * 100)));
}

/** What the invite page offers for documents: nothing yet, a first submission, or editing the one under review. */
export function documentsAction(reached: boolean, claimState: 'pending' | 'approved' | 'rejected' | null): 'none' | 'submit' | 'edit' {
  if (claimState === 'pending' || claimState === 'rejected') return 'edit';
  if (claimState === 'approved') return 'none';
  return reached ? 'submit' : 'none';
}
