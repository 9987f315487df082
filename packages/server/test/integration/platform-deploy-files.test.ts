import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig, repoRoot } from '../../src/config';

/**
 * Issue 10: docker-compose.yml and the Dockerfile are not run here (no Docker on this machine), so they are checked by
 * reading them: the default stays the single-node SQLite service, the `scale` profile wires two instances to one
 * PostgreSQL, Redis and an S3-compatible store through the same variables the server reads (config.ts, parsed with
 * the server's own `loadConfig`), and the README's table lists every variable the server reads.
 */
interface Service {
  image?: string;
  build?: unknown;
  profiles?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, unknown>;
  healthcheck?: { test: string[] };
  entrypoint?: string[];
}
const compose = parse(fs.readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
const configSource = fs.readFileSync(path.join(repoRoot, 'packages/server/src/config.ts'), 'utf8');
const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');

/** Compose's `${NAME:-default}` as the shell would expand it with nothing set. */
const expand = (env: Record<string, string>) => Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, '$1')]));
const serverVariables = [...new Set([...configSource.matchAll(/env\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!))];
const hostOf = (url: string) => new URL(url).hostname;

describe('docker-compose.yml', () => {
  it('by default runs the single-node SQLite server, data on a volume, ready-checked', () => {
    const card = services.card!;
    expect(card.profiles).toBeUndefined();
    const config = loadConfig(expand(card.environment!));
    expect(config.databaseUrl).toMatch(/^file:\/app\/data\//);
    expect(config.redisUrl).toBe('');
    expect(config.storageProvider).toBe('local');
    // Real payments by default: the sandbox in production only by the operator's explicit opt-in.
    expect(config.payProvider).toBe('wechatpay');
    expect(card.volumes).toContain('card-data:/app/data');
    expect(card.healthcheck!.test.join(' ')).toContain('/ready');
    // Nothing else starts without the profile.
    expect(
      Object.entries(services)
        .filter(([, s]) => !s.profiles)
        .map(([name]) => name),
    ).toEqual(['card']);
  });

  it('the scale profile runs two instances of the same image on one PostgreSQL, Redis and S3-compatible store', () => {
    const scaled = Object.entries(services).filter(([, s]) => s.profiles?.includes('scale') && s.image === services.card!.image);
    expect(scaled.length).toBeGreaterThanOrEqual(2);
    const configs = scaled.map(([, s]) => loadConfig(expand(s.environment!)));
    for (const [i, config] of configs.entries()) {
      expect(config.databaseUrl).toMatch(/^postgres(ql)?:\/\//);
      expect(services[hostOf(config.databaseUrl)]?.profiles).toContain('scale');
      expect(services[hostOf(config.redisUrl)]?.profiles).toContain('scale');
      expect(config.storageProvider).toBe('s3');
      expect(services[hostOf(config.s3.endpoint)]?.profiles).toContain('scale');
      // One database, one Redis, one bucket, one upload-token key for all of them.
      expect(config.databaseUrl).toBe(configs[0]!.databaseUrl);
      expect(config.redisUrl).toBe(configs[0]!.redisUrl);
      expect(config.s3.bucket).toBe(configs[0]!.s3.bucket);
      expect(config.uploadTokenSecret).toBe(configs[0]!.uploadTokenSecret);
      expect(Object.keys(scaled[i]![1].depends_on ?? {})).toEqual(expect.arrayContaining([hostOf(config.databaseUrl), hostOf(config.redisUrl)]));
      expect(scaled[i]![1].healthcheck!.test.join(' ')).toContain('/ready');
    }
    // Distinct host ports, and the bucket the instances use is created by the profile.
    expect(new Set(scaled.map(([, s]) => s.ports![0]!.split(':')[0])).size).toBe(scaled.length);
    expect(Object.values(services).some((s) => s.profiles?.includes('scale') && (s.entrypoint ?? []).join(' ').includes(`mb --ignore-existing local/${configs[0]!.s3.bucket}`))).toBe(true);
  });

  it('sets only variables the server reads', () => {
    for (const [name, s] of Object.entries(services).filter(([, s]) => s.image === services.card!.image)) {
      for (const key of Object.keys(s.environment ?? {})) expect(serverVariables, `${name}: ${key}`).toContain(key);
    }
  });
});

describe('Dockerfile', () => {
  it('builds the client and the compiled server, and starts the way npm start does after migrating', () => {
    expect(dockerfile).toMatch(/^FROM node:20/m);
    expect(dockerfile).toMatch(/pnpm install --frozen-lockfile/);
    expect(dockerfile).toMatch(/pnpm --filter @card\/client build/);
    expect(dockerfile).toMatch(/pnpm --filter @card\/server build/);
    const cmd = dockerfile.split('\n').find((l) => l.startsWith('CMD'))!;
    expect(cmd).toMatch(/prisma migrate deploy --config prisma\.config\.ts/);
    expect(cmd).toMatch(/pnpm --filter @card\/server start/);
  });
});

describe('README', () => {
  it('lists every variable the server reads in its configuration table', () => {
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 5));
    for (const name of serverVariables) expect(table, name).toContain(`\`${name}\``);
  });
});
