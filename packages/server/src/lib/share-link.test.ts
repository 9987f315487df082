import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { qrDataUrlOf } from './share-link';

describe('qrDataUrlOf', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws a link once and answers the kept code after that, per width', async () => {
    const draw = vi.spyOn(QRCode, 'toDataURL');
    const link = `https://example.test/multipage/share?x=${Math.random()}`;
    const first = await qrDataUrlOf(link);
    expect(first).toMatch(/^data:image\/png;base64,/);
    expect(await qrDataUrlOf(link)).toBe(first);
    expect(draw).toHaveBeenCalledTimes(1);
    await qrDataUrlOf(link, 120);
    expect(draw).toHaveBeenCalledTimes(2);
  });

  it('keeps a bounded number of codes: the least recent one is drawn again', async () => {
    const draw = vi.spyOn(QRCode, 'toDataURL');
    const base = `https://example.test/multipage/bound?x=${Math.random()}&n=`;
    await qrDataUrlOf(`${base}0`);
    for (let n = 1; n <= 256; n++) await qrDataUrlOf(`${base}${n}`, 21);
    const before = draw.mock.calls.length;
    await qrDataUrlOf(`${base}0`);
    expect(draw.mock.calls.length).toBe(before + 1);
  });
});
