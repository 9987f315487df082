import fs from 'node:fs/promises';
import path from 'node:path';

/** File storage: put bytes under a key, get a public URL back. The local implementation writes to disk. */
export interface StorageProvider {
  put(key: string, bytes: Buffer, contentType: string): Promise<{ key: string; url: string }>;
  read(key: string): Promise<Buffer | null>;
  /** Deletes a stored file; a missing file is not an error (deleting twice is harmless). */
  remove(key: string): Promise<void>;
  /** A short-lived upload token for direct uploads (the spec's "upload-token call"). */
  uploadToken(userId: string, now: Date): { token: string; expiresAt: string; uploadUrl: string };
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
    return { key, url: `${this.publicPrefix}/${key}` };
  }

  async read(key: string) {
    try { return await fs.readFile(this.pathOf(key)); } catch { return null; }
  }

  async remove(key: string) {
    await fs.rm(this.pathOf(key), { force: true });
  }

  uploadToken(userId: string, now: Date) {
    const expiresAt = new Date(now.getTime() + 10 * 60_000).toISOString();
    return { token: Buffer.from(`${userId}:${expiresAt}`).toString('base64url'), expiresAt, uploadUrl: '/acc/uploadAvatar.xhtml' };
  }
}
