import { describe, expect, it } from 'vitest';
import { assertCanFinish, assertUnlocked, isUnlocked, lessonState, progressOf, unlocksOn } from './checkin-study.rules';

/** The guide's unlocking (lesson N on the (N-1)th day after the start) and in-order finishing, at their edges. */
const start = '2026-11-25';
const none = new Set<number>();

describe('unlocking', () => {
  it('lesson 1 at once, lesson N on start + N-1 days, not a day earlier', () => {
    expect(unlocksOn(start, 1)).toBe(start);
    expect(unlocksOn(start, 7)).toBe('2026-12-01');
    expect(isUnlocked(start, start, 1)).toBe(true);
    expect(isUnlocked(start, start, 2)).toBe(false);
    expect(isUnlocked(start, '2026-11-26', 2)).toBe(true);
    expect(isUnlocked(start, '2026-11-30', 7)).toBe(false);
    expect(isUnlocked(start, '2026-12-01', 7)).toBe(true);
    expect(() => assertUnlocked(start, start, 2)).toThrow('STUDY_LESSON_LOCKED');
  });
  it('states: finished before open before locked', () => {
    expect(lessonState(start, start, 1, new Set([1]))).toBe('finished');
    expect(lessonState(start, start, 1, none)).toBe('open');
    expect(lessonState(start, start, 2, none)).toBe('locked');
  });
});

describe('finishing in order', () => {
  it('lesson 1 any time it is open; lesson 2 needs lesson 1', () => {
    expect(() => assertCanFinish(start, start, 1, none)).not.toThrow();
    expect(() => assertCanFinish(start, '2026-11-26', 2, none)).toThrow('STUDY_OUT_OF_ORDER');
    expect(() => assertCanFinish(start, '2026-11-26', 2, new Set([1]))).not.toThrow();
  });
  it('a locked lesson is LOCKED even with its previous one finished', () => {
    expect(() => assertCanFinish(start, start, 2, new Set([1]))).toThrow('STUDY_LESSON_LOCKED');
  });
});

describe('progress', () => {
  it('counts finished lessons of the guide, percent rounded down', () => {
    expect(progressOf(none)).toEqual({ finished: 0, total: 7, percent: 0 });
    expect(progressOf(new Set([1]))).toEqual({ finished: 1, total: 7, percent: 14 });
    expect(progressOf(new Set([1, 2, 3, 4, 5, 6, 7]))).toEqual({ finished: 7, total: 7, percent: 100 });
    expect(progressOf(new Set([1, 8]))).toEqual({ finished: 1, total: 7, percent: 14 });
  });
});
