import { LIMITS, type UploadLimits } from '@card/contract';
import { DomainError } from '../../lib/domain-error';

/**
 * The pure rules of the upload facility: what a file really is, how many files and bytes a route takes, and the
 * per-user storage quota. No I/O, no clock.
 */

/** The real type of a file from its first bytes, or null. Names and declared types are never trusted. */
export function sniffType(b: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((v, i) => b[i] === v);
  const ascii = (from: number, to: number) => (b.length >= to ? String.fromCharCode(...b.subarray(from, to)) : '');
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x47, 0x49, 0x46, 0x38) && (b[4] === 0x37 || b[4] === 0x39) && b[5] === 0x61) return 'image/gif';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  // ISO base media (MP4/MOV): a box of type 'ftyp' first; the brand says which.
  if (ascii(4, 8) === 'ftyp') return ascii(8, 10) === 'qt' ? 'video/quicktime' : 'video/mp4';
  // Matroska/WebM (EBML header); the doc type says WebM within the header's first bytes.
  if (starts(0x1a, 0x45, 0xdf, 0xa3)) return ascii(0, Math.min(b.length, 64)).includes('webm') ? 'video/webm' : null;
  return null;
}

/**
 * What to do with the n-th file part (1-based) of a request: a route without upload limits takes none
 * ('noFiles'); one file past a single-file route's limit is a batch it does not support; one past a multi-file
 * route's limit is a list too long (the same answer the field's schema would give).
 */
export function fileCountVerdict(n: number, limits: UploadLimits | undefined): 'ok' | 'noFiles' | 'batch' | 'listSize' {
  if (!limits) return 'noFiles';
  if (n <= limits.files) return 'ok';
  return limits.files === 1 ? 'batch' : 'listSize';
}

/** A file of `bytes` bytes (or cut short by the parser's own cap) against the route's cap. */
export function assertFileSize(bytes: number, truncated: boolean, limits: UploadLimits, field: string) {
  if (truncated || bytes > limits.maxBytes) throw new DomainError('UPLOAD_TOO_LARGE', { field });
}

/** The sniffed type against the route's allowed types. Returns the type. */
export function assertFileType(bytes: Uint8Array, limits: UploadLimits, field: string): string {
  const type = sniffType(bytes);
  if (!type || !limits.types.includes(type)) throw new DomainError('UPLOAD_TYPE_ERROR', { field });
  return type;
}

/** Storing `adding` more bytes must keep the user's total at or under the quota (exactly full is allowed). */
export function assertQuota(usedBytes: number, adding: number, field = 'file', quota: number = LIMITS.upload.quotaBytes) {
  if (usedBytes + adding > quota) throw new DomainError('UPLOAD_QUOTA_EXCEEDED', { field });
}

/** Start-up check of a route's upload metadata against the platform maximums the parser is registered with. */
export function uploadLimitsProblem(limits: UploadLimits | undefined, multipart: boolean): string | null {
  if (!limits) return multipart ? 'is multipart but declares no upload limits' : null;
  if (!multipart) return 'declares upload limits but is not multipart';
  if (!Number.isInteger(limits.files) || limits.files < 1 || limits.files > LIMITS.upload.filesMax) return `allows ${limits.files} files (1..${LIMITS.upload.filesMax})`;
  if (!(limits.maxBytes > 0) || limits.maxBytes > LIMITS.upload.fileMaxBytes) return `allows ${limits.maxBytes} bytes (at most ${LIMITS.upload.fileMaxBytes})`;
  if (!limits.types.length || !limits.purpose) return 'names no file types or no purpose';
  return null;
}

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'ESOCKETTIMEDOUT']);

/**
 * What a storage provider's failure means to the uploader: the store unreachable (connection refused, unknown host,
 * timed out: the SDK keeps Node's `code` or names a TimeoutError) is UPLOAD_NETWORK; a bucket that does not exist
 * (S3's NoSuchBucket) is UPLOAD_SPACE_NOT_EXIST; anything else is not ours to name (null: raised as it is).
 */
export function storageFailureCode(err: unknown): 'UPLOAD_NETWORK' | 'UPLOAD_SPACE_NOT_EXIST' | null {
  const e = (err ?? {}) as { name?: unknown; code?: unknown; Code?: unknown; cause?: unknown };
  if (e.name === 'NoSuchBucket' || e.Code === 'NoSuchBucket' || e.code === 'NoSuchBucket') return 'UPLOAD_SPACE_NOT_EXIST';
  if ((typeof e.code === 'string' && UNREACHABLE.has(e.code)) || e.name === 'TimeoutError' || e.name === 'RequestTimeout') return 'UPLOAD_NETWORK';
  return e.cause && e.cause !== err ? storageFailureCode(e.cause) : null;
}
