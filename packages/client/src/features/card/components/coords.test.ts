import { describe, expect, it } from 'vitest';
import { coordsText, parseCoords } from './coords';

describe('pasted coordinates', () => {
  it('reads latitude then longitude, with an ASCII or Chinese comma or a space', () => {
    expect(parseCoords('31.2397, 121.4998')).toEqual({ lat: '31.2397', lng: '121.4998' });
    expect(parseCoords(' 31.2397，121.4998 ')).toEqual({ lat: '31.2397', lng: '121.4998' });
    expect(parseCoords('-33.86 151.2')).toEqual({ lat: '-33.86', lng: '151.2' });
  });
  it('empty is no coordinates; one number leaves the other empty (the contract names it)', () => {
    expect(parseCoords('  ')).toEqual({ lat: '', lng: '' });
    expect(parseCoords('31.2397')).toEqual({ lat: '31.2397', lng: '' });
  });
  it('writes the field back the same way', () => {
    expect(coordsText('31.2397', '121.4998')).toBe('31.2397, 121.4998');
    expect(coordsText('', '')).toBe('');
  });
});
