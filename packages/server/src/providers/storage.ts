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
}

const SAFE_KEY = /^[A-Za-z0-9/_.-]+$/;

export class LocalDiskStorage implements StorageProvider {
  constructor(private dir: string, private publicPrefix = '/files') {}

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
    try { return await fs.readFile(this.pathOf(key)); } catch { return null; }
  }

  async remove(key: string) {
    await fs.rm(this.pathOf(key), { force: true });
  }

  keyOf(url: string) {
    const prefix = `${this.publicPrefix}/`;
    if (!url.startsWith(prefix)) return null;
    const key = url.slice(prefix.length);
    return SAFE_KEY.test(key) && !key.includes('..') ? key : null;
  }
}
