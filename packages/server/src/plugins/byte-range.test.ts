import { describe, expect, it } from 'vitest';
import { byteRange } from './byte-range';

describe('byte ranges of a 1000-byte file', () => {
  it('reads a-b, a- and -n, clamping the end to the file', () => {
    expect(byteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(byteRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(byteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(byteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
    expect(byteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(byteRange('bytes=999-999', 1000)).toEqual({ start: 999, end: 999 });
  });
  it('a start at or past the end is unsatisfiable (416); an empty suffix too', () => {
    expect(byteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=1000-1001', 1000)).toBe('unsatisfiable');
    expect(byteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });
  it('no header, another unit, several ranges or nonsense: the whole file', () => {
    for (const h of [undefined, '', 'items=0-1', 'bytes=0-1,5-9', 'bytes=-', 'bytes=abc', 'bytes=9-3']) expect(byteRange(h, 1000), String(h)).toBeNull();
  });
});
