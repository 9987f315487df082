import { createRequire } from 'node:module';
import { extractZodObjectShape, isAppRoute, isAppRouteOtherResponse, isZodObject, isZodType, type AppRoute, type AppRouter } from '@ts-rest/core';
import { SERVICE_BASES, ZErrorEnvelope, type RouteMeta } from '@card/contract';
import type { ZodTypeAny } from 'zod';
import { accessExtension, accessLine, requestIdParameter, SECURITY_SCHEMES, securityOf } from './access';
import { errorCodeSchema, errorResponse, introduction } from './catalogue';
import { toSchema31 } from './schema-31';
import type { OpenApiDocument, OpenApiOperation, OpenApiResponse } from './types';

// Loaded when a document is made (the first /docs/openapi.json, or the script), not at every server start.
const generateOpenApi: typeof import('@ts-rest/open-api').generateOpenApi = (...args) =>
  (createRequire(import.meta.url)('@ts-rest/open-api') as typeof import('@ts-rest/open-api')).generateOpenApi(...args);

/**
 * OpenAPI 3.1 for every route of a ts-rest contract, as the server serves it. @ts-rest/open-api writes the
 * operations (paths, parameters, bodies, zod schemas through @anatine/zod-openapi) in OpenAPI 3.0; this adds what
 * it cannot know and converts the result to 3.1:
 * - paths under each route's service base (app.ts mounts them there from `metadata.base`);
 * - who may call (security, a description line, `x-access`) and the request-id header of idempotent calls;
 * - file fields of multipart bodies as binary strings, non-JSON answers (PNG, vCard) with their content types;
 * - the error envelope once as a component, one shared response per HTTP error status, the catalogue of codes.
 * Pure: the same contract gives the same document (the server builds it once; tests compare).
 */
export interface DocumentOptions {
  /** `info.version` (the API's, not OpenAPI's). */
  version?: string;
  /** Base URLs for `servers`; none means "the origin the document came from" (`/`), which is right for /docs. */
  servers?: string[];
}

export function openApiDocument(router: AppRouter, opts: DocumentOptions = {}): OpenApiDocument {
  let errorEnvelopeSchema: unknown;
  const errorStatuses = new Set<string>();

  const raw = generateOpenApi(
    mounted(router),
    {
      info: { title: 'Card platform API · 名片', version: opts.version ?? '0.1.0' },
    },
    {
      setOperationId: 'concatenated-path', // `card.findMpBasicById`: the contract key path, what the typed clients call
      operationMapper: (generated, route) => {
        const op = generated as unknown as OpenApiOperation;
        const meta = route.metadata as RouteMeta;
        op.tags = op.tags?.slice(0, 1); // the area; @ts-rest lists every router level
        op.description = [accessLine(meta), route.description].filter(Boolean).join('\n\n');
        // Every route states its summary in the contract (a contract test holds them to it); the key path is the
        // last resort of a route that somehow has none, so the document stays valid.
        op.summary = route.summary ?? op.operationId;
        op.security = securityOf(meta);
        op['x-access'] = accessExtension(meta);
        if (meta.idempotent) op.parameters = [...(op.parameters ?? []), requestIdParameter];
        markFileFields(op, route);
        const body = 'body' in route ? route.body : undefined;
        if (op.requestBody) op.requestBody.required = !(isZodType(body) && body.safeParse(undefined).success);
        for (const [status, response] of Object.entries(route.responses)) {
          if (response === ZErrorEnvelope) {
            // The same schema under every route: written once as a component, referenced from a shared response.
            errorEnvelopeSchema ??= (op.responses[status] as OpenApiResponse).content?.['application/json']?.schema;
            errorStatuses.add(status);
            op.responses[status] = { $ref: `#/components/responses/Error${status}` };
          } else if (isAppRouteOtherResponse(response)) {
            op.responses[status] = { description: describeStatus(status), content: { [response.contentType]: { schema: otherBodySchema(response.contentType) } } };
          } else {
            (op.responses[status] as OpenApiResponse).description = describeStatus(status);
          }
        }
        return generated;
      },
    },
  ) as unknown as OpenApiDocument;

  const paths = Object.fromEntries(Object.entries(raw.paths).map(([path, item]) => [path, Object.fromEntries(Object.entries(item).map(([method, op]) => [method, operation31(op)]))]));
  const envelope = toSchema31(errorEnvelopeSchema ?? {}) as { properties?: Record<string, Record<string, unknown>> };
  // The code is one of the catalogue's (3.1 allows a description beside a reference).
  if (envelope.properties?.code) envelope.properties.code = { $ref: '#/components/schemas/ErrorCode', description: 'A catalogue code' };

  return {
    openapi: '3.1.0',
    info: { ...raw.info, description: introduction(), license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' } },
    // A relative server is the document's own origin: a generator then calls the host it read the document from.
    servers: opts.servers?.length ? opts.servers.map((url) => ({ url })) : [{ url: '/', description: 'the origin serving this document' }],
    paths,
    components: {
      schemas: {
        ...Object.fromEntries(Object.entries(raw.components?.schemas ?? {}).map(([name, s]) => [name, toSchema31(s)])),
        ErrorEnvelope: envelope,
        ErrorCode: errorCodeSchema(),
      },
      responses: Object.fromEntries([...errorStatuses].sort().map((status) => [`Error${status}`, errorResponse(status)])),
      securitySchemes: SECURITY_SCHEMES,
    },
  };
}

/** The same router with each route's path under its service base's prefix (`/x/shop/...`). */
function mounted(router: AppRouter): AppRouter {
  return Object.fromEntries(
    Object.entries(router).map(([key, node]) => {
      if (!isAppRoute(node as AppRoute | AppRouter)) return [key, mounted(node as AppRouter)];
      const route = node as AppRoute;
      const base = (route.metadata as RouteMeta | undefined)?.base ?? 'main';
      return [key, { ...route, path: `${SERVICE_BASES[base]}${route.path}` }];
    }),
  ) as AppRouter;
}

const describeStatus = (status: string) => (status === '200' ? 'OK: the envelope (status 200, code OK) with the result in `resultSets`' : `HTTP ${status}`);

/** A PNG is bytes, a vCard is text. */
const otherBodySchema = (contentType: string) => (/^text\//.test(contentType) ? { type: 'string' } : { type: 'string', contentMediaType: contentType.split(';')[0]!.trim() });

/**
 * zod has no file type, so the generator writes a file field as "anything". A field is a file when it accepts bytes
 * and refuses text (the contract's fFile/fFiles); 3.1 marks it with `contentMediaType`, which makes swagger-ui offer
 * a file picker. The real types allowed are the route's upload metadata, said in the description line.
 */
function markFileFields(op: OpenApiOperation, route: AppRoute) {
  const body = 'body' in route ? route.body : undefined;
  const schema = op.requestBody?.content['multipart/form-data']?.schema as { properties?: Record<string, Record<string, unknown>> } | undefined;
  if (!schema?.properties || !isZodObject(body)) return;
  const file = { type: 'string', contentMediaType: 'application/octet-stream' };
  for (const [field, zod] of Object.entries(extractZodObjectShape(body) as Record<string, ZodTypeAny>)) {
    if (!zod.safeParse(new Uint8Array(1)).success || zod.safeParse('text').success) continue;
    const generated = schema.properties[field];
    schema.properties[field] = generated?.type === 'array' ? { ...generated, items: file } : { ...file, ...(generated?.description ? { description: generated.description } : {}) };
  }
}

/** An operation with every schema in it converted to 3.1 (parameters, bodies, answers). */
function operation31(op: OpenApiOperation): OpenApiOperation {
  const content = <T extends { content?: Record<string, { schema?: unknown }> }>(holder: T): T =>
    holder.content ? { ...holder, content: Object.fromEntries(Object.entries(holder.content).map(([type, media]) => [type, { ...media, schema: toSchema31(media.schema) }])) } : holder;
  const { description: _d, ...noBodyDescription } = op.requestBody ?? { content: {} };
  return {
    ...op,
    ...(op.parameters ? { parameters: op.parameters.map((p) => ({ ...p, schema: toSchema31(p.schema) })) } : {}),
    // @ts-rest writes "Body" as every body's description: it says nothing, so it goes.
    ...(op.requestBody ? { requestBody: content(noBodyDescription as NonNullable<OpenApiOperation['requestBody']>) } : {}),
    responses: Object.fromEntries(Object.entries(op.responses).map(([status, r]) => [status, content(r)])),
  };
}
