import { describe, expect, it } from 'vitest';
import { AVATAR_GROUNDS, avatarGround, avatarInitials } from './avatar';

describe('avatar initials', () => {
  it('reads a Chinese name by its given name: the last two characters, a two-character name whole', () => {
    expect(avatarInitials('张三丰')).toBe('三丰');
    expect(avatarInitials('欧阳娜娜')).toBe('娜娜');
    expect(avatarInitials('张三')).toBe('张三');
    expect(avatarInitials('李')).toBe('李');
    expect(avatarInitials(' 王 小 明 ')).toBe('小明');
  });

  it('takes the first letters of the first and last words of a Latin name, upper-cased', () => {
    expect(avatarInitials('anna')).toBe('A');
    expect(avatarInitials('Anna Maria Li')).toBe('AL');
    expect(avatarInitials('  jean-luc   picard ')).toBe('JP');
    expect(avatarInitials("o'neil")).toBe('O');
    expect(avatarInitials('élodie durand')).toBe('ÉD');
    expect(avatarInitials('e\u0301lodie')).toBe('É'); // decomposed accent composed first: one initial, not a bare mark
  });

  it('has none for an empty name, the masked phone, digits, punctuation or emoji', () => {
    expect(avatarInitials('')).toBe('');
    expect(avatarInitials('   ')).toBe('');
    expect(avatarInitials('139****5679')).toBe('');
    expect(avatarInitials('😀🎉')).toBe('');
    expect(avatarInitials('-_-')).toBe('');
  });

  it('skips emoji and digits around a name', () => {
    expect(avatarInitials('😀 Tom 2 Lee')).toBe('TL');
    expect(avatarInitials('张三😀')).toBe('张三');
    expect(avatarInitials('3号 王五')).toBe('王五');
  });

  it('reads a name mixing scripts by its Chinese characters', () => {
    expect(avatarInitials('Tom 张三')).toBe('张三');
    expect(avatarInitials('张 Tom Lee')).toBe('张');
  });

  it('gives at most two initials for a very long name', () => {
    expect(avatarInitials(`${'阿'.repeat(40)}布都`)).toBe('布都');
    expect(avatarInitials(Array.from({ length: 30 }, (_, i) => `Word${i}`).join(' '))).toBe('WW');
    expect([...avatarInitials('x'.repeat(500))]).toHaveLength(1);
  });
});

/** WCAG relative luminance and contrast ratio. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('avatar ground', () => {
  it('is stable for a seed and spreads different seeds over the grounds', () => {
    expect(avatarGround('u-123')).toBe(avatarGround('u-123'));
    const used = new Set(Array.from({ length: 200 }, (_, i) => avatarGround(`user-${i}`)));
    expect(used.size).toBe(AVATAR_GROUNDS.length);
    expect(AVATAR_GROUNDS).toContain(avatarGround(''));
  });

  it('every ground carries white initials at 4.5:1 or more', () => {
    for (const g of AVATAR_GROUNDS) expect(contrastWithWhite(g), g).toBeGreaterThanOrEqual(4.5);
  });
});
