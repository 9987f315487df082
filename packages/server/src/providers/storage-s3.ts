import { createRequire } from 'node:module';
import type * as S3Sdk from '@aws-sdk/client-s3';
import type * as S3Presigner from '@aws-sdk/s3-request-presigner';

// The AWS SDK is loaded when an S3 storage is made, not at every start: a server on its local disk (the default)
// would otherwise keep ~4 MB of the SDK's modules in its heap for nothing (issue 9's memory target, decision 0013).
const requireCjs = createRequire(import.meta.url);
const sdk = () => requireCjs('@aws-sdk/client-s3') as typeof S3Sdk;
const presigner = () => requireCjs('@aws-sdk/s3-request-presigner') as typeof S3Presigner;
import type { PresignedUpload, PresignUploadRequest, StorageProvider } from './storage';

export interface S3StorageOptions {
  /** The store's origin (MinIO, Ceph, OSS, R2...); empty for AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host name, as most self-hosted stores need. */
  forcePathStyle?: boolean;
  /** Where browsers fetch files (public bucket or CDN), without a trailing slash; empty: through this server's /files. */
  publicBaseUrl?: string;
  /** Prefix of the URLs this server serves stored files at (the /files route, plugins/system-routes.ts). */
  servedPrefix?: string;
}

/** The same key rule as the local disk: a key is a path of safe characters, never climbing with `..`. */
const SAFE_KEY = /^[A-Za-z0-9/_.-]+$/;
const isSafeKey = (key: string) => SAFE_KEY.test(key) && !key.includes('..') && !key.startsWith('/');

/**
 * Uploads are written once under a fresh random name, so a browser or a CDN may keep them for a year. Keys the
 * server writes under a fixed name (built-in backgrounds redrawn at each start, the seeded music) may change with
 * a release: they get the day the /files route gives.
 */
const cacheControlOf = (key: string) => (/^(builtin|music)\//.test(key) ? 'public, max-age=86400' : 'public, max-age=31536000, immutable');

/** S3's own limit on a presigned URL's life (SigV4): seven days. */
const PRESIGN_MAX_SECONDS = 7 * 24 * 3600;

/** How long a readiness probe waits for the store before calling it unreachable. */
const PING_TIMEOUT_MS = 3000;

/**
 * Files in an S3-compatible object store (AWS S3, MinIO, Ceph, Aliyun OSS, R2...), for several server instances
 * that cannot share a disk. Links: `${publicBaseUrl}/<key>` when the bucket (or a CDN in front) is public,
 * otherwise `/files/<key>`, which this server answers by reading the object, so a private bucket works unchanged.
 */
export class S3Storage implements StorageProvider {
  readonly client: S3Sdk.S3Client;
  private readonly bucket: string;
  private readonly publicBase: string;
  private readonly servedPrefix: string;

  constructor(opts: S3StorageOptions) {
    this.bucket = opts.bucket;
    this.publicBase = (opts.publicBaseUrl ?? '').replace(/\/+$/, '');
    this.servedPrefix = opts.servedPrefix ?? '/files';
    this.client = new (sdk().S3Client)({
      region: opts.region,
      ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
      forcePathStyle: opts.forcePathStyle ?? false,
      credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey },
      // The SDK's default adds CRC checksums to every upload (and to presigned URLs, as a checksum of an empty
      // body); many S3-compatible stores reject or mishandle them. Checksums only where the API requires them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private checked(key: string) {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return key;
  }

  async put(key: string, bytes: Buffer, contentType: string) {
    await this.client.send(
      new (sdk().PutObjectCommand)({
        Bucket: this.bucket,
        Key: this.checked(key),
        Body: bytes,
        ContentType: contentType,
        ContentLength: bytes.length,
        CacheControl: cacheControlOf(key),
      }),
    );
    return { key, url: this.urlOf(key) };
  }

  /** The object's bytes, or null when there is no such key (or it is not one we would write); an unreachable store throws. */
  async read(key: string) {
    if (!isSafeKey(key)) return null;
    try {
      const res = await this.client.send(new (sdk().GetObjectCommand)({ Bucket: this.bucket, Key: key }));
      return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
    } catch (err) {
      if (err instanceof sdk().S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404)) return null;
      throw err;
    }
  }

  /** S3 answers a delete of a missing key with success, so deleting twice is harmless here too. */
  async remove(key: string) {
    await this.client.send(new (sdk().DeleteObjectCommand)({ Bucket: this.bucket, Key: this.checked(key) }));
  }

  urlOf(key: string) {
    return this.publicBase ? `${this.publicBase}/${key}` : `${this.servedPrefix}/${key}`;
  }

  /**
   * The key of a URL this storage hands out: `/files/<key>` always (this server serves every stored key there,
   * and rows written before a public base was configured keep that form), `${publicBaseUrl}/<key>` when one is
   * configured. Anything else, an unsafe key, or a query or fragment after the key, is not ours.
   */
  keyOf(url: string) {
    for (const base of this.publicBase ? [this.servedPrefix, this.publicBase] : [this.servedPrefix]) {
      if (!url.startsWith(`${base}/`)) continue;
      const key = url.slice(base.length + 1);
      return isSafeKey(key) ? key : null;
    }
    return null;
  }

  /** HeadBucket: the bucket exists and these credentials may use it. */
  async ping() {
    await this.client.send(new (sdk().HeadBucketCommand)({ Bucket: this.bucket }), { abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS) });
  }

  /**
   * A presigned PUT for one file of exactly `bytes` bytes. Content-Length and Content-Type are signed headers:
   * S3 recomputes the signature from the headers the client actually sends, and HTTP ties Content-Length to the
   * body, so a larger (or smaller) file, or another type, fails with SignatureDoesNotMatch. That is stronger than
   * a presigned POST's content-length-range (which admits any size up to the maximum), needs no policy document
   * signed by hand, and the client knows its file's size before it starts (a File's `size`).
   *
   * Which flows may use it: large media the server would only pass through, first the micro videos of issue 15.
   * The flow: a call declares size and type; the server checks them against LIMITS and the quota and records the
   * row (as storeFile does), then answers this; the client PUTs; a completing call confirms the object is there
   * with that size before any field references it. The store must allow the client's origin (bucket CORS), and
   * S3_ENDPOINT must be reachable by clients.
   * Which must not: every image (avatar, card images, album photos, backgrounds, announcement pictures, the QR
   * logo). Those go through the upload routes because the server sniffs the real type from the bytes, caps the
   * size, and re-encodes with sharp (dropping EXIF and GPS, defusing polyglot files); a direct upload skips all of it.
   */
  async presignUpload({ key, contentType, bytes, maxBytes, expiresSeconds }: PresignUploadRequest): Promise<PresignedUpload> {
    if (!Number.isInteger(bytes) || bytes < 1 || bytes > maxBytes) throw new Error(`presignUpload: ${bytes} bytes is outside 1..${maxBytes}`);
    if (!Number.isInteger(expiresSeconds) || expiresSeconds < 1 || expiresSeconds > PRESIGN_MAX_SECONDS) {
      throw new Error(`presignUpload: expiry of ${expiresSeconds} s is outside 1..${PRESIGN_MAX_SECONDS}`);
    }
    const signingDate = new Date();
    const command = new (sdk().PutObjectCommand)({
      Bucket: this.bucket,
      Key: this.checked(key),
      ContentType: contentType,
      ContentLength: bytes,
      CacheControl: cacheControlOf(key),
    });
    const url = await presigner().getSignedUrl(this.client, command, {
      expiresIn: expiresSeconds,
      signingDate,
      signableHeaders: new Set(['content-type', 'content-length']),
    });
    return {
      method: 'PUT',
      url,
      // Cache-Control is never part of a SigV4 signature; sent along, it is stored with the object like put's.
      headers: { 'content-type': contentType, 'content-length': String(bytes), 'cache-control': cacheControlOf(key) },
      expiresAt: new Date(signingDate.getTime() + expiresSeconds * 1000),
    };
  }
}
