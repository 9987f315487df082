import { describe, expect, it } from 'vitest';
import { avatarInitial } from './Avatar';

describe('avatar initial', () => {
  it('uses the first letter of a real name, Chinese or Latin', () => {
    expect(avatarInitial('李四')).toBe('李');
    expect(avatarInitial(' anna')).toBe('a');
  });
  it('never shows a digit or a mask: a new card is named after the masked phone', () => {
    expect(avatarInitial('139****5679')).toBeNull();
    expect(avatarInitial('*')).toBeNull();
    expect(avatarInitial('')).toBeNull();
  });
});
