import type { TicketCategory } from '@card/contract';

/**
 * The feedback being written, kept in sessionStorage while the user walks feedback → vouchers → additions → submit,
 * so back and forward (and a reload) keep every step's choices; cleared once submitted.
 */
export interface FeedbackDraft {
  category: TicketCategory | '';
  vouchers: string[];
  content: string;
  contact: string;
}
const KEY = 'service-feedback-draft';
export const emptyFeedback = (): FeedbackDraft => ({ category: '', vouchers: [], content: '', contact: '' });

export function loadFeedback(): FeedbackDraft {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? { ...emptyFeedback(), ...(JSON.parse(raw) as Partial<FeedbackDraft>) } : emptyFeedback();
  } catch {
    return emptyFeedback();
  }
}
export const saveFeedback = (d: FeedbackDraft) => sessionStorage.setItem(KEY, JSON.stringify(d));
export const clearFeedback = () => sessionStorage.removeItem(KEY);
