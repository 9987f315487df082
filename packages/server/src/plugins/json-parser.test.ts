import { describe, expect, it } from 'vitest';
import { controlCharacterPath } from './json-parser';
import { parseForm } from './form-parser';

describe('controlCharacterPath', () => {
  it('finds the first string holding a C0 control or DEL, by its dotted path', () => {
    expect(controlCharacterPath({ signature: 'before\u0000after' })).toBe('signature');
    expect(controlCharacterPath({ a: 'ok', b: { c: ['x', 'y\u001f'] } })).toBe('b.c.1');
    expect(controlCharacterPath({ a: '\u007f' })).toBe('a');
    expect(controlCharacterPath('\u0001')).toBe('body');
    expect(controlCharacterPath(['ok', '\u0008'])).toBe('1');
    expect(controlCharacterPath({ 'k\u0000': 'v' })).toBe('body');
    expect(controlCharacterPath({ outer: { 'k\u0000': 'v' } })).toBe('outer');
  });

  it('lets tab, line breaks, numbers, booleans, null and ordinary text through', () => {
    expect(controlCharacterPath({ a: 'x\ty\nz\r\n', n: 1, b: true, z: null, t: '中文 😀 \u00a0\u0080' })).toBeNull();
    expect(controlCharacterPath([])).toBeNull();
  });
});

describe('parseForm control characters', () => {
  it('names the field of a control character; tab and line breaks pass to the field rules', () => {
    expect(() => parseForm('name=a%00b')).toThrowError(expect.objectContaining({ code: 'TEXT_CONTROL_CHAR', details: { field: 'name' } }));
    expect(() => parseForm('na%1Bme=x')).toThrowError(expect.objectContaining({ code: 'TEXT_CONTROL_CHAR', details: { field: 'body' } }));
    expect(parseForm('a=x%09y%0Az%0D')).toEqual({ a: 'x\ty\nz\r' });
  });
  it('junk encodings stay SUBMIT_DATA_ERROR', () => {
    expect(() => parseForm('a=%E0%A4%A')).toThrowError(expect.objectContaining({ code: 'SUBMIT_DATA_ERROR' }));
  });
});
