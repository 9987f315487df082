import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { appServingBuild } from '../helpers/client-build';

/**
 * Issue 9 (transfer): the client's files are served pre-compressed (written beside each file at build time), brotli
 * when the browser takes it, else gzip, else the plain file, always with `Vary: Accept-Encoding` so a cache keeps them
 * apart. The main file went over the wire uncompressed (239,693 bytes instead of 73,727).
 */
const js = `export const text = ${JSON.stringify('名片'.repeat(2000))};\n`;
const served = appServingBuild({
  'index.html': '<!doctype html><title>名片</title><div id="root"></div>',
  'assets/main-abc123.js': js,
  'assets/main-abc123.js.br': brotliCompressSync(js),
  'assets/main-abc123.js.gz': gzipSync(js),
});

const get = (encoding?: string) => served.app.inject({ method: 'GET', url: '/multipage/assets/main-abc123.js', headers: encoding ? { 'accept-encoding': encoding } : {} });

it.each([
  ['gzip, deflate, br', 'br'],
  ['gzip, deflate', 'gzip'],
])('Accept-Encoding %s → %s, smaller than the file, with Vary and a year of caching', async (accept, encoding) => {
  const res = await get(accept);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe(encoding);
  expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
  expect(res.headers['content-type']).toMatch(/javascript/);
  expect(res.headers['cache-control']).toContain('immutable');
  expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(js) / 5);
});

it('a browser that takes neither gets the plain file', async () => {
  const res = await get();
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.body).toBe(js);
});
