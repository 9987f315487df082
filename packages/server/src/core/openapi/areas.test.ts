import { describe, expect, it } from 'vitest';
import { areaDocument, documentAreas } from './areas';
import type { OpenApiDocument, OpenApiOperation } from './types';

const op = (area: string, id: string): OpenApiOperation => ({ operationId: id, tags: [area], responses: { '200': { description: 'OK' } } });

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'API', version: '1', description: 'the catalogue' },
  servers: [{ url: '/' }],
  paths: {
    '/acc/login.xhtml': { post: op('account', 'account.login') },
    '/acc/card.xhtml': { post: op('card', 'card.find') },
    '/acc/logout.xhtml': { post: op('account', 'account.logout') },
    '/acc/both.xhtml': { get: op('card', 'card.get'), post: op('account', 'account.both') },
  },
  components: { schemas: { ErrorCode: { type: 'string' } }, responses: { Error400: { description: 'x' } }, securitySchemes: {} },
};

describe('documentAreas', () => {
  it('lists each area once, in the order of its first operation, with its operation count', () => {
    expect(documentAreas(doc)).toEqual([
      { area: 'account', operations: 3 },
      { area: 'card', operations: 2 },
    ]);
  });

  it('leaves out an operation without a tag', () => {
    expect(documentAreas({ ...doc, paths: { '/x': { post: { responses: {} } } } })).toEqual([]);
  });
});

describe('areaDocument', () => {
  it("keeps only the area's operations, also on a path shared with another area", () => {
    const card = areaDocument(doc, 'card')!;
    expect(card.paths).toEqual({ '/acc/card.xhtml': { post: op('card', 'card.find') }, '/acc/both.xhtml': { get: op('card', 'card.get') } });
  });

  it('keeps the rest of the document, so references and the catalogue are there, and names the area in the title', () => {
    const account = areaDocument(doc, 'account')!;
    expect(account.components).toBe(doc.components);
    expect(account.servers).toBe(doc.servers);
    expect(account.info).toEqual({ title: 'API · account', version: '1', description: 'the catalogue' });
  });

  it('answers nothing for an area the document does not have', () => {
    expect(areaDocument(doc, 'wallet')).toBeUndefined();
    expect(areaDocument(doc, '')).toBeUndefined();
  });

  it('together, the areas hold every operation of the document once', () => {
    const ids = documentAreas(doc).flatMap(({ area }) => Object.values(areaDocument(doc, area)!.paths).flatMap((item) => Object.values(item).map((o) => o.operationId)));
    expect(ids.sort()).toEqual(['account.both', 'account.login', 'account.logout', 'card.find', 'card.get']);
  });
});
