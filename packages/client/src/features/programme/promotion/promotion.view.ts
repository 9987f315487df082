/** Pure helpers of the promotion screens (tested in promotion.view.test.ts). */

/** A date as the phone shows it in lists: local year-month-day (2026-11-24). */
export function dayOf(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

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
