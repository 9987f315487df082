import { describe, expect, it } from 'vitest';
import { LIMITS, imageUpload, type UploadLimits } from '@card/contract';
import { assertFileSize, assertFileType, assertQuota, fileCountVerdict, sniffType, storageFailureCode, uploadLimitsProblem } from './uploads.rules';

const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return e as { code?: string; details?: { field?: string } };
  }
};
const image = imageUpload('avatar');
const nine: UploadLimits = { ...image, files: 9 };
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

describe('file count per request', () => {
  it('a single-file route takes 1; the 2nd file is a batch it does not support', () => {
    expect(fileCountVerdict(1, image)).toBe('ok');
    expect(fileCountVerdict(2, image)).toBe('batch');
  });
  it('a 9-file route takes 9; the 10th is a list too long', () => {
    expect(fileCountVerdict(9, nine)).toBe('ok');
    expect(fileCountVerdict(10, nine)).toBe('listSize');
  });
  it('a route without upload limits takes no file at all', () => {
    expect(fileCountVerdict(1, undefined)).toBe('noFiles');
  });
});

describe('file size', () => {
  it('exactly the cap passes; one byte more is UPLOAD_TOO_LARGE naming the field', () => {
    expect(codeOf(() => assertFileSize(image.maxBytes, false, image, 'file'))).toBeNull();
    expect(codeOf(() => assertFileSize(image.maxBytes + 1, false, image, 'file'))).toMatchObject({ code: 'UPLOAD_TOO_LARGE', details: { field: 'file' } });
  });
  it('a file the parser cut short is too large whatever its counted size', () => {
    expect(codeOf(() => assertFileSize(10, true, image, 'pics'))).toMatchObject({ code: 'UPLOAD_TOO_LARGE', details: { field: 'pics' } });
  });
});

describe('real type', () => {
  it('reads the type from the bytes: images and MP4', () => {
    expect(sniffType(PNG)).toBe('image/png');
    expect(sniffType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffType(new TextEncoder().encode('\0\0\0\x18ftypisom'))).toBe('video/mp4');
    expect(sniffType(new TextEncoder().encode('\0\0\0\x14ftypqt  '))).toBe('video/quicktime');
    expect(sniffType(Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, ...new TextEncoder().encode('webm')]))).toBe('video/webm');
    expect(sniffType(Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88, ...new TextEncoder().encode('matroska')]))).toBeNull();
    expect(sniffType(new TextEncoder().encode('hello.png'))).toBeNull();
    expect(sniffType(new Uint8Array())).toBeNull();
  });
  it('a type the route does not allow is UPLOAD_TYPE_ERROR naming the field', () => {
    expect(assertFileType(PNG, image, 'file')).toBe('image/png');
    const mp4 = new TextEncoder().encode('\0\0\0\x18ftypisom');
    expect(codeOf(() => assertFileType(mp4, image, 'file'))).toMatchObject({ code: 'UPLOAD_TYPE_ERROR', details: { field: 'file' } });
    expect(assertFileType(mp4, { ...image, types: ['video/mp4'] }, 'file')).toBe('video/mp4');
  });
});

describe('storage quota', () => {
  const Q = LIMITS.upload.quotaBytes;
  it('filling the quota exactly is allowed; one byte over is UPLOAD_QUOTA_EXCEEDED', () => {
    expect(codeOf(() => assertQuota(Q - 100, 100))).toBeNull();
    expect(codeOf(() => assertQuota(Q - 100, 101))).toMatchObject({ code: 'UPLOAD_QUOTA_EXCEEDED', details: { field: 'file' } });
    expect(codeOf(() => assertQuota(Q, 1))).toMatchObject({ code: 'UPLOAD_QUOTA_EXCEEDED' });
  });
  it('the quota is 200 MiB', () => {
    expect(Q).toBe(200 * 1024 * 1024);
  });
});

describe('start-up check of upload metadata', () => {
  it('accepts the platform maximums and refuses one past them', () => {
    expect(uploadLimitsProblem({ ...image, files: LIMITS.upload.filesMax, maxBytes: LIMITS.upload.fileMaxBytes }, true)).toBeNull();
    expect(uploadLimitsProblem({ ...image, files: LIMITS.upload.filesMax + 1 }, true)).toMatch(/files/);
    expect(uploadLimitsProblem({ ...image, maxBytes: LIMITS.upload.fileMaxBytes + 1 }, true)).toMatch(/bytes/);
    expect(uploadLimitsProblem({ ...image, files: 0 }, true)).toMatch(/files/);
  });
  it('a multipart route must declare limits; a form route must not', () => {
    expect(uploadLimitsProblem(undefined, true)).toMatch(/no upload limits/);
    expect(uploadLimitsProblem(image, false)).toMatch(/not multipart/);
    expect(uploadLimitsProblem(undefined, false)).toBeNull();
  });
});

describe('storage failures as the uploader hears them', () => {
  const sys = (code: string) => Object.assign(new Error(`connect ${code}`), { code });
  it('an unreachable store (refused, unknown host, timed out) is UPLOAD_NETWORK', () => {
    for (const code of ['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EAI_AGAIN', 'ECONNRESET']) expect(storageFailureCode(sys(code)), code).toBe('UPLOAD_NETWORK');
    expect(storageFailureCode(Object.assign(new Error('slow'), { name: 'TimeoutError' }))).toBe('UPLOAD_NETWORK');
    expect(storageFailureCode(new Error('fetch failed', { cause: sys('ECONNREFUSED') }))).toBe('UPLOAD_NETWORK'); // wrapped
  });
  it('a missing bucket (S3 NoSuchBucket, as the SDK names it) is UPLOAD_SPACE_NOT_EXIST', () => {
    expect(storageFailureCode(Object.assign(new Error('The specified bucket does not exist'), { name: 'NoSuchBucket', $metadata: { httpStatusCode: 404 } }))).toBe('UPLOAD_SPACE_NOT_EXIST');
    expect(storageFailureCode({ Code: 'NoSuchBucket' })).toBe('UPLOAD_SPACE_NOT_EXIST');
  });
  it('anything else is not named (raised as it is)', () => {
    expect(storageFailureCode(new Error('disk full'))).toBeNull();
    expect(storageFailureCode(Object.assign(new Error('denied'), { name: 'AccessDenied' }))).toBeNull();
    expect(storageFailureCode(sys('EACCES'))).toBeNull();
    expect(storageFailureCode(null)).toBeNull();
  });
});
