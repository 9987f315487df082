/**
 * OpenAPI 3.0 schema objects (what @ts-rest/open-api writes, through @anatine/zod-openapi) turned into OpenAPI 3.1
 * schemas, which are JSON Schema 2020-12. Only the keywords whose meaning changed are touched:
 *
 * - `nullable: true` does not exist in 3.1: `type: 'x'` becomes `type: ['x', 'null']` (and an enum gains null, or
 *   it would refuse the null its type allows); a reference or composition becomes `anyOf: [it, { type: 'null' }]`;
 *   a schema with no type already accepts null and just loses the keyword;
 * - `z.null()` comes out as `{ type: 'string', format: 'null', nullable: true }` and becomes `{ type: 'null' }`;
 * - `exclusiveMinimum: true` + `minimum: n` becomes `exclusiveMinimum: n` (a number in 2020-12), same for maximum,
 *   and a `minimum` equal to a numeric `exclusiveMinimum` goes;
 * - `example` (deprecated in 3.1 schemas) becomes `examples: [example]`;
 * - a `discriminator` goes where its `oneOf` lists inline schemas: it can only select named ones ($ref), so tools
 *   read it as a mistake (Redocly's recommended rules warn on every one); the `oneOf` and each branch's literal
 *   field still say the same thing.
 *
 * Pure: a new object out, the input untouched. Walks only schema positions, so a property *named* `nullable` or
 * `format` (the QR call has a `format` field) is never mistaken for the keyword.
 */
export type JsonSchema = Record<string, unknown>;

const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const;
const SCHEMA_SINGLES = ['not', 'items', 'additionalProperties', 'contains', 'if', 'then', 'else'] as const;
const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs'] as const;

const isObject = (v: unknown): v is JsonSchema => typeof v === 'object' && v !== null && !Array.isArray(v);

export function toSchema31(input: unknown): unknown {
  if (!isObject(input)) return input; // `true`/`false` schemas, or anything unexpected, pass through
  const s: JsonSchema = { ...input };

  for (const key of SCHEMA_LISTS) if (Array.isArray(s[key])) s[key] = (s[key] as unknown[]).map(toSchema31);
  for (const key of SCHEMA_SINGLES) if (isObject(s[key])) s[key] = toSchema31(s[key]);
  for (const key of SCHEMA_MAPS) {
    if (isObject(s[key])) s[key] = Object.fromEntries(Object.entries(s[key] as JsonSchema).map(([k, v]) => [k, toSchema31(v)]));
  }

  exclusiveBound(s, 'exclusiveMinimum', 'minimum');
  exclusiveBound(s, 'exclusiveMaximum', 'maximum');
  if ('discriminator' in s && Array.isArray(s.oneOf) && s.oneOf.some((b) => !isObject(b) || !('$ref' in b))) delete s.discriminator;
  if ('example' in s) {
    if (!('examples' in s)) s.examples = [s.example];
    delete s.example;
  }
  return nullableTo31(s);
}

function exclusiveBound(s: JsonSchema, exclusive: 'exclusiveMinimum' | 'exclusiveMaximum', inclusive: 'minimum' | 'maximum') {
  // @anatine/zod-openapi already writes z.positive() as `minimum: 0, exclusiveMinimum: 0` (numbers, invalid 3.0 but
  // right in 3.1); the inclusive twin of the same bound adds nothing.
  if (typeof s[exclusive] === 'number' && s[inclusive] === s[exclusive]) delete s[inclusive];
  if (typeof s[exclusive] !== 'boolean') return;
  if (s[exclusive] === true && typeof s[inclusive] === 'number') {
    s[exclusive] = s[inclusive];
    delete s[inclusive];
  } else {
    delete s[exclusive]; // `false` says nothing; `true` without a bound has nothing to exclude
  }
}

function nullableTo31(s: JsonSchema): JsonSchema {
  const nullable = s.nullable === true;
  delete s.nullable;
  if (s.format === 'null') {
    // z.null(): only null is valid, whatever type 3.0 had to write beside it.
    const { format: _f, type: _t, ...rest } = s;
    return { ...rest, type: 'null' };
  }
  if (!nullable) return s;
  if (s.type !== undefined) {
    const types = Array.isArray(s.type) ? (s.type as unknown[]) : [s.type];
    s.type = types.includes('null') ? types : [...types, 'null'];
    if (Array.isArray(s.enum) && !s.enum.includes(null)) s.enum = [...s.enum, null];
    return s;
  }
  if ('$ref' in s || SCHEMA_LISTS.some((k) => k in s)) {
    // { nullable, allOf: [{ $ref }] } is how 3.0 writes "this component, or null"; 3.1 says it directly.
    const { description, title, ...rest } = s;
    const only = Array.isArray(rest.allOf) && Object.keys(rest).length === 1 && rest.allOf.length === 1 ? rest.allOf[0] : rest;
    return { ...(title ? { title } : {}), ...(description ? { description } : {}), anyOf: [only, { type: 'null' }] };
  }
  return s; // no type at all: already any value, null included
}
