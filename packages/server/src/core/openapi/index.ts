export { openApiDocument, type DocumentOptions } from './openapi-document';
export { toSchema31 } from './schema-31';
export type { OpenApiDocument, OpenApiOperation, OpenApiParameter, OpenApiResponse } from './types';
