import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { S3Storage, type S3StorageOptions } from '../../src/providers/storage-s3';

/** s3rver knows one account, with this key pair. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export type LocalS3 = Awaited<ReturnType<typeof startLocalS3>>;

/**
 * A real S3-compatible server for one test file: s3rver on 127.0.0.1 and a port the system picks, keeping its
 * objects in a fresh temporary folder, with the buckets asked for. `stop` closes it and removes the folder.
 */
export async function startLocalS3(buckets: string[] = ['cards']) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'card-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory: dir, silent: true, configureBuckets: buckets.map((name) => ({ name })) });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    dir,
    /** An S3Storage on this server (path-style, as s3rver wants), for `bucket` unless told otherwise. */
    storage: (opts: Partial<S3StorageOptions> = {}) => new S3Storage({ endpoint, region: 'us-east-1', bucket: buckets[0]!, forcePathStyle: true, ...S3RVER_CREDENTIALS, ...opts }),
    /** Where an object lives on the server itself (as a public bucket would answer it). */
    objectUrl: (bucket: string, key: string) => `${endpoint}/${bucket}/${key}`,
    stop: async () => {
      await server.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}
