import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-error';
import { backgroundRefOf, backgroundUrlOf, parseStoredBackground, storedBackground } from './card-style.rules';

const builtins = [{ id: 'bg-aurora', url: '/files/builtin/backgrounds/bg-aurora.png' }];
/** The local storage's reading: only its exact prefix and safe characters make a key. */
const ourKeyOf = (url: string) => /^\/files\/([A-Za-z0-9/_.-]+)$/.exec(url)?.[1] ?? null;
const own = 'backgrounds/tagA/abcdefgh.webp';
const refused = (value: string) => {
  try {
    backgroundRefOf(value, builtins, ourKeyOf);
  } catch (e) {
    return e instanceof DomainError ? { code: e.code, field: e.details?.field } : e;
  }
  return 'accepted';
};

describe('background references', () => {
  it('accepts none, a built-in by id or by its exact URL, and an own file by key or by our exact URL', () => {
    expect(backgroundRefOf('', builtins, ourKeyOf)).toEqual({ kind: 'none' });
    expect(backgroundRefOf('bg-aurora', builtins, ourKeyOf)).toEqual({ kind: 'builtin', id: 'bg-aurora' });
    expect(backgroundRefOf('builtin:bg-aurora', builtins, ourKeyOf)).toEqual({ kind: 'builtin', id: 'bg-aurora' });
    expect(backgroundRefOf(builtins[0].url, builtins, ourKeyOf)).toEqual({ kind: 'builtin', id: 'bg-aurora' });
    expect(backgroundRefOf(own, builtins, ourKeyOf)).toEqual({ kind: 'file', key: own });
    expect(backgroundRefOf(`/files/${own}`, builtins, ourKeyOf)).toEqual({ kind: 'file', key: own });
  });

  it('refuses any URL that only ends like ours, naming the field', () => {
    for (const v of [
      `https://tracker.example/pixel?v=1&x=/backgrounds/tagA/abcdefgh.webp`,
      `https://tracker.example/files/${own}`,
      `//tracker.example/files/${own}`,
      `/files/${own}?x=1`,
      `/files/../${own}`,
      'https://evil.example/x.png',
      'bg-unknown',
      'avatars/abc/abcdefgh.webp',
      `file:../${own}`,
      'javascript:alert(1)',
    ])
      expect(refused(v), v).toEqual({ code: 'CARD_BACKGROUND_INVALID', field: 'backgroundUrl' });
  });

  it('stores a reference and shows the URL derived from it; an old URL row reads as none', () => {
    expect(storedBackground({ kind: 'builtin', id: 'bg-aurora' })).toBe('builtin:bg-aurora');
    expect(storedBackground({ kind: 'file', key: own })).toBe(`file:${own}`);
    expect(storedBackground({ kind: 'none' })).toBe('');
    const urlOf = (key: string) => `/files/${key}`;
    expect(backgroundUrlOf('builtin:bg-aurora', builtins, urlOf)).toBe(builtins[0].url);
    expect(backgroundUrlOf(`file:${own}`, builtins, urlOf)).toBe(`/files/${own}`);
    expect(backgroundUrlOf('builtin:gone', builtins, urlOf)).toBe('');
    expect(parseStoredBackground('https://tracker.example/x.png')).toEqual({ kind: 'none' });
    expect(backgroundUrlOf('https://tracker.example/x.png', builtins, urlOf)).toBe('');
  });
});
