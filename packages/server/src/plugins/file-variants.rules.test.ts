import { describe, expect, it } from 'vitest';
import { PICTURE_WIDTHS } from '@card/contract';
import { acceptsWebp, askedWidth, needsResize, sourceFormatOf, variantFormatOf } from './file-variants.rules';

const refusal = (raw: unknown) => {
  try {
    askedWidth(raw);
    return null;
  } catch (e) {
    return e;
  }
};

describe('askedWidth', () => {
  it('answers no width when none was asked', () => expect(askedWidth(undefined)).toBeUndefined());
  it('takes every offered width', () => {
    for (const w of PICTURE_WIDTHS) expect(askedWidth(String(w))).toBe(w);
  });
  it('refuses one past each edge of the list and anything not a plain width, naming the field', () => {
    for (const raw of ['159', '161', '1279', '1281', '0', '-160', '160.0', '0160', '+160', '1e3', '', 'abc', ['160', '320'], '99999999']) {
      expect(refusal(raw), String(raw)).toMatchObject({ code: 'FILE_WIDTH_NOT_OFFERED', details: { field: 'w' } });
    }
  });
});

describe('sourceFormatOf', () => {
  it("resizes JPEG, PNG and WebP by the key's extension, in any case", () => {
    expect(sourceFormatOf('albums/u1/a.jpg')).toBe('jpeg');
    expect(sourceFormatOf('a.JPEG')).toBe('jpeg');
    expect(sourceFormatOf('a.png')).toBe('png');
    expect(sourceFormatOf('builtin/material/x.webp')).toBe('webp');
  });
  it('leaves videos, audio, GIF (it may move) and keys without an extension untouched', () => {
    for (const key of ['v/a.mp4', 'a.mp3', 'a.wav', 'a.gif', 'a', 'a.svg', 'jpg']) expect(sourceFormatOf(key), key).toBeNull();
  });
});

describe('acceptsWebp / variantFormatOf', () => {
  it('sends WebP to browsers that say they take it', () => {
    expect(acceptsWebp('image/avif,image/webp,image/apng,image/*,*/*;q=0.8')).toBe(true);
    expect(acceptsWebp('image/webp;q=0.5')).toBe(true);
    expect(variantFormatOf('jpeg', 'image/webp,*/*')).toBe('webp');
  });
  it('keeps the stored format otherwise, q=0 included', () => {
    expect(acceptsWebp(undefined)).toBe(false);
    expect(acceptsWebp('image/png,image/*;q=0.8,*/*;q=0.5')).toBe(false);
    expect(acceptsWebp('image/webp;q=0')).toBe(false);
    expect(acceptsWebp('image/webpx')).toBe(false);
    expect(variantFormatOf('png', '*/*')).toBe('png');
    expect(variantFormatOf('jpeg', undefined)).toBe('jpeg');
  });
});

describe('needsResize', () => {
  it('scales a wider picture down, at the edge and one past', () => {
    expect(needsResize(321, 320)).toBe(true);
    expect(needsResize(320, 320)).toBe(false);
    expect(needsResize(319, 320)).toBe(false);
  });
  it('never upscales, and leaves a picture of unknown width alone', () => {
    expect(needsResize(100, 1280)).toBe(false);
    expect(needsResize(undefined, 160)).toBe(false);
  });
});
