import { describe, expect, it } from 'vitest';
import { stackCrops, wordsBySlot } from './ocr-words';

describe('a strip of words', () => {
  it('stacks crops left-aligned with white between and around them, and says where each lies', () => {
    const s = stackCrops([
      { data: new Uint8Array([0, 0, 0]), width: 3, height: 1 },
      { data: new Uint8Array([7, 8]), width: 1, height: 2 },
    ]);
    expect(s.width).toBe(3 + 48);
    expect(s.height).toBe(24 + 1 + 24 + 2 + 24);
    expect(s.slots).toEqual([
      { top: 24, bottom: 25 },
      { top: 49, bottom: 51 },
    ]);
    expect([...s.data.subarray(24 * s.width + 24, 24 * s.width + 27)]).toEqual([0, 0, 0]);
    expect(s.data[50 * s.width + 24]).toBe(8);
    expect(s.data[50 * s.width + 25]).toBe(255);
    expect(s.data[0]).toBe(255);
  });
  it("gives each slot its words joined in reading order, '' for a slot with none, and drops words outside any", () => {
    const slots = [
      { top: 24, bottom: 64 },
      { top: 88, bottom: 128 },
      { top: 152, bottom: 192 },
    ];
    const w = (text: string, left: number, top: number) => ({ text, box: { left, top, width: 10, height: 30 } });
    expect(wordsBySlot([w('com', 200, 30), w('www.qh1ab', 24, 28), w('.', 150, 40), w('wx_qh1ab7', 24, 156), w('stray', 0, 400), { text: 'nobox' }], slots)).toEqual([
      'www.qh1ab.com',
      '',
      'wx_qh1ab7',
    ]);
  });
});
