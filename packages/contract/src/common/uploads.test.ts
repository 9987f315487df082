import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fFile, fFiles } from './form';
import { imageUpload } from './uploads';
import { LIMITS } from './limits';

const files = (n: number) => Array.from({ length: n }, (_, i) => Uint8Array.from([i]));
const messageOf = (r: z.SafeParseReturnType<unknown, unknown>) => (r.success ? null : r.error.issues[0]!.message);

describe('fFiles: several files in one field', () => {
  const schema = fFiles(9);
  it('hands out an array for one file (the plugin sends a lone Buffer) and for several', () => {
    expect(schema.parse(Uint8Array.from([1]))).toHaveLength(1);
    expect(schema.parse(files(9))).toHaveLength(9);
  });
  it('refuses one file past the maximum with the listSize rule', () => {
    expect(messageOf(schema.safeParse(files(10)))).toContain('listSize');
  });
  it('a missing field is required; text in place of a file has the wrong type', () => {
    expect(messageOf(schema.safeParse(undefined))).toContain('required');
    expect(messageOf(schema.safeParse([]))).toContain('required');
    expect(messageOf(schema.safeParse(['abc']))).toContain('type');
  });
});

describe('fFile and imageUpload', () => {
  it('a file is bytes; missing is required, text is the wrong type', () => {
    expect(fFile().safeParse(Uint8Array.from([1])).success).toBe(true);
    expect(messageOf(fFile().safeParse(undefined))).toContain('required');
    expect(messageOf(fFile().safeParse('iVBOR'))).toContain('type');
  });
  it('an image route takes one image of at most the image cap, within the platform maximums', () => {
    const u = imageUpload('avatar');
    expect(u).toEqual({ files: 1, maxBytes: LIMITS.upload.imageMaxBytes, types: LIMITS.upload.imageTypes, purpose: 'avatar' });
    expect(u.maxBytes).toBeLessThanOrEqual(LIMITS.upload.fileMaxBytes);
    expect(imageUpload('albumPhoto', 9).files).toBeLessThanOrEqual(LIMITS.upload.filesMax);
  });
});
