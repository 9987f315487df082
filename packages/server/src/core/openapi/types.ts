/**
 * The parts of an OpenAPI 3.1 document this project writes and reads, loosely typed: the document is JSON for
 * other tools, and its schemas are JSON Schema, which no TypeScript type describes usefully.
 */
export interface OpenApiMedia {
  schema?: unknown;
  [key: string]: unknown;
}
export interface OpenApiResponse {
  description?: string;
  content?: Record<string, OpenApiMedia>;
  $ref?: string;
}
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: unknown;
  [key: string]: unknown;
}
export interface OpenApiOperation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { description?: string; required?: boolean; content: Record<string, OpenApiMedia> };
  responses: Record<string, OpenApiResponse>;
  security?: Record<string, string[]>[];
  'x-access'?: Record<string, unknown>;
  [key: string]: unknown;
}
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string; license?: { name: string; identifier?: string } };
  servers?: { url: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    schemas: Record<string, unknown>;
    responses: Record<string, OpenApiResponse>;
    securitySchemes: Record<string, Record<string, unknown>>;
  };
}
