import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { prepareForOcr } from './ocr-prepare';

/** A small grey card with a dark bar: enough for every preparation step. */
const card = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="240"><rect width="100%" height="100%" fill="#f0f0f0"/><rect x="40" y="100" width="300" height="30" fill="#222"/></svg>',
    ),
  )
    .png()
    .toBuffer();

describe('one picture read several times', () => {
  it('answers the same prepared picture each time, and a different one for other steps', async () => {
    const bytes = await card();
    const first = await prepareForOcr(bytes);
    expect((await prepareForOcr(bytes)).equals(first)).toBe(true);
    expect((await prepareForOcr(bytes, { sharpen: false })).equals(first)).toBe(false);
    expect((await prepareForOcr(bytes, { scaleWidth: 800 })).equals(first)).toBe(false);
  });
});
