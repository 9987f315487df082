import type { Db } from '../../db';
import { melodyWav } from '../../lib/melody';
import type { StorageProvider } from '../../providers/storage';

/** Every track is named in both languages: the music lists answer in the caller's (card-style.service.ts). */
export const MUSIC = [
  { id: 'music-spring', name: '春日序曲', nameEn: 'Spring Overture', singer: '纯音乐', singerEn: 'Instrumental', url: '/files/music/spring.wav', category: 'light' },
  { id: 'music-ocean', name: '海风轻拂', nameEn: 'Ocean Breeze', singer: '纯音乐', singerEn: 'Instrumental', url: '/files/music/ocean.wav', category: 'light' },
  { id: 'music-office', name: '商务时光', nameEn: 'Business Hours', singer: '纯音乐', singerEn: 'Instrumental', url: '/files/music/office.wav', category: 'business' },
  { id: 'music-piano', name: '晨光钢琴', nameEn: 'Morning Piano', singer: '钢琴', singerEn: 'Piano', url: '/files/music/piano.wav', category: 'piano' },
  { id: 'music-guzheng', name: '高山流水', nameEn: 'High Mountains, Flowing Water', singer: '古筝', singerEn: 'Guzheng', url: '/files/music/guzheng.wav', category: 'classical' },
];

/** A pentatonic phrase per track, so each one sounds different. */
const PHRASES: Record<string, number[]> = {
  spring: [523, 587, 659, 784, 659, 587, 523, 440],
  ocean: [392, 440, 523, 440, 392, 330, 294, 330],
  office: [440, 494, 587, 659, 587, 494, 440, 392],
  piano: [262, 330, 392, 523, 392, 330, 262, 196],
  guzheng: [294, 330, 392, 440, 523, 440, 392, 330],
};

/** Writes the catalogue's audio files through the storage provider (skipped when they exist). */
export async function seedMusicFiles(storage: StorageProvider) {
  for (const m of MUSIC) {
    const key = m.url.replace('/files/', '');
    if (!(await storage.read(key))) await storage.put(key, melodyWav([...PHRASES[key.slice(6, -4)]!, ...PHRASES[key.slice(6, -4)]!]), 'audio/wav');
  }
}

/** The background music catalogue's rows; names follow the seed on every start. */
export async function seedMusic(db: Db) {
  for (const m of MUSIC) await db.music.upsert({ where: { id: m.id }, create: m, update: m });
}
