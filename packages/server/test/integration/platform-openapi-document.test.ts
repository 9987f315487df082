import { describe, expect, it } from 'vitest';
import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { contract, envelope, errorCatalogue, formPost, meta, SERVICE_BASES } from '@card/contract';
import { openApiDocument, type OpenApiDocument, type OpenApiOperation } from '../../src/core/openapi';
import type { ZodTypeAny } from 'zod';
import { allRoutes, fieldSchemas, schemaKeys, type WalkedRoute } from '../helpers/contract-walk';

/**
 * Issue 10 (OpenAPI): the document generated from the contract names every route at the path the server mounts it
 * on, with its body's real content type, its parameters, the envelope, who may call it and the error catalogue;
 * and it is OpenAPI 3.1 where 3.0 and 3.1 differ (no `nullable`, numeric exclusive bounds).
 */
const doc = openApiDocument(contract);
const routes = allRoutes();

const mountedPath = (w: WalkedRoute) => `${SERVICE_BASES[w.meta.base]}${w.route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
const operationOf = (d: OpenApiDocument, w: WalkedRoute): OpenApiOperation | undefined => d.paths[mountedPath(w)]?.[w.route.method.toLowerCase()];
const paramsIn = (op: OpenApiOperation, place: string) =>
  (op.parameters ?? [])
    .filter((p) => p.in === place)
    .map((p) => p.name)
    .sort();

/** Every object in the document, with the key path that leads to it. */
function* objects(node: unknown, at = '#'): Generator<[string, Record<string, unknown>]> {
  if (!node || typeof node !== 'object') return;
  if (!Array.isArray(node)) yield [at, node as Record<string, unknown>];
  for (const [k, v] of Object.entries(node)) yield* objects(v, `${at}/${k}`);
}

describe('OpenAPI document: every contract route', () => {
  it('walks a contract of more than 100 routes', () => {
    expect(routes.length).toBeGreaterThan(100);
  });

  it.each(routes.map((w) => [w.name, w] as const))('%s is there with its method, mounted path and operationId', (name, w) => {
    const op = operationOf(doc, w);
    expect(op, `${w.route.method} ${mountedPath(w)}`).toBeDefined();
    expect(op!.operationId).toBe(name);
    expect(op!.tags).toEqual([name.split('.')[0]]);
  });

  it('has exactly as many operations as the contract has routes (none overwrote another)', () => {
    const count = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
    expect(count).toBe(routes.length);
    expect(new Set(routes.map((w) => operationOf(doc, w)?.operationId)).size).toBe(routes.length);
  });

  it.each(routes.map((w) => [w.name, w] as const))('%s: path and query parameters, body with its content type', (_name, w) => {
    const op = operationOf(doc, w)!;
    const r = w.route as typeof w.route & { pathParams?: unknown; query?: unknown; body?: unknown; contentType?: string };
    const pathNames = [...w.route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!).sort();
    expect(paramsIn(op, 'path')).toEqual(pathNames);
    expect(paramsIn(op, 'query')).toEqual(schemaKeys(r.query).sort());
    if (w.route.method === 'GET') {
      expect(op.requestBody).toBeUndefined();
      return;
    }
    const contentType = r.contentType ?? 'application/json';
    const content = op.requestBody?.content ?? {};
    expect(Object.keys(content)).toEqual([contentType]);
    const schema = content[contentType]!.schema as { properties?: Record<string, unknown>; required?: string[] };
    expect(Object.keys(schema.properties ?? {}).sort()).toEqual(schemaKeys(r.body).sort());
  });

  it('uses form encoding for most bodies and multipart with binary file fields for uploads', () => {
    const types = routes.filter((w) => w.route.method !== 'GET').map((w) => Object.keys(operationOf(doc, w)!.requestBody!.content)[0]);
    expect(types.filter((t) => t === 'application/x-www-form-urlencoded').length).toBeGreaterThan(types.length / 2);
    const uploads = routes.filter((w) => w.meta.upload);
    expect(uploads.length).toBeGreaterThan(0);
    for (const w of uploads) {
      const body = operationOf(doc, w)!.requestBody!.content['multipart/form-data']!.schema as { properties: Record<string, Record<string, unknown>> };
      expect(body.properties.file, w.name).toMatchObject({ type: 'string', contentMediaType: 'application/octet-stream' });
      // A second file field (a paper card's back) is bytes too; the other fields keep their own schema (albumId is an
      // id, not a file).
      for (const [field, zod] of Object.entries(fieldSchemas((w.route as { body?: unknown }).body)).filter(([f]) => f !== 'file')) {
        const isFile = (zod as ZodTypeAny).safeParse(new Uint8Array(1)).success && !(zod as ZodTypeAny).safeParse('text').success;
        expect(body.properties[field]!.contentMediaType, `${w.name}.${field}`).toBe(isFile ? 'application/octet-stream' : undefined);
      }
    }
  });

  it("answers the envelope with each route's result inside, and errors through the shared error responses", () => {
    const op = operationOf(doc, routes.find((w) => w.name === 'card.findMpBasicById')!)!;
    const ok = op.responses['200']!.content!['application/json']!.schema as { properties: Record<string, { properties?: Record<string, unknown> }>; required: string[] };
    expect(ok.required).toEqual(expect.arrayContaining(['status', 'code', 'msg', 'resultSets']));
    expect(Object.keys(ok.properties.resultSets!.properties!)).toEqual(expect.arrayContaining(['phoneIdEcr', 'name', 'mobiles']));
    for (const status of ['400', '401', '403', '404', '409', '429', '500']) {
      expect(op.responses[status]).toEqual({ $ref: `#/components/responses/Error${status}` });
      expect(doc.components.responses[`Error${status}`]!.content!['application/json']!.schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
    }
    expect(Object.keys((doc.components.schemas.ErrorEnvelope as { properties: object }).properties)).toEqual(
      expect.arrayContaining(['status', 'code', 'msg', 'resultSets', 'data', 'errors']),
    );
  });

  it('describes the PNG and vCard answers with their own content types', () => {
    const png = operationOf(doc, routes.find((w) => w.name === 'share.mpQrCode')!)!;
    expect(Object.keys(png.responses['200']!.content!)).toEqual(['image/png']);
    const vcf = operationOf(doc, routes.find((w) => w.name === 'share.downloadVCard')!)!;
    expect(Object.keys(vcf.responses['200']!.content!)).toEqual(['text/vcard; charset=utf-8']);
  });

  it('says who may call each route: security requirements and a line in the description', () => {
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['sessionToken', 'sessionCookie']);
    expect(doc.components.securitySchemes.sessionToken).toMatchObject({ type: 'apiKey', in: 'header', name: 'authorization' });
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'token' });
    const signedIn = [{ sessionToken: [] }, { sessionCookie: [] }];
    for (const w of routes) {
      const op = operationOf(doc, w)!;
      if (w.meta.auth === 'public') expect(op.security, w.name).toEqual([]);
      if (w.meta.auth === 'user') expect(op.security, w.name).toEqual(signedIn);
      if (w.meta.auth === 'optional') expect(op.security, w.name).toEqual([{}, ...signedIn]);
      expect(op.description, w.name).toMatch(/^\*\*Who may call:\*\* /);
      expect(op['x-access'], w.name).toMatchObject({ auth: w.meta.auth });
    }
    const album = operationOf(doc, routes.find((w) => w.name === 'album.addAlbum')!)!;
    expect(album.description).toMatch(/signed-in/);
    expect(album.description).toMatch(/module 46/);
    expect(album.parameters).toContainEqual(expect.objectContaining({ name: 'x-request-id', in: 'header', required: true }));
  });

  it('carries the whole error catalogue: every code with its status and both texts', () => {
    const codes = doc.components.schemas.ErrorCode as { enum: string[]; 'x-catalogue': Record<string, { status: number; http: number; 'zh-CN': string; en: string }> };
    expect(codes.enum.sort()).toEqual(Object.keys(errorCatalogue).sort());
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(codes['x-catalogue'][code]).toEqual({ status: entry.status, http: entry.http, 'zh-CN': entry.zh, en: entry.en });
      expect(doc.info.description).toContain(`| \`${code}\` | ${entry.status} | ${entry.http} |`);
    }
    expect(doc.components.responses.Error429!.description).toContain('TOO_MANY_ATTEMPTS');
  });
});

describe('OpenAPI document: 3.1 where it differs from 3.0', () => {
  it('declares 3.1', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
  });

  it('has no nullable, no boolean exclusive bounds and no format "null" anywhere', () => {
    for (const [at, o] of objects(doc)) {
      expect(typeof o.nullable === 'boolean', `${at} nullable`).toBe(false);
      expect(typeof o.exclusiveMinimum === 'boolean' || typeof o.exclusiveMaximum === 'boolean', `${at} exclusive bound`).toBe(false);
      expect(o.format === 'null', `${at} format null`).toBe(false);
    }
  });

  it("writes a nullable result as a type array, and the error envelope's null resultSets as type null", () => {
    const op = operationOf(doc, routes.find((w) => w.name === 'card.findMpBasicById')!)!;
    const result = (op.responses['200']!.content!['application/json']!.schema as { properties: { resultSets: { properties: Record<string, { type: unknown }> } } }).properties.resultSets;
    expect(result.properties.music!.type).toEqual(['object', 'null']);
    expect((doc.components.schemas.ErrorEnvelope as { properties: { resultSets: unknown } }).properties.resultSets).toEqual({ type: 'null' });
  });
});

describe('OpenAPI document: service bases', () => {
  it('mounts a route of another base under its prefix, and a path parameter as {name}', () => {
    const c = initContract();
    const small = c.router({
      shop: {
        findGoods: { ...formPost('/goods/:goodsId/findGoods.xhtml', z.object({}), z.object({ n: z.number().positive() }), 'public'), metadata: meta('public', 'shop') },
        listGoods: {
          method: 'GET' as const,
          path: '/goods/listGoods.xhtml',
          query: z.object({ q: z.string().optional() }),
          responses: { 200: envelope(z.null()) },
          metadata: meta('user', 'shop'),
        },
      },
    });
    const d = openApiDocument(small);
    expect(Object.keys(d.paths).sort()).toEqual(['/x/shop/goods/listGoods.xhtml', '/x/shop/goods/{goodsId}/findGoods.xhtml']);
    const find = d.paths['/x/shop/goods/{goodsId}/findGoods.xhtml']!.post!;
    expect(find.operationId).toBe('shop.findGoods');
    expect(find.parameters).toContainEqual(expect.objectContaining({ name: 'goodsId', in: 'path', required: true }));
    // z.number().positive() is an exclusive minimum: 3.1 writes the bound itself.
    const n = (find.responses['200']!.content!['application/json']!.schema as { properties: { resultSets: { properties: { n: object } } } }).properties.resultSets.properties.n;
    expect(n).toEqual({ type: 'number', exclusiveMinimum: 0 });
    expect(d.paths['/x/shop/goods/listGoods.xhtml']!.get!.parameters).toEqual([expect.objectContaining({ name: 'q', in: 'query' })]);
  });
});
