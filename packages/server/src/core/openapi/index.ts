import { contract } from '@card/contract';
import { openApiDocument, type DocumentOptions } from './openapi-document';

export { openApiDocument, type DocumentOptions } from './openapi-document';
export { areaDocument, documentAreas, type DocumentArea } from './areas';
export { toSchema31 } from './schema-31';
export type { OpenApiDocument, OpenApiOperation, OpenApiParameter, OpenApiResponse } from './types';

/** The document of the contract the server mounts (served at /docs/openapi.json, written by `npm run openapi`). */
export const contractDocument = (opts: DocumentOptions = {}) => openApiDocument(contract, opts);
