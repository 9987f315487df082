import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unzip } from '../../test/helpers/unzip';
import { crc32, zip } from './zip';

describe('zip writer', () => {
  it('computes the standard CRC-32', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.alloc(0))).toBe(0);
  });

  it('writes entries that read back byte for byte, deflating text and storing what does not shrink', () => {
    const text = Buffer.from(JSON.stringify({ a: 'x'.repeat(2000) }));
    const noise = Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 2654435761) >>> 24));
    const bytes = zip([
      { name: 'pass.json', data: text },
      { name: 'icon.png', data: noise },
      { name: '目录/名.txt', data: Buffer.from('名片') },
      { name: 'empty', data: Buffer.alloc(0) },
    ]);
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
    expect(bytes.length).toBeLessThan(text.length); // the text was deflated
    const files = unzip(bytes);
    expect([...files.keys()]).toEqual(['pass.json', 'icon.png', '目录/名.txt', 'empty']);
    expect(files.get('pass.json')).toEqual(text);
    expect(files.get('icon.png')).toEqual(noise);
    expect(files.get('目录/名.txt')!.toString()).toBe('名片');
    expect(files.get('empty')!.length).toBe(0);
    expect(zip([{ name: 'a', data: text }])).toEqual(zip([{ name: 'a', data: text }])); // deterministic
  });

  // Info-ZIP's unzip (Debian's `unzip`), when the machine has it: an independent reader.
  const hasUnzip = (() => {
    try {
      execFileSync('unzip', ['-v'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();
  it.skipIf(!hasUnzip)('is read by the system unzip', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-test-'));
    try {
      const file = path.join(dir, 't.zip');
      fs.writeFileSync(
        file,
        zip([
          { name: 'manifest.json', data: Buffer.from('{"a":1}') },
          { name: 'b.bin', data: Buffer.alloc(3000, 7) },
        ]),
      );
      expect(execFileSync('unzip', ['-t', file]).toString()).toMatch(/No errors detected/);
      expect(execFileSync('unzip', ['-p', file, 'manifest.json']).toString()).toBe('{"a":1}');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses two entries of one name', () => {
    expect(() =>
      zip([
        { name: 'a', data: Buffer.alloc(1) },
        { name: 'a', data: Buffer.alloc(1) },
      ]),
    ).toThrow(/duplicate/);
  });
});
