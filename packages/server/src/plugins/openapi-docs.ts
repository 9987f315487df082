import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { areaDocument, contractDocument, documentAreas, type DocumentArea } from '../core/openapi';
import { acceptedEncoding, compressHtml } from '../lib/html-encoding';

/**
 * The API documentation (issue 10): `GET /docs/openapi.json` is the OpenAPI 3.1 document generated from the
 * contract, `GET /docs/openapi/<area>.json` the same cut to one area's operations, and `GET /docs` a swagger-ui page
 * reading one area's (`?area=card`; the first area by default, `?area=all` for the whole document). The page runs
 * under the server's own CSP (security-headers.ts: scripts from this origin only, no inline script), so swagger-ui is
 * started by a file of ours, `/docs/init.js`.
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

/**
 * The page: a row of the contract's areas above swagger-ui, each a link to the page drawing that area's document
 * (`/docs?area=card`), and one to the whole document (`?area=all`). One area's document draws in about a second where
 * the whole one takes swagger-ui ~10 s of a quiet machine (core/openapi/areas.ts); its filter and deep links work
 * within what is drawn. Area keys are the contract's own identifiers (letters only), safe in HTML as they are.
 */
const page = (areas: DocumentArea[], total: number) => `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Card platform API · 名片</title>
  <link rel="stylesheet" href="${DOCS_BASE}/swagger-ui.css">
  <link rel="icon" type="image/png" href="${DOCS_BASE}/favicon-32x32.png" sizes="32x32">
  <link rel="icon" type="image/png" href="${DOCS_BASE}/favicon-16x16.png" sizes="16x16">
  <style>
    nav.areas { display: flex; flex-wrap: wrap; gap: 8px; max-width: 1460px; margin: 0 auto; padding: 16px 20px 0; font-family: sans-serif; }
    nav.areas a { padding: 6px 12px; border: 1px solid #999; border-radius: 4px; color: #222; text-decoration: none; font-size: 14px; }
    nav.areas a[aria-current="page"] { background: #222; color: #fff; border-color: #222; }
    nav.areas span { margin-left: 6px; opacity: 0.75; }
  </style>
</head>
<body>
  <nav class="areas" aria-label="API areas">
${[...areas, { area: ALL, operations: total }].map(({ area, operations }) => `    <a href="${DOCS_BASE}?area=${area}" data-area="${area}">${area}<span>${operations}</span></a>`).join('\n')}
  </nav>
  <div id="swagger-ui"></div>
  <script src="${DOCS_BASE}/swagger-ui-bundle.js"></script>
  <script src="${DOCS_BASE}/init.js"></script>
</body>
</html>
`;

/** The link to the whole document (no area of the contract is named so: areas are router keys like `card`). */
const ALL = 'all';

/**
 * swagger-ui's start, as a file: the area the address asks for (the first area when it names none or one not on the
 * page), marked in the row, its document drawn. validatorUrl null: the public validator's badge is an image from
 * another site.
 */
const INIT = `// Starts swagger-ui on ${DOCS_BASE} (served as a file: the page's CSP runs no inline script).
(function () {
  var links = Array.prototype.slice.call(document.querySelectorAll('nav.areas a'));
  var asked = new URLSearchParams(location.search).get('area');
  var current = links.filter(function (a) { return a.getAttribute('data-area') === asked; })[0] || links[0];
  current.setAttribute('aria-current', 'page');
  var area = current.getAttribute('data-area');
  window.ui = SwaggerUIBundle({
    url: area === '${ALL}' ? '${DOCS_BASE}/openapi.json' : '${DOCS_BASE}/openapi/' + area + '.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    validatorUrl: null,
    displayOperationId: true,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
})();
`;

/** swagger-ui-dist's folder, through its own helper (not its index.js, which loads the 1.7 MB bundle into Node). */
function swaggerUiDir(): string {
  const require = createRequire(import.meta.url);
  return (require('swagger-ui-dist/absolute-path.js') as () => string)();
}

/** A body kept as is and, once asked for, compressed per encoding (swagger-ui's bundle: 1.7 MB, ~0.5 MB gzip). */
type ServedBody = ReturnType<typeof servedBody>;
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

/**
 * What /docs serves, made once per process from the contract the server mounts: the whole document and each area's
 * as JSON, and the page listing the areas. The document object itself is dropped once they are written: it holds
 * ~9 MB of heap against the ~4 MB of text kept, and opening /docs once should not leave it resident for good.
 */
interface DocsBodies {
  whole: ServedBody;
  byArea: Map<string, ServedBody>;
  html: string;
}
let bodies: DocsBodies | undefined;
function docsBodies(): DocsBodies {
  if (bodies) return bodies;
  const doc = contractDocument();
  const areas = documentAreas(doc);
  const total = Object.values(doc.paths).reduce((n, item) => n + Object.keys(item).length, 0);
  const served = (value: unknown) => {
    const raw = Buffer.from(JSON.stringify(value));
    return servedBody(() => raw);
  };
  bodies = {
    whole: served(doc),
    byArea: new Map(areas.map(({ area }) => [area, served(areaDocument(doc, area))])),
    html: page(areas, total),
  };
  return bodies;
}

export function registerOpenApiDocs(app: FastifyInstance) {
  const dir = swaggerUiDir();
  const servePage = (_req: FastifyRequest, reply: FastifyReply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(docsBodies().html);
  app.get(DOCS_BASE, servePage);
  app.get(`${DOCS_BASE}/`, servePage);

  const asJson = (reply: FastifyReply) => reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache');
  app.get(`${DOCS_BASE}/openapi.json`, (req, reply) => docsBodies().whole(req, asJson(reply)));
  // One area's document (`/docs/openapi/card.json`); a name that is no area of the contract answers 404.
  app.get<{ Params: { file: string } }>(`${DOCS_BASE}/openapi/:file`, (req, reply) => {
    const area = /^([a-z][a-zA-Z]*)\.json$/.exec(req.params.file)?.[1] ?? '';
    const body = docsBodies().byArea.get(area);
    if (!body) return reply.callNotFound();
    return body(req, asJson(reply));
  });
  app.get(`${DOCS_BASE}/init.js`, (_req, reply) => reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-cache').send(INIT));

  for (const [file, type] of Object.entries(SWAGGER_FILES)) {
    const body = servedBody(() => fs.readFileSync(path.join(dir, file)));
    // Not hashed names: an hour of caching, so an upgrade of swagger-ui shows within the hour.
    app.get(`${DOCS_BASE}/${file}`, (req, reply) => body(req, reply.type(type).header('cache-control', 'public, max-age=3600')));
  }
}
