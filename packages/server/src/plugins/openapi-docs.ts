import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contractDocument } from '../core/openapi';
import { acceptedEncoding, compressHtml } from '../lib/html-encoding';

/**
 * The API documentation (issue 10): `GET /docs/openapi.json` is the OpenAPI 3.1 document generated from the
 * contract, `GET /docs` a swagger-ui page reading it. The page runs under the server's own CSP (security-headers.ts:
 * scripts from this origin only, no inline script), so swagger-ui is started by a file of ours, `/docs/init.js`.
 * Off with DOCS=off. Everything is built or read on first request and kept for the life of the process (the
 * document takes ~1.5 s to generate, and a server nobody reads the docs of never pays for it).
 */
export const DOCS_BASE = '/docs';

/** Only these files of swagger-ui-dist are served (its own index.html and initializer point at the petstore). */
const SWAGGER_FILES: Record<string, string> = {
  'swagger-ui-bundle.js': 'application/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

const PAGE = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Card platform API · 名片</title>
  <link rel="stylesheet" href="${DOCS_BASE}/swagger-ui.css">
  <link rel="icon" type="image/png" href="${DOCS_BASE}/favicon-32x32.png" sizes="32x32">
  <link rel="icon" type="image/png" href="${DOCS_BASE}/favicon-16x16.png" sizes="16x16">
</head>
<body>
  <div id="swagger-ui"></div>
  <script src="${DOCS_BASE}/swagger-ui-bundle.js"></script>
  <script src="${DOCS_BASE}/init.js"></script>
</body>
</html>
`;

/** swagger-ui's start, as a file. validatorUrl null: the public validator's badge is an image from another site. */
const INIT = `// Starts swagger-ui on ${DOCS_BASE} (served as a file: the page's CSP runs no inline script).
window.ui = SwaggerUIBundle({
  url: '${DOCS_BASE}/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  displayOperationId: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

/** swagger-ui-dist's folder, through its own helper (not its index.js, which loads the 1.7 MB bundle into Node). */
function swaggerUiDir(): string {
  const require = createRequire(import.meta.url);
  return (require('swagger-ui-dist/absolute-path.js') as () => string)();
}

/** A body kept as is and, once asked for, compressed per encoding (swagger-ui's bundle: 1.7 MB, ~0.5 MB gzip). */
function servedBody(load: () => Buffer) {
  let raw: Buffer | undefined;
  const packed = new Map<'br' | 'gzip', Buffer>();
  return (req: FastifyRequest, reply: FastifyReply) => {
    raw ??= load();
    const encoding = raw.length > 1024 ? acceptedEncoding(req.headers['accept-encoding']) : null;
    reply.header('vary', 'accept-encoding');
    if (!encoding) return reply.send(raw);
    let body = packed.get(encoding);
    if (!body) {
      body = compressHtml(encoding, raw);
      packed.set(encoding, body);
    }
    return reply.header('content-encoding', encoding).send(body);
  };
}

/** The document, generated once per process from the contract the server mounts. */
let documentJson: Buffer | undefined;
export const openApiJson = () => (documentJson ??= Buffer.from(JSON.stringify(contractDocument())));

export function registerOpenApiDocs(app: FastifyInstance) {
  const dir = swaggerUiDir();
  const page = (_req: FastifyRequest, reply: FastifyReply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE);
  app.get(DOCS_BASE, page);
  app.get(`${DOCS_BASE}/`, page);

  const json = servedBody(openApiJson);
  app.get(`${DOCS_BASE}/openapi.json`, (req, reply) => json(req, reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache')));
  app.get(`${DOCS_BASE}/init.js`, (_req, reply) => reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(INIT));

  for (const [file, type] of Object.entries(SWAGGER_FILES)) {
    const body = servedBody(() => fs.readFileSync(path.join(dir, file)));
    // Not hashed names: an hour of caching, so an upgrade of swagger-ui shows within the hour.
    app.get(`${DOCS_BASE}/${file}`, (req, reply) => body(req, reply.type(type).header('cache-control', 'public, max-age=3600')));
  }
}
