import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { clientFiles } from '../../src/plugins/client-static';
import { appServingBuild } from '../helpers/client-build';

/**
 * The client's files are served when the path is exactly one of the build's files, listed once at start
 * (plugins/client-static.ts): not a folder listing per request, and nothing else under the build's folder.
 */
const served = appServingBuild({
  'index.html': '<!doctype html><title>名片</title><div id="root"></div>',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'assets/main-abc.js': 'export const a = 1;\n',
  'assets/fonts/card.woff2': new Uint8Array([1, 2, 3]),
  'assets/.hidden.js': 'secret',
  '.vite/manifest.json': '{}',
});
const get = (url: string) => served.app.inject({ method: 'GET', url });

it('lists every file of the build by its path, nested folders included, hidden ones left out', () => {
  expect([...clientFiles(served.dist)].sort()).toEqual(['assets/fonts/card.woff2', 'assets/main-abc.js', 'favicon.svg', 'index.html']);
});

it('serves the build files with their caching', async () => {
  const js = await get('/multipage/assets/main-abc.js');
  expect(js.statusCode).toBe(200);
  expect(js.body).toBe('export const a = 1;\n');
  expect(js.headers['cache-control']).toContain('immutable');
  const font = await get('/multipage/assets/fonts/card.woff2?v=1');
  expect(font.statusCode).toBe(200);
  expect(font.rawPayload).toEqual(Buffer.from([1, 2, 3]));
  const icon = await get('/multipage/favicon.svg');
  expect(icon.statusCode).toBe(200);
  expect(icon.headers['cache-control']).toBe('no-cache');
});

it('another spelling of a file, a file added after the start and a hidden file are not served as files', async () => {
  fs.writeFileSync(path.join(served.dist, 'assets', 'late-abc.js'), 'export const late = 1;\n');
  for (const url of ['/multipage/ASSETS/main-abc.js', '/multipage/assets/Main-abc.js', '/multipage/assets/late-abc.js', '/multipage/assets//main-abc.js']) {
    const res = await get(url);
    // The app's index (a history route the app itself answers), never the file.
    expect(res.body, url).not.toContain('export const');
    expect(res.headers['content-type'], url).toMatch(/text\/html/);
  }
  for (const url of ['/multipage/assets/.hidden.js', '/multipage/.vite/manifest.json', '/multipage/assets/%2Ehidden.js']) {
    const res = await get(url);
    expect(res.statusCode, url).toBe(404);
    expect(res.body, url).not.toContain('secret');
  }
});
