import { describe, expect, it } from 'vitest';
import { melodyWav } from './melody';

describe('melodyWav', () => {
  it('writes a 16-bit mono PCM WAV whose sizes match its samples', () => {
    const wav = melodyWav([440, 660], 0.25);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 12)).toBe('WAVE');
    expect(wav.readUInt16LE(20)).toBe(1); // PCM
    expect(wav.readUInt16LE(22)).toBe(1); // mono
    expect(wav.readUInt16LE(34)).toBe(16);
    const samples = 2 * Math.floor(16_000 * 0.25);
    expect(wav.readUInt32LE(40)).toBe(samples * 2);
    expect(wav.length).toBe(44 + samples * 2);
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
  });
  it('is not silent', () => {
    const wav = melodyWav([440], 0.1);
    let peak = 0;
    for (let i = 44; i < wav.length; i += 2) peak = Math.max(peak, Math.abs(wav.readInt16LE(i)));
    expect(peak).toBeGreaterThan(5000);
  });
});
