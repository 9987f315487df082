import { expect, it } from 'vitest';
import { yuanToFen } from './yuan';

it('reads yuan as integer fen without floating point', () => {
  expect(yuanToFen('12.3')).toBe(1230);
  expect(yuanToFen('0.05')).toBe(5);
  expect(yuanToFen('1')).toBe(100);
  expect(yuanToFen(' １０．５ ')).toBe(1050);
  expect(yuanToFen('0.29')).toBe(29); // 0.29 * 100 is 28.999... in floating point
  expect(yuanToFen('1.234')).toBeNull();
  expect(yuanToFen('-1')).toBeNull();
  expect(yuanToFen('abc')).toBeNull();
  expect(yuanToFen('')).toBeNull();
});
