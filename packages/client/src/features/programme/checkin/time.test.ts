import { describe, expect, it } from 'vitest';
import { clockTime, hoursOf, minuteTime, paragraphsOf, shortDay } from './time';

describe('check-in times', () => {
  it('formats seconds of the day, minutes and chart hours', () => {
    expect(clockTime(0)).toBe('00:00');
    expect(clockTime(5 * 3600 + 59 * 60 + 59)).toBe('05:59');
    expect(clockTime(null)).toBe('--:--');
    expect(minuteTime(600)).toBe('10:00');
    expect(hoursOf(6 * 3600 + 1800)).toBe(6.5);
    expect(shortDay('2026-11-25')).toBe('11-25');
  });
  it('splits plain text into paragraphs at blank lines', () => {
    expect(paragraphsOf('一\n\n二\n  \n三')).toEqual(['一', '二', '三']);
    expect(paragraphsOf('')).toEqual([]);
  });
});
