import { describe, expect, it } from 'vitest';
import { toSchema31 } from './schema-31';

describe('toSchema31', () => {
  it('turns nullable types into type arrays, an enum gaining null', () => {
    expect(toSchema31({ type: 'string', nullable: true })).toEqual({ type: ['string', 'null'] });
    expect(toSchema31({ type: 'string', enum: ['a', 'b'], nullable: true })).toEqual({ type: ['string', 'null'], enum: ['a', 'b', null] });
    expect(toSchema31({ type: 'integer', nullable: false })).toEqual({ type: 'integer' });
  });

  it('turns z.null() into type null, and drops nullable where no type limits the value', () => {
    expect(toSchema31({ type: 'string', format: 'null', nullable: true })).toEqual({ type: 'null' });
    expect(toSchema31({ nullable: true })).toEqual({});
  });

  it('turns a nullable reference into anyOf with null', () => {
    expect(toSchema31({ nullable: true, allOf: [{ $ref: '#/components/schemas/A' }] })).toEqual({ anyOf: [{ $ref: '#/components/schemas/A' }, { type: 'null' }] });
    expect(toSchema31({ nullable: true, description: 'd', oneOf: [{ type: 'string' }, { type: 'number' }] })).toEqual({
      description: 'd',
      anyOf: [{ oneOf: [{ type: 'string' }, { type: 'number' }] }, { type: 'null' }],
    });
  });

  it('writes exclusive bounds as numbers', () => {
    expect(toSchema31({ type: 'number', minimum: 0, exclusiveMinimum: true })).toEqual({ type: 'number', exclusiveMinimum: 0 });
    expect(toSchema31({ type: 'number', maximum: 9, exclusiveMaximum: true })).toEqual({ type: 'number', exclusiveMaximum: 9 });
    expect(toSchema31({ type: 'number', minimum: 1, exclusiveMinimum: false })).toEqual({ type: 'number', minimum: 1 });
    // What @anatine/zod-openapi writes for z.number().positive(): numbers already, the inclusive twin redundant.
    expect(toSchema31({ type: 'number', minimum: 0, exclusiveMinimum: 0 })).toEqual({ type: 'number', exclusiveMinimum: 0 });
    expect(toSchema31({ type: 'number', minimum: 5, exclusiveMinimum: 0 })).toEqual({ type: 'number', minimum: 5, exclusiveMinimum: 0 });
  });

  it('turns example into examples', () => {
    expect(toSchema31({ type: 'string', example: 'x' })).toEqual({ type: 'string', examples: ['x'] });
  });

  it('walks nested schemas but never treats a property named like a keyword as one', () => {
    const input = {
      type: 'object',
      properties: {
        format: { type: 'string', enum: ['png', 'svg'] },
        nullable: { type: 'boolean' },
        inner: { type: 'array', items: { type: 'object', properties: { n: { type: 'number', nullable: true } } } },
      },
      additionalProperties: { type: 'string', nullable: true },
    };
    expect(toSchema31(input)).toEqual({
      type: 'object',
      properties: {
        format: { type: 'string', enum: ['png', 'svg'] },
        nullable: { type: 'boolean' },
        inner: { type: 'array', items: { type: 'object', properties: { n: { type: ['number', 'null'] } } } },
      },
      additionalProperties: { type: ['string', 'null'] },
    });
    expect(input.properties.inner.items.properties.n).toEqual({ type: 'number', nullable: true }); // input untouched
  });
});
