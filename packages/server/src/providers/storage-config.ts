import type { AppConfig } from '../config';

type StorageConfig = Pick<AppConfig, 'nodeEnv' | 'storageProvider' | 's3'>;

const PATH_STYLE = new Map([
  ['', false],
  ['0', false],
  ['false', false],
  ['1', true],
  ['true', true],
]);

/** S3_FORCE_PATH_STYLE as a boolean ('1'/'true': bucket in the path, as MinIO-like stores need); unknown values are refused by checkStorageConfig. */
export const forcePathStyleOf = (raw: string) => PATH_STYLE.get(raw.toLowerCase()) ?? false;

/** An http(s) URL without query or fragment, or null (a base that `${base}/${key}` is appended to must be plain). */
function plainHttpUrl(raw: string): URL | null {
  try {
    const url = new URL(raw);
    return /^https?:$/.test(url.protocol) && !url.search && !url.hash && !url.username ? url : null;
  } catch {
    return null;
  }
}

/**
 * Whether the storage configuration may start: `fatal` lines refuse start-up (storageProviderFor throws, so
 * buildApp and the process stop), `warnings` are for the log. The local disk needs nothing; an S3-compatible store
 * needs its bucket, region and both credential halves, in every environment (an incomplete set would only fail at
 * the first upload, long after the deploy looked fine).
 */
export function checkStorageConfig(config: StorageConfig): { fatal: string[]; warnings: string[] } {
  const fatal: string[] = [];
  const warnings: string[] = [];
  const production = config.nodeEnv === 'production';
  switch (config.storageProvider) {
    case 'local':
      break;
    case 's3': {
      const s = config.s3;
      const missing = (
        [
          ['S3_BUCKET', s.bucket],
          ['S3_REGION', s.region],
          ['S3_ACCESS_KEY_ID', s.accessKeyId],
          ['S3_SECRET_ACCESS_KEY', s.secretAccessKey],
        ] as const
      )
        .filter(([, v]) => !v)
        .map(([k]) => k);
      if (missing.length) fatal.push(`STORAGE_PROVIDER=s3 needs ${missing.join(', ')}`);
      if (!PATH_STYLE.has(s.forcePathStyle.toLowerCase())) fatal.push(`S3_FORCE_PATH_STYLE must be 1, true, 0 or false (got ${s.forcePathStyle})`);
      for (const [k, v] of [
        ['S3_ENDPOINT', s.endpoint],
        ['S3_PUBLIC_BASE_URL', s.publicBaseUrl],
      ] as const) {
        if (!v) continue;
        const url = plainHttpUrl(v);
        if (!url) fatal.push(`${k} must be an http(s) URL without query or credentials (got ${v})`);
        else if (production && url.protocol === 'http:' && !isLoopback(url.hostname)) {
          warnings.push(`${k} is not https: ${k === 'S3_ENDPOINT' ? 'signed requests and file bytes' : 'the files users see'} travel in clear`);
        }
      }
      break;
    }
    default:
      fatal.push(`STORAGE_PROVIDER=${config.storageProvider} is unknown: use local or s3`);
  }
  return { fatal, warnings };
}

const isLoopback = (host: string) => host === 'localhost' || host === '[::1]' || host.startsWith('127.');

/**
 * Origins pages must allow images and media from (the CSP's img-src/media-src): the public base of an S3 store
 * when files are linked there; none when they are served by this server at /files.
 */
export function storageMediaHosts(config: StorageConfig): string[] {
  if (config.storageProvider !== 's3' || !config.s3.publicBaseUrl) return [];
  const url = plainHttpUrl(config.s3.publicBaseUrl);
  return url ? [url.origin] : [];
}
