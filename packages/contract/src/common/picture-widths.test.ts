import { describe, expect, it } from 'vitest';
import { hasVariants, pictureSrcset, pictureWidthFor, PICTURE_WIDTHS } from './picture-widths';

describe('pictureWidthFor', () => {
  it('takes the smallest offered width covering the pixels, at each edge and one past', () => {
    expect(pictureWidthFor(1)).toBe(160);
    expect(pictureWidthFor(160)).toBe(160);
    expect(pictureWidthFor(161)).toBe(320);
    expect(pictureWidthFor(960)).toBe(960);
    expect(pictureWidthFor(961)).toBe(1280);
    expect(pictureWidthFor(1280)).toBe(1280);
  });
  it('answers the largest width past it (never a width the server refuses)', () => {
    expect(pictureWidthFor(1281)).toBe(1280);
    expect(pictureWidthFor(5000)).toBe(1280);
    for (const px of [0, 7, 333, 999, 4096]) expect(PICTURE_WIDTHS).toContain(pictureWidthFor(px));
  });
});

describe('pictureSrcset', () => {
  it('offers 1x/2x/3x of our own files', () => {
    expect(pictureSrcset('/files/a/b.jpg', 100)).toBe('/files/a/b.jpg?w=160 1x, /files/a/b.jpg?w=320 2x');
    expect(pictureSrcset('/files/x.png', 160)).toBe('/files/x.png?w=160 1x, /files/x.png?w=320 2x, /files/x.png?w=480 3x');
  });
  it('offers a width once when densities land on the same one (past the largest)', () => {
    expect(pictureSrcset('/files/x.png', 640)).toBe('/files/x.png?w=640 1x, /files/x.png?w=1280 2x');
    expect(pictureSrcset('/files/x.png', 1300)).toBe('/files/x.png?w=1280 1x');
  });
  it('leaves foreign URLs, URLs with a query, and boxes without a width alone', () => {
    expect(pictureSrcset('https://thirdwx.qlogo.cn/a.jpg', 96)).toBe('');
    expect(pictureSrcset('/files/x.png?v=2', 96)).toBe('');
    expect(pictureSrcset('data:image/png;base64,AAA', 96)).toBe('');
    expect(pictureSrcset('/files/x.png', 0)).toBe('');
    expect(hasVariants('/files/x.png')).toBe(true);
    expect(hasVariants('/filesx.png')).toBe(false);
  });
});
