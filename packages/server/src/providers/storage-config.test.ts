import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { storageProviderFor } from './index';
import { LocalDiskStorage } from './storage';
import { checkStorageConfig, forcePathStyleOf, storageMediaHosts } from './storage-config';
import { S3Storage } from './storage-s3';

const S3 = { STORAGE_PROVIDER: 's3', S3_BUCKET: 'cards', S3_REGION: 'cn-east-1', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
const REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const check = (env: Record<string, string>) => checkStorageConfig(loadConfig(env));

describe('start-up storage configuration', () => {
  it('uses the local disk by default, in production too, without a word', () => {
    for (const NODE_ENV of ['development', 'test', 'production']) {
      const config = loadConfig({ NODE_ENV });
      expect(config.storageProvider).toBe('local');
      expect(checkStorageConfig(config)).toEqual({ fatal: [], warnings: [] });
      expect(storageProviderFor(config)).toBeInstanceOf(LocalDiskStorage);
    }
  });

  it('accepts a complete S3 set in production and builds the S3 provider from it', () => {
    const config = loadConfig({ NODE_ENV: 'production', ...S3, S3_ENDPOINT: 'https://oss-cn-hangzhou.aliyuncs.com' });
    expect(checkStorageConfig(config)).toEqual({ fatal: [], warnings: [] });
    const storage = storageProviderFor(config);
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage.urlOf('a/b.webp')).toBe('/files/a/b.webp');
  });

  it.each(REQUIRED)('refuses production without %s, naming it', (name) => {
    const { fatal } = check({ NODE_ENV: 'production', ...S3, [name]: '' });
    expect(fatal).toEqual([`STORAGE_PROVIDER=s3 needs ${name}`]);
    expect(() => storageProviderFor(loadConfig({ NODE_ENV: 'production', ...S3, [name]: '' }))).toThrow(`Storage configuration refused: STORAGE_PROVIDER=s3 needs ${name}`);
  });

  it('names every missing field at once, outside production too (an incomplete set only fails at the first upload)', () => {
    for (const NODE_ENV of ['production', 'development']) {
      expect(check({ NODE_ENV, STORAGE_PROVIDER: 's3' }).fatal).toEqual([`STORAGE_PROVIDER=s3 needs ${REQUIRED.join(', ')}`]);
    }
    expect(check({ NODE_ENV: 'production', ...S3, S3_BUCKET: '   ' }).fatal).toEqual(['STORAGE_PROVIDER=s3 needs S3_BUCKET']); // blank is missing
  });

  it('refuses an unknown provider', () => {
    expect(check({ STORAGE_PROVIDER: 'ftp' }).fatal).toEqual(['STORAGE_PROVIDER=ftp is unknown: use local or s3']);
  });

  it('takes S3_FORCE_PATH_STYLE as 1/true/0/false (or unset) and refuses anything else', () => {
    for (const [raw, value] of [
      ['', false],
      ['0', false],
      ['false', false],
      ['1', true],
      ['true', true],
      ['TRUE', true],
    ] as const) {
      expect(check({ ...S3, S3_FORCE_PATH_STYLE: raw }).fatal, raw).toEqual([]);
      expect(forcePathStyleOf(raw), raw).toBe(value);
    }
    for (const raw of ['yes', '2', 'on']) expect(check({ ...S3, S3_FORCE_PATH_STYLE: raw }).fatal[0], raw).toMatch(/S3_FORCE_PATH_STYLE/);
  });

  it('needs plain http(s) URLs for the endpoint and the public base, and warns of plain http in production', () => {
    for (const name of ['S3_ENDPOINT', 'S3_PUBLIC_BASE_URL']) {
      for (const bad of ['minio:9000', 'ftp://cdn.example.com', 'https://cdn.example.com/?sig=1', 'https://u:p@cdn.example.com']) {
        expect(check({ ...S3, [name]: bad }).fatal[0], `${name}=${bad}`).toMatch(new RegExp(`^${name} must be an http\\(s\\) URL`));
      }
      expect(check({ NODE_ENV: 'production', ...S3, [name]: 'https://cdn.example.com/cards' })).toEqual({ fatal: [], warnings: [] });
      expect(check({ NODE_ENV: 'production', ...S3, [name]: 'http://cdn.example.com' }).warnings[0]).toMatch(new RegExp(`^${name} is not https`));
      expect(check({ NODE_ENV: 'production', ...S3, [name]: 'http://127.0.0.1:9000' }).warnings).toEqual([]); // a store beside the server
    }
  });

  it("links files at the public base when one is set, and names its origin for the pages' CSP", () => {
    const config = loadConfig({ ...S3, S3_PUBLIC_BASE_URL: 'https://cdn.example.com/cards/' });
    expect(storageProviderFor(config).urlOf('a/b.webp')).toBe('https://cdn.example.com/cards/a/b.webp');
    expect(storageMediaHosts(config)).toEqual(['https://cdn.example.com']);
    expect(storageMediaHosts(loadConfig(S3))).toEqual([]);
    expect(storageMediaHosts(loadConfig({ S3_PUBLIC_BASE_URL: 'https://cdn.example.com' }))).toEqual([]); // local provider
  });
});

describe('readiness of the local disk storage', () => {
  it('makes its folder on first ping (as the first upload would) and rejects when it cannot be a writable folder', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'card-storage-ping-'));
    try {
      const dir = path.join(root, 'uploads');
      await expect(storageProviderFor(loadConfig({ UPLOAD_DIR: dir })).ping()).resolves.toBeUndefined();
      expect(fs.statSync(dir).isDirectory()).toBe(true);
      fs.writeFileSync(path.join(root, 'a-file'), 'x');
      await expect(storageProviderFor(loadConfig({ UPLOAD_DIR: path.join(root, 'a-file') })).ping()).rejects.toThrow();
      await expect(storageProviderFor(loadConfig({ UPLOAD_DIR: path.join(root, 'a-file', 'below') })).ping()).rejects.toThrow();
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
