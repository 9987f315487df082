import { describe, expect, it } from 'vitest';
import { musicInLang } from './music.rules';

const row = { id: 'm1', name: '高山流水', singer: '古筝', nameEn: 'High Mountains, Flowing Water', singerEn: 'Guzheng', url: '/files/music/g.wav', category: 'classical' };

describe("music in the caller's language", () => {
  it('answers Chinese callers in Chinese and English callers in English', () => {
    expect(musicInLang(row, 'zh-CN')).toEqual({ id: 'm1', name: '高山流水', singer: '古筝', url: '/files/music/g.wav', category: 'classical' });
    expect(musicInLang(row, 'en')).toMatchObject({ name: 'High Mountains, Flowing Water', singer: 'Guzheng' });
  });
  it('falls back to the Chinese text where no English one is stored', () => {
    expect(musicInLang({ ...row, nameEn: '', singerEn: '' }, 'en')).toMatchObject({ name: '高山流水', singer: '古筝' });
  });
});
