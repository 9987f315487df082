import { describe, expect, it } from 'vitest';
import { dayOf, documentsAction, progressPercent } from './promotion.view';

describe('promotion screens', () => {
  it('progress toward a target is bounded 0-100', () => {
    expect(progressPercent(0, 3)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(3, 3)).toBe(100);
    expect(progressPercent(5, 3)).toBe(100);
    expect(progressPercent(0, 0)).toBe(100);
  });
  it('documents: submit at the target, edit while under review or rejected, nothing once approved', () => {
    expect(documentsAction(false, null)).toBe('none');
    expect(documentsAction(true, null)).toBe('submit');
    expect(documentsAction(true, 'pending')).toBe('edit');
    expect(documentsAction(true, 'rejected')).toBe('edit');
    expect(documentsAction(true, 'approved')).toBe('none');
  });
  it('days are Beijing dates; junk is blank', () => {
    expect(dayOf('2026-11-24T08:00:00Z')).toBe('2026-11-24');
    expect(dayOf('2026-11-24T16:00:00Z')).toBe('2026-11-25');
    expect(dayOf('nope')).toBe('');
  });
});
