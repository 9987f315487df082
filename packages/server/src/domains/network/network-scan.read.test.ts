import { describe, expect, it } from 'vitest';
import type { OcrProvider } from '../../providers/ocr';
import { readCardSide } from './network-scan.read';

/** A provider answering one text, recording each call's options. */
const fake = (text: string) => {
  const calls: { langs?: string; threshold?: boolean }[] = [];
  const ocr: OcrProvider = {
    read: async (_img, o = {}) => {
      calls.push({ langs: o.langs, threshold: o.prepare?.threshold });
      return text;
    },
  };
  return { ocr, calls };
};

describe('reading one side', () => {
  it('parses one reading into fields', async () => {
    const { ocr, calls } = fake('张伟\n手机：13800138000\nE: zhang.wei@yunfan.com');
    expect(await readCardSide(ocr, new Uint8Array())).toMatchObject({ name: '张伟', mobiles: ['13800138000'], email: 'zhang.wei@yunfan.com' });
    expect(calls).toHaveLength(1);
  });
  it('reads once even when no Chinese name was found (a second pass cost a third more CPU for a few names)', async () => {
    const { ocr, calls } = fake('PEGE,\n手机：13800138000');
    expect((await readCardSide(ocr, new Uint8Array())).mobiles).toEqual(['13800138000']);
    expect(calls).toEqual([{ langs: undefined, threshold: undefined }]);
  });
  it("passes the caller's preparation options through", async () => {
    const { ocr, calls } = fake('');
    await readCardSide(ocr, new Uint8Array(), { prepare: { threshold: false } });
    expect(calls[0]!.threshold).toBe(false);
  });
});
