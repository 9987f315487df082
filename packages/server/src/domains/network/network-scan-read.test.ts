import { describe, expect, it } from 'vitest';
import type { OcrProvider } from '../../providers/ocr';
import { readCardSide } from './network-scan-read';

/** A provider answering by the models asked for, recording each call's options. */
const fake = (byLangs: Record<string, string>) => {
  const calls: { langs?: string; psm?: number; line?: string }[] = [];
  const ocr: OcrProvider = {
    read: async (_img, o = {}) => {
      calls.push({ langs: o.langs, psm: o.psm, line: o.prepare?.line });
      return byLangs[o.langs ?? 'default'] ?? '';
    },
  };
  return { ocr, calls };
};

describe('reading one side', () => {
  it('one reading when it found a Chinese name', async () => {
    const { ocr, calls } = fake({ default: '张伟\n手机：13800138000\nE: zhang.wei@yunfan.com' });
    expect((await readCardSide(ocr, new Uint8Array())).name).toBe('张伟');
    expect(calls).toHaveLength(1);
  });
  it("asks chi_sim alone, on the tallest line as one block, for the name the first reading lost, and keeps the first reading's e-mail", async () => {
    const { ocr, calls } = fake({ default: 'PEGE,\n手机：13800138000\nE: zhang.wei@yunfan.com', chi_sim: '林晓\n手机：13800138000\nE: zhangwei@yunfan.com' });
    const f = await readCardSide(ocr, new Uint8Array());
    expect(f).toMatchObject({ name: '林晓', email: 'zhang.wei@yunfan.com', mobiles: ['13800138000'] });
    expect(calls).toEqual([
      { langs: undefined, psm: undefined, line: undefined },
      { langs: 'chi_sim', psm: 6, line: 'tallest' },
    ]);
  });
  it('keeps an English name when the second reading finds no Chinese one either', async () => {
    const { ocr } = fake({ default: 'Zhang Wei\nSales Manager', chi_sim: '' });
    expect((await readCardSide(ocr, new Uint8Array())).name).toBe('Zhang Wei');
  });
});
