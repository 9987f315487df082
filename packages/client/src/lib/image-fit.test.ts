import { describe, expect, it } from 'vitest';
import { firstSize, fitFormImages, isCompressible, jpegName, MAX_EDGE, nextSize, tooLargeToSend } from './image-fit';

/** What is made to fit and what is refused (the canvas work itself runs in the album journey, in Chromium). */
describe('image-fit', () => {
  const MB2 = 2 * 1024 * 1024;
  it('refuses for size before sending only what cannot be made smaller (a GIF), at the limit and one past', () => {
    expect(tooLargeToSend({ size: MB2, type: 'image/gif' }, MB2)).toBe(false);
    expect(tooLargeToSend({ size: MB2 + 1, type: 'image/gif' }, MB2)).toBe(true);
    expect(tooLargeToSend({ size: 9 * MB2, type: 'image/jpeg' }, MB2)).toBe(false);
    expect(tooLargeToSend({ size: 9 * MB2, type: 'image/png' }, MB2)).toBe(false);
    expect(tooLargeToSend({ size: 9 * MB2, type: 'image/webp' }, MB2)).toBe(false);
    expect(isCompressible('image/gif')).toBe(false);
    expect(isCompressible('image/heic')).toBe(false);
  });

  it('tries the photo within the longest edge first, never enlarged', () => {
    expect(firstSize(4032, 3024)).toEqual({ width: MAX_EDGE, height: 1920 });
    expect(firstSize(3024, 4032)).toEqual({ width: 1920, height: MAX_EDGE });
    expect(firstSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(firstSize(MAX_EDGE, 10)).toEqual({ width: MAX_EDGE, height: 10 });
    expect(firstSize(MAX_EDGE + 1, 10).width).toBe(MAX_EDGE);
  });

  it('shrinks by the square root of the miss with a margin, and at least by a tenth', () => {
    // Four times too big: half the edges, less the margin.
    expect(nextSize({ width: 2000, height: 1000 }, 8_000_000, 2_000_000)).toEqual({ width: 920, height: 460 });
    // Just over: still a tenth smaller, so each try makes progress.
    expect(nextSize({ width: 2000, height: 1000 }, 2_000_001, 2_000_000)).toEqual({ width: 1800, height: 900 });
    expect(nextSize({ width: 1, height: 1 }, 9_000_000, 1)).toEqual({ width: 1, height: 1 });
  });

  it('names the re-encoded file .jpg', () => {
    expect(jpegName('IMG_0001.HEIC.png')).toBe('IMG_0001.HEIC.jpg');
    expect(jpegName('photo')).toBe('photo.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });

  it('hands back the same body when nothing is over the limit or nothing can be made smaller', async () => {
    const form = new FormData();
    form.append('title', 'x');
    form.append('file', new File([new Uint8Array(10)], 'a.jpg', { type: 'image/jpeg' }));
    expect(await fitFormImages(form, 100)).toBe(form);
    const gif = new FormData();
    gif.append('file', new File([new Uint8Array(200)], 'a.gif', { type: 'image/gif' }));
    expect(await fitFormImages(gif, 100)).toBe(gif);
  });
});
