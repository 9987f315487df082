import fs from 'node:fs/promises';
import path from 'node:path';

/** File storage: put bytes under a key, get a public URL back. The local implementation writes to disk. */
export interface StorageProvider {
  put(key: string, bytes: Buffer, contentType: string): Promise<{ key: string; url: string }>;
  read(key: string): Promise<Buffer | null>;
  /** Deletes a stored file; a missing file is not an error (deleting twice is harmless). */
  remove(key: string): Promise<void>;
  /** The key of a URL this storage handed out, or null for any other URL (a key is never taken on trust). */
  keyOf(url: string): string | null;
  /** The public URL of a stored key (what `put` answered for it): references are stored, URLs derived when shown. */
  urlOf(key: string): string;
  /** Resolves when the store is reachable and writable enough to serve (for `/ready`); rejects with the reason. */
  ping(): Promise<void>;
  /**
   * Optional capability: a URL the client uploads one file to directly, the store itself refusing any other size.
   * Only for large media the server would merely pass through (see storage-s3.ts for which flows may use it);
   * a provider without it (the local disk) means those uploads go through the server's upload route.
   */
  presignUpload?(request: PresignUploadRequest): Promise<PresignedUpload>;
}

/** What to presign: the exact size the client declared (the caller checked it against its limit and the quota). */
export interface PresignUploadRequest {
  key: string;
  contentType: string;
  bytes: number;
  maxBytes: number;
  expiresSeconds: number;
}

/** How the client sends the file: this method and URL, with exactly these headers (they are part of the signature). */
export interface PresignedUpload {
  method: 'PUT';
  url: string;
  headers: Record<string, string>;
  expiresAt: Date;
}

const SAFE_KEY = /^[A-Za-z0-9/_.-]+$/;

/** No `presignUpload`: a browser cannot write to the server's disk, so every upload goes through the upload routes. */
export class LocalDiskStorage implements StorageProvider {
  constructor(
    private dir: string,
    private publicPrefix = '/files',
  ) {}

  private pathOf(key: string) {
    if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
    return path.join(this.dir, key);
  }

  async put(key: string, bytes: Buffer) {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes);
    return { key, url: this.urlOf(key) };
  }

  urlOf(key: string) {
    return `${this.publicPrefix}/${key}`;
  }

  async read(key: string) {
    try {
      return await fs.readFile(this.pathOf(key));
    } catch {
      return null;
    }
  }

  async remove(key: string) {
    await fs.rm(this.pathOf(key), { force: true });
  }

  /** The folder exists (made on first start, as `put` would) and this process may write into it. */
  async ping() {
    await fs.mkdir(this.dir, { recursive: true });
    await fs.access(this.dir, fs.constants.W_OK);
  }

  keyOf(url: string) {
    const prefix = `${this.publicPrefix}/`;
    if (!url.startsWith(prefix)) return null;
    const key = url.slice(prefix.length);
    return SAFE_KEY.test(key) && !key.includes('..') ? key : null;
  }
}
