import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@card/contract';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { documentAreas, openApiDocument, type OpenApiDocument } from '../../src/core/openapi';
import { copyBaseDatabase } from '../helpers/database';
import { makeTestApp, type TestApp } from '../helpers/app';

/**
 * Issue 10 (OpenAPI): the server serves the document at /docs/openapi.json and a swagger-ui page at /docs that runs
 * under the server's own CSP (its scripts are files of this origin, no inline script), and DOCS=off removes both.
 */
let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The CSP as a map of directive -> sources. */
const cspOf = (header: unknown) =>
  new Map(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([k, ...v]) => [k!, v]),
  );

describe('/docs/openapi.json', () => {
  it('answers the document generated from the contract, the same object on every call', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/docs/openapi.json' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument(contract))));
    const second = await t.app.inject({ method: 'GET', url: '/docs/openapi.json' });
    expect(second.body).toBe(first.body);
  }, 60_000); // the whole contract's document is generated twice (by the app and here): 5 s on a quiet machine, 25 s on a loaded one
});

describe('/docs/openapi/<area>.json', () => {
  it("answers one area's operations, and the areas together are the whole document", async () => {
    const whole = (await t.app.inject({ method: 'GET', url: '/docs/openapi.json' })).json() as OpenApiDocument;
    const areas = documentAreas(whole).map((a) => a.area);
    expect(areas).toEqual(Object.keys(contract).filter((key) => areas.includes(key))); // the contract's order
    expect(areas).toContain('card');
    const seen: string[] = [];
    for (const area of areas) {
      const res = await t.app.inject({ method: 'GET', url: `/docs/openapi/${area}.json`, headers: { 'accept-encoding': 'gzip' } });
      expect(res.statusCode, area).toBe(200);
      expect(res.headers['content-type'], area).toMatch(/^application\/json/);
      const doc = JSON.parse(gunzipSync(res.rawPayload).toString('utf8')) as OpenApiDocument;
      expect(doc.components, area).toEqual(whole.components);
      expect(doc.info.description, area).toBe(whole.info.description); // the error catalogue
      for (const [path, item] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(item)) {
          expect(op.tags, `${method} ${path}`).toEqual([area]);
          expect(op).toEqual(whole.paths[path]![method]);
          seen.push(`${method} ${path}`);
        }
      }
    }
    const all = Object.entries(whole.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
    expect(seen.sort()).toEqual(all.sort());
  }, 60_000);

  it('answers 404 for an area the contract does not have, or a name that is not one', async () => {
    for (const url of [
      '/docs/openapi/nosuch.json',
      '/docs/openapi/card',
      '/docs/openapi/Card.json',
      '/docs/openapi/..%2Fopenapi.json',
      '/docs/openapi/constructor.json',
      '/docs/openapi/all.json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('/docs', () => {
  it('lists every area of the document with its operation count, and the whole document last', async () => {
    const whole = (await t.app.inject({ method: 'GET', url: '/docs/openapi.json' })).json() as OpenApiDocument;
    const res = await t.app.inject({ method: 'GET', url: '/docs?area=card' });
    const links = [...res.body.matchAll(/<a href="\/docs\?area=(\w+)" data-area="(\w+)">\w+<span>(\d+)<\/span><\/a>/g)].map(([, href, area, count]) => {
      expect(area).toBe(href);
      return { area, operations: Number(count) };
    });
    const total = Object.values(whole.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    expect(links).toEqual([...documentAreas(whole), { area: 'all', operations: total }]);
  });

  it("answers swagger-ui's page, whose scripts and styles are files of this origin", async () => {
    for (const url of ['/docs', '/docs/']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('id="swagger-ui"');
      const scripts = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.map(([, attrs]) => /src="([^"]+)"/.exec(attrs!)?.[1])).toEqual(['/docs/swagger-ui-bundle.js', '/docs/init.js']);
      expect(scripts.every(([, , body]) => body!.trim() === '')).toBe(true); // no inline script
      expect(res.body).toContain('href="/docs/swagger-ui.css"');
    }
  });

  it('is served under a CSP that allows no inline script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs' });
    const csp = cspOf(res.headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("serves swagger-ui's files and the init script with their content types", async () => {
    const files: [string, RegExp][] = [
      ['/docs/swagger-ui-bundle.js', /^(application|text)\/javascript/],
      ['/docs/swagger-ui.css', /^text\/css/],
      ['/docs/init.js', /^(application|text)\/javascript/],
      ['/docs/favicon-32x32.png', /^image\/png/],
    ];
    for (const [url, type] of files) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(type);
      expect(res.rawPayload.length, url).toBeGreaterThan(100);
    }
    const init = await t.app.inject({ method: 'GET', url: '/docs/init.js' });
    expect(init.body).toContain('SwaggerUIBundle(');
    expect(init.body).toContain('/docs/openapi.json');
    // The public validator badge would load an image from another site, which the CSP refuses anyway.
    expect(init.body).toMatch(/validatorUrl:\s*null/);
  });

  it('sends the large files compressed to a browser that accepts it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/docs/swagger-ui-bundle.js' });
    const packed = await t.app.inject({ method: 'GET', url: '/docs/swagger-ui-bundle.js', headers: { 'accept-encoding': 'gzip' } });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(gunzipSync(packed.rawPayload).equals(plain.rawPayload)).toBe(true);
    const doc = await t.app.inject({ method: 'GET', url: '/docs/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(doc.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(doc.rawPayload).toString('utf8')).openapi).toBe('3.1.0');
  });

  it('serves no other file of the swagger-ui package', async () => {
    for (const url of ['/docs/package.json', '/docs/index.html', '/docs/../package.json', '/docs/swagger-initializer.js']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('DOCS=off', () => {
  it('is read from the environment (on unless off)', () => {
    expect(loadConfig({}).docs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).docs).toBe(true);
    expect(loadConfig({ DOCS: 'off' }).docs).toBe(false);
  });

  it('removes /docs and the document', async () => {
    const { app } = await buildApp({ config: { databaseUrl: copyBaseDatabase(), logLevel: 'silent', clientDist: '/nonexistent', housekeeping: false, docs: false } });
    await app.ready();
    try {
      for (const url of ['/docs', '/docs/openapi.json', '/docs/init.js', '/docs/swagger-ui-bundle.js']) {
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
      }
    } finally {
      await app.close();
    }
  });
});
