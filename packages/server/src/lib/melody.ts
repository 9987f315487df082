/**
 * A short melody as a WAV file (16-bit mono PCM), so the seeded background-music catalogue plays real sound on a
 * machine without any media files. Pure: notes in, bytes out.
 */
const RATE = 16_000;

export function melodyWav(notesHz: number[], noteSeconds = 0.4): Buffer {
  const perNote = Math.floor(RATE * noteSeconds);
  const samples = notesHz.length * perNote;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVE', 8);
  wav.write('fmt ', 12);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(RATE, 24);
  wav.writeUInt32LE(RATE * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  notesHz.forEach((hz, n) => {
    for (let i = 0; i < perNote; i++) {
      // A soft attack and decay per note, so it sounds like plucked notes rather than clicks.
      const envelope = Math.min(1, i / 400) * Math.exp((-3 * i) / perNote);
      const v = Math.sin((2 * Math.PI * hz * i) / RATE) * envelope * 0.35;
      wav.writeInt16LE(Math.round(v * 32767), 44 + (n * perNote + i) * 2);
    }
  });
  return wav;
}
