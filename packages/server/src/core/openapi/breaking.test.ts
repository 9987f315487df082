import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakingChanges, unaccepted } from './breaking';
import { contractDocument } from './index';

const DOCS = path.resolve(import.meta.dirname, '../../../../../docs');

/** A document of one call: a form body and a 200 answer. */
function doc(o: { path?: string; body?: Record<string, unknown>; required?: string[]; answer?: Record<string, unknown>; params?: unknown[] } = {}) {
  return {
    paths: {
      [o.path ?? '/acc/x.xhtml']: {
        post: {
          operationId: 'card.x',
          ...(o.params ? { parameters: o.params } : {}),
          requestBody: {
            required: true,
            content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', properties: o.body ?? { name: { type: 'string' } }, required: o.required ?? [] } } },
          },
          responses: { 200: { description: 'OK', content: { 'application/json': { schema: { type: 'object', properties: { resultSets: { $ref: '#/components/schemas/Card' } } } } } } },
        },
      },
    },
    components: {
      schemas: { Card: { type: 'object', properties: o.answer ?? { id: { type: 'string' }, tags: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } } } } },
      responses: {},
      securitySchemes: {},
    },
  } as never;
}

describe('breaking changes between two API documents', () => {
  it('finds nothing between a document and itself, or when calls, optional inputs and answer fields are added', () => {
    expect(breakingChanges(doc(), doc())).toEqual([]);
    const more = doc({
      body: { name: { type: 'string' }, note: { type: 'string' } },
      answer: { id: { type: 'string' }, tags: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } }, extra: { type: 'number' } },
    });
    expect(breakingChanges(doc(), more)).toEqual([]);
  });
  it('a removed or moved call', () => {
    expect(breakingChanges(doc(), { paths: {}, components: { schemas: {}, responses: {}, securitySchemes: {} } } as never)).toEqual(['removed call card.x']);
    expect(breakingChanges(doc(), doc({ path: '/acc/y.xhtml' }))).toEqual(['moved call card.x']);
  });
  it('an input newly required, whether new or once optional, and a parameter made required', () => {
    expect(breakingChanges(doc(), doc({ required: ['name'] }))).toEqual(['new required input card.x.name']);
    expect(breakingChanges(doc(), doc({ body: { name: { type: 'string' }, code: { type: 'string' } }, required: ['code'] }))).toEqual(['new required input card.x.code']);
    const p = (required: boolean) => [{ name: 'page', in: 'query', required, schema: { type: 'integer' } }];
    expect(breakingChanges(doc({ params: p(false) }), doc({ params: p(true) }))).toEqual(['new required input card.x.query:page']);
  });
  it('a retyped input, a removed answer field (deep, through $ref and array items) and a retyped one', () => {
    expect(breakingChanges(doc(), doc({ body: { name: { type: 'integer' } } }))).toEqual(['retyped input card.x.name']);
    expect(breakingChanges(doc(), doc({ answer: { id: { type: 'string' }, tags: { type: 'array', items: { type: 'object', properties: {} } } } }))).toEqual([
      'removed field card.x.resultSets.tags[].name',
    ]);
    expect(
      breakingChanges(doc(), doc({ answer: { id: { type: ['string', 'null'] }, tags: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } } } })),
    ).toEqual(['retyped field card.x.resultSets.id']);
  });
  it('accepts exactly the changes the changelog names', () => {
    const changes = ['removed call card.x', 'retyped field card.y.resultSets.id'];
    expect(unaccepted(changes, '## 0.2.0\n- `removed call card.x` (replaced by card.z)\n')).toEqual(['retyped field card.y.resultSets.id']);
    expect(unaccepted(changes, 'removed call card.xy')).toEqual(changes);
  });
});

describe('the contract against the released API (docs/openapi.release.json)', () => {
  it('breaks nothing the changelog (docs/api-changelog.md) does not record', () => {
    const release = JSON.parse(fs.readFileSync(path.join(DOCS, 'openapi.release.json'), 'utf8'));
    const changelog = fs.readFileSync(path.join(DOCS, 'api-changelog.md'), 'utf8');
    expect(unaccepted(breakingChanges(release, contractDocument()), changelog)).toEqual([]);
  }, 60_000);
});
